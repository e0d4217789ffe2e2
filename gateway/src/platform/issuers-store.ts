// The issuers (issuers, issuer_features, issuer_locales) and the only SQL that reads them: the issuer a
// request names by {extAppId}, its id, name and mail domain, its features, locales and configuration.
import { hasControlCharacter } from '@portal/domain/identity';
import * as v from 'valibot';
import { AddressAutocompleteConfigSchema, type AddressAutocompleteConfig } from '@portal/domain/address';
import type { Feature, Platform } from '@portal/domain/features';
import {
  ExtAppIdSchema,
  type ActivationQuestionType,
  type CardProduct,
  type IssuerConfig,
  type IssuerFlags,
} from '@portal/domain/issuer';
import type { Queryable } from '../db/database';
import { issuerDomain } from '../db/demo-users';
import { CODES, GatewayError, invalidInput } from '../errors';

export interface Issuer {
  id: string;
  extAppId: string;
  appName: string;
  /** The domain of the issuer's web site without `www.`: demo addresses use it. */
  domain: string;
  /** §1 issuer flags: what §6 forbids the issuer's portal, the gateway refuses (issuer-policy.ts). */
  flags: IssuerFlags;
  /** The card activation questions its issuer.json names, if any (`activationQuestionsOf` gives the three it asks). */
  activationQuestions?: readonly ActivationQuestionType[] | undefined;
}

interface IssuerRow {
  id: string;
  ext_app_id: string;
  app_name: string;
  config: Pick<IssuerConfig, 'issuerWebSiteUrl' | 'flags' | 'activationQuestions'>;
}

const toIssuer = (row: IssuerRow): Issuer => ({
  id: row.id,
  extAppId: row.ext_app_id,
  appName: row.app_name,
  domain: issuerDomain(row.config),
  flags: row.config.flags,
  activationQuestions: row.config.activationQuestions,
});

/** The issuer of an {extAppId}, or 404 DPS_0001 (§8: the application is not known). */
export async function findIssuer(db: Queryable, extAppId: string): Promise<Issuer> {
  const id = v.safeParse(ExtAppIdSchema, extAppId);
  if (!id.success) throw invalidInput(id.issues[0].message);
  const row = (
    await db.query<IssuerRow>('SELECT id, ext_app_id, app_name, config FROM issuers WHERE ext_app_id = $1', [extAppId])
  ).rows[0];
  if (!row) throw new GatewayError(404, CODES.unknownApp, `No application ${extAppId}`);
  return toIssuer(row);
}

/**
 * The issuer whose web platform has this API key (§3 held configuration values; §7 "oidc requests
 * default with an apiKey query"), or 404 DPS_0001 as for an unknown application.
 */
export async function findIssuerByApiKey(db: Queryable, apiKey: string): Promise<Issuer> {
  // No key holds a control character, and PostgreSQL refuses a NUL in a text parameter (a 500, the probe's F5).
  if (hasControlCharacter(apiKey)) throw new GatewayError(404, CODES.unknownApp, 'No application has this API key');
  const row = (
    await db.query<IssuerRow>(
      `SELECT id, ext_app_id, app_name, config FROM issuers
       WHERE EXISTS (SELECT 1 FROM jsonb_array_elements(config->'application'->'supportivePlatforms') p WHERE p->>'name' = 'WEB' AND p->'attributes'->>'API_KEY' = $1)`,
      [apiKey],
    )
  ).rows[0];
  if (!row) throw new GatewayError(404, CODES.unknownApp, 'No application has this API key');
  return toIssuer(row);
}

export async function issuerById(db: Queryable, id: string): Promise<Issuer> {
  const row = (await db.query<IssuerRow>('SELECT id, ext_app_id, app_name, config FROM issuers WHERE id = $1', [id]))
    .rows[0];
  if (!row) throw new GatewayError(404, CODES.unknownApp, `No issuer ${id}`);
  return toIssuer(row);
}

/** An issuer's features, all of them, in its configuration's order (§3 Features; §6 reads which count for the web). */
export async function issuerFeatures(db: Queryable, issuerId: string): Promise<Feature[]> {
  const { rows } = await db.query<{
    feature_cd: string;
    active_indicator: 'Y' | 'N';
    digital_platforms: string[];
    supportive_platforms: Platform[];
  }>(
    'SELECT feature_cd, active_indicator, digital_platforms, supportive_platforms FROM issuer_features WHERE issuer_id = $1 ORDER BY position',
    [issuerId],
  );
  return rows.map((f) => ({
    featureCD: f.feature_cd,
    activeIndicator: f.active_indicator,
    digitalPlatforms: f.digital_platforms,
    supportivePlatforms: f.supportive_platforms,
  }));
}

