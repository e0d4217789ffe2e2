// §6 on the gateway: what an issuer's flags forbid its portal to show
// (the shell's route guard), the gateway refuses too, for every caller, browser or not. Walked issuer by
// issuer and flow by flow (the table is platform/issuer-policy.ts).
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { TermsResponseSchema } from '@portal/domain/schemas';
import { DEMO_PASSWORD } from './db/demo-users';
import { configOf, expectError, EXT, getWith, ISSUER_CONFIGS, postJson, signIn, useTestGateway } from './test-kit';

const gw = useTestGateway();

type IssuerFlow = 'signIn' | 'enrolment' | 'forgotPassword' | 'forgotUsername' | 'migration';

let serial = 0;
const fresh = () => {
  serial += 1;
  return serial;
};

/** One request per flow, as the portal's screens send it, at the application `ext`. */
const FLOWS: Record<IssuerFlow, (ext: string, issuerId: string) => ReturnType<typeof signIn>> = {
  signIn: (ext) => signIn(gw.app, ext, 'ready.rita', DEMO_PASSWORD),
  enrolment: async (ext) => {
    const terms = v
      .parse(TermsResponseSchema, (await getWith(gw.app, `/apps/${ext}/terms`)).json())
      .terms.map((t) => t.guid);
    const n = fresh();
    return postJson(gw.app, `/apps/${ext}/enrollment`, {
      firstName: 'Nadia',
      lastName: 'Newcomer',
      userName: `nadia.flags${n}`,
      password: 'Lantern#Quay58',
      email: `nadia.flags${n}@example.com`,
      acceptedTerms: terms,
    });
  },
  forgotPassword: (ext) => postJson(gw.app, `/apps/${ext}/forgotcredential`, { userName: 'ready.rita' }),
  forgotUsername: (ext, issuerId) =>
    postJson(gw.app, `/apps/${ext}/identities`, {
      email: `ready.rita@${new URL(configOf(issuerId).issuerWebSiteUrl).hostname.replace(/^www\./, '')}`,
    }),
  migration: (ext) =>
    postJson(gw.app, `/apps/${ext}/migration`, { userName: 'migrate.mia', email: 'mia@tailspinrewards.example' }),
};

/** §6, as the shell's guard applies it (shell/src/routing/guard.ts), per demo issuer. */
const EXPECTED: Record<string, Record<IssuerFlow, boolean>> = {
  acme: { signIn: true, enrolment: true, forgotPassword: true, forgotUsername: true, migration: true },
  // Activation-only: enrolment, login, forgot password and forgot username go to card activation.
  contoso: { signIn: false, enrolment: false, forgotPassword: false, forgotUsername: false, migration: true },
  // App login disabled: every public route goes to /error.
  fabrikam: { signIn: false, enrolment: false, forgotPassword: false, forgotUsername: false, migration: false },
  // SSO: login, forgot password, forgot username and create account are forbidden.
  northwind: { signIn: false, enrolment: false, forgotPassword: false, forgotUsername: false, migration: true },
  tailspin: { signIn: true, enrolment: true, forgotPassword: true, forgotUsername: true, migration: true },
};

describe('§6 issuer flags, enforced by the gateway', () => {
  for (const config of ISSUER_CONFIGS) {
    const ext = config.extAppId;
    for (const flow of Object.keys(FLOWS) as IssuerFlow[]) {
      const allowed = EXPECTED[config.id]?.[flow];
      it(`${config.id} (${
        Object.entries(config.flags)
          .filter(([, on]) => on)
          .map(([flag]) => flag)
          .join(', ') || 'no flag'
      }): ${flow} is ${allowed ? 'served' : 'refused'}`, async () => {
        const res = await FLOWS[flow](ext, config.id);
        if (allowed) expect(res.statusCode, res.body).toBeLessThan(400);
        else expectError(res, 404, 'flowNotOffered');
      });
    }
  }

  it('a code check for an account of an issuer without recovery is refused the same way', async () => {
    const { rows } = await gw.db.query<{ id: string }>(
      "SELECT id FROM users WHERE issuer_id = 'contoso' AND username = 'ready.rita'",
    );
    expectError(
      await postJson(gw.app, `/users/${rows[0]?.id ?? ''}/otp/verification/forgotcredential`, { code: '123456' }),
      404,
      'flowNotOffered',
    );
  });

  it('EXT names every demo issuer', () => {
    expect(Object.values(EXT).sort()).toEqual(ISSUER_CONFIGS.map((c) => c.extAppId).sort());
  });
});
