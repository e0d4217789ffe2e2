// GET dpsapps/{extAppId} (§7 Application details): features filtered to the web ones,
// supportedLocales with the default marked, isCardActivationWebEnabled, application.supportivePlatforms.
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { webFeatures } from '@portal/domain/features';
import { type AppDetails, AppDetailsSchema, ExtAppIdSchema } from '@portal/domain/issuer';
import type { Queryable } from '../db/database';
import { CODES, sendError } from '../errors';
import { issuerApplicationRow, issuerFeatures, issuerLocales } from './issuers-store';
import { PUBLIC } from './access';
import { declared } from './operation';
import { UNKNOWN_APP } from './refusals';

/** §8: the application is not known to the gateway. */
export const UNKNOWN_APP_CODE = CODES.unknownApp;

export async function findAppDetails(db: Queryable, extAppId: string): Promise<AppDetails | null> {
  const issuer = await issuerApplicationRow(db, extAppId);
  if (!issuer) return null;
  const locales = await issuerLocales(db, issuer.id);
  return {
    features: webFeatures(await issuerFeatures(db, issuer.id)),
    supportedLocales: locales.map((l) => ({ locale: l.locale, defaultLocale: l.isDefault ? 'Y' : 'N' })),
    isCardActivationWebEnabled: issuer.cardActivationWebEnabled,
    application: { supportivePlatforms: issuer.applicationPlatforms },
  };
}

export function appDetailsRoutes(app: FastifyInstance, db: Queryable): void {
  app.get<{ Params: { extAppId: string } }>(
    '/dpsapps/:extAppId',
    declared({
      access: PUBLIC,
      tag: 'Application',
      summary: "The application's details: its web features, locales, card activation and platforms (§7)",
      answers: { 200: AppDetailsSchema },
      refusals: UNKNOWN_APP,
    }),
    async (request, reply) => {
      const id = v.safeParse(ExtAppIdSchema, request.params.extAppId);
      if (!id.success)
        return sendError(reply, 400, 'inputValidationError', id.issues[0]?.message ?? 'invalid extAppId');
      const details = await findAppDetails(db, id.output);
      if (!details) return sendError(reply, 404, UNKNOWN_APP_CODE, `No application ${id.output}`);
      return reply.header('Cache-Control', 'no-store').send(details);
    },
  );
}
