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
import { CODES, GatewayError, insufficientScope, invalidInput } from '../errors';
import { ACTIVATION_POLICY, type ActivationQuestionType } from './activation-policy';
import { answerMatches, hashPin, securityCodeMatches } from './activation-secrets';
import { cardArtOf } from '../cards/card-art';
import { cardNumberDigest, clearPartsOf, openCardNumber, sealCardNumber } from '../cards/card-vault';
import type { Issuer } from '../platform/issuers';
import { isUuid, newAccessToken, tokenHash } from '../platform/secrets';

type QuestionsBody = v.InferOutput<typeof ActivationQuestionsRequestSchema>;
type ActivationBody = v.InferOutput<typeof ActivationRequestSchema>;
type SetPinBody = v.InferOutput<typeof SetPinRequestSchema>;
type QuestionsAnswer = v.InferInput<typeof ActivationQuestionsResponseSchema>;
type ActivationAnswer = v.InferInput<typeof ActivationResponseSchema>;

const SESSION_SECONDS = ACTIVATION_POLICY.sessionMs / 1000;

/** An issued card as its row keeps it (no secret in clear: the number sealed, the rest digests and hashes). */
interface IssuedCardRow {
  id: string;
  issuer_id: string;
  user_id: string;
  number_sealed: string;
  number_key_id: string;
  financial_account_type: string;
  expiration_month: number;
  expiration_year: number;
  secrets_key_id: string;
  /** Null once the card is active: nothing of what proved it is kept (F7). */
  security_code_digest: string | null;
  failed_attempts: number;
  locked_until: Date | null;
  activated_at: Date | null;
}

const CARD_COLUMNS =
  'c.id, c.issuer_id, c.user_id, c.number_sealed, c.number_key_id, c.financial_account_type, c.expiration_month, c.expiration_year, c.secrets_key_id, c.security_code_digest, c.failed_attempts, c.locked_until, c.activated_at';

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

/** The lock every change to one issued card takes: sessions, the verdict and the activation hold under concurrent requests. */
const cardLock = (cardId: string) => `activation:${cardId}`;

/** Who counts against the questions call's limit per account: the issuer and the card number asked for, known or not, as a digest. */
export const questionsAccount = (ctx: GatewayContext, issuer: Issuer, accountNumber: string): string =>
  `${issuer.id}:${cardNumberDigest(ctx.vault, normaliseCardNumber(accountNumber))}`;

/**
 * §7 questions: the card as printed on it (§5 card rules first, 400 inputValidationError naming the
 * field, a form's concern), then the issued card of this issuer with that number, expiry and security
 * code (else 400 activationCardNotFound, which an active card answers too: its code is no longer kept)
 * and not locked (423). A new token ends the
 * card's earlier sessions: one activation of a card at a time.
 */
