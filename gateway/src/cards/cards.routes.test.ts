// §7 Cards (portal) on the embedded database: the list (204 when empty), add with every §5 refusal and
// the §8 codes it can send, the primary rule, edit, delete, ownership (another user's card is 404), the
// status and virtual card control, the card art lookup, concurrent adds, and what is kept at rest.
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { luhnCheckDigit, PortalCardListSchema, type PortalCard } from '@portal/domain/card';
import type { TokenResponse } from '@portal/domain/schemas';
import { SANDBOX_SECURITY_CODES } from './card-sandbox';
import {
  addCardBody,
  atRestText,
  BILLING,
  deleteWith,
  expectError,
  EXT,
  getWith,
  postJson,
  putJson,
  signedIn,
  useTestGateway,
} from '../test-kit';

const gw = useTestGateway({ restoreEachTest: true });

const guid = (answer: TokenResponse) => answer.userGuid ?? '';
const cardsUrl = (answer: TokenResponse, account = guid(answer)) =>
  `/consumer-controller/v1/account/${account}/paymentInstrument`;
const instrumentUrl = (answer: TokenResponse, panGuid: string, leaf: string) =>
  `/users/${guid(answer)}/paymentInstruments/${panGuid}/${leaf}`;
const patchJson = (url: string, body: unknown, token: string) =>
  gw.app.inject({
    method: 'PATCH',
    url,
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    payload: JSON.stringify(body),
  });

async function cardsOf(answer: TokenResponse): Promise<PortalCard[]> {
  const res = await getWith(gw.app, cardsUrl(answer), answer.access_token);
  if (res.statusCode === 204) return [];
  expect(res.statusCode, res.body).toBe(200);
  return v.parse(PortalCardListSchema, res.json()).paymentInstruments;
}

const add = (answer: TokenResponse, overrides: Record<string, unknown> = {}) =>
  postJson(gw.app, cardsUrl(answer), addCardBody(overrides), answer.access_token);

describe('GET …/paymentInstrument', () => {
  it("lists ready.rita's five cards, primary first, with BIN, last four, art and the issuer's features", async () => {
    const rita = await signedIn(gw.app, EXT.acme, 'ready.rita');
    const cards = await cardsOf(rita);
    expect(cards.map((c) => [c.cardNickname, c.accountNumberLastFourDigits, c.primary])).toEqual([
      ['Everyday Visa', '1111', true],
      ['Travel Mastercard', '4444', false],
      ['Amex rewards', '0005', false],
      ['Spare Discover', '1117', false],
      ['Old Visa', '1881', false],
    ]);
    expect(cards[0]).toMatchObject({
      bankIdentifier: '411111',
      productBrandCode: 'VISA',
      financialAccountType: 'DEBIT_CARD',
      nameOnCard: 'Rita Ready',
    });
    expect(cards.every((c) => c.cardArtFileName !== undefined && c.cardArtFileName !== '')).toBe(true);
    expect(cards[0]?.cardFeatures).toContain('VCTC');
    // "one expiring next month": the seed counts from its own day (the test clock, March 2030).
    expect([cards[4]?.expirationMonth, cards[4]?.expirationYear]).toEqual([4, 2030]);
  });

  it('answers 204 No Content for a user with no card (§7, §4 Card defaults)', async () => {
    const nora = await signedIn(gw.app, EXT.acme, 'new.nora');
    const res = await getWith(gw.app, cardsUrl(nora), nora.access_token);
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');
  });

  it("another user's account is 404 with no data; no token is 401", async () => {
    const rita = await signedIn(gw.app, EXT.acme, 'ready.rita');
    const nora = await signedIn(gw.app, EXT.acme, 'new.nora');
    const res = await getWith(gw.app, cardsUrl(nora, guid(rita)), nora.access_token);
    expectError(res, 404, '404');
    expect(res.body).not.toContain('1111');
    expectError(await getWith(gw.app, cardsUrl(rita)), 401, 'invalidToken');
  });
});

