// §7 Forgot username (identities), forgot credential and its code check, resetCredential, and the lcm
// subject credentials reset and change (013 Enrolment, recovery, migration).
import type { FastifyInstance } from 'fastify';
import { CodeVerificationRequestSchema, CredentialChangeRequestSchema, CredentialRecoveryRequestSchema, CredentialResetRequestSchema, UsernameRecoveryRequestSchema } from '@portal/shared/api';
import type { GatewayContext } from '../context';
import { findIssuer } from '../services/issuers';
import { changePassword, remindUsernames, resetPassword, startRecovery, verifyContactCode } from '../services/recovery';
import { authenticate, requireUser } from '../services/tokens';
import { CodeFieldSchema, CurrentPasswordSchema, EmailFieldSchema, RecoveryFieldsSchema } from './fields';
import { answer, JSON_TYPE, noContent, parseWith, readBody } from './request';

type AppParams = { Params: { extAppId: string } };
type UserParams = { Params: { userGuid: string } };

export function recoveryRoutes(app: FastifyInstance, ctx: GatewayContext): void {
  app.post<AppParams>('/apps/:extAppId/identities', async (request, reply) => {
    const issuer = await findIssuer(ctx.db, request.params.extAppId);
    const { email } = parseWith(EmailFieldSchema, readBody(request, JSON_TYPE, UsernameRecoveryRequestSchema));
    await remindUsernames(ctx, issuer, email);
    return noContent(reply);
  });

  app.post<AppParams>('/apps/:extAppId/forgotcredential', async (request, reply) => {
    const issuer = await findIssuer(ctx.db, request.params.extAppId);
    const { userName } = parseWith(RecoveryFieldsSchema, readBody(request, JSON_TYPE, CredentialRecoveryRequestSchema));
    return answer(reply, await startRecovery(ctx, issuer, userName));
  });

  app.post<UserParams>('/users/:userGuid/otp/verification/forgotcredential', async (request, reply) => {
    const { code } = parseWith(CodeFieldSchema, readBody(request, JSON_TYPE, CodeVerificationRequestSchema));
    return answer(reply, await verifyContactCode(ctx, request.params.userGuid, 'forgotcredential', code));
  });

  app.post<UserParams>('/users/:userGuid/resetCredential', async (request, reply) => {
    const auth = await authenticate(ctx, request, ['reset']);
    requireUser(auth, request.params.userGuid);
    await resetPassword(ctx, auth, readBody(request, JSON_TYPE, CredentialResetRequestSchema).password);
    return noContent(reply);
  });

  // §7 "or the lcm subject credentials reset path": the same reset, the user taken from the token.
  app.post('/oauth2/lcm/subject/credentials/reset', async (request, reply) => {
    const auth = await authenticate(ctx, request, ['reset']);
    await resetPassword(ctx, auth, readBody(request, JSON_TYPE, CredentialResetRequestSchema).password);
    return noContent(reply);
  });

  app.post('/oauth2/lcm/subject/credentials/change', async (request, reply) => {
    const auth = await authenticate(ctx, request, ['full']);
    const body = readBody(request, JSON_TYPE, CredentialChangeRequestSchema);
    const { currentPassword } = parseWith(CurrentPasswordSchema, body);
    await changePassword(ctx, auth, currentPassword, body.newPassword);
    return noContent(reply);
  });
}
