// Card activation (§7 Card activation: questions, activation, card/pin, cardId/keepAlive;
// SPEC-DECISIONS card activation questions and PIN; docs/decisions/029). A card issued and not yet active
// is found by its number, expiry and security code; the activation token that answers is bound to it;
// three wrong answers lock its activation for 24 hours, the answers judged being reserved first so that
// answers sent at once cannot count past three (as sign-in's attempts: decision 022); the right answers
// put the card in its user's payment_instruments; a PIN the rules accept is kept as a salted slow hash,
// and the session ends. Nothing here logs or answers a number, a security code, an answer or a PIN.
import { activationQuestionsOf } from '@portal/domain/issuer';
import { randomUUID } from 'node:crypto';
import * as v from 'valibot';
import {
  brandOf,
  CARD_BRANDS,
  isExpired,
  normaliseCardNumber,
  validateCardNumber,
  validateSecurityCode,
} from '@portal/domain/card';
import type { CatalogueCode } from '@portal/domain/errors';
import {
  setPinFormSchema,
  type ActivationQuestionsRequestSchema,
  type ActivationQuestionsResponseSchema,
  type ActivationRequestSchema,
  type ActivationResponseSchema,
  type SetPinRequestSchema,
} from '@portal/domain/schemas';
import type { GatewayContext } from '../context';
import { lockForTransaction, type Queryable } from '../db/database';
import { findUser } from '../accounts/users-store';
import { CODES, GatewayError, insufficientScope, invalidInput } from '../errors';
import { ACTIVATION_POLICY, type ActivationQuestionType } from './activation-policy';
import { answerMatches, hashPin, securityCodeMatches } from './activation-secrets';
import { cardArtOf } from '../cards/card-art';
import { cardNumberDigest, clearPartsOf, openCardNumber, sealCardNumber } from '../cards/card-vault';
import { cardOnFile, cardsLock, insertCardRow, userHasPrimaryCard } from '../cards/cards-store';
import {
  answerHashes,
  clearRunLock,
  endLiveSession,
  extendLiveSession,
  failedAttemptsOf,
  issuedCard,
  issuedCardByNumber,
  issuedCardLock,
  issuedCardState,
  liveSessionRow,
  markActivated,
  recordWrongAnswers,
  releaseAttempt,
  replaceSessions,
  reserveAttempt,
  sessionIsLive,
  storePinHash,
  type IssuedCardRow,
  type LiveSessionRow,
} from './activation-store';
import type { Issuer } from '../platform/issuers-store';
import { isUuid, newAccessToken, tokenHash } from '../platform/secrets';

type QuestionsBody = v.InferOutput<typeof ActivationQuestionsRequestSchema>;
type ActivationBody = v.InferOutput<typeof ActivationRequestSchema>;
type SetPinBody = v.InferOutput<typeof SetPinRequestSchema>;
type QuestionsAnswer = v.InferInput<typeof ActivationQuestionsResponseSchema>;
type ActivationAnswer = v.InferInput<typeof ActivationResponseSchema>;

const SESSION_SECONDS = ACTIVATION_POLICY.sessionMs / 1000;

/** One answer for the whole card, whichever of number, expiry or security code was wrong (never which). */
const cardNotFound = () =>
  new GatewayError(400, 'activationCardNotFound', 'No card waiting for activation matches these details.');
const alreadyActive = () => new GatewayError(409, 'activationAlreadyActive', 'This card is already active.');
/** 423 with Retry-After: the seconds until the lock ends (the lock is the card's, whatever session asks). */
function locked(until: Date, now: Date): GatewayError {
  const seconds = Math.max(1, Math.ceil((until.getTime() - now.getTime()) / 1000));
  return new GatewayError(423, 'activationLocked', 'Activation of this card is locked after too many wrong answers.', {
    'Retry-After': String(seconds),
  });
}
/** Decision 025: the activation flow's own token refused (unknown, expired, ended, or another card's), which ends the flow. */
const sessionEnded = () =>
  new GatewayError(
    401,
    CODES.invalidToken,
    'The activation session is unknown, has expired or ended, or is for another card.',
  );