describe('POST …/paymentInstrument', () => {
  it("adds a card (201 with its panGuid); a user's first card is primary whatever was asked", async () => {
    const nora = await signedIn(gw.app, EXT.acme, 'new.nora');
    const res = await add(nora);
    expect(res.statusCode, res.body).toBe(201);
    const { panGuid } = res.json<{ panGuid: string }>();
    const [card] = await cardsOf(nora);
    expect(card).toMatchObject({
      panGuid,
      cardNickname: 'Groceries',
      accountNumberLastFourDigits: '4242',
      bankIdentifier: '424242',
      primary: true,
      expirationMonth: 12,
      expirationYear: 2032,
    });
    expect(card?.billingAddress).toMatchObject({ addressLine1: '1600 Amphitheatre Pkwy', postalCode: '94043' });
  });

  it("sequenceNumber '1' makes the new card primary and the previous primary loses it", async () => {
    const rita = await signedIn(gw.app, EXT.acme, 'ready.rita');
    expect((await add(rita, { sequenceNumber: '1', accountNickname: 'New favourite' })).statusCode).toBe(201);
    const cards = await cardsOf(rita);
    expect(cards.filter((c) => c.primary).map((c) => c.cardNickname)).toEqual(['New favourite']);
    expect(cards[0]?.cardNickname).toBe('New favourite');
  });

  it('refuses each §5 card rule with 403 naming the field, and saves nothing', async () => {
    const nora = await signedIn(gw.app, EXT.acme, 'new.nora');
    const cases: [Record<string, unknown>, string][] = [
      [{ accountNumber: '4242424242424241' }, 'accountNumber'], // checksum
      [{ accountNumber: '424242424242424' }, 'accountNumber'], // length
      [{ accountNumber: '7242424242424242' }, 'accountNumber'], // no brand starts with 7
      [{ cvv: '12' }, 'cvv'],
      [{ cvv: '12a' }, 'cvv'],
      [{ expirationMonth: 2, expirationYear: 2030 }, 'expirationMonth'], // the test clock is March 2030
      [{ accountNickname: 'x'.repeat(41) }, 'accountNickname'],
      [{ accountNickname: 'card 123456789' }, 'accountNickname'],
      [{ accountNickname: 'bad <b>' }, 'accountNickname'],
      [{ billingAddress: { ...BILLING, addressLine1: '' } }, 'billingAddress.line1'],
    ];
    for (const [overrides, field] of cases) {
      const res = await add(nora, overrides);
      expectError(res, 403, '403');
      expect(
        res.json<{ responseStatus: { message: string } }>().responseStatus.message,
        JSON.stringify(overrides),
      ).toMatch(new RegExp(`^${field.replace('.', '\\.')}:`));
    }
    expect(await cardsOf(nora)).toEqual([]);
  });

  it('a body of the wrong shape is 400 inputValidationError', async () => {
    const nora = await signedIn(gw.app, EXT.acme, 'new.nora');
    expectError(
      await postJson(gw.app, cardsUrl(nora), { paymentInstrument: { accountNumber: 4242 } }, nora.access_token),
      400,
      'inputValidationError',
    );
    expectError(await add(nora, { sequenceNumber: '2' }), 400, 'inputValidationError');
  });

  it('the same number again is PROFILE_3004, however it is typed; a taken nickname (any case) is PROFILE_3006', async () => {
    const rita = await signedIn(gw.app, EXT.acme, 'ready.rita');
    expectError(await add(rita, { accountNumber: '4111 1111 1111 1111' }), 409, 'PROFILE_3004');
    expectError(await add(rita, { accountNickname: 'everyday visa' }), 409, 'PROFILE_3006');
    expect(await cardsOf(rita)).toHaveLength(5);
  });

  it('another user may add the same card number (the duplicate index is per user)', async () => {
    const nora = await signedIn(gw.app, EXT.acme, 'new.nora');
    expect((await add(nora, { accountNumber: '4111111111111111' })).statusCode).toBe(201);
  });

  it('in the sandbox, each documented security code answers its §8 code and saves nothing', async () => {
    const nora = await signedIn(gw.app, EXT.acme, 'new.nora');
    for (const [cvv, outcome] of Object.entries(SANDBOX_SECURITY_CODES))
      expectError(await add(nora, { cvv }), outcome.status, outcome.code);
    expect(await cardsOf(nora)).toEqual([]);
  });

  it('in production, the same security codes are only security codes', async () => {
    const production = await gw.buildOn({
      GATEWAY_PROFILE: 'production',
      GATEWAY_ALLOW_PGLITE: 'true',
      GATEWAY_SECRET_KEY: Buffer.alloc(32, 7).toString('base64'),
    });
    const nora = await signedIn(production, EXT.acme, 'new.nora');
    const res = await postJson(production, cardsUrl(nora), addCardBody({ cvv: '500' }), nora.access_token);
    expect(res.statusCode, res.body).toBe(201);
  });

  it('ten adds of one card at once save it once: the others are PROFILE_3004', async () => {
    const nora = await signedIn(gw.app, EXT.acme, 'new.nora');
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        add(nora, { accountNickname: `Copy ${String.fromCharCode(65 + i)}`, sequenceNumber: '1' }),
      ),
    );
    expect(answers.filter((r) => r.statusCode === 201)).toHaveLength(1);
    expect(
      answers
        .filter((r) => r.statusCode === 409)
        .every((r) => r.json<{ responseStatus: { code: string } }>().responseStatus.code === 'PROFILE_3004'),
    ).toBe(true);
    const cards = await cardsOf(nora);
    expect(cards).toHaveLength(1);
    expect(cards.filter((c) => c.primary)).toHaveLength(1);
  });

  it('different cards added at once, each asking to be primary, leave exactly one primary', async () => {
    const nora = await signedIn(gw.app, EXT.acme, 'new.nora');
    const numbers = Array.from({ length: 8 }, (_, i) => {
      const payloadDigits = `4000000000000${String(i).padStart(2, '0')}`;
      return payloadDigits + luhnCheckDigit(payloadDigits);
    });
    const answers = await Promise.all(
      numbers.map((accountNumber, i) =>
        add(nora, { accountNumber, accountNickname: `Card ${String.fromCharCode(65 + i)}`, sequenceNumber: '1' }),
      ),
    );
    expect(answers.map((r) => r.statusCode)).toEqual(numbers.map(() => 201));
    const cards = await cardsOf(nora);
    expect(cards).toHaveLength(8);
    expect(cards.filter((c) => c.primary)).toHaveLength(1);
  });

  it('keeps no card number and no security code at rest: only the sealed number, its digest, BIN and last four', async () => {
    const nora = await signedIn(gw.app, EXT.acme, 'new.nora');
    expect(
      (await add(nora, { accountNumber: '5105105105105100', cvv: '987', cardType: 'MASTERCARD' })).statusCode,
    ).toBe(201);
    const { rows } = await gw.db.query<Record<string, unknown>>(
      'SELECT * FROM payment_instruments WHERE user_id = $1',
      [guid(nora)],
    );
    expect(JSON.stringify(rows)).not.toContain('5105105105105100');
    expect(atRestText(rows)).not.toContain('987');
    expect(rows[0]).toMatchObject({ bank_identifier: '510510', last_four: '5100', product_brand_code: 'MASTERCARD' });
  });

  it('logs no card number and no security code, even at trace level, on success and on refusal', async () => {
    const lines: string[] = [];
    const traced = await gw.buildOn(
      { LOG_LEVEL: 'trace' },
      { logStream: { write: (line: string) => void lines.push(line) } },
    );
    const nora = await signedIn(traced, EXT.acme, 'new.nora');
    const url = cardsUrl(nora);
    expect(
      (await postJson(traced, url, addCardBody({ accountNumber: '3714 496353 98431', cvv: '7391' }), nora.access_token))
        .statusCode,
    ).toBe(201);
    expectError(
      await postJson(traced, url, addCardBody({ accountNumber: '3714 496353 98431', cvv: '7391' }), nora.access_token),
      409,
      'PROFILE_3004',
    );
    expect(
      (
        await postJson(
          traced,
          '/issuer-controller/v1/issuer/cardart',
          { cardArtAccountNumber: '371449635398431' },
          nora.access_token,
        )
      ).statusCode,
    ).toBe(200);
    const log = lines.join('\n');
    expect(log).toContain('request body');
    for (const secret of ['371449635398431', '3714 496353 98431', '7391']) expect(log).not.toContain(secret);
  });
});

