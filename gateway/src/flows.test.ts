// ARCHITECTURE §4: after sign-in (every probe), enrolment, forgot password, force
// reset, change, migration, renewal and logout, no table of the database and no log line holds a
// password, a one-time code or an access token in clear.
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CodeSentResponseSchema,
  EmailsResponseSchema,
  TermsResponseSchema,
  type TokenResponse,
} from '@portal/domain/schemas';
import { DEMO_PASSWORD } from './db/demo-users';
import {
  demoAddress,
  EXT,
  getWith,
  latestCode,
  postForm,
  postJson,
  probeRef,
  signedIn,
  startTestGateway,
  tokenOf,
  type TestGateway,
} from './test-kit';

let gw: TestGateway;
let app: FastifyInstance;
const logLines: string[] = [];
const passwords = [DEMO_PASSWORD, 'Lantern#Quay58', 'Beacon#Harbour73', 'Compass#Tide91', 'Anchor#Reef64'];
const codes: string[] = [];
const tokens: string[] = [];

/** Every token answer is kept, so its token can be looked for afterwards. */
function kept(answer: TokenResponse): TokenResponse {
  tokens.push(answer.access_token);
  return answer;
}

async function code(recipient: string): Promise<string> {
  const value = await latestCode(app, recipient);
  codes.push(value);
  return value;
}

const probe = (url: string, answer: TokenResponse, fields: Record<string, string>) =>
  postForm(app, url, { grant_type: 'authorization_probe', ...fields }, answer.access_token).then((res) =>
    kept(tokenOf(res)),
  );

async function sendTo(answer: TokenResponse): Promise<void> {
  const emails = v.parse(
    EmailsResponseSchema,
    (await getWith(app, `/users/${answer.userGuid ?? ''}/emails`, answer.access_token)).json(),
  ).emails;
  expect(
    (
      await postJson(
        app,
        `/users/${answer.userGuid ?? ''}/otvc`,
        { contactId: emails[0]?.emailGuid },
        answer.access_token,
      )
    ).statusCode,
  ).toBe(200);
}

async function runFlows(): Promise<void> {
  // Sign-in through each probe, renewal and logout.
  const chen = kept(await signedIn(app, EXT.acme, 'challenge.chen'));
  await sendTo(chen);
  const chenFull = await probe('/oauth2/token/2fa', chen, {
    probes_ref: probeRef(chen, 'SOLVE_CHALLENGE'),
    code: await code(demoAddress('acme', 'challenge.chen')),
  });
  const renewed = kept(
    tokenOf(
      await postForm(
        app,
        '/consumer-api/v1/refreshvtoken',
        { grant_type: 'access_token_renewal' },
        chenFull.access_token,
      ),
    ),
  );
  expect(
    (
      await postForm(app, '/oauth2/lcm/token/authorized/revocation', {
        token: renewed.access_token,
        token_type_hint: 'access_token',
      })
    ).statusCode,
  ).toBe(200);

  const uma = kept(await signedIn(app, EXT.acme, 'unverified.uma'));
  await sendTo(uma);
  await probe('/oauth2/token/idv', uma, {
    probes_ref: probeRef(uma, 'VERIFY_USERNAME'),
    code: await code(demoAddress('acme', 'unverified.uma')),
  });
  const tomas = kept(await signedIn(app, EXT.acme, 'terms.tomas'));
  await probe('/oauth2/token/tnc', tomas, { probes_ref: probeRef(tomas, 'ACCEPT_TNC') });

  // Enrolment.
  const terms = v
    .parse(TermsResponseSchema, (await getWith(app, `/apps/${EXT.acme}/terms`)).json())
    .terms.map((t) => t.guid);
  const enrolled = kept(
    tokenOf(
      await postJson(app, `/apps/${EXT.acme}/enrollment`, {
        firstName: 'Nadia',
        lastName: 'Newcomer',
        userName: 'nadia.flows',
        password: passwords[1],
        email: 'nadia.flows@example.com',
        phone: '3035550142',
        acceptedTerms: terms,
      }),
    ),
  );
  await probe('/oauth2/token/idv', enrolled, {
    probes_ref: probeRef(enrolled, 'VERIFY_USERNAME'),
    code: await code('nadia.flows@example.com'),
  });

  // Forgot password, then change.
  const sent = v.parse(
    CodeSentResponseSchema,
    (await postJson(app, `/apps/${EXT.acme}/forgotcredential`, { userName: 'ready.rita' })).json(),
  );
  const reset = kept(
    tokenOf(
      await postJson(app, `/users/${sent.userGuid}/otp/verification/forgotcredential`, {
        code: await code(demoAddress('acme', 'ready.rita')),
      }),
    ),
  );
  expect(
    (await postJson(app, `/users/${sent.userGuid}/resetCredential`, { password: passwords[2] }, reset.access_token))
      .statusCode,
  ).toBe(204);
  const rita = kept(await signedIn(app, EXT.acme, 'ready.rita', passwords[2]));
  expect(
    (
      await postJson(
        app,
        '/oauth2/lcm/subject/credentials/change',
        { currentPassword: passwords[2], newPassword: passwords[3] },
        rita.access_token,
      )
    ).statusCode,
  ).toBe(204);

  // Force reset.
  const rosa = kept(await signedIn(app, EXT.acme, 'reset.rosa'));
  expect(
    (
      await postJson(
        app,
        `/users/${rosa.userGuid ?? ''}/resetCredential`,
        { password: passwords[4] },
        rosa.access_token,
      )
    ).statusCode,
  ).toBe(204);

  // Migration.
  const mia = v.parse(
    CodeSentResponseSchema,
    (
      await postJson(app, `/apps/${EXT.tailspin}/migration`, {
        userName: 'migrate.mia',
        email: 'mia@tailspinrewards.example',
      })
    ).json(),
  );
  const miaReset = kept(
    tokenOf(
      await postJson(app, `/users/${mia.userGuid}/otp/verification/migration`, {
        code: await code('mia@tailspinrewards.example'),
      }),
    ),
  );
  expect(
    (await postJson(app, `/users/${mia.userGuid}/resetCredential`, { password: passwords[1] }, miaReset.access_token))
      .statusCode,
  ).toBe(204);
  const miaPartial = kept(await signedIn(app, EXT.tailspin, 'migrate.mia', passwords[1]));
  await probe('/oauth2/token/tnc', miaPartial, { probes_ref: probeRef(miaPartial, 'ACCEPT_TNC') });
}