/** The answers being judged already fill the places left before the lock: one burst, answered as one (decision 022). */
const answersBeingJudged = () =>
  new GatewayError(429, CODES.tooManyRequests, 'Answers for this card are being judged; try again in a moment.', {
    'Retry-After': '1',
  });

const isLocked = (card: Pick<IssuedCardRow, 'locked_until'>, now: Date): card is { locked_until: Date } =>
  card.locked_until !== null && new Date(card.locked_until) > now;
const attemptsLeft = (failed: number): number => Math.max(0, ACTIVATION_POLICY.wrongAnswersBeforeLock - failed);

/** Who counts against the questions call's limit per account: the issuer and the card number asked for, known or not, as a digest. */
export const questionsAccount = (ctx: Pick<GatewayContext, 'vault'>, issuer: Issuer, accountNumber: string): string =>
  `${issuer.id}:${cardNumberDigest(ctx.vault, normaliseCardNumber(accountNumber))}`;

/**
 * §7 questions: the card as printed on it (§5 card rules first, 400 inputValidationError naming the
 * field, a form's concern), then the issued card of this issuer with that number, expiry and security
 * code (else 400 activationCardNotFound, which an active card answers too: its code is no longer kept)
 * and not locked (423). A new token ends the
 * card's earlier sessions: one activation of a card at a time.
 */
export async function startActivation(
  ctx: Pick<GatewayContext, 'db' | 'now' | 'vault'>,
  issuer: Issuer,
  body: QuestionsBody,
): Promise<QuestionsAnswer> {
  const now = ctx.now();
  const number = normaliseCardNumber(body.accountNumber);
  const numberIssue = validateCardNumber(number);
  if (numberIssue) throw invalidInput(`accountNumber: ${numberIssue}`);
  const securityCodeIssue = validateSecurityCode(body.cvv, { context: 'portal', brand: brandOf(number) });
  if (securityCodeIssue) throw invalidInput(`cvv: ${securityCodeIssue}`);
  if (isExpired({ month: body.expirationMonth, year: body.expirationYear }, now))
    throw invalidInput('expirationMonth: card:expiry.past');

  const card = await issuedCardByNumber(ctx.db, issuer.id, cardNumberDigest(ctx.vault, number));
  // An active card no longer has its security code's digest, so it answers as an unknown card does:
  // telling it apart on the number and expiry alone would confirm a card to someone without its code.
  const matches =
    card !== null &&
    card.security_code_digest !== null &&
    card.expiration_month === body.expirationMonth &&
    card.expiration_year === body.expirationYear &&
    securityCodeMatches(ctx.vault, card.secrets_key_id, card.id, body.cvv, card.security_code_digest);
  if (!matches) throw cardNotFound();
  if (isLocked(card, now)) throw locked(card.locked_until, now);

  const token = newAccessToken();
  const questions = activationQuestionsOf(issuer);
  const started = await ctx.db.transaction(async (tx): Promise<{ failed: number } | GatewayError> => {
    await lockForTransaction(tx, issuedCardLock(card.id));
    // Read again under the card's lock: a session must not start for a card activated or locked meanwhile
    // (its token could otherwise set the PIN of a card whose questions it never answered).
    const current = await issuedCardState(tx, card.id);
    if (!current || current.activated_at !== null) return alreadyActive();
    if (isLocked(current, now)) return locked(current.locked_until, now);
    await clearRunLock(tx, card.id, now);
    await replaceSessions(tx, {
      id: randomUUID(),
      tokenHash: tokenHash(token),
      cardId: card.id,
      questions,
      createdAt: now,
      expiresAt: new Date(now.getTime() + ACTIVATION_POLICY.sessionMs),
    });
    return { failed: await failedAttemptsOf(tx, card.id) };
  });
  if (started instanceof GatewayError) throw started;
  return {
    cardId: card.id,
    activationToken: token,
    expiresIn: SESSION_SECONDS,
    questions: questions.map((type) => ({ questionId: type, type })),
    attemptsLeft: attemptsLeft(started.failed),
  };
}

