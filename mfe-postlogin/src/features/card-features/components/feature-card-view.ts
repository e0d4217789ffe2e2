// What the Features screen shows of each card (§2 Features; §6 Features link, per-card capabilities,
// subscription manager), composed from the shared card and feature rules: this file restates none of them.
import { portalCardLens, portalCardView, primaryFirst, type CardText, type PortalCard } from '@portal/domain/card';
import { cardHasFeatures, cardOffers, cardPushCodes, type CardCapability, type Feature } from '@portal/domain/features';

export interface FeatureCardView {
  readonly panGuid: string;
  /** §3 title: the nickname, or §4's default (brand word plus last four), a message to translate. */
  readonly title: CardText;
  readonly lastFour: string;
  /** What the card offers on the web (cardOffers, as the gateway's card routes serve it), in the rules' table order. */
  readonly capabilities: readonly CardCapability[];
  /** The card's push-provisioning codes (each containing PUSH_PROVISION, §3): all their terms turn it on. */
  readonly pushProvisioningCodes: readonly string[];
}

/**
 * §6 "Features needs … a financial account type and web SDK products": the cards that have a Features
 * entry, primary first (§4 "The primary card is moved to the front").
 */
export function featureCards(cards: readonly PortalCard[], features: readonly Feature[]): FeatureCardView[] {
  return primaryFirst(
    cards.filter((card) => cardHasFeatures(card, features)),
    portalCardLens<PortalCard>(),
  ).map((card) => ({
    panGuid: card.panGuid,
    title: portalCardView(card, 1).title,
    lastFour: card.accountNumberLastFourDigits,
    capabilities: cardOffers(card, features),
    pushProvisioningCodes: cardPushCodes(card, features),
  }));
}

/** The card number as revealed: digits in groups of four, `4111 1111 1111 1111`. */
export function groupedCardNumber(accountNumber: string): string {
  return accountNumber.replace(/(\d{4})(?=\d)/g, '$1 ');
}

/** The same digits as a screen reader should say them: one by one, a pause between groups. */
export function spokenCardNumber(accountNumber: string): string {
  return groupedCardNumber(accountNumber)
    .split(' ')
    .map((group) => group.split('').join(' '))
    .join(', ');
}

/** §3 "expiry shown month/year", the four-digit year by its last two digits: `09/27`. */
export function revealedExpiry(month: number, year: number): string {
  return `${String(month).padStart(2, '0')}/${String(year % 100).padStart(2, '0')}`;
}
