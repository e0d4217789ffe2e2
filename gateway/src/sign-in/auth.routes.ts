// §7 Authentication and session: the token (password grant), renewal (keep-alive), logout
// (revocation) and the server session id (013 Tokens, Sign-in).
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import {
  ACCESS_TOKEN_FIELD,
  DEFAULT_KEEP_ALIVE_URL,
  KEEP_ALIVE_GRANT,
  RevocationRequestSchema,
  ServerSessionResponseSchema,
  TokenRequestSchema,
  TokenResponseSchema,
} from '@portal/domain/schemas';
import type { GatewayContext } from '../context';
import { findIssuer } from '../platform/issuers-store';
import { renewSession } from './sessions';
import { signInWithPassword } from './sign-in';
import { revokeTokenValue } from './tokens';
import { anyToken, PUBLIC, tokenOf } from '../platform/access';
import { declared, formBody, LIMITED, mergeRefusals } from '../platform/operation';
import { timedQueue } from '../platform/hash-queue';
import { clientOf } from '../platform/rate-limits';
import { FLOW, PASSWORD_CHECK, UNKNOWN_APP } from '../platform/refusals';
import { answer, readBody } from '../platform/request';

/** §7 Keep-alive: the form body is grant_type=access_token_renewal (the shared client's constant). */
const KeepAliveRequestSchema = v.object({ grant_type: v.literal(KEEP_ALIVE_GRANT) });

/** §7: the configured keep-alive URL's default and the gateway's own name for the same call. */
export const RENEWAL_PATHS = [DEFAULT_KEEP_ALIVE_URL, '/oauth2/token/renewal'] as const;

const TAG = 'Authentication and session';
const TOKEN_BODY = formBody(TokenRequestSchema);
const KEEP_ALIVE_BODY = formBody(KeepAliveRequestSchema);
const REVOCATION_BODY = formBody(RevocationRequestSchema);

export function authRoutes(app: FastifyInstance, ctx: GatewayContext): void {
  app.post<{ Params: { extAppId: string } }>(
    '/apps/:extAppId/oauth2/token',
    declared({
      access: PUBLIC,
      tag: TAG,
      summary: 'Sign in with a username and password (the password grant)',
      body: TOKEN_BODY,
      answers: { 200: TokenResponseSchema },
      refusals: mergeRefusals(UNKNOWN_APP, FLOW, PASSWORD_CHECK, LIMITED),
    }),
    async (request, reply) => {
      const issuer = await findIssuer(ctx.db, request.params.extAppId);
      // §2 Login applies no §5 rule (a migrated username may predate them): an empty or unknown name
      // is simply not an account, and answers as a wrong password does.
      const body = readBody(request, TOKEN_BODY);
      await ctx.limit(request, 'signIn', `${issuer.id}:${body.username}`);
      if (ctx.config.profile !== 'sandbox')
        return answer(reply, await signInWithPassword(ctx, issuer, body.username, body.password, clientOf(request)));
      // The sandbox says how long the password hash took (Server-Timing), so the bench can split a
      // sign-in's time; production does not give out timings.
      const timed = timedQueue(ctx.passwordQueue);
      try {
        const result = await signInWithPassword(
          { ...ctx, passwordQueue: timed.queue },
          issuer,
          body.username,
          body.password,
          clientOf(request),
        );
        reply.header('Server-Timing', `hash;dur=${timed.ms().toFixed(1)}`);
        return answer(reply, result);
      } catch (error) {
        // A wrong password is answered by the error handler, which keeps the headers set here.
        reply.header('Server-Timing', `hash;dur=${timed.ms().toFixed(1)}`);
        throw error;
      }
    },
  );

  for (const url of RENEWAL_PATHS) {
    app.post(
      url,
      declared({
        access: anyToken(),
        tag: TAG,
        summary: 'Renew the session (keep-alive): a new token in the body and the access_token header',
        body: KEEP_ALIVE_BODY,
        answers: { 200: TokenResponseSchema },
        answerHeaders: { [ACCESS_TOKEN_FIELD]: 'The renewed access token.' },
      }),
      async (request, reply) => {
        const auth = tokenOf(request);
        readBody(request, KEEP_ALIVE_BODY);
        const renewed = await renewSession(ctx, auth);
        // 013: the new token in the access_token header and in the field.
        return answer(reply.header(ACCESS_TOKEN_FIELD, renewed.access_token), renewed);
      },
    );
  }

  app.post(
    '/oauth2/lcm/token/authorized/revocation',
    declared({
      access: PUBLIC,
      tag: TAG,
      summary: 'Sign out: revoke a token (200 whether or not it was valid, RFC 7009)',
      body: REVOCATION_BODY,
      answers: { 200: null },
    }),
    async (request, reply) => {
      const body = readBody(request, REVOCATION_BODY);
      await revokeTokenValue(ctx, body.token);
      // RFC 7009 §2.2: 200 whether or not the token was valid, so the answer tells nothing about it.
      return reply.code(200).header('Cache-Control', 'no-store').send();
    },
  );

  app.get(
    '/renew-server-sessionid',
    declared({
      access: PUBLIC,
      tag: TAG,
      summary: 'A new server session id',
      answers: { 200: ServerSessionResponseSchema },
    }),
    async (_request, reply) => answer(reply, { sessionId: randomUUID() }),
  );
}