/**
 * The live session of an activation token at this issuer, bound to `cardId`: anything else (an unknown,
 * expired or ended token, another issuer's, or a token of another card) is 401 invalidToken.
 */
async function liveSession(
  db: Queryable,
  issuer: Issuer,
  cardId: string,
  token: string,
  now: Date,
): Promise<LiveSessionRow> {
  if (!isUuid(cardId) || token === '') throw sessionEnded();
  const live = await liveSessionRow(db, issuer.id, tokenHash(token), now);
  if (!live || live.card.id !== cardId) throw sessionEnded();
  return live;
}

/** The answers, one for each question asked and nothing else (400 inputValidationError otherwise: nothing is counted). */
function answersTo(
  questions: readonly ActivationQuestionType[],
  answers: ActivationBody['answers'],
): Map<ActivationQuestionType, string> {
  const given = new Map(answers.map((a) => [a.questionId, a.answer]));
  if (given.size !== answers.length) throw invalidInput('answers: one answer for each question');
  const result = new Map<ActivationQuestionType, string>();
  for (const type of questions) {
    const answer = given.get(type);
    if (answer === undefined || answer.trim() === '') throw invalidInput(`answers: ${type} is not answered`);
    if (answer.length > ACTIVATION_POLICY.answerMaxLength) throw invalidInput(`answers: ${type} is too long`);
    result.set(type, answer);
  }
  if (given.size !== questions.length) throw invalidInput('answers: only the questions asked');
  return result;
}

/**
 * Reserves one of the places left before the lock for an answer about to be judged, in one statement
 * whose condition holds the lock and the count (failures plus answers being judged under three): however
 * many answers arrive at once, three are judged. A reservation older than a judgment takes was abandoned.
 * Throws 409 (active), 423 (locked) or 429 (the places are taken by answers still being judged).
 */
async function reserveAnswer(ctx: Pick<GatewayContext, 'db'>, cardId: string, now: Date): Promise<void> {
  const reserved = await reserveAttempt(ctx.db, {
    cardId,
    now,
    staleBefore: new Date(now.getTime() - ACTIVATION_POLICY.reservationStaleMs),
    places: ACTIVATION_POLICY.wrongAnswersBeforeLock,
  });
  if (reserved) return;
  const card = await issuedCardState(ctx.db, cardId);
  if (card?.activated_at) throw alreadyActive();
  if (card && isLocked(card, now)) throw locked(card.locked_until, now);
  throw answersBeingJudged();
}

/** Whether every answer is the issuer's record; each is judged (no early return), through the hashing queue. */
async function answersAreRight(
  ctx: Pick<GatewayContext, 'db' | 'vault' | 'passwordQueue'>,
  card: IssuedCardRow,
  answers: Map<ActivationQuestionType, string>,
  client: string,
): Promise<boolean> {
  const kept = await answerHashes(ctx.db, card.id);
  const verdicts = await ctx.passwordQueue.run(
    () =>
      Promise.all(
        [...answers].map(([type, answer]) =>
          answerMatches(ctx.vault, card.secrets_key_id, card.id, type, answer, kept.get(type) ?? null),
        ),
      ),
    client,
  );
  return verdicts.every(Boolean);
}

