// Seeds (and re-seeds) the issuers from the issuers/ folders: a changed configuration is picked up
// at the next start; an invalid one is logged and left out.
import type { LoadedIssuer } from '@portal/issuers';
import type { Database } from './database';

export async function seedIssuers(db: Database, issuers: readonly LoadedIssuer[]): Promise<number> {
  for (const { config } of issuers) {
    await db.transaction(async (tx) => {
      await tx.query(
        `INSERT INTO issuers (id, ext_app_id, app_name, card_activation_web_enabled, application_platforms, config, updated_at)
         VALUES ($1, $2, $3, $4, $5, $6, now())
         ON CONFLICT (id) DO UPDATE SET ext_app_id = EXCLUDED.ext_app_id, app_name = EXCLUDED.app_name,
           card_activation_web_enabled = EXCLUDED.card_activation_web_enabled,
           application_platforms = EXCLUDED.application_platforms, config = EXCLUDED.config, updated_at = now()`,
        [
          config.id,
          config.extAppId,
          config.appName,
          config.flags.isCardActivationWebEnabled,
          JSON.stringify(config.application.supportivePlatforms),
          JSON.stringify(config),
        ],
      );
      await tx.query('DELETE FROM issuer_features WHERE issuer_id = $1', [config.id]);
      for (const [position, f] of config.features.entries()) {
        await tx.query(
          'INSERT INTO issuer_features (issuer_id, feature_cd, active_indicator, digital_platforms, supportive_platforms, position) VALUES ($1, $2, $3, $4, $5, $6)',
          [
            config.id,
            f.featureCD,
            f.activeIndicator,
            f.digitalPlatforms,
            JSON.stringify(f.supportivePlatforms),
            position,
          ],
        );
      }
      await tx.query('DELETE FROM issuer_locales WHERE issuer_id = $1', [config.id]);
      for (const [position, l] of config.supportedLocales.entries()) {
        await tx.query('INSERT INTO issuer_locales (issuer_id, locale, is_default, position) VALUES ($1, $2, $3, $4)', [
          config.id,
          l.locale,
          l.defaultLocale === 'Y',
          position,
        ]);
      }
    });
  }
  return issuers.length;
}
