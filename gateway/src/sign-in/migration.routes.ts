// §7 Migration: establishAccount at apps/{extAppId}/migration and its code check (013).
import type { FastifyInstance } from 'fastify';
import {
  CodeSentResponseSchema,
  CodeVerificationRequestSchema,
  EstablishAccountRequestSchema,
  TokenResponseSchema,
} from '@portal/domain/schemas';
import type { GatewayContext } from '../context';
import { findIssuer } from '../platform/issuers-store';
import { startMigration } from './migration';
import { verifyContactCode } from './recovery';
import { PUBLIC } from '../platform/access';
import { declared, jsonBody, LIMITED, mergeRefusals } from '../platform/operation';
import { CODE_SEND, FLOW, NOT_FOUND, RECOVERY_CODE_CHECK, UNKNOWN_APP } from '../platform/refusals';
import { answer, readBody } from '../platform/request';

const TAG = 'Migration';
const ESTABLISH_BODY = jsonBody(EstablishAccountRequestSchema);
const CODE_BODY = jsonBody(CodeVerificationRequestSchema);

export function migrationRoutes(app: FastifyInstance, ctx: GatewayContext): void {
  app.post<{ Params: { extAppId: string } }>(
    '/apps/:extAppId/migration',
    declared({
      access: PUBLIC,
      tag: TAG,
      summary: "Establish an account from the old application's username and email: a code is sent",
      body: ESTABLISH_BODY,
      answers: { 200: CodeSentResponseSchema },
      refusals: mergeRefusals(UNKNOWN_APP, FLOW, CODE_SEND, LIMITED),
    }),
    async (request, reply) => {
      const issuer = await findIssuer(ctx.db, request.params.extAppId);
      // The establishAccount form's values: the old app's username only required (it may predate the §5
      // rules), the email under §5.
      const { userName, email } = readBody(request, ESTABLISH_BODY);
      await ctx.limit(request, 'recovery', `${issuer.id}:${userName}`);
      return answer(reply, await startMigration(ctx, issuer, userName, email));
    },
  );

  app.post<{ Params: { userGuid: string } }>(
    '/users/:userGuid/otp/verification/migration',
    declared({
      access: PUBLIC,
      tag: TAG,
      summary: 'Check a migration code: a reset token to set the password with',
      body: CODE_BODY,
      answers: { 200: TokenResponseSchema },
      refusals: mergeRefusals(NOT_FOUND, FLOW, RECOVERY_CODE_CHECK, LIMITED),
    }),
    async (request, reply) => {
      const { code } = readBody(request, CODE_BODY);
      // A budget of its own, as forgot password's (sign-in/recovery.routes.ts): a stranger spends none of the sign-in's.
      await ctx.limit(request, 'codeCheck', `migration:${request.params.userGuid}`);
      return answer(reply, await verifyContactCode(ctx, request.params.userGuid, 'migration', code));
    },
  );
}
