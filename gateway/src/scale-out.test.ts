// Scale-out: the gateway keeps nothing in process memory that matters across
// requests (sessions, codes, locks, limits and cards live in the database), so instances behind a load
// balancer may take a cardholder's requests in any order. Two instances on one database, each on a
// connection of its own, take the sign-in and card journeys in turn. In `npm test` this file runs on
// PGlite (one connection, embedded) and again on a PostgreSQL server (two pools), scripts/test.mjs.
import * as v from 'valibot';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { PortalCardListSchema } from '@portal/domain/card';
import { EmailsResponseSchema, type TokenResponse } from '@portal/domain/schemas';
import { DEMO_PASSWORD } from './db/demo-users';
import {
  addCardBody,
  deleteWith,
  demoAddress,
  expectError,
  EXT,
  getWith,
  latestCode,
  otherCode,
  postForm,
  postJson,
  probeRef,
  signIn,
  tokenOf,
  useTestGateway,
} from './test-kit';

const gw = useTestGateway({ restoreEachTest: true });
let a: FastifyInstance;
let b: FastifyInstance;
beforeAll(async () => {
  a = gw.app;
  b = await gw.anotherInstance();
});

const cardsUrl = (t: TokenResponse) => `/consumer-controller/v1/account/${t.userGuid ?? ''}/paymentInstrument`;
const twoFactor = (app: FastifyInstance, partial: TokenResponse, code: string) =>
  postForm(
    app,
    '/oauth2/token/2fa',
    { grant_type: 'authorization_probe', probes_ref: probeRef(partial, 'SOLVE_CHALLENGE'), code },
    partial.access_token,
  );

async function sendCode(app: FastifyInstance, partial: TokenResponse): Promise<void> {
  const emails = v.parse(
    EmailsResponseSchema,
    (await getWith(app, `/users/${partial.userGuid ?? ''}/emails`, partial.access_token)).json(),
  ).emails;
  const sent = await postJson(
    app,
    `/users/${partial.userGuid ?? ''}/otvc`,
    { contactId: emails[0]?.emailGuid },
    partial.access_token,
  );
  expect(sent.statusCode, sent.body).toBe(200);
}

async function cardNames(app: FastifyInstance, t: TokenResponse): Promise<string[]> {
  const res = await getWith(app, cardsUrl(t), t.access_token);
  if (res.statusCode === 204) return [];
  expect(res.statusCode, res.body).toBe(200);
  return v.parse(PortalCardListSchema, res.json()).paymentInstruments.map((c) => c.cardNickname ?? '');
}

describe('two gateway instances on one database', () => {
  it('sign-in with two-factor moves between them: signed in at one, the code sent by the other, solved at the first; the full token reads at both', async () => {
    const partial = tokenOf(await signIn(a, EXT.acme, 'challenge.chen'));
    expect(partial.scope).toBe('partial');
    await sendCode(b, partial);
    const code = await latestCode(a, demoAddress('acme', 'challenge.chen'));
    const full = tokenOf(await twoFactor(a, partial, code));
    expect(full.scope).toBe('full');
    expect(await cardNames(b, full)).toEqual(await cardNames(a, full));
  });

  it("a code's five tries are counted across both: wrong codes in turn, the sixth is out of tries at either", async () => {
    const partial = tokenOf(await signIn(b, EXT.acme, 'challenge.chen'));
    await sendCode(a, partial);
    const code = await latestCode(b, demoAddress('acme', 'challenge.chen'));
    for (let i = 0; i < 5; i += 1)
      expectError(await twoFactor(i % 2 === 0 ? a : b, partial, otherCode(code)), 400, 'invalidCode');
    expectError(await twoFactor(b, partial, code), 400, 'codeAttemptsExceeded');
    expectError(await twoFactor(a, partial, code), 400, 'codeAttemptsExceeded');
  });

  it('five wrong passwords in turn lock the account at both instances', async () => {
    for (let i = 0; i < 4; i += 1)
      expectError(
        await signIn(i % 2 === 0 ? a : b, EXT.acme, 'ready.rita', 'Wrong!Password99'),
        400,
        'invalidCredentials',
      );
    expectError(await signIn(b, EXT.acme, 'ready.rita', 'Wrong!Password99'), 409, '9618');
    expectError(await signIn(a, EXT.acme, 'ready.rita', DEMO_PASSWORD), 409, '9618');
    expectError(await signIn(b, EXT.acme, 'ready.rita', DEMO_PASSWORD), 409, '9618');
  });

  it('a card added at one is listed at the other, deleted there and gone from the first; a logout at one ends the session at both', async () => {
    const nora = tokenOf(await signIn(b, EXT.acme, 'new.nora'));
    expect(await cardNames(a, nora)).toEqual([]);
    const added = await postJson(a, cardsUrl(nora), addCardBody(), nora.access_token);
    expect(added.statusCode, added.body).toBe(201);
    expect(await cardNames(b, nora)).toEqual(['Groceries']);
    const listed = await getWith(b, cardsUrl(nora), nora.access_token);
    const id = v.parse(PortalCardListSchema, listed.json()).paymentInstruments[0]?.panGuid ?? '';
    const removed = await deleteWith(b, `${cardsUrl(nora)}/${id}`, nora.access_token);
    expect(removed.statusCode, removed.body).toBeLessThan(300);
    expect(await cardNames(a, nora)).toEqual([]);

    const out = await postForm(
      a,
      '/oauth2/lcm/token/authorized/revocation',
      { token: nora.access_token, token_type_hint: 'access_token' },
      nora.access_token,
    );
    expect(out.statusCode).toBe(200);
    expectError(await getWith(b, cardsUrl(nora), nora.access_token), 401, 'invalidToken');
  });
});
