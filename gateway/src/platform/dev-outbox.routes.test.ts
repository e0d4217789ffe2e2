// ARCHITECTURE §4: the outbox readable at GET /__dev/outbox in the sandbox profile only; sealed at rest.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openMessage } from './outbox';
import { deriveKeys } from './secrets';
import { SANDBOX_DEVELOPMENT_KEY } from '../config';
import {
  demoAddress,
  EXT,
  expectError,
  getWith,
  outboxOf,
  postJson,
  startTestGateway,
  type TestGateway,
} from '../test-kit';
import { DEV_EXPIRE_CODES_PATH, DEV_OUTBOX_PATH } from './dev-outbox.routes';

let gw: TestGateway;
const RITA = demoAddress('acme', 'ready.rita');

beforeAll(async () => {
  gw = await startTestGateway();
  await postJson(gw.app, `/apps/${EXT.acme}/identities`, { email: RITA });
  gw.clock.advance(1000);
  await postJson(gw.app, `/apps/${EXT.acme}/forgotcredential`, { userName: 'ready.rita' });
}, 60_000);

afterAll(async () => {
  await gw.close();
});

describe('GET /__dev/outbox (sandbox profile)', () => {
  it("answers the recipient's messages, decrypted, newest first", async () => {
    const messages = await outboxOf(gw.app, RITA);
    expect(messages.map((m) => m.subject)).toEqual([
      'Acme Bank Card Services: your verification code',
      'Acme Bank Card Services: your username',
    ]);
    expect(messages[0]).toMatchObject({ recipient: RITA, code: expect.stringMatching(/^\d{6}$/) as unknown });
    expect(Date.parse(messages[0]?.sentAt ?? '')).toBeGreaterThan(Date.parse(messages[1]?.sentAt ?? ''));
  });

  it('finds a recipient however it is typed: an address in any case, a phone in any format', async () => {
    expect(await outboxOf(gw.app, ` ${RITA.toUpperCase()} `)).toHaveLength(2);
    expect(await outboxOf(gw.app, 'someone.else@acmebank.example')).toEqual([]);
  });

  it('without a recipient it is 400', async () => {
    expectError(await getWith(gw.app, DEV_OUTBOX_PATH), 400, 'inputValidationError');
    expectError(await getWith(gw.app, `${DEV_OUTBOX_PATH}?recipient=%20`), 400, 'inputValidationError');
  });

  it('the table holds only sealed text: no address, no code, opened only with the key', async () => {
    const [message] = await outboxOf(gw.app, RITA);
    const rows = (
      await gw.db.query<{ id: string; recipient_key: string; sealed: string }>(
        'SELECT id, recipient_key, sealed FROM outbox',
      )
    ).rows;
    for (const row of rows) {
      expect(`${row.recipient_key} ${row.sealed}`).not.toContain(RITA);
      expect(`${row.recipient_key} ${row.sealed}`).not.toContain(message?.code ?? 'no code');
    }
    const keys = deriveKeys(Buffer.from(SANDBOX_DEVELOPMENT_KEY, 'base64'));
    expect(rows.map((r) => openMessage(keys.outbox, r.id, r.sealed).recipient)).toContain(RITA);
  });
});

describe('POST /__dev/outbox/expire (sandbox profile)', () => {
  const liveCodes = async () =>
    (
      await gw.db.query<{ n: number }>(
        'SELECT count(*)::int AS n FROM one_time_codes WHERE used_at IS NULL AND invalidated_at IS NULL AND expires_at > $1',
        [gw.clock.now],
      )
    ).rows[0]?.n;

  it("ends the recipient's live codes now, as ten minutes would, and no one else's", async () => {
    const before = await liveCodes();
    expect(before).toBeGreaterThan(0);
    const res = await postJson(gw.app, DEV_EXPIRE_CODES_PATH, { recipient: 'someone.else@acmebank.example' });
    expect(res.json()).toEqual({ expired: 0 });
    expect(await liveCodes()).toBe(before);

    const expired = await postJson(gw.app, DEV_EXPIRE_CODES_PATH, { recipient: ` ${RITA.toUpperCase()} ` });
    expect(expired.statusCode).toBe(200);
    expect(expired.json()).toEqual({ expired: before });
    expect(await liveCodes()).toBe(0);
    // Moved back whole: each still lived its ten minutes, now over, so its age says expired too.
    const spans = (
      await gw.db.query<{ sent_at: Date; expires_at: Date }>('SELECT sent_at, expires_at FROM one_time_codes')
    ).rows;
    for (const row of spans) {
      expect(new Date(row.expires_at).getTime() - new Date(row.sent_at).getTime()).toBe(10 * 60_000);
      expect(new Date(row.expires_at).getTime()).toBeLessThan(gw.clock.now.getTime());
    }
    // Nothing is left to end.
    expect((await postJson(gw.app, DEV_EXPIRE_CODES_PATH, { recipient: RITA })).json()).toEqual({ expired: 0 });
  });

  it('without a recipient it is 400', async () => {
    expectError(await postJson(gw.app, DEV_EXPIRE_CODES_PATH, {}), 400, 'inputValidationError');
  });
});

describe('the production profile', () => {
  it('has no outbox route: 404, as for any path that does not exist', async () => {
    const production = await gw.buildOn({
      GATEWAY_PROFILE: 'production',
      GATEWAY_ALLOW_PGLITE: 'true',
      GATEWAY_SECRET_KEY: Buffer.alloc(32, 7).toString('base64'),
    });
    const res = await getWith(production, `${DEV_OUTBOX_PATH}?recipient=${encodeURIComponent(RITA)}`);
    expectError(res, 404, '404');
    expect(production.hasRoute({ method: 'GET', url: DEV_OUTBOX_PATH })).toBe(false);
    expect(production.hasRoute({ method: 'POST', url: DEV_EXPIRE_CODES_PATH })).toBe(false);
    expect(gw.app.hasRoute({ method: 'GET', url: DEV_OUTBOX_PATH })).toBe(true);
    // Everything else is served alike.
    expect((await getWith(production, `/apps/${EXT.acme}/terms`)).statusCode).toBe(200);
  });
});
