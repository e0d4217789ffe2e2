// How a saved card is shown (spec §3 Card in the portal, derived display; §9 code 840 maps to US).
import { brandFromCode } from './card-brand';
import { cardArtForScreen } from './card-art';
import { isBlankNickname, portalDefaultNickname } from './card-nickname';
import type { PortalCard } from './card-portal';
import type { CardMessage, CardText } from './card-verdict';
import type { MessageKey } from '../text/messages';

export const CARD_DISPLAY_MESSAGE_KEYS = ['card:display.primary', 'card:display.endingIn'] as const;

/** §3: the card number is shown as four dots plus the last four digits. */
const MASKED_NUMBER_DOTS = '••••';

/** §3 cardNumber: `•••• 1234`. */
export function maskedCardNumber(lastFour: string): string {
  return `${MASKED_NUMBER_DOTS} ${lastFour}`;
}

/** What a screen reader should hear instead of four bullets: "Card ending in 1234". */
export function cardEndingInLabel(lastFour: string): CardMessage<'card:display.endingIn'> {
  return { key: 'card:display.endingIn', values: { lastFour } };
}

/** §3: the expiry is shown month/year, the four-digit year by its last two digits: `09/27`. */
export function displayExpiry(month: number, year: number): string {
  return `${String(month).padStart(2, '0')}/${String(year % 100).padStart(2, '0')}`;
}

/** §3 cardType: 'Primary' for the primary card, nothing otherwise. */
export function cardTypeLabel(primary: boolean): 'card:display.primary' | null {
  return primary ? 'card:display.primary' : null;
}

/** §3, §9: billing country codes the server sends as numbers, by the letters shown. */
export const BILLING_COUNTRY_CODES: Readonly<Record<string, string>> = { '840': 'US' };

/** §3: a billing country as shown: 840 is US; letter codes upper-case. */
export function displayCountryCode(code: string): string {
  const trimmed = code.trim();
  return BILLING_COUNTRY_CODES[trimmed] ?? trimmed.toUpperCase();
}

/** §3 title: the nickname, or (none saved) the portal's default, brand word plus last four (§4). */
export function portalCardTitle(
  card: Pick<PortalCard, 'cardNickname' | 'productBrandCode' | 'accountNumberLastFourDigits'>,
): CardText {
  return isBlankNickname(card.cardNickname)
    ? portalDefaultNickname(brandFromCode(card.productBrandCode), card.accountNumberLastFourDigits)
    : { text: card.cardNickname };
}

/**
 * §3 image: "art name plus issuer suffix". The suffix is §3's card art ending, `_web_1x.png` or
 * `_web_2x.png` by the screen's pixel ratio (§9); a name that already ends so is not suffixed twice.
 * The file lives under the issuer's card-art base URL, which the screen prepends. Null with no art.
 */
export function portalCardImage(cardArtFileName: string | undefined, devicePixelRatio: number): string | null {
  return cardArtFileName === undefined || cardArtFileName.trim() === ''
    ? null
    : cardArtForScreen(cardArtFileName.trim(), devicePixelRatio);
}

/** §3 Card in the portal, derived display: everything a card tile shows. */
export interface PortalCardView {
  readonly title: CardText;
  readonly image: string | null;
  readonly cardNumber: string;
  readonly cardNumberLabel: CardMessage;
  readonly expiry: string;
  readonly cardType: MessageKey | null;
  readonly billingCountry: string | null;
}

export function portalCardView(card: PortalCard, devicePixelRatio: number): PortalCardView {
  const country = card.billingAddress?.countryCode;
  return {
    title: portalCardTitle(card),
    image: portalCardImage(card.cardArtFileName, devicePixelRatio),
    cardNumber: maskedCardNumber(card.accountNumberLastFourDigits),
    cardNumberLabel: cardEndingInLabel(card.accountNumberLastFourDigits),
    expiry: displayExpiry(card.expirationMonth, card.expirationYear),
    cardType: cardTypeLabel(card.primary),
    billingCountry: country === undefined || country.trim() === '' ? null : displayCountryCode(country),
  };
}
