// §7 Card activation on the embedded database (docs/decisions/029): questions, activation,
// card/pin and cardId/keepAlive with every success and refusal; the lock (three wrong answers, parallel
// ones included, 24 hours, across sessions); the token bound to its card, its 10 minutes and keep-alive;
// the PIN rules; the activated card on the cardholder's home; what is kept at rest, answered and logged;
// the demo cards seeded and the copies' own cards.
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { passesLuhn, PortalCardListSchema } from '@portal/domain/card';
import {
  ActivationQuestionsResponseSchema,
  ActivationResponseSchema,
  type ActivationQuestions,
} from '@portal/domain/schemas';
import { DEMO_USERS, type DemoUser } from '../db/demo-users';
import { cardToActivate, seedIssuedCards, type CardToActivate } from '../db/seed-issued-cards';
import { ACTIVATION_POLICY } from './activation-policy';
import { pinMatches } from './activation-secrets';
import { configOf, expectError, EXT, getWith, postJson, signedIn, TEST_HASHING, useTestGateway } from '../test-kit';
import { DEV_USERS_PATH, type DevUser } from '../platform/dev-users.routes';

// Yielding between queries, as a networked database does: the parallel answers below truly interleave.
const gw = useTestGateway({ restoreEachTest: true, yielding: true });

type IssuerId = 'acme' | 'contoso' | 'tailspin';

function demoUser(username: string): DemoUser {
  const user = DEMO_USERS.find((u) => u.username === username);
  if (!user) throw new Error(`no demo user ${username}`);
  return user;
}

/** The demo card a user has to activate at an issuer (what `npm start` prints). */
function demoCard(issuerId: IssuerId, username = 'ready.rita'): CardToActivate {
  const card = cardToActivate(configOf(issuerId), demoUser(username));
  if (!card) throw new Error(`${username} has no card to activate at ${issuerId}`);
  return card;
}

const cardBody = (card: CardToActivate, overrides: Record<string, unknown> = {}) => ({
  accountNumber: card.accountNumber,
  expirationMonth: card.expirationMonth,
  expirationYear: card.expirationYear,
  cvv: card.cvv,
  ...overrides,
});

const askQuestions = (
  card: CardToActivate,
  overrides: Record<string, unknown> = {},
  ext = card.extAppId,
  app = gw.app,
) => postJson(app, `/apps/${ext}/activation/questions`, cardBody(card, overrides));

async function start(card: CardToActivate): Promise<ActivationQuestions> {
  const res = await askQuestions(card);
  expect(res.statusCode, res.body).toBe(200);
  return v.parse(ActivationQuestionsResponseSchema, res.json());
}

const rightAnswers = (card: CardToActivate, session: ActivationQuestions) =>
  session.questions.map((q) => ({
    questionId: q.questionId,
    answer: card.questions.find((c) => c.type === q.type)?.answer ?? '',
  }));
/** The right answers but the last, which is wrong (whatever its type: no demo answer is 00000). */
const wrongAnswers = (card: CardToActivate, session: ActivationQuestions) =>
  rightAnswers(card, session).map((a, i, all) => (i === all.length - 1 ? { ...a, answer: '00000' } : a));

const activate = (
  ext: string,
  session: Pick<ActivationQuestions, 'cardId' | 'activationToken'>,
  answers: { questionId: string; answer: string }[],
  app = gw.app,
) =>
  postJson(app, `/apps/${ext}/activation`, {
    cardId: session.cardId,
    activationToken: session.activationToken,
    answers,
  });
const setPin = (
  ext: string,
  session: Pick<ActivationQuestions, 'cardId' | 'activationToken'>,
  pin: string,
  app = gw.app,
) =>
  postJson(app, `/apps/${ext}/activation/card/pin`, {
    cardId: session.cardId,
    activationToken: session.activationToken,
    pin,
  });
const keepAlive = (ext: string, cardId: string, activationToken: string) =>
  postJson(gw.app, `/apps/${ext}/activation/${encodeURIComponent(cardId)}/keepAlive`, { activationToken });

function verdictOf(res: LightMyRequestResponse) {
  expect(res.statusCode, res.body).toBe(200);
  return v.parse(ActivationResponseSchema, res.json());
}

/** Activated with the right answers, from the questions on. */
async function activated(card: CardToActivate): Promise<ActivationQuestions> {
  const session = await start(card);
  expect(verdictOf(await activate(card.extAppId, session, rightAnswers(card, session)))).toMatchObject({
    activated: true,
    pinRequired: true,
  });
  return session;
}

