// §7 Forgot username (identities), forgot credential and its code check, resetCredential, and the lcm
// subject credentials reset and change (013 Enrolment, recovery, migration). Each body is checked with
// the portal's own schema (@portal/domain/schemas): the forgotusername, forgotpassword and verifyCode
// forms' values are these bodies.
import type { FastifyInstance } from 'fastify';
import {
  CodeVerificationRequestSchema,
  CredentialChangeRequestSchema,
  CredentialRecoveryRequestSchema,
  CredentialResetRequestSchema,
  UsernameRecoveryRequestSchema,
} from '@portal/domain/schemas';
import type { GatewayContext } from '../context';
import { findIssuer } from '../services/issuers';
import { changePassword, remindUsernames, resetPassword, startRecovery, verifyContactCode } from '../services/recovery';
import { declared, PUBLIC, token, tokenOf } from '../platform/access';
import { clientOf } from '../services/rate-limits';
import { answer, JSON_TYPE, noContent, readBody } from './request';

type AppParams = { Params: { extAppId: string } };
type UserParams = { Params: { userGuid: string } };

/** The ways back in need no token; the reset needs the reset token a verified code answered. */
const OPEN = declared({ access: PUBLIC });
const RESET = declared({ access: token(['reset']) });
const OWN_RESET = declared({ access: token(['reset'], { param: 'userGuid' }) });

export function recoveryRoutes(app: FastifyInstance, ctx: GatewayContext): void {
  app.post<AppParams>('/apps/:extAppId/identities', OPEN, async (request, reply) => {
    const issuer = await findIssuer(ctx.db, request.params.extAppId);
    const { email } = readBody(request, JSON_TYPE, UsernameRecoveryRequestSchema);
    await ctx.limit(request, 'recovery', `${issuer.id}:${email}`);
    await remindUsernames(ctx, issuer, email);
    return noContent(reply);
  });

  app.post<AppParams>('/apps/:extAppId/forgotcredential', OPEN, async (request, reply) => {
    const issuer = await findIssuer(ctx.db, request.params.extAppId);
    const { userName } = readBody(request, JSON_TYPE, CredentialRecoveryRequestSchema);
    // Per name asked for, known or not (decision 022: the same bookkeeping for both).
    await ctx.limit(request, 'recovery', `${issuer.id}:${userName}`);
    return answer(reply, await startRecovery(ctx, issuer, userName));
  });

  app.post<UserParams>('/users/:userGuid/otp/verification/forgotcredential', OPEN, async (request, reply) => {
    const { code } = readBody(request, JSON_TYPE, CodeVerificationRequestSchema);
    // A budget of its own (decision 022): anyone who knows a userGuid can spend it, so it must
    // never be the one the owner's sign-in checks its codes against.
    await ctx.limit(request, 'codeCheck', `recovery:${request.params.userGuid}`);
    return answer(reply, await verifyContactCode(ctx, request.params.userGuid, 'forgotcredential', code));
  });

  app.post<UserParams>('/users/:userGuid/resetCredential', OWN_RESET, async (request, reply) => {
    await resetPassword(ctx, tokenOf(request), readBody(request, JSON_TYPE, CredentialResetRequestSchema).password);
    return noContent(reply);
  });

  // §7 "or the lcm subject credentials reset path": the same reset, the user taken from the token.
  app.post('/oauth2/lcm/subject/credentials/reset', RESET, async (request, reply) => {
    await resetPassword(ctx, tokenOf(request), readBody(request, JSON_TYPE, CredentialResetRequestSchema).password);
    return noContent(reply);
  });

  app.post('/oauth2/lcm/subject/credentials/change', declared({ access: token(['full']) }), async (request, reply) => {
    const auth = tokenOf(request);
    const body = readBody(request, JSON_TYPE, CredentialChangeRequestSchema);
    // A current password is judged as at sign-in: the same limits (decision 023).
    await ctx.limit(request, 'signIn', `user:${auth.userId}`);
    // The new password's §5 rule needs the user's name: changePassword checks it (changePasswordFormSchema).
    await changePassword(ctx, auth, body, clientOf(request));
    return noContent(reply);
  });
}
