// 013 Demo users: who is seeded where, with which contacts and state; seeding is idempotent and never
// undoes what a person changed, unless a restore is asked for.
import { describe, expect, it } from 'vitest';
import { validatePassword } from '@portal/domain/identity';
import { configOf, EXT, ISSUER_CONFIGS, signedIn, signIn, TEST_HASHING, useTestGateway } from '../test-kit';
import { DEMO_PASSWORD, DEMO_USERS, demoEmail, demoPhone, demoSignIns, demoUsersOf, signInAllowed } from './demo-users';
import { derivedUuid } from '../platform/secrets';
import { seedDemoUsers } from './seed-demo';

const gw = useTestGateway();

const count = async (table: string) =>
  Number((await gw.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`)).rows[0]?.n);

describe('the demo users (013)', () => {
  it('the password follows the §5 rules for every demo username', () => {
    for (const user of DEMO_USERS) expect(validatePassword(DEMO_PASSWORD, user.username)).toBeNull();
  });

  it('every demo issuer but the SSO one has them; migrate.mia only the migrated app (tailspin)', () => {
    const byIssuer = Object.fromEntries(ISSUER_CONFIGS.map((c) => [c.id, demoUsersOf(c).map((u) => u.username)]));
    expect(byIssuer['northwind']).toEqual([]);
    expect(byIssuer['tailspin']).toContain('migrate.mia');
    for (const id of ['acme', 'contoso', 'fabrikam']) {
      expect(byIssuer[id]).toEqual([
        'ready.rita',
        'new.nora',
        'unverified.uma',
        'challenge.chen',
        'terms.tomas',
        'reset.rosa',
        'locked.lee',
      ]);
    }
  });

  it("emails are <username>@<issuer's domain>, the phone +1 (202) 555-01xx; mia has her own address", () => {
    const [rita] = DEMO_USERS;
    const mia = DEMO_USERS.find((u) => u.username === 'migrate.mia');
    if (!rita || !mia) throw new Error('demo users missing');
    expect(demoEmail(rita, configOf('acme'))).toBe('ready.rita@acmebank.example');
    expect(demoEmail(rita, configOf('tailspin'))).toBe('ready.rita@tailspinrewards.example');
    expect(demoEmail(mia, configOf('tailspin'))).toBe('mia@tailspinrewards.example');
    expect(new Set(DEMO_USERS.map(demoPhone)).size).toBe(DEMO_USERS.length);
    for (const user of DEMO_USERS) expect(demoPhone(user)).toMatch(/^\+1 \(202\) 555-01\d\d$/);
  });

  it('demoSignIns lists each issuer and user for the start banner; mia has no password yet', () => {
    const rows = demoSignIns(ISSUER_CONFIGS);
    expect(rows).toHaveLength(7 + 8);
    expect(rows.find((r) => r.username === 'migrate.mia')).toMatchObject({
      extAppId: EXT.tailspin,
      password: null,
      email: 'mia@tailspinrewards.example',
    });
    expect(rows.find((r) => r.issuerId === 'acme' && r.username === 'challenge.chen')).toMatchObject({
      password: DEMO_PASSWORD,
      phone: '+1 (202) 555-0112',
    });
  });

  it('demoSignIns lists only the issuers where signing in is allowed: not SSO, activation-only or app login disabled', () => {
    expect(new Set(demoSignIns(ISSUER_CONFIGS).map((r) => r.issuerId))).toEqual(new Set(['acme', 'tailspin']));
    expect(
      ISSUER_CONFIGS.filter(signInAllowed)
        .map((c) => c.id)
        .sort(),
    ).toEqual(['acme', 'tailspin']);
    const acme = configOf('acme');
    for (const flag of ['ssoApp', 'activationOnlyApp', 'appLoginDisabled'] as const) {
      const forbidden = { ...acme, flags: { ...acme.flags, [flag]: true } };
      expect(signInAllowed(forbidden), flag).toBe(false);
      expect(demoSignIns([forbidden]), flag).toEqual([]);
    }
    expect(signInAllowed({ ...acme, flags: { ...acme.flags, migratedApp: true } })).toBe(true);
  });

  it('a demo user’s guid is random (UUID v4), not derived from the issuer and the username: nobody can compute it', async () => {
    const rita = await signedIn(gw.app, EXT.acme, 'ready.rita');
    expect(rita.userGuid).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(rita.userGuid).not.toBe(derivedUuid(['demo-user', 'acme', 'ready.rita']));
    const contacts = await gw.db.query<{ id: string }>(
      'SELECT id FROM user_emails WHERE user_id = $1 UNION ALL SELECT id FROM user_phones WHERE user_id = $1',
      [rita.userGuid],
    );
    for (const { id } of contacts.rows) {
      expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4/);
      expect([
        derivedUuid(['demo-email', rita.userGuid ?? '']),
        derivedUuid(['demo-phone', rita.userGuid ?? '']),
      ]).not.toContain(id);
    }
  });
});

describe('seedDemoUsers', () => {
  it('seeding again writes nothing and duplicates nothing', async () => {
    const users = await count('users');
    const emails = await count('user_emails');
    const terms = await count('terms');
    expect(
      await seedDemoUsers(gw.db, ISSUER_CONFIGS, {
        hashing: TEST_HASHING,
        vault: gw.vault,
        now: gw.clock.now,
        restore: false,
      }),
    ).toBe(0);
    expect([await count('users'), await count('user_emails'), await count('terms')]).toEqual([users, emails, terms]);
    expect(users).toBe(29);
  });

  it('never resets a password someone changed; a restore does, and the account is as seeded again', async () => {
    const rita = await signedIn(gw.app, EXT.tailspin, 'ready.rita');
    const change = await gw.app.inject({
      method: 'POST',
      url: '/oauth2/lcm/subject/credentials/change',
      headers: { authorization: `Bearer ${rita.access_token}`, 'content-type': 'application/json' },
      payload: { currentPassword: DEMO_PASSWORD, newPassword: 'Lantern#Quay58' },
    });
    expect(change.statusCode).toBe(204);
    await seedDemoUsers(gw.db, ISSUER_CONFIGS, {
      hashing: TEST_HASHING,
      vault: gw.vault,
      now: gw.clock.now,
      restore: false,
    });
    expect((await signIn(gw.app, EXT.tailspin, 'ready.rita')).statusCode).toBe(400);
    expect(
      await seedDemoUsers(gw.db, ISSUER_CONFIGS, {
        hashing: TEST_HASHING,
        vault: gw.vault,
        now: gw.clock.now,
        restore: true,
      }),
    ).toBe(29);
    expect((await signedIn(gw.app, EXT.tailspin, 'ready.rita')).scope).toBe('full');
    expect(await count('users')).toBe(29);
  });

  it('re-creates a demo user that was deleted, and only it', async () => {
    await gw.db.query("DELETE FROM users WHERE issuer_id = 'tailspin' AND username = 'terms.tomas'");
    expect(
      await seedDemoUsers(gw.db, ISSUER_CONFIGS, {
        hashing: TEST_HASHING,
        vault: gw.vault,
        now: gw.clock.now,
        restore: false,
      }),
    ).toBe(1);
    expect((await signedIn(gw.app, EXT.tailspin, 'terms.tomas')).newTac).toBe(true);
  });
});
