// The limits of SPEC-DECISIONS under real parallel requests (five tries a code, the code budgets, one
// lock per five wrong passwords, a token's probes), on PGlite; on a database that yields between queries
// as a networked PostgreSQL does (test-kit yieldingDatabase: PGlite runs one query at a time, so only
// this one lets requests interleave between a read and a later write); and on a real PostgreSQL server
// when GATEWAY_TEST_POSTGRES names one (`postgres://user@host:port`).
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { CodeSentResponseSchema, EmailsResponseSchema, type TokenResponse } from '@portal/domain/schemas';
import type { LightMyRequestResponse } from 'fastify';
import { DEMO_PASSWORD } from './db/demo-users';
import { RENEWAL_PATHS } from './sign-in/auth.routes';
import {
  demoAddress,
  EXT,
  getWith,
  latestCode,
  otherCode,
  outboxOf,
  postForm,
  postJson,
  probeRef,
  signedIn,
  signIn,
  TEST_POSTGRES,
  tokenOf,
  useTestGateway,
} from './test-kit';

const CHEN = demoAddress('acme', 'challenge.chen');
const RITA = demoAddress('acme', 'ready.rita');
const WRONG = 'Wrong!Password99';

/** How many answers had each status and §8 code, e.g. `{ '400 invalidCode': 5, '400 codeAttemptsExceeded': 195 }`. */
function tally(answers: readonly LightMyRequestResponse[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const res of answers) {
    const code =
      res.statusCode === 200 ? 'ok' : (res.json<{ responseStatus?: { code?: string } }>().responseStatus?.code ?? '?');
    const key = `${res.statusCode} ${code}`;
    counts[key] = (counts[key] ?? 0) + 1;
  }
  return counts;
}

/** PGlite, PGlite yielding between queries, and, where GATEWAY_TEST_POSTGRES names a server, a real PostgreSQL. */
const DATABASES = [
  { name: 'on PGlite', yielding: false, postgres: false },
  { name: 'on a database that yields between queries', yielding: true, postgres: false },
  ...(TEST_POSTGRES ? [{ name: 'on a PostgreSQL server', yielding: false, postgres: true }] : []),
] as const;

