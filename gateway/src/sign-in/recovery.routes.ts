// §7 Forgot username (identities), forgot credential and its code check, resetCredential, and the lcm
// subject credentials reset and change (013 Enrolment, recovery, migration). Each body is checked with
// the portal's own schema (@portal/domain/schemas): the forgotusername, forgotpassword and verifyCode
// forms' values are these bodies.
import type { FastifyInstance } from 'fastify';
import {
  CodeSentResponseSchema,
  CodeVerificationRequestSchema,
  CredentialChangeRequestSchema,
  CredentialRecoveryRequestSchema,
  CredentialResetRequestSchema,
  TokenResponseSchema,
  UsernameRecoveryRequestSchema,
} from '@portal/domain/schemas';
import type { GatewayContext } from '../context';
import { findIssuer } from '../platform/issuers-store';
import { changePassword, remindUsernames, resetPassword, startRecovery, verifyContactCode } from './recovery';
import { PUBLIC, token, tokenOf } from '../platform/access';
import { declared, jsonBody, LIMITED, mergeRefusals, type Operation } from '../platform/operation';
import { clientOf } from '../platform/rate-limits';
import {
  CODE_SEND,
  FLOW,
  NOT_FOUND,
  PASSWORD_CHECK,
  PASSWORD_RULES,
  RECOVERY_CODE_CHECK,
  UNKNOWN_APP,
} from '../platform/refusals';
import { answer, noContent, readBody } from '../platform/request';

type AppParams = { Params: { extAppId: string } };
type UserParams = { Params: { userGuid: string } };

/** The ways back in need no token; the reset needs the reset token a verified code answered. */
const recovery = (rest: Omit<Operation, 'tag'>) => declared({ tag: 'Recovery and password', ...rest });

const USERNAME_BODY = jsonBody(UsernameRecoveryRequestSchema);
const RECOVERY_BODY = jsonBody(CredentialRecoveryRequestSchema);
const CODE_BODY = jsonBody(CodeVerificationRequestSchema);
const RESET_BODY = jsonBody(CredentialResetRequestSchema);
const LCM_RESET_BODY = jsonBody(CredentialResetRequestSchema);
const CHANGE_BODY = jsonBody(CredentialChangeRequestSchema);
const RESET_REFUSALS = mergeRefusals(PASSWORD_RULES, NOT_FOUND);

export function recoveryRoutes(app: FastifyInstance, ctx: GatewayContext): void {
  app.post<AppParams>(
    '/apps/:extAppId/identities',
    recovery({
      access: PUBLIC,
      summary: 'Forgot username: the usernames of an email are sent to it (No Content whether or not it has any)',
      body: USERNAME_BODY,
      answers: { 204: null },
      refusals: mergeRefusals(UNKNOWN_APP, FLOW, CODE_SEND, LIMITED),
    }),
    async (request, reply) => {
      const issuer = await findIssuer(ctx.db, request.params.extAppId);
      const { email } = readBody(request, USERNAME_BODY);
      await ctx.limit(request, 'recovery', `${issuer.id}:${email}`);
      await remindUsernames(ctx, issuer, email);
      return noContent(reply);
    },
  );

  app.post<AppParams>(
    '/apps/:extAppId/forgotcredential',
    recovery({
      access: PUBLIC,
      summary: 'Forgot password: a code is sent to the account of a username (the same answer for an unknown one)',
      body: RECOVERY_BODY,
      answers: { 200: CodeSentResponseSchema },
      refusals: mergeRefusals(UNKNOWN_APP, FLOW, CODE_SEND, LIMITED),
    }),
    async (request, reply) => {
      const issuer = await findIssuer(ctx.db, request.params.extAppId);
      const { userName } = readBody(request, RECOVERY_BODY);
      // Per name asked for, known or not (decision 022: the same bookkeeping for both).
      await ctx.limit(request, 'recovery', `${issuer.id}:${userName}`);
      return answer(reply, await startRecovery(ctx, issuer, userName));
    },
  );

  app.post<UserParams>(
    '/users/:userGuid/otp/verification/forgotcredential',
    recovery({
      access: PUBLIC,
      summary: 'Check a forgot-password code: a reset token',
      body: CODE_BODY,
      answers: { 200: TokenResponseSchema },
      refusals: mergeRefusals(NOT_FOUND, FLOW, RECOVERY_CODE_CHECK, LIMITED),
    }),
    async (request, reply) => {
      const { code } = readBody(request, CODE_BODY);
      // A budget of its own (decision 022): anyone who knows a userGuid can spend it, so it must
      // never be the one the owner's sign-in checks its codes against.
      await ctx.limit(request, 'codeCheck', `recovery:${request.params.userGuid}`);
      return answer(reply, await verifyContactCode(ctx, request.params.userGuid, 'forgotcredential', code));
    },
  );

  app.post<UserParams>(
    '/users/:userGuid/resetCredential',
    recovery({
      access: token(['reset'], { param: 'userGuid' }),
      summary: 'Set a new password with the reset token',
      body: RESET_BODY,
      answers: { 204: null },
      refusals: RESET_REFUSALS,
    }),
    async (request, reply) => {
      await resetPassword(ctx, tokenOf(request), readBody(request, RESET_BODY).password);
      return noContent(reply);
    },
  );

  // §7 "or the lcm subject credentials reset path": the same reset, the user taken from the token.
  app.post(
    '/oauth2/lcm/subject/credentials/reset',
    recovery({
      access: token(['reset']),
      summary: 'Set a new password with the reset token (the user taken from the token)',
      body: LCM_RESET_BODY,
      answers: { 204: null },
      refusals: RESET_REFUSALS,
    }),
    async (request, reply) => {
      await resetPassword(ctx, tokenOf(request), readBody(request, LCM_RESET_BODY).password);
      return noContent(reply);
    },
  );

  app.post(
    '/oauth2/lcm/subject/credentials/change',
    recovery({
      access: token(['full']),
      summary: 'Change the password: the current one and a new one',
      body: CHANGE_BODY,
      answers: { 204: null },
      refusals: mergeRefusals(PASSWORD_CHECK, PASSWORD_RULES, LIMITED),
    }),
    async (request, reply) => {
      const auth = tokenOf(request);
      const body = readBody(request, CHANGE_BODY);
      // A current password is judged as at sign-in: the same limits (decision 023).
      await ctx.limit(request, 'signIn', `user:${auth.userId}`);
      // The new password's §5 rule needs the user's name: changePassword checks it (changePasswordFormSchema).
      await changePassword(ctx, auth, body, clientOf(request));
      return noContent(reply);
    },
  );
}
