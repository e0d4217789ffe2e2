// §7 One-time verification code: POST users/{userGuid}/otvc {contactId} with the partial token
// (013 Sending a code); the code answers the token's first open code probe.
import type { FastifyInstance } from 'fastify';
import { OtvcRequestSchema } from '@portal/shared/schemas';
import type { GatewayContext } from '../context';
import { sendProbeCode } from '../services/probe-answers';
import { authenticate, requireUser } from '../services/tokens';
import { answer, JSON_TYPE, readBody } from './request';

export function codeRoutes(app: FastifyInstance, ctx: GatewayContext): void {
  app.post<{ Params: { userGuid: string } }>('/users/:userGuid/otvc', async (request, reply) => {
    const auth = await authenticate(ctx, request, ['partial']);
    requireUser(auth, request.params.userGuid);
    const body = readBody(request, JSON_TYPE, OtvcRequestSchema);
    await ctx.limit(request, 'codeSend', `user:${auth.userId}`);
    return answer(reply, await sendProbeCode(ctx, auth, body.contactId));
  });
}