/**
 * §2 maps autocomplete: the hosted places service an issuer's wallet loads, or null (off:
 * SPEC-DECISIONS). The environment's (GATEWAY_ADDRESS_AUTOCOMPLETE, or the sandbox's stand-in) wins
 * over the issuer's configuration, so a key need not be kept in the issuer's repository.
 */
export async function issuerPlacesService(
  ctx: { db: Queryable; config: { addressAutocomplete: Record<string, AddressAutocompleteConfig> } },
  issuerId: string,
): Promise<AddressAutocompleteConfig | null> {
  const configured = ctx.config.addressAutocomplete[issuerId];
  if (configured) return configured;
  const row = (
    await ctx.db.query<{ service: unknown }>(
      "SELECT config->'addressAutocomplete' AS service FROM issuers WHERE id = $1",
      [issuerId],
    )
  ).rows[0];
  const read = v.safeParse(AddressAutocompleteConfigSchema, row?.service);
  return read.success ? read.output : null;
}

/** §3 Session isSmsFreeApp: the user's issuer's own configuration says whether it sends texts. */
export async function issuerIsSmsFree(db: Queryable, issuerId: string): Promise<boolean> {
  const { rows } = await db.query<{ sms_free: boolean | null }>(
    "SELECT (config->>'isSmsFreeApp')::boolean AS sms_free FROM issuers WHERE id = $1",
    [issuerId],
  );
  return rows[0]?.sms_free === true;
}

/** The BIN ranges and default of an issuer's card art (issuer.json `cardArts`, `defaultCardArt`), or null for no issuer. */
export async function issuerCardArts(
  db: Queryable,
  issuerId: string,
): Promise<Pick<IssuerConfig, 'cardArts' | 'defaultCardArt'> | null> {
  const { rows } = await db.query<{ config: Pick<IssuerConfig, 'cardArts' | 'defaultCardArt'> }>(
    'SELECT config FROM issuers WHERE id = $1',
    [issuerId],
  );
  return rows[0]?.config ?? null;
}

/** What §7 Application details tells of an issuer's application, by its {extAppId}, or null for none. */
export async function issuerApplicationRow(
  db: Queryable,
  extAppId: string,
): Promise<{ id: string; cardActivationWebEnabled: boolean; applicationPlatforms: Platform[] } | null> {
  const { rows } = await db.query<{
    id: string;
    card_activation_web_enabled: boolean;
    application_platforms: Platform[];
  }>('SELECT id, card_activation_web_enabled, application_platforms FROM issuers WHERE ext_app_id = $1', [extAppId]);
  const row = rows[0];
  return row
    ? {
        id: row.id,
        cardActivationWebEnabled: row.card_activation_web_enabled,
        applicationPlatforms: row.application_platforms,
      }
    : null;
}

/** An issuer's locales in its configuration's order, the default marked. */
export async function issuerLocales(
  db: Queryable,
  issuerId: string,
): Promise<{ locale: string; isDefault: boolean }[]> {
  const { rows } = await db.query<{ locale: string; is_default: boolean }>(
    'SELECT locale, is_default FROM issuer_locales WHERE issuer_id = $1 ORDER BY position',
    [issuerId],
  );
  return rows.map((row) => ({ locale: row.locale, isDefault: row.is_default }));
}

/** An issuer's whole configuration as stored (issuer.json, unchecked), or null for no issuer of this id. */
export async function issuerConfigRow(db: Queryable, issuerId: string): Promise<unknown> {
  const { rows } = await db.query<{ config: unknown }>('SELECT config FROM issuers WHERE id = $1', [issuerId]);
  return rows[0]?.config ?? null;
}

/** The issuer's card products (issuer.json `products`, checked at start), or undefined when it lists none. */
export async function issuerProducts(db: Queryable, issuerId: string): Promise<CardProduct[] | undefined> {
  const { rows } = await db.query<{ products: CardProduct[] | null }>(
    "SELECT config->'products' AS products FROM issuers WHERE id = $1",
    [issuerId],
  );
  return rows[0]?.products ?? undefined;
}

/** Whether an issuer of this id exists. */
export async function issuerExists(db: Queryable, id: string): Promise<boolean> {
  return (await db.query('SELECT 1 FROM issuers WHERE id = $1', [id])).rows.length > 0;
}

/**
 * §3 cardFeatures: the codes of the issuer's active features. The portal keeps, per card, those its
 * application also offers on the web (@portal/domain/features cardCapabilities).
 */
export async function issuerFeatureCodes(db: Queryable, issuerId: string): Promise<string[]> {
  return (await issuerFeatures(db, issuerId)).filter((f) => f.activeIndicator === 'Y').map((f) => f.featureCD);
}
