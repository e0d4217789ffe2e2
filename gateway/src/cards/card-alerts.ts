// A card's alerts (§3 Features VALERTS and DLY_LOW_BAL, §5 the threshold of 1 to 9999, §6 the
// alerts capability, §7 paymentInstruments/{paymentGuid}/alerts). A card offers the alerts whose codes
// are both among its features and among its issuer's active web features; one it never saved is off,
// with no threshold. Only the daily low-balance alert has a threshold: required to turn it on, kept
// when it is turned off. A save is one transaction under the card's lock, so saves made at once leave
// the rows of one of them, never a mixture.
import { cardOffers } from '@portal/domain/features';
import { ALERT_TYPES, type AlertType, type CardAlerts, type CardAlertSetting } from '@portal/domain/schemas';
import { validateThreshold } from '@portal/domain/identity';
import type { GatewayContext } from '../context';
import { lockForTransaction, type Queryable } from '../db/database';
import { GatewayError, invalidInput } from '../errors';
import { HISTORY_CURRENCY } from './card-history';
import { type CardOwner, ownedCard } from './cards';
import { alertRows, writeAlertRow } from './cards-store';
import { issuerFeatures } from '../platform/issuers-store';
import { cardFactsOf } from './card-facts';

/** The daily low-balance alert, the one with a threshold (§3 DLY_LOW_BAL, §5 threshold). */
const LOW_BALANCE: AlertType = 'DLY_LOW_BAL';

const alertsNotOffered = () =>
  new GatewayError(404, '404', "The card's issuer offers no alerts for this card on the web.");

/** The caller's card and the alerts it offers on the web, in ALERT_TYPES order; 404 without the alerts capability. */
async function alertingCard(
  db: Queryable,
  owner: CardOwner,
  panGuid: string,
): Promise<{ panGuid: string; offered: AlertType[] }> {
  const card = await ownedCard(db, owner, panGuid);
  const features = await issuerFeatures(db, owner.issuerId);
  const facts = await cardFactsOf(db, owner.issuerId, card);
  if (!cardOffers(facts, features).includes('alerts')) throw alertsNotOffered();
  // Per code, the same rule: the code on the card and among the active web features.
  const offered = ALERT_TYPES.filter((code) =>
    cardOffers({ ...facts, cardFeatures: facts.cardFeatures.filter((c) => c === code) }, features).includes('alerts'),
  );
  return { panGuid: card.pan_guid, offered };
}

async function answerOf(db: Queryable, panGuid: string, offered: readonly AlertType[]): Promise<CardAlerts> {
  const rows = await alertRows(db, panGuid);
  const alerts = offered.map((alertType): CardAlertSetting => {
    const row = rows.find((r) => r.alert_type === alertType);
    return {
      alertType,
      enabled: row?.enabled ?? false,
      ...(row && row.threshold !== null ? { threshold: row.threshold } : {}),
    };
  });
  // The threshold is an amount in the currency of the card's balance.
  return { alerts, currencyCode: HISTORY_CURRENCY };
}

/** §7 GET …/alerts: every alert the card offers on the web, off and without threshold until saved. */
export async function getCardAlerts(
  ctx: Pick<GatewayContext, 'db'>,
  owner: CardOwner,
  panGuid: string,
): Promise<CardAlerts> {
  const card = await alertingCard(ctx.db, owner, panGuid);
  return answerOf(ctx.db, card.panGuid, card.offered);
}

/**
 * The §5 threshold of one alert of a request body, checked before the body's schema reads it, so that
 * a refusal names the rule and never quotes the value sent (a schema's own message would: "received
 * 1.5"). Only a JSON number is a threshold: the text "12" is refused as well.
 */
export function checkThresholds(body: unknown): unknown {
  const given = typeof body === 'object' && body !== null && 'alerts' in body ? body.alerts : undefined;
  if (!Array.isArray(given)) return body;
  const alerts: readonly unknown[] = given;
  for (const [i, alert] of alerts.entries()) {
    if (typeof alert !== 'object' || alert === null || !('threshold' in alert) || alert.threshold === undefined)
      continue;
    const threshold: unknown = alert.threshold;
    // null is no threshold given (required); text, even of digits, is not a number (range).
    const rule =
      typeof threshold === 'number' || threshold === null ? validateThreshold(threshold) : 'identity:threshold.range';
    if (rule) throw invalidInput(`alerts.${i}.threshold: ${rule} (a whole number from 1 to 9999)`);
  }
  return body;
}

/** The §3/§5 rules a save must keep, beyond the body's shape: offered alerts, once each, a threshold where one belongs. */
function checkSettings(settings: readonly CardAlertSetting[], offered: readonly AlertType[]): void {
  const seen = new Set<AlertType>();
  for (const [i, setting] of settings.entries()) {
    if (!offered.includes(setting.alertType))
      throw invalidInput(`alerts.${i}.alertType: not an alert this card offers on the web`);
    if (seen.has(setting.alertType)) throw invalidInput(`alerts.${i}.alertType: each alert at most once`);
    seen.add(setting.alertType);
    if (setting.alertType !== LOW_BALANCE) {
      if (setting.threshold !== undefined)
        throw invalidInput(`alerts.${i}.threshold: only the daily low-balance alert has a threshold`);
      continue;
    }
    if (setting.threshold === undefined) {
      if (setting.enabled)
        throw invalidInput(
          `alerts.${i}.threshold: identity:threshold.required (the daily low-balance alert needs one to be on)`,
        );
      continue;
    }
    const rule = validateThreshold(setting.threshold);
    if (rule) throw invalidInput(`alerts.${i}.threshold: ${rule} (a whole number from 1 to 9999)`);
  }
}

/**
 * §7 PUT …/alerts: saves the alerts given (the others stay as they were) and answers the card's alerts
 * as GET does. A low-balance alert turned off without a threshold keeps the one it had.
 */
export async function saveCardAlerts(
  ctx: Pick<GatewayContext, 'db' | 'now'>,
  owner: CardOwner,
  panGuid: string,
  settings: readonly CardAlertSetting[],
): Promise<CardAlerts> {
  return ctx.db.transaction(async (tx) => {
    const card = await alertingCard(tx, owner, panGuid);
    checkSettings(settings, card.offered);
    await lockForTransaction(tx, `card-alerts:${card.panGuid}`);
    const now = ctx.now();
    for (const setting of settings) {
      await writeAlertRow(tx, card.panGuid, setting, now);
    }
    return answerOf(tx, card.panGuid, card.offered);
  });
}