describe('PATCH and DELETE …/paymentInstrument/{panGuid}', () => {
  it('edits the nickname, expiry and billing address; §5 rules and PROFILE_3006 apply', async () => {
    const rita = await signedIn(gw.app, EXT.acme, 'ready.rita');
    const [primary, second] = await cardsOf(rita);
    const url = `${cardsUrl(rita)}/${second?.panGuid ?? ''}`;
    const res = await patchJson(
      url,
      {
        paymentInstrument: {
          accountNickname: 'Holiday card',
          expirationMonth: 6,
          expirationYear: 2033,
          billingAddress: BILLING,
        },
      },
      rita.access_token,
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<PortalCard>()).toMatchObject({
      cardNickname: 'Holiday card',
      expirationMonth: 6,
      expirationYear: 2033,
    });
    expectError(
      await patchJson(url, { paymentInstrument: { accountNickname: primary?.cardNickname } }, rita.access_token),
      409,
      'PROFILE_3006',
    );
    expectError(await patchJson(url, { paymentInstrument: { cvv: '1' } }, rita.access_token), 403, '403');
    expectError(await patchJson(url, { paymentInstrument: { cvv: '304' } }, rita.access_token), 409, 'PROFILE_3004');
  });

  it("'1' moves the primary to the card; '0' leaves no primary", async () => {
    const rita = await signedIn(gw.app, EXT.acme, 'ready.rita');
    const cards = await cardsOf(rita);
    const amex = cards.find((c) => c.accountNumberLastFourDigits === '0005');
    expect(
      (
        await patchJson(
          `${cardsUrl(rita)}/${amex?.panGuid ?? ''}`,
          { paymentInstrument: { sequenceNumber: '1' } },
          rita.access_token,
        )
      ).statusCode,
    ).toBe(200);
    const after = await cardsOf(rita);
    expect(after[0]?.accountNumberLastFourDigits).toBe('0005');
    expect(after.filter((c) => c.primary)).toHaveLength(1);
    expect(
      (
        await patchJson(
          `${cardsUrl(rita)}/${amex?.panGuid ?? ''}`,
          { paymentInstrument: { sequenceNumber: '0' } },
          rita.access_token,
        )
      ).statusCode,
    ).toBe(200);
    expect((await cardsOf(rita)).filter((c) => c.primary)).toHaveLength(0);
  });

  it('deletes a card; deleting the primary makes the oldest card left primary', async () => {
    const rita = await signedIn(gw.app, EXT.acme, 'ready.rita');
    const [primary] = await cardsOf(rita);
    const res = await deleteWith(gw.app, `${cardsUrl(rita)}/${primary?.panGuid ?? ''}`, rita.access_token);
    expect(res.statusCode).toBe(204);
    const after = await cardsOf(rita);
    expect(after).toHaveLength(4);
    expect(after[0]).toMatchObject({ cardNickname: 'Travel Mastercard', primary: true });
    expectError(await deleteWith(gw.app, `${cardsUrl(rita)}/${primary?.panGuid ?? ''}`, rita.access_token), 404, '404');
  });

  it("another user's card is 404 for edit, delete, status and control, and stays as it was", async () => {
    const rita = await signedIn(gw.app, EXT.acme, 'ready.rita');
    const nora = await signedIn(gw.app, EXT.acme, 'new.nora');
    const [card] = await cardsOf(rita);
    const panGuid = card?.panGuid ?? '';
    expectError(
      await patchJson(
        `${cardsUrl(nora)}/${panGuid}`,
        { paymentInstrument: { accountNickname: 'Mine now' } },
        nora.access_token,
      ),
      404,
      '404',
    );
    expectError(await deleteWith(gw.app, `${cardsUrl(nora)}/${panGuid}`, nora.access_token), 404, '404');
    expectError(await getWith(gw.app, instrumentUrl(nora, panGuid, 'status'), nora.access_token), 404, '404');
    expectError(
      await postJson(gw.app, instrumentUrl(nora, panGuid, 'vctc'), { isControlEnabled: true }, nora.access_token),
      404,
      '404',
    );
    expectError(
      await getWith(gw.app, `${cardsUrl(rita)}/${panGuid}`.replace(guid(rita), guid(nora)), nora.access_token),
      404,
      '404',
    );
    expectError(await deleteWith(gw.app, `${cardsUrl(rita)}/not-a-guid`, rita.access_token), 404, '404');
    expect((await cardsOf(rita))[0]).toEqual(card);
  });
});

