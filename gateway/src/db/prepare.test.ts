// Two gateways starting at once on one empty database: one migrates and seeds, the other waits and
// finds nothing left to apply (a real PostgreSQL server where GATEWAY_TEST_POSTGRES names one).
import { ISSUERS_DIR, loadAllIssuers } from '@portal/issuers';
import { describe, expect, it } from 'vitest';
import { readConfig } from '../config';
import { freshPostgres, TEST_POSTGRES } from '../test-kit';
import { openPglite, openPostgres, type Database } from './database';
import { SCHEMA_LOCK } from './migrate';
import { prepareDatabase } from './prepare';

const ISSUERS = loadAllIssuers(ISSUERS_DIR).issuers;
const CONFIG = readConfig({ GATEWAY_PROFILE: 'sandbox', GATEWAY_HASHING: 'light', LOG_LEVEL: 'silent' });
const MIGRATION_COUNT = 16;

const count = async (db: Database, table: string) =>
  Number((await db.query<{ n: string }>(`SELECT count(*) AS n FROM ${table}`)).rows[0]?.n);

describe('prepareDatabase on PGlite', () => {
  it('migrates and seeds an empty database; a second start applies nothing and seeds in place', async () => {
    const db = await openPglite('memory://');
    try {
      const steps: string[] = [];
      const first = await prepareDatabase(db, CONFIG, ISSUERS, (step) => steps.push(step));
      expect(steps).toEqual([
        'waiting for the schema lock (another instance may be migrating)',
        'applying migrations',
        'migrations applied',
        'issuers and terms seeded',
        'seeding the demo users (hashing their passwords)',
        'demo users seeded',
      ]);
      expect(first.migrations).toHaveLength(MIGRATION_COUNT);
      expect(first.seeded).toBe(ISSUERS.length);
      const users = await count(db, 'users');
      expect(users).toBeGreaterThan(0);
      const second = await prepareDatabase(db, CONFIG, ISSUERS);
      expect(second.migrations).toEqual([]);
      expect(await count(db, 'users')).toBe(users);
    } finally {
      await db.close();
    }
  }, 120_000);
});

// A real server's sessions are what the lock orders: PGlite has one. npm test runs this file again with
// GATEWAY_TEST_POSTGRES naming a throwaway PostgreSQL 18 (its PostgreSQL step), as races.test.ts does.
const servers = TEST_POSTGRES ? [TEST_POSTGRES] : [];
for (const server of servers)
  describe('two instances on one empty PostgreSQL database', () => {
    it('holds the schema lock for one instance at a time, on connections of their own', async () => {
      const fresh = await freshPostgres(server);
      const other = await openPostgres(fresh.url);
      let release = () => {};
      const held = new Promise<void>((resolve) => {
        release = resolve;
      });
      try {
        const events: string[] = [];
        const first = fresh.db.exclusive(SCHEMA_LOCK, async () => {
          events.push('first in');
          await held;
          events.push('first out');
        });
        await new Promise((resolve) => setTimeout(resolve, 50));
        const second = other.exclusive(SCHEMA_LOCK, async () => {
          events.push('second in');
        });
        await new Promise((resolve) => setTimeout(resolve, 200));
        expect(events).toEqual(['first in']);
        release();
        await Promise.all([first, second]);
        expect(events).toEqual(['first in', 'first out', 'second in']);
      } finally {
        release();
        await other.close();
        await fresh.drop();
      }
    }, 60_000);

    it('both come up; the migrations are applied once and the seed is whole', async () => {
      const fresh = await freshPostgres(server);
      const other = await openPostgres(fresh.url);
      try {
        const [a, b] = await Promise.all([
          prepareDatabase(fresh.db, CONFIG, ISSUERS),
          prepareDatabase(other, CONFIG, ISSUERS),
        ]);
        expect([a.migrations.length, b.migrations.length].sort()).toEqual([0, MIGRATION_COUNT]);
        expect(await count(fresh.db, 'schema_migrations')).toBe(MIGRATION_COUNT);
        expect(await count(fresh.db, 'issuers')).toBe(ISSUERS.length);
        expect(a.seeded).toBe(ISSUERS.length);
        expect(b.seeded).toBe(ISSUERS.length);
      } finally {
        await other.close();
        await fresh.drop();
      }
    }, 120_000);
  });