/** A code is 6 digits: looked for with no digit on either side, so a phone number holding them is no match. */
const holdsCode = (text: string, value: string) => new RegExp(`(?<!\\d)${value}(?!\\d)`).test(text);

function secretsIn(text: string): string[] {
  return [
    ...passwords.filter((p) => text.includes(p)),
    ...tokens.filter((t) => text.includes(t)),
    ...codes.filter((c) => holdsCode(text, c)),
  ];
}

beforeAll(async () => {
  gw = await startTestGateway();
  app = await gw.buildOn({ LOG_LEVEL: 'trace' }, { logStream: { write: (line: string) => void logLines.push(line) } });
  await runFlows();
}, 60_000);

afterAll(async () => {
  await gw.close();
});

describe('no secret in clear', () => {
  it('the flows produced the secrets looked for', () => {
    expect(codes).toHaveLength(5);
    expect(new Set(tokens).size).toBe(tokens.length);
    expect(tokens.length).toBeGreaterThan(10);
  });

  it('in any row of any table', async () => {
    const tables = (
      await gw.db.query<{ table_name: string }>(
        "SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE' ORDER BY table_name",
      )
    ).rows.map((r) => r.table_name);
    expect(tables).toEqual(
      expect.arrayContaining([
        'users',
        'user_emails',
        'access_tokens',
        'token_probes',
        'one_time_codes',
        'outbox',
        'terms_acceptances',
      ]),
    );
    const found: string[] = [];
    let rows = 0;
    for (const table of tables) {
      for (const row of (await gw.db.query<Record<string, unknown>>(`SELECT * FROM ${table}`)).rows) {
        rows += 1;
        for (const secret of secretsIn(JSON.stringify(row))) found.push(`${table}: ${secret}`);
      }
    }
    expect(rows).toBeGreaterThan(100);
    expect(found).toEqual([]);
  });

  it('in any log line, bodies included (logged at debug, redacted)', () => {
    expect(logLines.length).toBeGreaterThan(50);
    expect(logLines.some((line) => line.includes('"password":"[redacted]"'))).toBe(true);
    expect(logLines.some((line) => line.includes('"code":"[redacted]"'))).toBe(true);
    expect(logLines.filter((line) => secretsIn(line).length > 0)).toEqual([]);
  });
});