describe('card status and virtual card control', () => {
  it('status is Active, or Suspended for the suspended card; no control yet is 404 DPS_4001', async () => {
    const rita = await signedIn(gw.app, EXT.acme, 'ready.rita');
    const cards = await cardsOf(rita);
    const visa = cards[0]?.panGuid ?? '';
    const discover = cards.find((c) => c.accountNumberLastFourDigits === '1117')?.panGuid ?? '';
    expect((await getWith(gw.app, instrumentUrl(rita, visa, 'status'), rita.access_token)).json()).toEqual({
      desc: 'Active',
    });
    expect((await getWith(gw.app, instrumentUrl(rita, discover, 'status'), rita.access_token)).json()).toEqual({
      desc: 'Suspended',
    });
    expectError(await getWith(gw.app, instrumentUrl(rita, visa, 'vctc'), rita.access_token), 404, 'DPS_4001');
  });

  it('POST creates the control (documentId in a header), PUT updates it, and the status follows', async () => {
    const rita = await signedIn(gw.app, EXT.acme, 'ready.rita');
    const visa = (await cardsOf(rita))[0]?.panGuid ?? '';
    const created = await postJson(
      gw.app,
      instrumentUrl(rita, visa, 'vctc'),
      { isControlEnabled: true },
      rita.access_token,
    );
    expect(created.statusCode, created.body).toBe(201);
    const documentId = created.headers['documentid'];
    expect(typeof documentId).toBe('string');
    expect(created.json()).toEqual({ documentId, isControlEnabled: true, globalControl: { isControlEnabled: true } });
    expect((await getWith(gw.app, instrumentUrl(rita, visa, 'status'), rita.access_token)).json()).toEqual({
      desc: 'Suspended',
    });
    const updated = await putJson(
      gw.app,
      instrumentUrl(rita, visa, 'vctc'),
      { documentId, globalControl: { isControlEnabled: false } },
      rita.access_token,
    );
    expect(updated.statusCode, updated.body).toBe(200);
    expect((await getWith(gw.app, instrumentUrl(rita, visa, 'vctc'), rita.access_token)).json()).toMatchObject({
      documentId,
      isControlEnabled: false,
    });
    expect((await getWith(gw.app, instrumentUrl(rita, visa, 'status'), rita.access_token)).json()).toEqual({
      desc: 'Active',
    });
    expectError(
      await putJson(
        gw.app,
        instrumentUrl(rita, visa, 'vctc'),
        { documentId: '00000000-0000-4000-8000-000000000000', globalControl: { isControlEnabled: true } },
        rita.access_token,
      ),
      404,
      'DPS_4001',
    );
  });

  it('creates made at once leave one control with one documentId', async () => {
    const rita = await signedIn(gw.app, EXT.acme, 'ready.rita');
    const visa = (await cardsOf(rita))[0]?.panGuid ?? '';
    const answers = await Promise.all(
      Array.from({ length: 6 }, () =>
        postJson(gw.app, instrumentUrl(rita, visa, 'vctc'), { isControlEnabled: true }, rita.access_token),
      ),
    );
    expect(answers.map((r) => r.statusCode)).toEqual(answers.map(() => 201));
    expect(new Set(answers.map((r) => r.headers['documentid'])).size).toBe(1);
    const { rows } = await gw.db.query('SELECT * FROM card_controls WHERE pan_guid = $1', [visa]);
    expect(rows).toHaveLength(1);
  });
});

