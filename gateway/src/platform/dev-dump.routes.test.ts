// GET /__dev/dump: every row of every table, in the sandbox profile only (the e2e at-rest check).
import { beforeAll, describe, expect, it } from 'vitest';
import { demoAddress, expectError, EXT, getWith, postJson, useTestGateway } from '../test-kit';
import { DEV_DUMP_PATH, jsonValue, type DatabaseDump } from './dev-dump.routes';

const gw = useTestGateway();

beforeAll(async () => {
  // An outbox row, whose identity column is a bigint.
  await postJson(gw.app, `/apps/${EXT.acme}/identities`, { email: demoAddress('acme', 'ready.rita') });
});

async function dump(): Promise<DatabaseDump> {
  const res = await getWith(gw.app, DEV_DUMP_PATH);
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers['cache-control']).toBe('no-store');
  return res.json<DatabaseDump>();
}

describe('GET /__dev/dump (sandbox profile)', () => {
  it('answers every table of the database, each with all its rows', async () => {
    const { tables } = await dump();
    const { rows } = await gw.db.query<{ table_name: string }>(
      "SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE'",
    );
    expect(Object.keys(tables).sort()).toEqual(rows.map((r) => r.table_name).sort());
    expect(Object.keys(tables)).toEqual(
      expect.arrayContaining([
        'users',
        'user_emails',
        'access_tokens',
        'one_time_codes',
        'outbox',
        'schema_migrations',
      ]),
    );
    for (const [name, tableRows] of Object.entries(tables)) {
      const count = (await gw.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM "${name}"`)).rows[0]?.n;
      expect(tableRows, name).toHaveLength(count ?? -1);
    }
  });

  it('holds every column as stored: the demo users, their password hashes, the sealed outbox', async () => {
    const { tables } = await dump();
    const rita = tables['users']?.find((u) => u['username'] === 'ready.rita' && u['issuer_id'] === 'acme');
    expect(rita).toMatchObject({
      first_name: 'Rita',
      status: 'active',
      password_hash: expect.stringMatching(/^scrypt\$/) as unknown,
    });
    expect(rita?.['created_at']).toEqual(expect.stringMatching(/^\d{4}-\d\d-\d\dT/));
    const [message] = tables['outbox'] ?? [];
    expect(message).toMatchObject({ sealed: expect.stringMatching(/^v1\./) as unknown });
    // PGlite reads this bigint as a number, PostgreSQL through pg as text: either way, its digits.
    expect(String(message?.['seq'])).toMatch(/^\d+$/);
  });

  it('turns what JSON cannot carry into text, value by value', () => {
    expect(
      jsonValue({
        n: 12n,
        at: new Date('2030-01-02T03:04:05.000Z'),
        bytes: new Uint8Array([1, 2, 255]),
        list: [1n, 'a'],
        none: null,
      }),
    ).toEqual({
      n: '12',
      at: '2030-01-02T03:04:05.000Z',
      bytes: 'AQL/',
      list: ['1', 'a'],
      none: null,
    });
  });
});

describe('the production profile', () => {
  it('has no dump route: 404, as for any path that does not exist', async () => {
    const production = await gw.buildOn({
      GATEWAY_PROFILE: 'production',
      GATEWAY_ALLOW_PGLITE: 'true',
      GATEWAY_SECRET_KEY: Buffer.alloc(32, 7).toString('base64'),
    });
    expectError(await getWith(production, DEV_DUMP_PATH), 404, '404');
    expect(production.hasRoute({ method: 'GET', url: DEV_DUMP_PATH })).toBe(false);
    expect(gw.app.hasRoute({ method: 'GET', url: DEV_DUMP_PATH })).toBe(true);
  });
});
