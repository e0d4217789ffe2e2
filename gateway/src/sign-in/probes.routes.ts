// §7 Token probe, Two-factor, Identity verification, Terms accept, Reissuance and Idproof promise
// (013 The probes): each takes the partial token and a form with grant_type=authorization_probe.
import type { FastifyInstance } from 'fastify';
import { ProbeRequestSchema, TokenResponseSchema, verifyCodeFormSchema } from '@portal/domain/schemas';
import type { GatewayContext } from '../context';
import { answerProbe } from './probe-answers';
import { ACCEPT_TNC, findOpenProbe, renewSession, reissueProbe, SOLVE_CHALLENGE, VERIFY_USERNAME } from './sessions';
import type { ProbeType } from './tokens-store';
import { token, tokenOf } from '../platform/access';
import { declared, formBody, LIMITED, mergeRefusals } from '../platform/operation';
import { parseWith } from '../platform/validation';
import { CODE_CHECK, NOT_FOUND } from '../platform/refusals';
import { answer, readBody } from '../platform/request';

/** Each probe route, the probe types it answers (oauth2/token/probe answers any of them) and its line. */
const PROBE_ROUTES: readonly (readonly [string, readonly ProbeType[], string])[] = [
  ['/oauth2/token/probe', [VERIFY_USERNAME, SOLVE_CHALLENGE, ACCEPT_TNC], 'Answer any open probe of the sign-in'],
  ['/oauth2/token/idv', [VERIFY_USERNAME], 'Verify the identity with the code sent (VERIFY_USERNAME)'],
  ['/oauth2/token/2fa', [SOLVE_CHALLENGE], 'Answer the two-factor challenge with the code sent (SOLVE_CHALLENGE)'],
  ['/oauth2/token/tnc', [ACCEPT_TNC], 'Accept the terms (ACCEPT_TNC)'],
];

const ANY_PROBE = [VERIFY_USERNAME, SOLVE_CHALLENGE, ACCEPT_TNC] as const;

/** Every probe is answered with the partial token of the sign-in it belongs to. */
const PARTIAL = token(['partial']);
const TAG = 'Sign-in probes';
const PROBE_BODY = formBody(ProbeRequestSchema);

export function probeRoutes(app: FastifyInstance, ctx: GatewayContext): void {
  for (const [url, types, summary] of PROBE_ROUTES) {
    const operation = declared({
      access: PARTIAL,
      tag: TAG,
      summary,
      body: PROBE_BODY,
      answers: { 200: TokenResponseSchema },
      refusals: mergeRefusals(NOT_FOUND, CODE_CHECK, LIMITED),
    });
    app.post(url, operation, async (request, reply) => {
      const auth = tokenOf(request);
      const body = readBody(request, PROBE_BODY);
      const probe = await findOpenProbe(ctx, auth, body.probes_ref, types);
      // The code's rule is the verifyCode form's (6 digits, spaces and hyphens dropped).
      const code = probe.type === ACCEPT_TNC ? null : parseWith(verifyCodeFormSchema, { code: body.code ?? '' }).code;
      // The sign-in's budget, per user across sign-ins (a new sign-in starts no new one): only a holder
      // of the password has a partial token, so the unauthenticated code checks of recovery and
      // migration, which count under keys of their own, cannot spend it (decision 022).
      if (code !== null) await ctx.limit(request, 'codeCheck', `signIn:${auth.userId}`);
      return answer(reply, await answerProbe(ctx, auth, probe, code));
    });
  }

  app.post(
    '/oauth2/token/probe/reissuance',
    declared({
      access: PARTIAL,
      tag: TAG,
      summary: 'Reissue an open probe (a new probes_ref)',
      body: PROBE_BODY,
      answers: { 200: TokenResponseSchema },
      refusals: NOT_FOUND,
    }),
    async (request, reply) => {
      const auth = tokenOf(request);
      const body = readBody(request, PROBE_BODY);
      return answer(reply, await reissueProbe(ctx, auth, await findOpenProbe(ctx, auth, body.probes_ref, ANY_PROBE)));
    },
  );

  // §7 Idproof promise: no demo flow asks for an identity proof, so the promise is taken note of and
  // changes nothing: the answer is the token answer with the same probes (and a new token, as always).
  app.post(
    '/oauth2/token/idproof/promise',
    declared({
      access: PARTIAL,
      tag: TAG,
      summary: 'Promise an identity proof (the same probes, a new token)',
      body: PROBE_BODY,
      answers: { 200: TokenResponseSchema },
      refusals: NOT_FOUND,
    }),
    async (request, reply) => {
      const auth = tokenOf(request);
      const body = readBody(request, PROBE_BODY);
      await findOpenProbe(ctx, auth, body.probes_ref, ANY_PROBE);
      return answer(reply, await renewSession(ctx, auth));
    },
  );
}
