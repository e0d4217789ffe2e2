// §7 Migration: establishAccount at apps/{extAppId}/migration and its code check (013).
import type { FastifyInstance } from 'fastify';
import { CodeVerificationRequestSchema, EstablishAccountRequestSchema } from '@portal/shared/api';
import type { GatewayContext } from '../context';
import { findIssuer } from '../services/issuers';
import { startMigration } from '../services/migration';
import { verifyContactCode } from '../services/recovery';
import { CodeFieldSchema, MigrationFieldsSchema } from './fields';
import { answer, JSON_TYPE, parseWith, readBody } from './request';

export function migrationRoutes(app: FastifyInstance, ctx: GatewayContext): void {
  app.post<{ Params: { extAppId: string } }>('/apps/:extAppId/migration', async (request, reply) => {
    const issuer = await findIssuer(ctx.db, request.params.extAppId);
    // The old app's username is only required (it may predate the §5 rules); the email follows §5.
    const { userName, email } = parseWith(MigrationFieldsSchema, readBody(request, JSON_TYPE, EstablishAccountRequestSchema));
    return answer(reply, await startMigration(ctx, issuer, userName, email));
  });

  app.post<{ Params: { userGuid: string } }>('/users/:userGuid/otp/verification/migration', async (request, reply) => {
    const { code } = parseWith(CodeFieldSchema, readBody(request, JSON_TYPE, CodeVerificationRequestSchema));
    return answer(reply, await verifyContactCode(ctx, request.params.userGuid, 'migration', code));
  });
}