describe('a card whose issuer offers no virtual card control on the web (§6 per-card capabilities)', () => {
  it('the control is 404 (not DPS_4001, "no control yet"), for reading, creating and updating; the status still answers', async () => {
    const rita = await signedIn(gw.app, EXT.acme, 'ready.rita');
    const visa = (await cardsOf(rita))[0]?.panGuid ?? '';
    await gw.db.query("DELETE FROM issuer_features WHERE issuer_id = 'acme' AND feature_cd LIKE 'VCTC%'");
    expectError(await getWith(gw.app, instrumentUrl(rita, visa, 'vctc'), rita.access_token), 404, '404');
    expectError(
      await postJson(gw.app, instrumentUrl(rita, visa, 'vctc'), { isControlEnabled: true }, rita.access_token),
      404,
      '404',
    );
    expectError(
      await putJson(
        gw.app,
        instrumentUrl(rita, visa, 'vctc'),
        { documentId: '00000000-0000-4000-8000-000000000000', globalControl: { isControlEnabled: true } },
        rita.access_token,
      ),
      404,
      '404',
    );
    expect((await getWith(gw.app, instrumentUrl(rita, visa, 'status'), rita.access_token)).statusCode).toBe(200);
    const { rows } = await gw.db.query('SELECT * FROM card_controls WHERE pan_guid = $1', [visa]);
    expect(rows).toEqual([]);
  });
});