for (const { name, yielding, postgres } of DATABASES) {
  describe(name, () => {
    const gw = useTestGateway({ restoreEachTest: true, yielding, postgres });

    /** challenge.chen signed in, a code sent to his email: the partial token, the probe's ref and the code. */
    async function chenWithCode(): Promise<{ partial: TokenResponse; ref: string; code: string }> {
      const partial = await signedIn(gw.app, EXT.acme, 'challenge.chen');
      const emails = v.parse(
        EmailsResponseSchema,
        (await getWith(gw.app, `/users/${partial.userGuid ?? ''}/emails`, partial.access_token)).json(),
      ).emails;
      const sent = await postJson(
        gw.app,
        `/users/${partial.userGuid ?? ''}/otvc`,
        { contactId: emails[0]?.emailGuid },
        partial.access_token,
      );
      expect(sent.statusCode, sent.body).toBe(200);
      return { partial, ref: probeRef(partial, 'SOLVE_CHALLENGE'), code: await latestCode(gw.app, CHEN) };
    }

    const twoFactor = (partial: TokenResponse, ref: string, code: string) =>
      postForm(
        gw.app,
        '/oauth2/token/2fa',
        { grant_type: 'authorization_probe', probes_ref: ref, code },
        partial.access_token,
      );

    describe('five tries a code', () => {
      it('a burst of 200 wrong codes is judged five times: 5 invalidCode, then codeAttemptsExceeded, and the right code after them too', async () => {
        const { partial, ref, code } = await chenWithCode();
        const answers = await Promise.all(Array.from({ length: 200 }, () => twoFactor(partial, ref, otherCode(code))));
        expect(tally(answers)).toEqual({ '400 invalidCode': 5, '400 codeAttemptsExceeded': 195 });
        const late = await twoFactor(partial, ref, code);
        expect(tally([late])).toEqual({ '400 codeAttemptsExceeded': 1 });
      });

      it('the right code among 30 wrong ones is accepted only if its try was one of the first five', async () => {
        const { partial, ref, code } = await chenWithCode();
        const burst = Array.from({ length: 31 }, (_, i) => (i === 18 ? code : otherCode(code)));
        const answers = await Promise.all(burst.map((c) => twoFactor(partial, ref, c)));
        const counts = tally(answers);
        const accepted = answers.findIndex((res) => res.statusCode === 200);
        // An answer of 200 can only be the right code's, and only once.
        expect(accepted === -1 || accepted === 18).toBe(true);
        expect(counts['200 ok'] ?? 0).toBeLessThanOrEqual(1);
        // At most five tries were judged, whichever they were: the code's count of tries says so.
        const tries = await gw.db.query<{ tries: number }>(
          'SELECT tries FROM one_time_codes WHERE user_id = $1 ORDER BY sent_at DESC LIMIT 1',
          [partial.userGuid],
        );
        expect(tries.rows[0]?.tries).toBeLessThanOrEqual(5);
        if (accepted === -1) {
          // The right code came too late: five wrong ones were judged, and every other try was refused.
          expect(counts).toEqual({ '400 invalidCode': 5, '400 codeAttemptsExceeded': 26 });
          expect(tries.rows[0]?.tries).toBe(5);
        } else {
          // The right code was one of the five. What came after it found the code used (invalidCode, as
          // for any used code), its tries spent, or its token used up.
          const others = Object.keys(counts).filter(
            (key) => !['200 ok', '400 invalidCode', '400 codeAttemptsExceeded', '401 invalidToken'].includes(key),
          );
          expect(others).toEqual([]);
        }
      });

      it('a burst of 50 wrong forgot-password codes is judged five times', async () => {
        const sent = v.parse(
          CodeSentResponseSchema,
          (await postJson(gw.app, `/apps/${EXT.acme}/forgotcredential`, { userName: 'ready.rita' })).json(),
        );
        const code = await latestCode(gw.app, RITA);
        const answers = await Promise.all(
          Array.from({ length: 50 }, () =>
            postJson(gw.app, `/users/${sent.userGuid}/otp/verification/forgotcredential`, { code: otherCode(code) }),
          ),
        );
        expect(tally(answers)).toEqual({ '400 invalidCode': 5, '400 codeAttemptsExceeded': 45 });
      });
    });

    describe('a code budget holds under parallel requests (30 seconds between sends, 5 an hour)', () => {
      const ROUNDS = 7;
      /** The codes stored for a user (one a send). */
      const codesOf = async (userId: string) =>
        (await gw.db.query<{ n: number }>('SELECT count(*)::int AS n FROM one_time_codes WHERE user_id = $1', [userId]))
          .rows[0]?.n;
      const decoyBooks = async () =>
        (await gw.db.query<{ n: number }>('SELECT count(*)::int AS n FROM decoy_codes')).rows[0]?.n ?? 0;

      it('seven rounds of 20 code sends at once, 30 seconds apart: one code a round, five in all; the rest resendTooSoon, then sendLimitReached once the fifth is sent', async () => {
        const partial = await signedIn(gw.app, EXT.acme, 'challenge.chen');
        const emails = v.parse(
          EmailsResponseSchema,
          (await getWith(gw.app, `/users/${partial.userGuid ?? ''}/emails`, partial.access_token)).json(),
        ).emails;
        const send = () =>
          postJson(
            gw.app,
            `/users/${partial.userGuid ?? ''}/otvc`,
            { contactId: emails[0]?.emailGuid },
            partial.access_token,
          );
        const rounds: Record<string, number>[] = [];
        for (let round = 0; round < ROUNDS; round += 1) {
          rounds.push(tally(await Promise.all(Array.from({ length: 20 }, send))));
          gw.clock.advance(30_000);
        }
        expect(await codesOf(partial.userGuid ?? '')).toBe(5);
        // The fifth round's code is the hour's fifth: the 19 beside it already find the budget spent.
        expect(rounds).toEqual([
          ...Array.from({ length: 4 }, () => ({ '200 ok': 1, '429 resendTooSoon': 19 })),
          { '200 ok': 1, '429 sendLimitReached': 19 },
          ...Array.from({ length: ROUNDS - 5 }, () => ({ '429 sendLimitReached': 20 })),
        ]);
      });

      it('seven rounds of 20 forgot-password requests at once, for an account and for an unknown name: five codes sent, five decoy codes booked, every answer alike', async () => {
        const forgot = (userName: string) => postJson(gw.app, `/apps/${EXT.acme}/forgotcredential`, { userName });
        const unknown = `nobody.burst${yielding ? 'y' : postgres ? 's' : 'p'}`;
        const booksBefore = await decoyBooks();
        let ritaGuid = '';
        for (let round = 0; round < ROUNDS; round += 1) {
          const [real, decoy] = await Promise.all([
            Promise.all(Array.from({ length: 20 }, () => forgot('ready.rita'))),
            Promise.all(Array.from({ length: 20 }, () => forgot(unknown))),
          ]);
          // Quiet (decision 022): every answer of a round is the same 200, for both.
          for (const answers of [real, decoy]) {
            expect(tally(answers)).toEqual({ '200 ok': 20 });
            expect(new Set(answers.map((res) => res.body)).size).toBe(1);
          }
          ritaGuid = real[0]?.json<{ userGuid: string }>().userGuid ?? '';
          gw.clock.advance(30_000);
        }
        expect(await codesOf(ritaGuid)).toBe(5);
        expect(await decoyBooks()).toBe(booksBefore + 5);
      });

      it('20 enrolments at once with one new address: five codes go to it (its budget while unverified), not twenty', async () => {
        const terms = (
          await gw.db.query<{ guid: string }>("SELECT guid FROM terms WHERE issuer_id = 'acme' AND is_current")
        ).rows.map((r) => r.guid);
        const address = `nadia.burst${yielding ? 'y' : postgres ? 's' : 'p'}@example.com`;
        const answers = await Promise.all(
          Array.from({ length: 20 }, (_, i) =>
            postJson(gw.app, `/apps/${EXT.acme}/enrollment`, {
              firstName: 'Nadia',
              lastName: 'Newcomer',
              userName: `nadia.burst${yielding ? 'y' : postgres ? 's' : 'p'}${i}`,
              password: 'Lantern#Quay58',
              email: address,
              acceptedTerms: terms,
            }),
          ),
        );
        const sent = (await outboxOf(gw.app, address)).length;
        expect(sent).toBe(5);
        expect(tally(answers)['200 ok'] ?? 0).toBe(sent);
      });
    });

    describe('one lock per five wrong passwords, and no token once locked', () => {
      const locks = async (username: string) =>
        (
          await gw.db.query<{ locks: number; permanent: boolean }>(
            `SELECT (SELECT count(*)::int FROM user_locks l WHERE l.user_id = u.id) AS locks, u.permanently_locked_at IS NOT NULL AS permanent
             FROM users u WHERE u.issuer_id = 'acme' AND u.username = $1`,
            [username],
          )
        ).rows[0];

      it('60 wrong passwords at once: five are judged, the fifth locks, once; the rest are refused, as busy while five are judged, as locked after', async () => {
        const answers = await Promise.all(
          Array.from({ length: 60 }, () => signIn(gw.app, EXT.acme, 'ready.rita', WRONG)),
        );
        const counts = tally(answers);
        // The fifth failure answers the lock it made; an attempt that found the five places taken is
        // 429 tooManyRequests (no lock yet: 9618 would announce one that may never come), one that
        // came after the lock 9618. How many of each depends on when they arrived (on PGlite 55 and 1;
        // yielding between queries, about 30 and 25).
        expect(Object.keys(counts).sort()).toEqual(['400 invalidCredentials', '409 9618', '429 tooManyRequests']);
        expect(counts['400 invalidCredentials']).toBe(4);
        expect((counts['409 9618'] ?? 0) + (counts['429 tooManyRequests'] ?? 0)).toBe(56);
        expect(await locks('ready.rita')).toEqual({ locks: 1, permanent: false });
        // Locked: the right password gets no token.
        expect(tally([await signIn(gw.app, EXT.acme, 'ready.rita', DEMO_PASSWORD)])).toEqual({ '409 9618': 1 });
      });

      it('60 wrong passwords and the right one at once: at most one lock, never a permanent one, and no token for a locked account', async () => {
        const burst = Array.from({ length: 61 }, (_, i) => (i === 30 ? DEMO_PASSWORD : WRONG));
        const answers = await Promise.all(burst.map((password) => signIn(gw.app, EXT.acme, 'ready.rita', password)));
        const counts = tally(answers);
        const after = await locks('ready.rita');
        expect(after?.permanent).toBe(false);
        expect(after?.locks).toBeLessThanOrEqual(1);
        expect(counts['200 ok'] ?? 0).toBeLessThanOrEqual(1);
        // A success clears the count, so the wrong ones judged are at most four before it and five after.
        expect((counts['400 invalidCredentials'] ?? 0) + (counts['200 ok'] ?? 0)).toBeLessThanOrEqual(10);
        // Whatever the order, the account is now either locked (and gives no token) or open.
        const now = await signIn(gw.app, EXT.acme, 'ready.rita', DEMO_PASSWORD);
        if (after?.locks === 1 && counts['200 ok'] === undefined) expect(tally([now])).toEqual({ '409 9618': 1 });
      });

      it('three bursts of 60, 30 minutes apart, make the third lock permanent: three locks, not 33', async () => {
        for (const round of [1, 2, 3]) {
          await Promise.all(Array.from({ length: 60 }, () => signIn(gw.app, EXT.acme, 'ready.rita', WRONG)));
          expect((await locks('ready.rita'))?.locks, `after burst ${round}`).toBe(round);
          gw.clock.advance(30 * 60_000);
        }
        expect(await locks('ready.rita')).toEqual({ locks: 3, permanent: true });
      });
    });

    describe('a probe is solved by the token it belongs to, once', () => {
      /** A fresh copy of challenge.chen with new terms pending: two-factor and terms on one partial token. */
      async function chenWithTerms(round: number): Promise<TokenResponse> {
        const username = `chen.race${yielding ? 'y' : postgres ? 's' : 'p'}${round}`;
        const made = await postJson(gw.app, '/__dev/users', {
          issuerId: 'acme',
          like: 'challenge.chen',
          username,
          with: { terms: 'previous' },
        });
        expect(made.statusCode, made.body).toBe(201);
        const partial = await signedIn(gw.app, EXT.acme, username);
        expect(partial.probes.map((p) => p.type)).toEqual(['SOLVE_CHALLENGE', 'ACCEPT_TNC']);
        return partial;
      }

      it('accepting the terms beside a renewal never gives full access with the challenge unsolved (10 rounds)', async () => {
        for (let round = 0; round < 10; round += 1) {
          const partial = await chenWithTerms(round);
          const answers = await Promise.all([
            postForm(
              gw.app,
              '/oauth2/token/tnc',
              { grant_type: 'authorization_probe', probes_ref: probeRef(partial, 'ACCEPT_TNC') },
              partial.access_token,
            ),
            postForm(gw.app, RENEWAL_PATHS[1], { grant_type: 'access_token_renewal' }, partial.access_token),
          ]);
          const granted = answers.filter((res) => res.statusCode === 200).map((res) => tokenOf(res));
          expect(granted.length, `round ${round}: one of the two uses the token first`).toBeGreaterThanOrEqual(1);
          for (const answer of granted) {
            expect(answer.scope, `round ${round}`).toBe('partial');
            expect(answer.isChallenge, `round ${round}`).toBe(true);
          }
          // The loser is refused as a spent token (401), never answered with the winner's probes gone.
          for (const res of answers.filter((r) => r.statusCode !== 200)) expect(res.statusCode, res.body).toBe(401);
        }
      });
    });
  });
}