export async function startActivation(
  ctx: GatewayContext,
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

  const card = (
    await ctx.db.query<IssuedCardRow>(
      `SELECT ${CARD_COLUMNS} FROM issued_cards c WHERE c.issuer_id = $1 AND c.number_digest = $2`,
      [issuer.id, cardNumberDigest(ctx.vault, number)],
    )
  ).rows[0];
  // An active card no longer has its security code's digest, so it answers as an unknown card does:
  // telling it apart on the number and expiry alone would confirm a card to someone without its code.
  const matches =
    card !== undefined &&
    card.security_code_digest !== null &&
    card.expiration_month === body.expirationMonth &&
    card.expiration_year === body.expirationYear &&
    securityCodeMatches(ctx.vault, card.secrets_key_id, card.id, body.cvv, card.security_code_digest);
  if (!matches) throw cardNotFound();
  if (isLocked(card, now)) throw locked(card.locked_until, now);

  const token = newAccessToken();
  const questions = activationQuestionsOf(issuer);
  const started = await ctx.db.transaction(async (tx): Promise<{ failed: number } | GatewayError> => {
    await lockForTransaction(tx, cardLock(card.id));
    // Read again under the card's lock: a session must not start for a card activated or locked meanwhile
    // (its token could otherwise set the PIN of a card whose questions it never answered).
    const current = (
      await tx.query<Pick<IssuedCardRow, 'activated_at' | 'locked_until'>>(
        'SELECT activated_at, locked_until FROM issued_cards WHERE id = $1',
        [card.id],
      )
    ).rows[0];
    if (!current || current.activated_at !== null) return alreadyActive();
    if (isLocked(current, now)) return locked(current.locked_until, now);
    // A lock that has run its 24 hours is over: the count starts again.
    await tx.query(
      'UPDATE issued_cards SET failed_attempts = 0, locked_until = NULL WHERE id = $1 AND locked_until IS NOT NULL AND locked_until <= $2',
      [card.id, now],
    );
    await tx.query(
      'DELETE FROM activation_sessions WHERE issued_card_id = $1 AND (ended_at IS NOT NULL OR expires_at <= $2)',
      [card.id, now],
    );
    await tx.query('UPDATE activation_sessions SET ended_at = $2 WHERE issued_card_id = $1 AND ended_at IS NULL', [
      card.id,
      now,
    ]);
    await tx.query(
      'INSERT INTO activation_sessions (id, token_hash, issued_card_id, questions, created_at, expires_at) VALUES ($1, $2, $3, $4, $5, $6)',
      [
        randomUUID(),
        tokenHash(token),
        card.id,
        [...questions],
        now,
        new Date(now.getTime() + ACTIVATION_POLICY.sessionMs),
      ],
    );
    return {
      failed:
        (
          await tx.query<{ failed_attempts: number }>('SELECT failed_attempts FROM issued_cards WHERE id = $1', [
            card.id,
          ])
        ).rows[0]?.failed_attempts ?? 0,
    };
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

interface LiveSession {
  sessionId: string;
  questions: ActivationQuestionType[];
  card: IssuedCardRow;
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
): Promise<LiveSession> {
  if (!isUuid(cardId) || token === '') throw sessionEnded();
  const row = (
    await db.query<IssuedCardRow & { session_id: string; questions: ActivationQuestionType[] }>(
      `SELECT s.id AS session_id, s.questions, ${CARD_COLUMNS} FROM activation_sessions s JOIN issued_cards c ON c.id = s.issued_card_id
       WHERE s.token_hash = $1 AND c.issuer_id = $2 AND s.ended_at IS NULL AND s.expires_at > $3`,
      [tokenHash(token), issuer.id, now],
    )
  ).rows[0];
  if (!row || row.id !== cardId) throw sessionEnded();
  const { session_id: sessionId, questions, ...card } = row;
  return { sessionId, questions, card };
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
async function reserveAnswer(ctx: GatewayContext, cardId: string, now: Date): Promise<void> {
  const stale = new Date(now.getTime() - ACTIVATION_POLICY.reservationStaleMs);
  const reserved = `(CASE WHEN attempts_reserved_at IS NULL OR attempts_reserved_at <= $3 THEN 0 ELSE attempts_reserved END)`;
  // A lock that has run its 24 hours counts nothing any more (startActivation clears it too).
  const failed = `(CASE WHEN locked_until <= $2 THEN 0 ELSE failed_attempts END)`;
  const { rows } = await ctx.db.query(
    `UPDATE issued_cards SET attempts_reserved = ${reserved} + 1, attempts_reserved_at = $2, failed_attempts = ${failed},
       locked_until = CASE WHEN locked_until <= $2 THEN NULL ELSE locked_until END
     WHERE id = $1 AND activated_at IS NULL AND (locked_until IS NULL OR locked_until <= $2) AND ${failed} + ${reserved} < $4
     RETURNING id`,
    [cardId, now, stale, ACTIVATION_POLICY.wrongAnswersBeforeLock],
  );
  if (rows.length > 0) return;
  const card = (
    await ctx.db.query<Pick<IssuedCardRow, 'activated_at' | 'locked_until'>>(
      'SELECT activated_at, locked_until FROM issued_cards WHERE id = $1',
      [cardId],
    )
  ).rows[0];
  if (card?.activated_at) throw alreadyActive();
  if (card && isLocked(card, now)) throw locked(card.locked_until, now);
  throw answersBeingJudged();
}

const RELEASE = 'attempts_reserved = GREATEST(attempts_reserved - 1, 0)';

/** Whether every answer is the issuer's record; each is judged (no early return), through the hashing queue. */
async function answersAreRight(
  ctx: GatewayContext,
  card: IssuedCardRow,
  answers: Map<ActivationQuestionType, string>,
  client: string,
): Promise<boolean> {
  const { rows } = await ctx.db.query<{ question_type: ActivationQuestionType; answer_hash: string }>(
    'SELECT question_type, answer_hash FROM issued_card_answers WHERE issued_card_id = $1',
    [card.id],
  );
  const kept = new Map(rows.map((r) => [r.question_type, r.answer_hash]));
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
async function insertInstrument(ctx: GatewayContext, tx: Queryable, card: IssuedCardRow, now: Date): Promise<string> {
  const number = openCardNumber(ctx.vault, card.id, { keyId: card.number_key_id, sealed: card.number_sealed });
  const digest = cardNumberDigest(ctx.vault, number);
  // cards.ts's lock on the user's cards: the duplicate and primary checks hold against a card added meanwhile.
  await lockForTransaction(tx, `cards:${card.user_id}`);
  const existing = (
    await tx.query<{ pan_guid: string }>(
      'SELECT pan_guid FROM payment_instruments WHERE user_id = $1 AND number_digest = $2',
      [card.user_id, digest],
    )
  ).rows[0];
  if (existing) return existing.pan_guid;
  const panGuid = randomUUID();
  const sealed = sealCardNumber(ctx.vault, panGuid, number);
  const { bankIdentifier, lastFourDigits } = clearPartsOf(number);
  const brand = brandOf(number);
  const user = (
    await tx.query<{ first_name: string; last_name: string }>('SELECT first_name, last_name FROM users WHERE id = $1', [
      card.user_id,
    ])
  ).rows[0];
  const hasPrimary =
    (await tx.query('SELECT 1 FROM payment_instruments WHERE user_id = $1 AND is_primary', [card.user_id])).rows
      .length > 0;
  const art = await cardArtOf(tx, card.issuer_id, bankIdentifier);
  await tx.query(
    `INSERT INTO payment_instruments (pan_guid, user_id, number_sealed, number_key_id, number_digest, bank_identifier, last_four, product_brand_code,
       financial_account_type, expiration_month, expiration_year, nickname, name_on_card, is_primary, status, billing_address, card_art, created_at, updated_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, '', $12, $13, 'ACTIVE', NULL, $14, $15, $15)`,
    [
      panGuid,
      card.user_id,
      sealed.sealed,
      sealed.keyId,
      digest,
      bankIdentifier,
      lastFourDigits,
      brand ? CARD_BRANDS[brand].code : 'UNKNOWN',
      card.financial_account_type,
      card.expiration_month,
      card.expiration_year,
      user ? `${user.first_name} ${user.last_name}`.trim() : '',
      // §4 Card defaults: a user's first card is primary.
      !hasPrimary,
      art?.image ?? null,
      now,
    ],
  );
  return panGuid;
}

type Verdict = { kind: 'answer'; answer: ActivationAnswer } | { kind: 'refused'; error: GatewayError };

/**
 * The verdict on a judged answer, under the card's lock, its reservation released: right, the card is
 * activated (its instrument inserted); wrong, one failure more, and the third locks for 24 hours.
 */
async function settle(
  ctx: GatewayContext,
  cardId: string,
  sessionId: string,
  right: boolean,
  now: Date,
): Promise<ActivationAnswer> {
  const verdict = await ctx.db.transaction(async (tx): Promise<Verdict> => {
    await lockForTransaction(tx, cardLock(cardId));
    const card = (await tx.query<IssuedCardRow>(`SELECT ${CARD_COLUMNS} FROM issued_cards c WHERE c.id = $1`, [cardId]))
      .rows[0];
    if (!card) return { kind: 'refused', error: sessionEnded() };
    await tx.query(`UPDATE issued_cards SET ${RELEASE} WHERE id = $1`, [cardId]);
    if (card.activated_at !== null) return { kind: 'refused', error: alreadyActive() };
    if (isLocked(card, now)) return { kind: 'refused', error: locked(card.locked_until, now) };
    // Only a session still live activates: one that a new questions call ended while its answers were
    // judged must not hand the card, and its PIN step, to the session that replaced it.
    const live = await tx.query('SELECT 1 FROM activation_sessions WHERE id = $1 AND ended_at IS NULL', [sessionId]);
    if (right && live.rows.length === 0) return { kind: 'refused', error: sessionEnded() };
    if (right) {
      const panGuid = await insertInstrument(ctx, tx, card, now);
      // What proved the card has served: its security code's digest and the answers' hashes go (F7).
      await tx.query(
        'UPDATE issued_cards SET activated_at = $2, pan_guid = $3, security_code_digest = NULL WHERE id = $1',
        [cardId, now, panGuid],
      );
      await tx.query('DELETE FROM issued_card_answers WHERE issued_card_id = $1', [cardId]);
      return {
        kind: 'answer',
        answer: { cardId, activated: true, attemptsLeft: attemptsLeft(card.failed_attempts), pinRequired: true },
      };
    }
    const failed = card.failed_attempts + 1;
    if (failed < ACTIVATION_POLICY.wrongAnswersBeforeLock) {
      await tx.query('UPDATE issued_cards SET failed_attempts = $2 WHERE id = $1', [cardId, failed]);
      return {
        kind: 'answer',
        answer: { cardId, activated: false, attemptsLeft: attemptsLeft(failed), pinRequired: false },
      };
    }
    const until = new Date(now.getTime() + ACTIVATION_POLICY.lockMs);
    await tx.query('UPDATE issued_cards SET failed_attempts = $2, locked_until = $3 WHERE id = $1', [
      cardId,
      failed,
      until,
    ]);
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
  ctx: GatewayContext,
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
    await ctx.db.query(`UPDATE issued_cards SET ${RELEASE} WHERE id = $1`, [card.id]);
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
  ctx: GatewayContext,
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
    await lockForTransaction(tx, cardLock(card.id));
    // Single use: only the request that ends the session sets the PIN.
    const ended = await tx.query(
      'UPDATE activation_sessions SET ended_at = $2 WHERE id = $1 AND ended_at IS NULL AND expires_at > $2 RETURNING id',
      [sessionId, ctx.now()],
    );
    if (ended.rows.length === 0) return false;
    await tx.query('UPDATE issued_cards SET pin_hash = $2, pin_key_id = $3, pin_set_at = $4 WHERE id = $1', [
      card.id,
      hash,
      keyId,
      now,
    ]);
    return true;
  });
  if (!set) throw sessionEnded();
}

/**
 * §7 cardId/keepAlive: the token of this card lives 10 minutes from now. A locked card's session is not
 * kept (423): the lock ends the activation until it has run.
 */
export async function keepActivationAlive(
  ctx: GatewayContext,
  issuer: Issuer,
  cardId: string,
  token: string,
): Promise<{ expiresIn: number }> {
  const now = ctx.now();
  const { card, sessionId } = await liveSession(ctx.db, issuer, cardId, token, now);
  if (card.activated_at === null && isLocked(card, now)) throw locked(card.locked_until, now);
  const kept = await ctx.db.query(
    'UPDATE activation_sessions SET expires_at = $2 WHERE id = $1 AND ended_at IS NULL AND expires_at > $3 RETURNING id',
    [sessionId, new Date(now.getTime() + ACTIVATION_POLICY.sessionMs), now],
  );
  if (kept.rows.length === 0) throw sessionEnded();
  return { expiresIn: SESSION_SECONDS };
}
