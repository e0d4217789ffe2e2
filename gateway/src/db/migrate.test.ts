import { createHash } from 'node:crypto';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ISSUERS_DIR, loadAllIssuers } from '@portal/issuers';
import { findAppDetails } from '../platform/app-details.routes';
import { openPglite, type Database } from './database';
import { migrate, MigrationError, MIGRATIONS_DIR, splitStatements } from './migrate';
import { seedIssuers } from './seed';

let db: Database;
const temps: string[] = [];

beforeAll(async () => {
  db = await openPglite('memory://');
}, 60_000);

afterAll(async () => {
  await db.close();
  for (const dir of temps) rmSync(dir, { recursive: true, force: true });
});

const count = async (table: string) =>
  Number((await db.query<{ n: string }>(`SELECT count(*) AS n FROM ${table}`)).rows[0]?.n);

describe('splitStatements', () => {
  it('splits on semicolons, drops comment lines and empty statements', () => {
    expect(
      splitStatements(
        '-- a comment; with a semicolon\nCREATE TABLE a (x int);\n\n  -- another\nCREATE INDEX i ON a (x);\n;\n',
      ),
    ).toEqual(['CREATE TABLE a (x int)', 'CREATE INDEX i ON a (x)']);
  });

  it('keeps a statement that spans lines', () => {
    expect(splitStatements('CREATE TABLE b (\n  x int, -- trailing comment kept\n  y int\n);')).toEqual([
      'CREATE TABLE b (\n  x int, -- trailing comment kept\n  y int\n)',
    ]);
  });

  it('finds the statements of the shipped migration', () => {
    const statements = splitStatements(readFileSync(path.join(MIGRATIONS_DIR, '001_issuers.sql'), 'utf8'));
    expect(statements.map((s) => s.split('(')[0]?.trim())).toEqual([
      'CREATE TABLE issuers',
      'CREATE TABLE issuer_features',
      'CREATE TABLE issuer_locales',
      'CREATE UNIQUE INDEX issuer_locales_one_default ON issuer_locales',
    ]);
  });

  it('finds the tables and indexes of the sign-in migration (no statement lost to a comment)', () => {
    const statements = splitStatements(readFileSync(path.join(MIGRATIONS_DIR, '002_sign_in.sql'), 'utf8'));
    const tables = statements.filter((s) => s.startsWith('CREATE TABLE')).map((s) => s.split(/\s+/)[2]);
    expect(tables).toEqual([
      'users',
      'user_locks',
      'user_emails',
      'user_phones',
      'terms',
      'terms_acceptances',
      'access_tokens',
      'token_probes',
      'one_time_codes',
      'outbox',
    ]);
    expect(statements.every((s) => /^CREATE (UNIQUE )?(TABLE|INDEX) /.test(s))).toBe(true);
  });
});

describe('migrate', () => {
  it('applies every migration once; the second run applies nothing', async () => {
    expect(await migrate(db)).toEqual([
      '001_issuers.sql',
      '002_sign_in.sql',
      '003_code_contact_replaced.sql',
      '004_sign_in_hardened.sql',
      '005_decoy_codes.sql',
      '006_cards.sql',
      '007_contact_codes.sql',
      '008_card_alerts.sql',
      '009_feature_terms.sql',
      '010_card_activation.sql',
      '011_sso.sql',
      '012_sso_provisioned_cards.sql',
      '013_wallet_sessions.sql',
      '014_wallet_cards.sql',
      '015_activation_secrets_forgotten.sql',
      '016_partner_provisions.sql',
    ]);
    expect(await migrate(db)).toEqual([]);
    const names = (await db.query<{ name: string }>('SELECT name FROM schema_migrations ORDER BY name')).rows.map(
      (r) => r.name,
    );
    expect(names).toEqual([
      '001_issuers.sql',
      '002_sign_in.sql',
      '003_code_contact_replaced.sql',
      '004_sign_in_hardened.sql',
      '005_decoy_codes.sql',
      '006_cards.sql',
      '007_contact_codes.sql',
      '008_card_alerts.sql',
      '009_feature_terms.sql',
      '010_card_activation.sql',
      '011_sso.sql',
      '012_sso_provisioned_cards.sql',
      '013_wallet_sessions.sql',
      '014_wallet_cards.sql',
      '015_activation_secrets_forgotten.sql',
      '016_partner_provisions.sql',
    ]);
    expect(await count('issuers')).toBe(0);
  });

  it('applies only the new migration from a folder that gained one, and ignores other files', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'gateway-migrations-'));
    temps.push(dir);
    cpSync(MIGRATIONS_DIR, dir, { recursive: true });
    writeFileSync(
      path.join(dir, '003_notes.sql'),
      '-- notes\nCREATE TABLE test_notes (id int PRIMARY KEY);\nINSERT INTO test_notes (id) VALUES (1);\n',
    );
    writeFileSync(path.join(dir, 'README.md'), 'not a migration');
    writeFileSync(path.join(dir, '3_bad_name.sql'), 'SELECT broken syntax here');
    expect(await migrate(db, dir)).toEqual(['003_notes.sql']);
    expect(await migrate(db, dir)).toEqual([]);
    expect(await count('test_notes')).toBe(1);
  });

  it('rolls back a failing migration entirely and does not record it', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'gateway-migrations-'));
    temps.push(dir);
    writeFileSync(path.join(dir, '010_half.sql'), 'CREATE TABLE test_half (id int);\nSELECT * FROM no_such_table;\n');
    await expect(migrate(db, dir)).rejects.toThrow(/no_such_table/);
    expect(
      (await db.query<{ name: string }>("SELECT name FROM schema_migrations WHERE name = '010_half.sql'")).rows,
    ).toEqual([]);
    expect((await db.query<{ t: string | null }>("SELECT to_regclass('test_half') AS t")).rows[0]?.t).toBeNull();
  });
});