describe('POST /issuer-controller/v1/issuer/cardart', () => {
  it("answers the issuer's art for the number's BIN, at the default size", async () => {
    const rita = await signedIn(gw.app, EXT.acme, 'ready.rita');
    const res = await postJson(
      gw.app,
      '/issuer-controller/v1/issuer/cardart',
      { cardArtAccountNumber: '5555555555554444' },
      rita.access_token,
    );
    expect(res.statusCode, res.body).toBe(200);
    const art = res.json<{ cardArt: { imageUrl: string; width: number; height: number }[] }>().cardArt[0];
    expect(art).toMatchObject({ width: 164, height: 105 });
    expect(art?.imageUrl).toMatch(/^acme-[a-z-]+_web_1x\.png$/);
  });

  it('is 404 for an issuer with no art for the BIN and no default art', async () => {
    const rita = await signedIn(gw.app, EXT.acme, 'ready.rita');
    await gw.db.query("UPDATE issuers SET config = config - 'cardArts' - 'defaultCardArt' WHERE id = 'acme'");
    expectError(
      await postJson(
        gw.app,
        '/issuer-controller/v1/issuer/cardart',
        { cardArtAccountNumber: '5555555555554444' },
        rita.access_token,
      ),
      404,
      '404',
    );
  });

  it('refuses a number that is not a valid card number, and a request without a token', async () => {
    const rita = await signedIn(gw.app, EXT.acme, 'ready.rita');
    expectError(
      await postJson(
        gw.app,
        '/issuer-controller/v1/issuer/cardart',
        { cardArtAccountNumber: '4111111111111112' },
        rita.access_token,
      ),
      400,
      'inputValidationError',
    );
    expectError(
      await postJson(gw.app, '/issuer-controller/v1/issuer/cardart', { cardArtAccountNumber: '4111111111111111' }),
      401,
      'invalidToken',
    );
  });
});
