// The partner logos of the thank-you page and of push provisioning (§7
// vmeservices/v1/partner/logo/locale/{locale}; §9: 16 of them, in English). The partners are fictional,
// and their logos are small SVGs the gateway draws itself (a coloured rounded rectangle with the name):
// no image file, no third party, no script. In the sandbox each partner also takes pushed cards
// (sandbox-partners.ts), and its logo says where.
import type * as v from 'valibot';
import { PARTNER_LOGO_COUNT } from '@portal/domain/constants';
import { DEFAULT_LOCALE } from '@portal/domain/issuer';
import type { PartnerLogoSchema } from '@portal/domain/schemas';

type PartnerLogoAnswer = v.InferInput<typeof PartnerLogoSchema>;

interface Partner {
  /** The logo's file name without `.svg`. */
  readonly id: string;
  readonly name: string;
  /** The rectangle's colour: dark enough for white text (WCAG AA for large text at least). */
  readonly color: string;
  /** The sandbox stand-in's answer to a pushed card: a real partner's risk checks may decline one. */
  readonly sandboxAnswer?: 'declines';
}

/** Made-up wallets and merchants: names that belong to no real brand. */
const PARTNERS: readonly Partner[] = [
  { id: 'pebblewick-pay', name: 'Pebblewick Pay', color: '#1f4e79' },
  { id: 'lanternfig-market', name: 'Lanternfig Market', color: '#7a3b00' },
  { id: 'quillbrook-books', name: 'Quillbrook Books', color: '#5b2a86' },
  { id: 'harbourmoth-rail', name: 'Harbourmoth Rail', color: '#0b5345' },
  { id: 'orchardlume-grocer', name: 'Orchardlume Grocer', color: '#2e6b1f' },
  { id: 'kestrelpine-travel', name: 'Kestrelpine Travel', color: '#1b4f72' },
  { id: 'mossgable-wallet', name: 'Mossgable Wallet', color: '#3d5a1e' },
  { id: 'tidewhistle-coffee', name: 'Tidewhistle Coffee', color: '#6e2c00' },
  { id: 'brightfern-outfitters', name: 'Brightfern Outfitters', color: '#145a32' },
  { id: 'copperkite-cinemas', name: 'Copperkite Cinemas', color: '#922b21' },
  { id: 'velvetloom-music', name: 'Velvetloom Music', color: '#6c3483' },
  { id: 'fernhollow-pantry', name: 'Fernhollow Pantry', color: '#4a5a0f' },
  { id: 'nimbledrift-rides', name: 'Nimbledrift Rides', color: '#154360' },
  { id: 'saltmarrow-hardware', name: 'Saltmarrow Hardware', color: '#4d4d4d' },
  { id: 'glimmerbox-games', name: 'Glimmerbox Games', color: '#7b241c', sandboxAnswer: 'declines' },
  { id: 'junipercrest-hotels', name: 'Junipercrest Hotels', color: '#0e6251' },
];

/** The languages the logos exist in: §9 "language en" (the names are proper names, never translated). */
const LOGO_LANGUAGES: readonly string[] = [DEFAULT_LOCALE];

/**
 * A locale tag as a client sends one (`en`, `es`, `fr-CA`, `zh_Hant_TW`): a 2 or 3 letter language,
 * then up to four subtags; anything else (a path, markup) is not a locale.
 */
const LOCALE_TAG = /^[A-Za-z]{2,3}(?:[-_][A-Za-z0-9]{1,8}){0,4}$/;

/**
 * The language of the logos answered for a locale tag, or null when the text is not a locale tag (a
 * 400). A locale whose language has no logos of its own gets the English ones (§9's language):
 * asking for `es-MX` is not an error, it answers what there is.
 */
export function logoLanguage(tag: string): string | null {
  if (!LOCALE_TAG.test(tag)) return null;
  const language = (tag.split(/[-_]/)[0] ?? '').toLowerCase();
  return LOGO_LANGUAGES.includes(language) ? language : DEFAULT_LOCALE;
}

/** The path the logo images are served at, under the gateway's own origin. */
export const LOGO_IMAGE_PATH = '/vmeservices/v1/partner/logo/image';

/** Where the sandbox's stand-in of a partner takes pushed cards, under the gateway's origin. */
export const SANDBOX_PARTNER_PATH = '/__dev/partners';

/**
 * §9: the first 16 partners (no more exist), each with its organisation id and the absolute URL of its
 * logo under `origin`; in the sandbox also where it takes a pushed card. Production has no partner
 * endpoints configured, so there a logo shows who can receive the card but cannot push it.
 */
export function partnerLogos(origin: string, sandbox: boolean): PartnerLogoAnswer[] {
  return PARTNERS.slice(0, PARTNER_LOGO_COUNT).map((p) => ({
    name: p.name,
    orgId: p.id,
    imageUrl: new URL(`${LOGO_IMAGE_PATH}/${p.id}.svg`, origin).href,
    ...(sandbox ? { provisionUrl: new URL(`${SANDBOX_PARTNER_PATH}/${p.id}/provision`, origin).href } : {}),
  }));
}

/** The partner with this organisation id, or null. */
export function partnerOf(orgId: string): Partner | null {
  return PARTNERS.find((p) => p.id === orgId) ?? null;
}

const escapeXml = (text: string): string => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const WIDTH = 160;
const HEIGHT = 64;

/**
 * A partner's logo as an SVG document, or null for a file name that is none of theirs. Nothing in it
 * runs or loads anything: shapes, text and a title (what a screen reader says of it).
 */
export function partnerLogoSvg(file: string): string | null {
  const partner = PARTNERS.find((p) => `${p.id}.svg` === file);
  if (!partner) return null;
  const name = escapeXml(partner.name);
  // Long names get a smaller font so they fit inside the rectangle's padding (about 0.6 em a character).
  const fontSize = Math.min(16, Math.floor((WIDTH - 16) / (partner.name.length * 0.6)));
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}" role="img" aria-labelledby="title">`,
    `<title id="title">${name}</title>`,
    `<rect x="1" y="1" width="${WIDTH - 2}" height="${HEIGHT - 2}" rx="12" ry="12" fill="${partner.color}"/>`,
    `<text x="${WIDTH / 2}" y="${HEIGHT / 2}" fill="#ffffff" font-family="Arial, Helvetica, sans-serif" font-size="${fontSize}" font-weight="bold" text-anchor="middle" dominant-baseline="central">${name}</text>`,
    '</svg>',
  ].join('\n');
}