describe('checksums', () => {
  const applied = async (dir: string) => {
    const fresh = await openPglite('memory://');
    await migrate(fresh, dir);
    return fresh;
  };
  const folderWith = (files: Record<string, string>) => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'gateway-migrations-'));
    temps.push(dir);
    for (const [name, sql] of Object.entries(files)) writeFileSync(path.join(dir, name), sql);
    return dir;
  };

  it('records the SHA-256 of each applied migration', async () => {
    const sql = 'CREATE TABLE test_sum (id int);\n';
    const fresh = await applied(folderWith({ '001_sum.sql': sql }));
    const rows = (await fresh.query<{ checksum: string }>('SELECT checksum FROM schema_migrations')).rows;
    expect(rows).toEqual([{ checksum: createHash('sha256').update(sql).digest('hex') }]);
    await fresh.close();
  }, 30_000);

  it('refuses to go on when an applied migration was edited, naming it, and applies nothing after it', async () => {
    const dir = folderWith({ '001_sum.sql': 'CREATE TABLE test_sum (id int);\n' });
    const fresh = await applied(dir);
    writeFileSync(path.join(dir, '001_sum.sql'), 'CREATE TABLE test_sum (id int, extra int);\n');
    writeFileSync(path.join(dir, '002_next.sql'), 'CREATE TABLE test_next (id int);\n');
    const refused = migrate(fresh, dir);
    await expect(refused).rejects.toThrow(MigrationError);
    await expect(refused).rejects.toThrow(/^001_sum\.sql was changed after it was applied/);
    expect((await fresh.query<{ t: string | null }>("SELECT to_regclass('test_next') AS t")).rows[0]?.t).toBeNull();
    await fresh.close();
  }, 30_000);

  it('fills in the checksum of a migration applied before checksums were recorded, then holds it to it', async () => {
    const dir = folderWith({ '001_sum.sql': 'CREATE TABLE test_sum (id int);\n' });
    const fresh = await applied(dir);
    await fresh.exec('UPDATE schema_migrations SET checksum = NULL');
    expect(await migrate(fresh, dir)).toEqual([]);
    expect(
      (await fresh.query<{ checksum: string | null }>('SELECT checksum FROM schema_migrations')).rows[0]?.checksum,
    ).toMatch(/^[0-9a-f]{64}$/);
    writeFileSync(path.join(dir, '001_sum.sql'), '-- edited\nCREATE TABLE test_sum (id int);\n');
    await expect(migrate(fresh, dir)).rejects.toThrow(MigrationError);
    await fresh.close();
  }, 30_000);
});

describe('seedIssuers', () => {
  it('seeds every demo issuer; seeding again updates in place (no duplicate rows)', async () => {
    const { issuers } = loadAllIssuers(ISSUERS_DIR);
    expect(await seedIssuers(db, issuers)).toBe(5);
    const features = await count('issuer_features');
    const locales = await count('issuer_locales');
    expect(await count('issuers')).toBe(5);
    expect(features).toBe(issuers.reduce((n, i) => n + i.config.features.length, 0));
    expect(locales).toBe(6);

    expect(await seedIssuers(db, issuers)).toBe(5);
    expect(await count('issuers')).toBe(5);
    expect(await count('issuer_features')).toBe(features);
    expect(await count('issuer_locales')).toBe(locales);
  });

  it('stores the whole configuration and the application details it serves', async () => {
    const stored = (
      await db.query<{ config: unknown; app_name: string }>(
        "SELECT config, app_name FROM issuers WHERE id = 'northwind'",
      )
    ).rows[0];
    const northwind = loadAllIssuers(ISSUERS_DIR).issuers.find((i) => i.config.id === 'northwind');
    expect(stored?.config).toEqual(northwind?.config);
    expect(stored?.app_name).toBe('Northwind Credit Union Cards');
    expect((await findAppDetails(db, 'NWCU-SSO-01'))?.supportedLocales).toEqual([{ locale: 'en', defaultLocale: 'Y' }]);
  });

  it('seeds the issuers loadAllIssuers returns for a folder with a duplicate extAppId, serving the first', async () => {
    // main.ts seeds exactly what loadAllIssuers returns; the duplicate must not stop the gateway.
    const dir = mkdtempSync(path.join(os.tmpdir(), 'gateway-issuers-'));
    temps.push(dir);
    cpSync(path.join(ISSUERS_DIR, 'contoso'), path.join(dir, 'contoso'), { recursive: true });
    cpSync(path.join(ISSUERS_DIR, 'tailspin'), path.join(dir, 'zz-copy'), { recursive: true });
    const file = path.join(dir, 'zz-copy', 'issuer.json');
    const copy = JSON.parse(readFileSync(file, 'utf8')) as { id: string; extAppId: string };
    copy.id = 'zz-copy';
    copy.extAppId = 'CONTOSO-ACT-01';
    writeFileSync(file, JSON.stringify(copy));

    const { issuers, errors } = loadAllIssuers(dir);
    expect(errors).toHaveLength(1);
    await expect(seedIssuers(db, issuers)).resolves.toBeGreaterThan(0);
    expect((await findAppDetails(db, 'CONTOSO-ACT-01'))?.isCardActivationWebEnabled).toBe(true);
  });
});