/** The card made a payment instrument of its user, as the card routes write one (cards.ts); an instrument with the same number is the one. */
async function insertInstrument(
  ctx: Pick<GatewayContext, 'vault'>,
  tx: Queryable,
  card: IssuedCardRow,
  now: Date,
): Promise<string> {
  const number = openCardNumber(ctx.vault, card.id, { keyId: card.number_key_id, sealed: card.number_sealed });
  const digest = cardNumberDigest(ctx.vault, number);
  // cards.ts's lock on the user's cards: the duplicate and primary checks hold against a card added meanwhile.
  await lockForTransaction(tx, cardsLock(card.user_id));
  const existing = await cardOnFile(tx, card.user_id, digest);
  if (existing !== null) return existing;
  const panGuid = randomUUID();
  const { bankIdentifier, lastFourDigits } = clearPartsOf(number);
  const brand = brandOf(number);
  const user = await findUser(tx, card.user_id);
  const art = await cardArtOf(tx, card.issuer_id, bankIdentifier);
  await insertCardRow(tx, {
    panGuid,
    userId: card.user_id,
    number: sealCardNumber(ctx.vault, panGuid, number),
    numberDigest: digest,
    bankIdentifier,
    lastFour: lastFourDigits,
    productBrandCode: brand ? CARD_BRANDS[brand].code : 'UNKNOWN',
    financialAccountType: card.financial_account_type,
    expirationMonth: card.expiration_month,
    expirationYear: card.expiration_year,
    nickname: '',
    nameOnCard: user ? `${user.first_name} ${user.last_name}`.trim() : '',
    // §4 Card defaults: a user's first card is primary.
    isPrimary: !(await userHasPrimaryCard(tx, card.user_id)),
    billingAddress: null,
    cardArt: art?.image ?? null,
    createdAt: now,
  });
  return panGuid;
}

type Verdict = { kind: 'answer'; answer: ActivationAnswer } | { kind: 'refused'; error: GatewayError };

/**
 * The verdict on a judged answer, under the card's lock, its reservation released: right, the card is
 * activated (its instrument inserted); wrong, one failure more, and the third locks for 24 hours.
 */
async function settle(
  ctx: Pick<GatewayContext, 'db' | 'vault'>,
  cardId: string,
  sessionId: string,
  right: boolean,
  now: Date,
): Promise<ActivationAnswer> {
  const verdict = await ctx.db.transaction(async (tx): Promise<Verdict> => {
    await lockForTransaction(tx, issuedCardLock(cardId));
    const card = await issuedCard(tx, cardId);
    if (!card) return { kind: 'refused', error: sessionEnded() };
    await releaseAttempt(tx, cardId);
    if (card.activated_at !== null) return { kind: 'refused', error: alreadyActive() };
    if (isLocked(card, now)) return { kind: 'refused', error: locked(card.locked_until, now) };
    // Only a session still live activates: one that a new questions call ended while its answers were
    // judged must not hand the card, and its PIN step, to the session that replaced it.
    if (right && !(await sessionIsLive(tx, sessionId))) return { kind: 'refused', error: sessionEnded() };
    if (right) {
      await markActivated(tx, cardId, await insertInstrument(ctx, tx, card, now), now);
      return {
        kind: 'answer',
        answer: { cardId, activated: true, attemptsLeft: attemptsLeft(card.failed_attempts), pinRequired: true },
      };
    }
    const failed = card.failed_attempts + 1;
    if (failed < ACTIVATION_POLICY.wrongAnswersBeforeLock) {
      await recordWrongAnswers(tx, cardId, failed, null);
      return {
        kind: 'answer',
        answer: { cardId, activated: false, attemptsLeft: attemptsLeft(failed), pinRequired: false },
      };
    }
    const until = new Date(now.getTime() + ACTIVATION_POLICY.lockMs);
    await recordWrongAnswers(tx, cardId, failed, until);
    return {
      kind: 'answer',
      answer: { cardId, activated: false, attemptsLeft: 0, lockedUntil: until.toISOString(), pinRequired: false },
    };
  });
  if (verdict.kind === 'refused') throw verdict.error;
  return verdict.answer;
}

/**
 * §7 activation: the answers to the session's questions. Wrong answers are an answer (200, activated
 * false, the attempts left; the third with the lock's end), never which answer was wrong; the right ones
 * activate the card and ask for a PIN (SPEC-DECISIONS PIN). Active: 409; locked: 423.
 */
