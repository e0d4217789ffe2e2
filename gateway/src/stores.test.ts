// The typed stores (decision 043): in every domain only its stores (`*-store.ts`) hold SQL, and the
// services work with their rows; a query written outside a store fails here, as does a new domain
// folder without stores.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/** The folders of gateway/src that are not domains: configuration, the database's set-up and seeds, the command lines. */
const NOT_DOMAINS = ['config', 'db', 'cli'] as const;

/** The domains whose tables only their store reads and writes. */
const STORED_DOMAINS = ['sso', 'accounts', 'wallet', 'cards', 'activation', 'platform', 'sign-in'] as const;

/** Files that pass queries through without writing any, each with why. */
const PASS_THROUGH: Readonly<Record<string, string>> = {
  'platform/tracing.ts': 'wraps each query of the database in a span; it writes no SQL of its own',
};

/** A call to a database (db, tx, ctx.db, a client): never a RegExp's exec. */
const SQL_CALL = /\b(db|tx|client)\.(query|exec)\s*[<(]/;

describe('the typed stores', () => {
  it.each(STORED_DOMAINS)('in %s/, only the stores hold SQL', (domain) => {
    const dir = path.join(import.meta.dirname, domain);
    const files = readdirSync(dir).filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts'));
    expect(files.filter((name) => name.endsWith('-store.ts')).length).toBeGreaterThan(0);
    const outside = files
      .filter((name) => !name.endsWith('-store.ts') && PASS_THROUGH[`${domain}/${name}`] === undefined)
      .filter((name) => SQL_CALL.test(readFileSync(path.join(dir, name), 'utf8')));
    expect(outside).toEqual([]);
  });

  it('lists every domain folder', () => {
    const folders = readdirSync(import.meta.dirname, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name)
      .filter((name) => !(NOT_DOMAINS as readonly string[]).includes(name));
    expect(folders.sort()).toEqual([...STORED_DOMAINS].sort());
  });

  it('would find a query outside the store', () => {
    expect(SQL_CALL.test("await tx.query('DELETE FROM sso_launches')")).toBe(true);
    expect(SQL_CALL.test('const { rows } = await db.query<{ id: string }>(')).toBe(true);
    expect(SQL_CALL.test('await ctx.db.query(')).toBe(true);
    expect(SQL_CALL.test("await db.query<{ config: Pick<IssuerConfig, 'cardArts'> }>(")).toBe(true);
    expect(SQL_CALL.test('request.query')).toBe(false);
    expect(SQL_CALL.test('US_ZIP.exec(postalCode)')).toBe(false);
  });
});
