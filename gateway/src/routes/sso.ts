// Single sign-on (issue 13, decision 031): §7 "oidc requests default with an apiKey query". The
// issuer is the one whose web platform has that API key (§3 held configuration values).
//   POST oidc/authorize?apiKey=          starts a launch at the issuer's partner
//   POST partnerConsumer/enroll?apiKey=  completes it with the partner's answer (§3 federated token)
// No token: these calls are the way in. Both count against the ssoLaunch limits (decision 023's kind).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import * as v from 'valibot';
import { SsoEnrolRequestSchema } from '@portal/shared/schemas';
import type { GatewayContext } from '../context';
import { invalidInput } from '../errors';
import { findIssuerByApiKey, type Issuer } from '../services/issuers';
import { completeLaunch, startLaunch } from '../services/sso';
import { answer, JSON_TYPE, readBody } from './request';

const ApiKeyQuerySchema = v.object({ apiKey: v.pipe(v.string('apiKey is missing'), v.minLength(1, 'apiKey is missing'), v.maxLength(200, 'apiKey is too long')) });

type SsoRequest = FastifyRequest<{ Querystring: Record<string, unknown> }>;

/** The issuer the apiKey query names, its launches limited per client and per issuer. */
async function issuerOf(ctx: GatewayContext, request: SsoRequest): Promise<Issuer> {
  const query = v.safeParse(ApiKeyQuerySchema, request.query);
  if (!query.success) throw invalidInput(query.issues[0].message);
  const issuer = await findIssuerByApiKey(ctx.db, query.output.apiKey);
  await ctx.limit(request, 'ssoLaunch', issuer.id);
  return issuer;
}

export function ssoRoutes(app: FastifyInstance, ctx: GatewayContext): void {
  app.post('/oidc/authorize', async (request: SsoRequest, reply) => {
    const issuer = await issuerOf(ctx, request);
    return answer(reply, await startLaunch(ctx, issuer, (fields, message) => request.log.warn(fields, message)));
  });

  app.post('/partnerConsumer/enroll', async (request: SsoRequest, reply) => {
    const issuer = await issuerOf(ctx, request);
    const body = readBody(request, JSON_TYPE, SsoEnrolRequestSchema);
    return answer(reply, await completeLaunch(ctx, issuer, body, (fields, message) => request.log.warn(fields, message)));
  });
}
