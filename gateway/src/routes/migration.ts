// §7 Migration: establishAccount at apps/{extAppId}/migration and its code check (013).
import type { FastifyInstance } from 'fastify';
import { CodeVerificationRequestSchema, EstablishAccountRequestSchema } from '@portal/domain/schemas';
import type { GatewayContext } from '../context';
import { findIssuer } from '../services/issuers';
import { startMigration } from '../services/migration';
import { verifyContactCode } from '../services/recovery';
import { declared, PUBLIC } from '../platform/access';
import { answer, JSON_TYPE, readBody } from './request';

const OPEN = declared({ access: PUBLIC });

export function migrationRoutes(app: FastifyInstance, ctx: GatewayContext): void {
  app.post<{ Params: { extAppId: string } }>('/apps/:extAppId/migration', OPEN, async (request, reply) => {
    const issuer = await findIssuer(ctx.db, request.params.extAppId);
    // The establishAccount form's values: the old app's username only required (it may predate the §5
    // rules), the email under §5.
    const { userName, email } = readBody(request, JSON_TYPE, EstablishAccountRequestSchema);
    await ctx.limit(request, 'recovery', `${issuer.id}:${userName}`);
    return answer(reply, await startMigration(ctx, issuer, userName, email));
  });

  app.post<{ Params: { userGuid: string } }>(
    '/users/:userGuid/otp/verification/migration',
    OPEN,
    async (request, reply) => {
      const { code } = readBody(request, JSON_TYPE, CodeVerificationRequestSchema);
      // A budget of its own, as forgot password's (routes/recovery.ts): a stranger spends none of the sign-in's.
      await ctx.limit(request, 'codeCheck', `migration:${request.params.userGuid}`);
      return answer(reply, await verifyContactCode(ctx, request.params.userGuid, 'migration', code));
    },
  );
}