interface IssuedRow {
  id: string;
  failed_attempts: number;
  attempts_reserved: number;
  locked_until: Date | null;
  activated_at: Date | null;
  pan_guid: string | null;
  pin_hash: string | null;
  pin_key_id: string | null;
}
async function issuedRow(cardId: string): Promise<IssuedRow> {
  const row = (
    await gw.db.query<IssuedRow>(
      'SELECT id, failed_attempts, attempts_reserved, locked_until, activated_at, pan_guid, pin_hash, pin_key_id FROM issued_cards WHERE id = $1',
      [cardId],
    )
  ).rows[0];
  if (!row) throw new Error(`no issued card ${cardId}`);
  return row;
}

describe('POST apps/{extAppId}/activation/questions', () => {
  it("answers an opaque cardId, a token for 10 minutes, the issuer's three questions and three attempts; never the card", async () => {
    const card = demoCard('acme');
    const res = await askQuestions(card);
    const session = v.parse(ActivationQuestionsResponseSchema, res.json());
    expect(session.cardId).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(session).toMatchObject({ expiresIn: 600, attemptsLeft: 3 });
    expect(session.questions).toEqual(
      ['DATE_OF_BIRTH', 'SSN_LAST_FOUR', 'BILLING_ZIP'].map((type) => ({ questionId: type, type })),
    );
    expect(session.activationToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body).not.toContain(card.accountNumber);
    expect(res.body).not.toContain(card.accountNumber.slice(-4));
  });

  it('each issuer asks the three it chose (contoso, the activation-only app, and tailspin)', async () => {
    expect((await start(demoCard('contoso'))).questions.map((q) => q.type)).toEqual([
      'DATE_OF_BIRTH',
      'BILLING_ZIP',
      'MOTHERS_MAIDEN_NAME',
    ]);
    expect((await start(demoCard('tailspin', 'new.nora'))).questions.map((q) => q.type)).toEqual([
      'SSN_LAST_FOUR',
      'BILLING_ZIP',
      'MOTHERS_MAIDEN_NAME',
    ]);
  });

  it('reads the card as a person types it: spaces in the number, the month and year as digits', async () => {
    const card = demoCard('acme', 'new.nora');
    const spaced = card.accountNumber.replace(/(\d{4})(?=\d)/g, '$1 ');
    const res = await askQuestions(card, {
      accountNumber: spaced,
      expirationMonth: String(card.expirationMonth).padStart(2, '0'),
      expirationYear: String(card.expirationYear),
    });
    expect(res.statusCode, res.body).toBe(200);
  });

  it('a wrong number, expiry or security code is one answer, 400 activationCardNotFound, never saying which', async () => {
    const card = demoCard('acme');
    const otherNumber = demoCard('contoso').accountNumber;
    const refusals = [
      await askQuestions(card, { accountNumber: otherNumber }),
      await askQuestions(card, { accountNumber: '4242424242424242' }),
      await askQuestions(card, { expirationMonth: card.expirationMonth + 1 }),
      await askQuestions(card, { expirationYear: card.expirationYear + 1 }),
      await askQuestions(card, { cvv: card.cvv === '111' ? '222' : '111' }),
    ];
    for (const res of refusals) expectError(res, 400, 'activationCardNotFound');
    expect(new Set(refusals.map((res) => res.body)).size).toBe(1);
  });

  it('a card that breaks a §5 card rule is 400 inputValidationError naming the field (the form checks it first)', async () => {
    const card = demoCard('acme');
    const cases: [Record<string, unknown>, string][] = [
      [
        { accountNumber: `${card.accountNumber.slice(0, -1)}${(Number(card.accountNumber.slice(-1)) + 1) % 10}` },
        'accountNumber',
      ],
      [{ cvv: '12' }, 'cvv'],
      [{ cvv: '7a1' }, 'cvv'],
      [{ expirationMonth: 2, expirationYear: 2030 }, 'expirationMonth'], // the test clock is March 2030
    ];
    for (const [overrides, field] of cases) {
      const res = await askQuestions(card, overrides);
      expectError(res, 400, 'inputValidationError');
      expect(res.json<{ responseStatus: { message: string } }>().responseStatus.message).toMatch(
        new RegExp(`^${field}:`),
      );
    }
    expectError(await askQuestions(card, { expirationYear: 33 }), 400, 'inputValidationError');
    expectError(
      await postJson(gw.app, `/apps/${card.extAppId}/activation/questions`, { accountNumber: card.accountNumber }),
      400,
      'inputValidationError',
    );
  });

  it("IDOR: a card of one issuer is not found at another's extAppId; an unknown app is DPS_0001", async () => {
    const acme = demoCard('acme');
    expectError(await askQuestions(acme, {}, EXT.contoso), 400, 'activationCardNotFound');
    expectError(await askQuestions(acme, {}, EXT.tailspin), 400, 'activationCardNotFound');
    expectError(await askQuestions(acme, {}, 'NOBODY-01'), 404, 'DPS_0001');
  });

  it('§6: an issuer whose flags forbid activation (fabrikam: activation disallowed, app login disabled) answers 404 flowNotOffered on every route', async () => {
    const acme = demoCard('acme');
    const session = await start(acme);
    expectError(await askQuestions(acme, {}, EXT.fabrikam), 404, 'flowNotOffered');
    expectError(await activate(EXT.fabrikam, session, rightAnswers(acme, session)), 404, 'flowNotOffered');
    expectError(await setPin(EXT.fabrikam, session, '4821'), 404, 'flowNotOffered');
    expectError(await keepAlive(EXT.fabrikam, session.cardId, session.activationToken), 404, 'flowNotOffered');
  });

  it('an active card answers as an unknown one, with its security code right or wrong (nothing of it is kept)', async () => {
    const card = demoCard('acme');
    await activated(card);
    expectError(await askQuestions(card), 400, 'activationCardNotFound');
    expectError(await askQuestions(card, { cvv: card.cvv === '111' ? '222' : '111' }), 400, 'activationCardNotFound');
  });

  it("activation forgets what proved the card: its security code's digest and the answers' hashes (the probe's F7)", async () => {
    const card = demoCard('contoso');
    const kept = async (cardId: string) => ({
      digest: (
        await gw.db.query<{ security_code_digest: string | null }>(
          'SELECT security_code_digest FROM issued_cards WHERE id = $1',
          [cardId],
        )
      ).rows[0]?.security_code_digest,
      answers: (
        await gw.db.query<{ answer_hash: string }>(
          'SELECT answer_hash FROM issued_card_answers WHERE issued_card_id = $1',
          [cardId],
        )
      ).rows.map((r) => r.answer_hash),
    });
    const session = await start(card);
    // Until then, kept only as a keyed digest and salted slow hashes.
    const before = await kept(session.cardId);
    expect(before.digest).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(before.answers).toHaveLength(4);
    for (const hash of before.answers) expect(hash).toMatch(/^scrypt\$/);
    expect(verdictOf(await activate(card.extAppId, session, rightAnswers(card, session)))).toMatchObject({
      activated: true,
    });
    expect(await kept(session.cardId)).toEqual({ digest: null, answers: [] });
    // The PIN step that follows needs neither.
    expect((await setPin(card.extAppId, session, '4821')).statusCode).toBe(204);
  });

  it('counts against the activation limit per client: past it, 429 tooManyRequests with Retry-After', async () => {
    const limited = await gw.buildOn({ GATEWAY_RATE_LIMITS: 'relaxed,activation.client=3/60' });
    // Every app of the file counts in the same table: a new window, past the earlier tests' questions.
    gw.clock.advance(61_000);
    const card = demoCard('acme');
    const numbers = ['4242424242424242', '4000056655665556', '5200828282828210'];
    for (const accountNumber of numbers)
      expectError(await askQuestions(card, { accountNumber }, card.extAppId, limited), 400, 'activationCardNotFound');
    const refused = await askQuestions(card, {}, card.extAppId, limited);
    expectError(refused, 429, 'tooManyRequests');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('counts per card number asked for, however it is typed: security codes tried on one number stop at the limit', async () => {
    const limited = await gw.buildOn({ GATEWAY_RATE_LIMITS: 'relaxed,activation.account=2/3600' });
    gw.clock.advance(3601_000);
    const card = demoCard('acme');
    expectError(await askQuestions(card, { cvv: '100' }, card.extAppId, limited), 400, 'activationCardNotFound');
    expectError(
      await askQuestions(
        card,
        { cvv: '101', accountNumber: card.accountNumber.replace(/(\d{4})/g, '$1 ') },
        card.extAppId,
        limited,
      ),
      400,
      'activationCardNotFound',
    );
    expectError(await askQuestions(card, {}, card.extAppId, limited), 429, 'tooManyRequests');
    expect((await askQuestions(demoCard('acme', 'new.nora'), {}, EXT.acme, limited)).statusCode).toBe(200);
  });
});

describe('POST apps/{extAppId}/activation', () => {
  it("the right answers activate the card: it is on the cardholder's home, and a PIN is asked for next", async () => {
    const card = demoCard('acme', 'new.nora');
    const session = await start(card);
    const verdict = verdictOf(await activate(card.extAppId, session, rightAnswers(card, session)));
    expect(verdict).toEqual({ cardId: session.cardId, activated: true, attemptsLeft: 3, pinRequired: true });
    const nora = await signedIn(gw.app, EXT.acme, 'new.nora');
    const res = await getWith(
      gw.app,
      `/consumer-controller/v1/account/${nora.userGuid ?? ''}/paymentInstrument`,
      nora.access_token,
    );
    expect(res.statusCode, res.body).toBe(200);
    const [instrument, ...others] = v.parse(PortalCardListSchema, res.json()).paymentInstruments;
    expect(others).toEqual([]);
    // Her first card: primary (§4 Card defaults), named by brand and last four on the home page.
    expect(instrument).toMatchObject({
      accountNumberLastFourDigits: card.accountNumber.slice(-4),
      bankIdentifier: card.accountNumber.slice(0, 6),
      productBrandCode: 'MASTERCARD',
      financialAccountType: 'CREDIT_CARD',
      expirationMonth: card.expirationMonth,
      expirationYear: card.expirationYear,
      primary: true,
      nameOnCard: 'Nora New',
    });
    expect((await issuedRow(session.cardId)).pan_guid).toBe(instrument?.panGuid);
  });

  it("ready.rita's activated card joins her five, not primary", async () => {
    const card = demoCard('acme');
    await activated(card);
    const rita = await signedIn(gw.app, EXT.acme, 'ready.rita');
    const cards = v.parse(
      PortalCardListSchema,
      (
        await getWith(
          gw.app,
          `/consumer-controller/v1/account/${rita.userGuid ?? ''}/paymentInstrument`,
          rita.access_token,
        )
      ).json(),
    ).paymentInstruments;
    expect(cards).toHaveLength(6);
    expect(cards.find((c) => c.accountNumberLastFourDigits === card.accountNumber.slice(-4))).toMatchObject({
      primary: false,
      productBrandCode: 'VISA',
    });
  });

  it('answers typed otherwise are the same answers: separators, case, spaces (contoso, the activation-only app)', async () => {
    const card = demoCard('contoso');
    const session = await start(card);
    const typed = {
      DATE_OF_BIRTH: '07/04/1985',
      BILLING_ZIP: '60614-1234',
      MOTHERS_MAIDEN_NAME: '  LINDQVIST ',
    } as Record<string, string>;
    const answers = session.questions.map((q) => ({ questionId: q.questionId, answer: typed[q.type] ?? '' }));
    expect(verdictOf(await activate(card.extAppId, session, answers))).toMatchObject({ activated: true });
    expect((await issuedRow(session.cardId)).activated_at).not.toBeNull();
  });

  it('a wrong answer is 200 with the attempts left, never which answer; the third locks for 24 hours (SPEC-DECISIONS)', async () => {
    const card = demoCard('acme');
    const session = await start(card);
    const wrong = wrongAnswers(card, session);
    expect(verdictOf(await activate(card.extAppId, session, wrong))).toEqual({
      cardId: session.cardId,
      activated: false,
      attemptsLeft: 2,
      pinRequired: false,
    });
    const firstAnswerWrong = rightAnswers(card, session).map((a, i) => (i === 0 ? { ...a, answer: '01011970' } : a));
    expect(verdictOf(await activate(card.extAppId, session, firstAnswerWrong))).toEqual({
      cardId: session.cardId,
      activated: false,
      attemptsLeft: 1,
      pinRequired: false,
    });
    const third = verdictOf(await activate(card.extAppId, session, wrong));
    expect(third).toEqual({
      cardId: session.cardId,
      activated: false,
      attemptsLeft: 0,
      lockedUntil: new Date(gw.clock.now.getTime() + 24 * 60 * 60_000).toISOString(),
      pinRequired: false,
    });
    // Locked: even the right answers, and every route of the card, are 423 with the time left.
    const refused = await activate(card.extAppId, session, rightAnswers(card, session));
    expectError(refused, 423, 'activationLocked');
    expect(Number(refused.headers['retry-after'])).toBe(24 * 60 * 60);
    expectError(await keepAlive(card.extAppId, session.cardId, session.activationToken), 423, 'activationLocked');
    expectError(await askQuestions(card), 423, 'activationLocked');
    expect(await issuedRow(session.cardId)).toMatchObject({ failed_attempts: 3, activated_at: null });
  });

  it('the lock and the count are the card’s: they survive a new session', async () => {
    const card = demoCard('acme');
    const first = await start(card);
    await activate(card.extAppId, first, wrongAnswers(card, first));
    await activate(card.extAppId, first, wrongAnswers(card, first));
    const second = await start(card);
    expect(second.attemptsLeft).toBe(1);
    expect(verdictOf(await activate(card.extAppId, second, wrongAnswers(card, second)))).toMatchObject({
      activated: false,
      attemptsLeft: 0,
    });
    expectError(await askQuestions(card), 423, 'activationLocked');
  });

  it('after 24 hours the card may be activated again, with three attempts', async () => {
    const card = demoCard('acme');
    const session = await start(card);
    for (let i = 0; i < 3; i += 1) await activate(card.extAppId, session, wrongAnswers(card, session));
    gw.clock.advance(24 * 60 * 60_000 - 1000);
    expectError(await askQuestions(card), 423, 'activationLocked');
    gw.clock.advance(1000);
    const again = await start(card);
    expect(again.attemptsLeft).toBe(3);
    expect(verdictOf(await activate(card.extAppId, again, rightAnswers(card, again)))).toMatchObject({
      activated: true,
      attemptsLeft: 3,
    });
  });

  it('a lock that has run counts nothing, even for a session that outlived it', async () => {
    const card = demoCard('acme');
    const session = await start(card);
    await gw.db.query('UPDATE issued_cards SET failed_attempts = 3, locked_until = $2 WHERE id = $1', [
      session.cardId,
      new Date(gw.clock.now.getTime() - 1000),
    ]);
    expect(verdictOf(await activate(card.extAppId, session, wrongAnswers(card, session)))).toMatchObject({
      activated: false,
      attemptsLeft: 2,
    });
    expect(await issuedRow(session.cardId)).toMatchObject({ failed_attempts: 1, locked_until: null });
  });

  it('10 wrong answers at once: exactly three are judged (attempts 2, 1, 0), the rest refused, and the card is locked', async () => {
    const card = demoCard('acme');
    const session = await start(card);
    const all = await Promise.all(
      Array.from({ length: 10 }, () => activate(card.extAppId, session, wrongAnswers(card, session))),
    );
    const judged = all.filter((res) => res.statusCode === 200).map((res) => verdictOf(res).attemptsLeft);
    expect(judged.sort()).toEqual([0, 1, 2]);
    for (const res of all.filter((r) => r.statusCode !== 200)) {
      expect([423, 429], res.body).toContain(res.statusCode);
      expectError(res, res.statusCode, res.statusCode === 423 ? 'activationLocked' : 'tooManyRequests');
    }
    expect(await issuedRow(session.cardId)).toMatchObject({
      failed_attempts: 3,
      attempts_reserved: 0,
      activated_at: null,
    });
    expectError(await activate(card.extAppId, session, rightAnswers(card, session)), 423, 'activationLocked');
  });

  it('the right answers once activated are 409 activationAlreadyActive', async () => {
    const card = demoCard('acme');
    const session = await activated(card);
    expectError(await activate(card.extAppId, session, rightAnswers(card, session)), 409, 'activationAlreadyActive');
  });

  it('answers that are not one for each question asked are 400 inputValidationError, and count for nothing', async () => {
    const card = demoCard('acme');
    const session = await start(card);
    const right = rightAnswers(card, session);
    const cases = [
      right.slice(1),
      [...right, { questionId: 'MOTHERS_MAIDEN_NAME', answer: 'Lindqvist' }],
      [...right, right[0] ?? { questionId: 'x', answer: 'x' }],
      right.map((a, i) => (i === 0 ? { ...a, answer: '  ' } : a)),
      right.map((a, i) => (i === 0 ? { ...a, answer: '1'.repeat(ACTIVATION_POLICY.answerMaxLength + 1) } : a)),
    ];
    for (const answers of cases)
      expectError(await activate(card.extAppId, session, answers), 400, 'inputValidationError');
    expect((await issuedRow(session.cardId)).failed_attempts).toBe(0);
  });
});

describe('the activation token', () => {
  it("is bound to its card: another card's id, an id that is no id, or another app is 401 invalidToken", async () => {
    const rita = demoCard('acme');
    const nora = demoCard('acme', 'new.nora');
    const session = await start(rita);
    const noras = await start(nora);
    const answers = rightAnswers(rita, session);
    expectError(
      await activate(EXT.acme, { cardId: noras.cardId, activationToken: session.activationToken }, answers),
      401,
      'invalidToken',
    );
    expectError(
      await activate(EXT.acme, { cardId: 'not-a-card', activationToken: session.activationToken }, answers),
      401,
      'invalidToken',
    );
    expectError(
      await activate(EXT.acme, { cardId: session.cardId, activationToken: 'x'.repeat(43) }, answers),
      401,
      'invalidToken',
    );
    expectError(
      await activate(EXT.acme, { cardId: session.cardId, activationToken: '' }, answers),
      401,
      'invalidToken',
    );
    expectError(await activate(EXT.tailspin, session, answers), 401, 'invalidToken');
    expectError(await keepAlive(EXT.acme, noras.cardId, session.activationToken), 401, 'invalidToken');
    expectError(
      await setPin(EXT.acme, { cardId: noras.cardId, activationToken: session.activationToken }, '4821'),
      401,
      'invalidToken',
    );
    expect((await issuedRow(noras.cardId)).failed_attempts).toBe(0);
    expect(verdictOf(await activate(EXT.acme, session, answers)).activated).toBe(true);
  });

  it('expires 10 minutes after it was made when nobody keeps it alive', async () => {
    const card = demoCard('acme');
    const session = await start(card);
    gw.clock.advance(10 * 60_000);
    expectError(await activate(card.extAppId, session, rightAnswers(card, session)), 401, 'invalidToken');
    expectError(await keepAlive(card.extAppId, session.cardId, session.activationToken), 401, 'invalidToken');
  });

  it('a keep-alive gives it 10 minutes from then', async () => {
    const card = demoCard('acme');
    const session = await start(card);
    gw.clock.advance(9 * 60_000);
    const kept = await keepAlive(card.extAppId, session.cardId, session.activationToken);
    expect(kept.statusCode, kept.body).toBe(200);
    expect(kept.json()).toEqual({ expiresIn: 600 });
    gw.clock.advance(9 * 60_000);
    expect((await keepAlive(card.extAppId, session.cardId, session.activationToken)).statusCode).toBe(200);
    gw.clock.advance(9 * 60_000);
    expect(verdictOf(await activate(card.extAppId, session, rightAnswers(card, session))).activated).toBe(true);
    gw.clock.advance(10 * 60_000);
    expectError(await setPin(card.extAppId, session, '4821'), 401, 'invalidToken');
  });

  it("a new questions call ends the card's earlier session", async () => {
    const card = demoCard('acme');
    const first = await start(card);
    const second = await start(card);
    expectError(await activate(card.extAppId, first, rightAnswers(card, first)), 401, 'invalidToken');
    expect(verdictOf(await activate(card.extAppId, second, rightAnswers(card, second))).activated).toBe(true);
  });

  it('is kept only as its SHA-256', async () => {
    const session = await start(demoCard('acme'));
    const { rows } = await gw.db.query<{ token_hash: string }>(
      'SELECT token_hash FROM activation_sessions WHERE issued_card_id = $1',
      [session.cardId],
    );
    expect(rows.map((r) => r.token_hash)).toEqual([expect.stringMatching(/^[0-9a-f]{64}$/) as unknown]);
    expect(JSON.stringify(rows)).not.toContain(session.activationToken);
  });
});

describe('POST apps/{extAppId}/activation/card/pin', () => {
  it('sets the PIN of the activated card (204), kept as a salted slow hash; the session then ends', async () => {
    const card = demoCard('acme');
    const session = await activated(card);
    const res = await setPin(card.extAppId, session, '4821');
    expect(res.statusCode, res.body).toBe(204);
    expect(res.body).toBe('');
    const row = await issuedRow(session.cardId);
    expect(row.pin_hash).toMatch(/^scrypt\$\d+\$\d+\$\d+\$[A-Za-z0-9+/=]+\$[A-Za-z0-9+/=]+$/);
    expect(await pinMatches(gw.vault, row.pin_key_id ?? '', session.cardId, '4821', row.pin_hash)).toBe(true);
    expect(await pinMatches(gw.vault, row.pin_key_id ?? '', session.cardId, '4822', row.pin_hash)).toBe(false);
    // Single use: the token sets no other PIN, nor keeps anything alive.
    expectError(await setPin(card.extAppId, session, '5930'), 401, 'invalidToken');
    expectError(await keepAlive(card.extAppId, session.cardId, session.activationToken), 401, 'invalidToken');
  });

  it('the same PIN on two cards is two different hashes (each its own salt)', async () => {
    const rita = await activated(demoCard('acme'));
    const nora = await activated(demoCard('acme', 'new.nora'));
    for (const session of [rita, nora]) expect((await setPin(EXT.acme, session, '4821')).statusCode).toBe(204);
    const [a, b] = await Promise.all([issuedRow(rita.cardId), issuedRow(nora.cardId)]);
    expect(a.pin_hash).not.toBe(b.pin_hash);
  });

  it.each([
    ['1111', 'invalidPinRepeated'],
    ['0000', 'invalidPinRepeated'],
    ['1234', 'invalidPinSequence'],
    ['9876', 'invalidPinSequence'],
    ['12a4', 'invalidPinFormat'],
    ['48210', 'invalidPinFormat'],
    ['', 'invalidPinRequired'],
  ])('refuses %j with 400 %s (SPEC-DECISIONS PIN), keeping nothing and the session open', async (pin, code) => {
    const card = demoCard('acme');
    const session = await activated(card);
    const res = await setPin(card.extAppId, session, pin);
    expectError(res, 400, code);
    expect((await issuedRow(session.cardId)).pin_hash).toBeNull();
    expect((await setPin(card.extAppId, session, '8901')).statusCode).toBe(204);
  });

  it('before the card is activated the token does not set a PIN: 401 insufficientScope', async () => {
    const card = demoCard('acme');
    const session = await start(card);
    expectError(await setPin(card.extAppId, session, '4821'), 401, 'insufficientScope');
  });

  it('a questions call racing the right answers never yields a token that sets a PIN without answering', async () => {
    for (const card of [demoCard('acme'), demoCard('acme', 'new.nora'), demoCard('contoso')]) {
      const first = await start(card);
      const [answered, asked] = await Promise.all([
        activate(card.extAppId, first, rightAnswers(card, first)),
        askQuestions(card),
      ]);
      if (asked.statusCode === 200) {
        const second = v.parse(ActivationQuestionsResponseSchema, asked.json());
        // The new session ended the first before its answers were settled: they activate nothing.
        expectError(answered, 401, 'invalidToken');
        expectError(await setPin(card.extAppId, second, '4821'), 401, 'insufficientScope');
        expect((await issuedRow(second.cardId)).activated_at).toBeNull();
      } else {
        // The answers won: read before they settled, the card is already active (409); read after, it has
        // no security code's digest any more and answers as an unknown card does (400, the probe's F7).
        if (asked.statusCode === 409) expectError(asked, 409, 'activationAlreadyActive');
        else expectError(asked, 400, 'activationCardNotFound');
        expect(verdictOf(answered).activated).toBe(true);
      }
    }
  });

  it('two PINs sent at once: one is set, the other finds the session ended', async () => {
    const card = demoCard('acme');
    const session = await activated(card);
    const results = await Promise.all([setPin(card.extAppId, session, '4821'), setPin(card.extAppId, session, '5930')]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([204, 401]);
  });
});

describe('what is kept, answered and logged', () => {
  it('no card number, security code, answer or PIN is in any answer, in the database in clear, or in the log', async () => {
    const lines: string[] = [];
    const logged = await gw.buildOn({ LOG_LEVEL: 'debug' }, { logStream: { write: (line) => void lines.push(line) } });
    const card = demoCard('contoso');
    const answers: LightMyRequestResponse[] = [];
    const wrong = await askQuestions(card, { cvv: '999' }, card.extAppId, logged);
    answers.push(wrong);
    const res = await askQuestions(card, {}, card.extAppId, logged);
    answers.push(res);
    const session = v.parse(ActivationQuestionsResponseSchema, res.json());
    answers.push(await activate(card.extAppId, session, wrongAnswers(card, session), logged));
    answers.push(await activate(card.extAppId, session, rightAnswers(card, session), logged));
    answers.push(await setPin(card.extAppId, session, '4821', logged));

    const secrets = [card.accountNumber, ...card.questions.map((q) => q.answer), 'lindqvist', card.cvv, '4821'];
    // Every value of every answer: none is a secret, and the long ones are in no text at all.
    const values = (json: unknown): string[] => {
      if (typeof json === 'object' && json !== null) return Object.values(json).flatMap(values);
      return typeof json === 'string' || typeof json === 'number' || typeof json === 'boolean' ? [String(json)] : [];
    };
    for (const answer of answers) {
      const body: unknown = answer.body === '' ? {} : answer.json();
      for (const value of values(body)) expect(secrets).not.toContain(value);
      expect(answer.body).not.toContain(card.accountNumber);
    }

    // The rows of the card, its answers and sessions, and its instrument: the right forms, no secret as a value.
    const rows = [
      ...(await gw.db.query('SELECT * FROM issued_cards WHERE id = $1', [session.cardId])).rows,
      ...(await gw.db.query('SELECT * FROM issued_card_answers WHERE issued_card_id = $1', [session.cardId])).rows,
      ...(await gw.db.query('SELECT * FROM activation_sessions WHERE issued_card_id = $1', [session.cardId])).rows,
      ...(
        await gw.db.query(
          'SELECT p.* FROM payment_instruments p JOIN issued_cards c ON c.pan_guid = p.pan_guid WHERE c.id = $1',
          [session.cardId],
        )
      ).rows,
    ];
    // The card, its session and its instrument: the answers' hashes went with the activation (F7).
    expect(rows).toHaveLength(1 + 1 + 1);
    const stored = rows.flatMap((row) =>
      Object.values(row as Record<string, unknown>).map((value) =>
        value instanceof Date ? value.toISOString() : String(value),
      ),
    );
    for (const value of stored) expect(secrets).not.toContain(value);
    const all = JSON.stringify(rows);
    for (const secret of [card.accountNumber, '07041985', 'Lindqvist', 'lindqvist']) expect(all).not.toContain(secret);
    const issued = (
      await gw.db.query<{ security_code_digest: string | null; number_sealed: string }>(
        'SELECT security_code_digest, number_sealed FROM issued_cards WHERE id = $1',
        [session.cardId],
      )
    ).rows[0];
    expect(issued?.security_code_digest).toBeNull();
    expect(issued?.number_sealed).toMatch(/^v1\./);

    const log = lines.join('\n');
    expect(log).toContain('request body');
    for (const secret of [
      card.accountNumber,
      `"${card.cvv}"`,
      '"4821"',
      '07041985',
      '60614',
      'Lindqvist',
      session.activationToken,
    ])
      expect(log).not.toContain(secret);
  });
});

describe('the demo cards to activate', () => {
  it('ready.rita and new.nora have one each at every issuer offering activation, and none elsewhere', async () => {
    const { rows } = await gw.db.query<{ issuer_id: string; username: string; activated_at: Date | null }>(
      'SELECT c.issuer_id, u.username, c.activated_at FROM issued_cards c JOIN users u ON u.id = c.user_id ORDER BY c.issuer_id, u.username',
    );
    expect(rows.map((r) => `${r.issuer_id} ${r.username}`)).toEqual([
      'acme new.nora',
      'acme ready.rita',
      'contoso new.nora',
      'contoso ready.rita',
      'tailspin new.nora',
      'tailspin ready.rita',
    ]);
    expect(rows.every((r) => r.activated_at === null)).toBe(true);
  });

  it('their numbers pass Luhn, are Visa and Mastercard test ranges, and are each their own, unlike any other demo card', () => {
    const numbers = (['acme', 'contoso', 'tailspin'] as const).flatMap((issuer) =>
      ['ready.rita', 'new.nora'].map((user) => demoCard(issuer, user).accountNumber),
    );
    expect(new Set(numbers).size).toBe(6);
    const others = DEMO_USERS.flatMap((u) => u.cards.map((c) => c.number));
    for (const number of numbers) {
      expect(passesLuhn(number), number).toBe(true);
      expect(number).toMatch(/^(400000|520082)\d{10}$/);
      expect(others).not.toContain(number);
    }
    expect(cardToActivate(configOf('fabrikam'), demoUser('ready.rita'))).toBeNull();
    expect(cardToActivate(configOf('acme'), demoUser('challenge.chen'))).toBeNull();
  });

  it('seeding again writes none; an activated card stays activated; a restore issues it afresh', async () => {
    const options = { vault: gw.vault, hashing: TEST_HASHING, now: gw.clock.now };
    expect(await seedIssuedCards(gw.db, [configOf('acme'), configOf('contoso'), configOf('tailspin')], options)).toBe(
      0,
    );
    const card = demoCard('acme');
    const session = await activated(card);
    expect(await seedIssuedCards(gw.db, [configOf('acme')], options)).toBe(0);
    expect((await issuedRow(session.cardId)).activated_at).not.toBeNull();
    await gw.restoreDemoUsers();
    expect((await start(card)).attemptsLeft).toBe(3);
  });

  it('a copy made by /__dev/users gets its own card, and the answer says how to activate it', async () => {
    const res = await postJson(gw.app, DEV_USERS_PATH, {
      issuerId: 'acme',
      like: 'ready.rita',
      username: 'e2e.rita.activation',
    });
    expect(res.statusCode, res.body).toBe(201);
    const made = res.json<DevUser>();
    const issued = made.issuedCard;
    if (!issued) throw new Error('the copy has no card to activate');
    expect(issued.accountNumber).not.toBe(demoCard('acme').accountNumber);
    expect(passesLuhn(issued.accountNumber)).toBe(true);
    expect(issued.questions.map((q) => q.type)).toEqual(['DATE_OF_BIRTH', 'SSN_LAST_FOUR', 'BILLING_ZIP']);
    const copy: CardToActivate = { ...issued, issuerId: 'acme', extAppId: EXT.acme, username: made.username };
    await activated(copy);
    const signedInCopy = await signedIn(gw.app, EXT.acme, made.username);
    const cards = v.parse(
      PortalCardListSchema,
      (
        await getWith(
          gw.app,
          `/consumer-controller/v1/account/${signedInCopy.userGuid ?? ''}/paymentInstrument`,
          signedInCopy.access_token,
        )
      ).json(),
    );
    expect(cards.paymentInstruments.map((c) => c.accountNumberLastFourDigits)).toContain(
      issued.accountNumber.slice(-4),
    );
    // The original's card is untouched.
    expect((await start(demoCard('acme'))).attemptsLeft).toBe(3);
    // A copy of a user without a card to activate has none.
    expect(
      (
        await postJson(gw.app, DEV_USERS_PATH, {
          issuerId: 'acme',
          like: 'challenge.chen',
          username: 'e2e.chen.activation',
        })
      ).json<DevUser>().issuedCard,
    ).toBeUndefined();
  });
});

describe('routing', () => {
  it("a keep-alive for a card named 'card' is a keep-alive, not the PIN route", async () => {
    expectError(await keepAlive(EXT.acme, 'card', 'x'.repeat(43)), 401, 'invalidToken');
  });

  it.each(['questions', '', 'card/pin'])('a GET on activation/%s is 404 (POST only)', async (leaf) => {
    expectError(await getWith(gw.app, `/apps/${EXT.acme}/activation${leaf ? `/${leaf}` : ''}`), 404, '404');
  });
});