export async function answerActivationQuestions(
  ctx: Pick<GatewayContext, 'db' | 'now' | 'vault' | 'passwordQueue'>,
  issuer: Issuer,
  body: ActivationBody,
  client: string,
): Promise<ActivationAnswer> {
  const now = ctx.now();
  const { card, questions, sessionId } = await liveSession(ctx.db, issuer, body.cardId, body.activationToken, now);
  if (card.activated_at !== null) throw alreadyActive();
  if (isLocked(card, now)) throw locked(card.locked_until, now);
  const answers = answersTo(questions, body.answers);
  await reserveAnswer(ctx, card.id, now);
  let right: boolean;
  try {
    right = await answersAreRight(ctx, card, answers, client);
  } catch (error) {
    // The hashing queue full (503) or a failure: the place goes back, nothing was judged.
    await releaseAttempt(ctx.db, card.id);
    throw error;
  }
  return settle(ctx, card.id, sessionId, right, now);
}

/**
 * The code for each SPEC-DECISIONS PIN rule the set-PIN form's schema raises (the shared PIN rules, in
 * their order); the PIN_ERRORS rows of the catalogue show each rule's own message. The second entry is
 * the page's alone: one PIN is sent.
 */
const PIN_RULE_CODES: ReadonlyMap<string, CatalogueCode> = new Map<string, CatalogueCode>([
  ['identity:pin.required', 'invalidPinRequired'],
  ['identity:pin.format', 'invalidPinFormat'],
  ['identity:pin.repeated', 'invalidPinRepeated'],
  ['identity:pin.sequence', 'invalidPinSequence'],
]);

/** The first PIN rule a PIN breaks (the set-PIN form's own schema, entered twice alike), as its §8 refusal; null when it may be used. */
function pinRefusal(pin: string): GatewayError | null {
  const result = v.safeParse(setPinFormSchema, { pin, confirmPin: pin });
  if (result.success) return null;
  const message = result.issues[0].message;
  const code = PIN_RULE_CODES.get(message);
  return code ? new GatewayError(400, code, `pin: ${message}`) : invalidInput(`pin: ${message}`);
}

/**
 * §7 card/pin: the PIN of an activated card, set once in the session that activated it: checked by the
 * PIN rules (400, each rule's code), kept only as a salted slow hash, never logged nor answered; setting
 * it ends the session, so the token cannot set another. Before activation the token does not allow it
 * (401 insufficientScope).
 */
export async function setActivationPin(
  ctx: Pick<GatewayContext, 'db' | 'now' | 'hashing' | 'vault' | 'passwordQueue'>,
  issuer: Issuer,
  body: SetPinBody,
  client: string,
): Promise<void> {
  const now = ctx.now();
  const { card, sessionId } = await liveSession(ctx.db, issuer, body.cardId, body.activationToken, now);
  if (card.activated_at === null) throw insufficientScope('The card is not activated yet: answer the questions first.');
  const refusal = pinRefusal(body.pin);
  if (refusal) throw refusal;
  const keyId = ctx.vault.current.id;
  const hash = await ctx.passwordQueue.run(
    () => hashPin(ctx.vault, keyId, card.id, body.pin, ctx.hashing.password),
    client,
  );
  const set = await ctx.db.transaction(async (tx) => {
    await lockForTransaction(tx, issuedCardLock(card.id));
    // Single use: only the request that ends the session sets the PIN.
    if (!(await endLiveSession(tx, sessionId, ctx.now()))) return false;
    await storePinHash(tx, card.id, { hash, keyId }, now);
    return true;
  });
  if (!set) throw sessionEnded();
}

/**
 * §7 cardId/keepAlive: the token of this card lives 10 minutes from now. A locked card's session is not
 * kept (423): the lock ends the activation until it has run.
 */
export async function keepActivationAlive(
  ctx: Pick<GatewayContext, 'db' | 'now'>,
  issuer: Issuer,
  cardId: string,
  token: string,
): Promise<{ expiresIn: number }> {
  const now = ctx.now();
  const { card, sessionId } = await liveSession(ctx.db, issuer, cardId, token, now);
  if (card.activated_at === null && isLocked(card, now)) throw locked(card.locked_until, now);
  const kept = await extendLiveSession(ctx.db, sessionId, new Date(now.getTime() + ACTIVATION_POLICY.sessionMs), now);
  if (!kept) throw sessionEnded();
  return { expiresIn: SESSION_SECONDS };
}
