// The issuer configuration: spec §1 (per-issuer configuration and flags) and §3 (Application details:
// url, otherInfo, issuerWebSiteUrl, altTextforIssuerImages, assets, supportedLocales, features).
// One schema, used by the issuers build, the shell server, the gateway's seed and the shell itself.
import * as v from 'valibot';
import { ActivationQuestionsSchema } from './activation-questions';
import { binRangeConflict, BinRangeSchema } from './bin-ranges';
import { CardProductsSchema, unknownProductFeature } from './card-products';
import { AddressAutocompleteConfigSchema } from '../address/address-autocomplete';
import { FeatureSchema, PlatformSchema } from '../features/features';

const text = (what: string) =>
  v.pipe(v.string(`${what} must be text`), v.trim(), v.nonEmpty(`${what} must not be empty`));

const httpUrl = (what: string) =>
  v.pipe(
    v.string(`${what} must be a URL`),
    v.url(`${what} must be an absolute URL`),
    v.check((s) => /^https?:\/\//i.test(s), `${what} must use http or https`),
  );

/** A BCP 47 language, optionally with a region: `en`, `es`, `fr-CA`. */
const LocaleCodeSchema = v.pipe(
  v.string('a locale must be text'),
  v.regex(/^[a-z]{2}(?:-[A-Z]{2})?$/, 'a locale is a language code, optionally with a region (en, es, fr-CA)'),
);

/** §3: supportedLocales entries each hold a locale and defaultLocale Y. */
const SupportedLocaleSchema = v.strictObject({
  locale: LocaleCodeSchema,
  defaultLocale: v.picklist(['Y', 'N'], 'defaultLocale must be Y or N'),
});
export type SupportedLocale = v.InferOutput<typeof SupportedLocaleSchema>;

export const SupportedLocalesSchema = v.pipe(
  v.array(SupportedLocaleSchema, 'supportedLocales must be a list'),
  v.minLength(1, 'supportedLocales must list at least one locale'),
  v.check(
    (list) => list.filter((l) => l.defaultLocale === 'Y').length === 1,
    'exactly one supported locale must be marked defaultLocale Y',
  ),
  v.check(
    (list) => new Set(list.map((l) => l.locale)).size === list.length,
    'a locale is listed twice in supportedLocales',
  ),
);

/** File names inside the issuer's assets folder; no path separators, no traversal. */
const assetFile = (what: string) =>
  v.pipe(
    v.string(`${what} must be a file name`),
    v.regex(
      /^[a-z0-9][a-z0-9._-]*\.(?:png|jpg|jpeg|webp|svg|ico)$/i,
      `${what} must be a file name in the assets folder`,
    ),
  );

/** A base asset name that §3 Assets expands by device type and pixel ratio (jumbotron-1, marketing-banner). */
const assetBase = (what: string) =>
  v.pipe(
    v.string(`${what} must be text`),
    v.regex(/^[a-z0-9][a-z0-9-]*$/, `${what} must be a base asset name such as jumbotron-1`),
  );

const BannerSchema = v.strictObject({
  image: assetBase('banner image'),
  alt: text('banner alt text'),
});

/** Card art is in pixels at 1x; left out, it is §9's 164x105 (the lookup fills it in). */
const cardArtSize = (what: string) =>
  v.optional(
    v.pipe(
      v.number(`${what} must be a number`),
      v.integer(`${what} must be a whole number of pixels`),
      v.minValue(1, `${what} must be at least 1`),
    ),
  );

/** A card art's base name: §3's files are `<name>_web_1x.png` and `<name>_web_2x.png` in the assets folder. */
const cardArtName = (what: string) =>
  v.pipe(
    v.string(`${what} must be text`),
    v.regex(
      /^[a-z0-9][a-z0-9-]*$/,
      `${what} must be a base name such as acme-visa (the files are <name>_web_1x.png and <name>_web_2x.png)`,
    ),
  );

/** One card art and the BINs of the cards that carry it. */
const CardArtSchema = v.strictObject({
  image: cardArtName('cardArts image'),
  binRanges: v.pipe(
    v.array(BinRangeSchema, 'binRanges must be a list'),
    v.minLength(1, 'a card art needs at least one BIN range'),
  ),
  width: cardArtSize('card art width'),
  height: cardArtSize('card art height'),
});
export type IssuerCardArt = v.InferOutput<typeof CardArtSchema>;

/** Ranges of different card arts nest or are apart, so the narrowest holding a BIN names one art. */
const cardArtConflict = (arts: readonly IssuerCardArt[]) => binRangeConflict(arts, (art) => art.image, 'card arts');

/** §3 card art lookup as data: each art with its BIN ranges; the narrowest range holding a BIN wins. */
const CardArtsSchema = v.pipe(
  v.array(CardArtSchema, 'cardArts must be a list'),
  v.check(
    (arts) => new Set(arts.map((a) => a.image)).size === arts.length,
    'a card art image is listed twice in cardArts: give it several binRanges instead',
  ),
  v.check(
    (arts) => cardArtConflict(arts) === null,
    (issue) => cardArtConflict(issue.input) ?? 'BIN ranges overlap',
  ),
);

/** §1 issuer flags. */
const IssuerFlagsSchema = v.strictObject({
  ssoApp: v.boolean('ssoApp must be true or false'),
  activationOnlyApp: v.boolean('activationOnlyApp must be true or false'),
  cardActivationAllowed: v.boolean('cardActivationAllowed must be true or false'),
  isCardActivationWebEnabled: v.boolean('isCardActivationWebEnabled must be true or false'),
  appLoginDisabled: v.boolean('appLoginDisabled must be true or false'),
  migratedApp: v.boolean('migratedApp must be true or false'),
});
export type IssuerFlags = v.InferOutput<typeof IssuerFlagsSchema>;

/** The external application id of §7 ({extAppId}). */
export const ExtAppIdSchema = v.pipe(
  v.string('extAppId must be text'),
  v.regex(/^[A-Za-z0-9_-]{3,64}$/, 'extAppId must be 3 to 64 letters, digits, _ or -'),
);

/** An issuer's id: its folder's name and its host label (`<id>.localhost`). */
export const IssuerIdSchema = v.pipe(
  v.string('id must be text'),
  v.regex(/^[a-z][a-z0-9-]{1,30}$/, 'id must be lower-case letters, digits and hyphens'),
);

/** The configuration as written; IssuerConfigSchema adds the checks that span fields. */
const IssuerConfigFieldsSchema = v.strictObject({
  /** Folder name and host label: `<id>.localhost`. */
  id: IssuerIdSchema,
  extAppId: ExtAppIdSchema,
  appName: text('appName'),
  /** Production host names that serve this issuer, besides `<id>.localhost`. */
  hosts: v.optional(v.array(v.pipe(v.string(), v.regex(/^[a-z0-9.-]+$/, 'a host is a lower-case host name'))), []),
  branding: v.strictObject({
    primaryColor: v.pipe(
      v.string('primaryColor must be text'),
      v.hexColor('primaryColor must be a hex colour such as #0b5cab'),
    ),
    logo: v.strictObject({ src: assetFile('logo.src'), alt: text('logo.alt') }),
    favicon: assetFile('favicon'),
    marketingImage: v.strictObject({ image: assetBase('marketingImage.image'), alt: text('marketingImage.alt') }),
    banners: v.array(BannerSchema, 'banners must be a list'),
    /** The file type of the device and pixel-ratio variants of banners and the marketing image. */
    assetExtension: v.picklist(['png', 'jpg', 'webp', 'svg'], 'assetExtension must be png, jpg, webp or svg'),
  }),
  url: v.strictObject({
    contactUs: httpUrl('url.contactUs'),
    aboutUs: httpUrl('url.aboutUs'),
    help: httpUrl('url.help'),
    softAgreement: httpUrl('url.softAgreement'),
    learnMoreLink: httpUrl('url.learnMoreLink'),
    terms: httpUrl('url.terms'),
    privacy: httpUrl('url.privacy'),
  }),
  otherInfo: v.strictObject({
    issuer_agreement_text: text('otherInfo.issuer_agreement_text'),
    enroll_legal_ack_txt: text('otherInfo.enroll_legal_ack_txt'),
    customer_support: text('otherInfo.customer_support'),
    ssoLink: v.optional(httpUrl('otherInfo.ssoLink')),
  }),
  issuerWebSiteUrl: httpUrl('issuerWebSiteUrl'),
  altTextforIssuerImages: text('altTextforIssuerImages'),
  supportedLocales: SupportedLocalesSchema,
  features: v.array(FeatureSchema, 'features must be a list'),
  application: v.strictObject({
    supportivePlatforms: v.array(PlatformSchema, 'application.supportivePlatforms must be a list'),
  }),
  analytics: v.strictObject({ name: text('analytics.name'), id: text('analytics.id') }),
  flags: IssuerFlagsSchema,
  /**
   * §3 Session isSmsFreeApp: the issuer sends no text messages, so a migration's code goes by email
   * and its verification is migration/simVerifyAccount (§2). Not one of §1's flags; false by default.
   */
  isSmsFreeApp: v.optional(v.boolean('isSmsFreeApp must be true or false'), false),
  /**
   * §3, §7 card art lookup: the issuer's card arts by BIN range. Optional: an issuer without them has
   * no card art, and the lookup answers none.
   */
  cardArts: v.optional(CardArtsSchema),
  /**
   * SPEC-DECISIONS card activation questions: the three the issuer asks, in the screen's order.
   * Optional: the default three (activation-questions.ts).
   */
  activationQuestions: v.optional(ActivationQuestionsSchema),
  /**
   * The issuer's card products (card-products.ts): each card's type and features come from the product
   * its BIN belongs to. Optional: an issuer without products offers every card its whole active list.
   */
  products: v.optional(CardProductsSchema),
  /** The card art of a card whose BIN no range holds (a base name, as cardArts[].image). */
  defaultCardArt: v.optional(cardArtName('defaultCardArt')),
  /**
   * §3 Terms PRODUCT, §7 Step-up: the features with terms of their own, feature code -> the
   * terms' URL. Such a feature is on for a cardholder once they accept them; the gateway seeds each as
   * a PRODUCT terms version (a changed URL is a new version). Optional: no feature needs its own terms.
   */
  featureTerms: v.optional(
    v.record(
      v.pipe(
        v.string('a featureTerms key must be text'),
        v.regex(/^[A-Z0-9_]{1,64}$/, 'a featureTerms key is a feature code such as VISA_PUSH_PROVISION'),
      ),
      httpUrl('featureTerms URL'),
      'featureTerms must map feature codes to URLs',
    ),
  ),
  /**
   * §2 maps autocomplete (SPEC-DECISIONS: off unless configured): the hosted places service the embedded
   * wallet's address form loads, and its browser key. The gateway's GATEWAY_ADDRESS_AUTOCOMPLETE wins.
   */
  addressAutocomplete: v.optional(AddressAutocompleteConfigSchema),
});

export const IssuerConfigSchema = v.pipe(
  IssuerConfigFieldsSchema,
  // A BIN outside every range still gets art: an issuer with card arts names its default.
  v.forward(
    v.partialCheck(
      [['cardArts'], ['defaultCardArt']],
      ({ cardArts, defaultCardArt }) => cardArts === undefined || cardArts.length === 0 || defaultCardArt !== undefined,
      'defaultCardArt is required with cardArts (the art of a card whose BIN no range holds)',
    ),
    ['defaultCardArt'],
  ),
  // A product offers only what the issuer lists (its features say which are active, and where).
  v.forward(
    v.partialCheck(
      [['products'], ['features']],
      ({ products, features }) =>
        unknownProductFeature(
          products,
          features.map((f) => f.featureCD),
        ) === null,
      (issue) =>
        unknownProductFeature(
          issue.input.products,
          issue.input.features.map((f) => f.featureCD),
        ) ?? 'a product names a feature the issuer does not list',
    ),
    ['products'],
  ),
);
export type IssuerConfig = v.InferOutput<typeof IssuerConfigSchema>;
export type IssuerConfigInput = v.InferInput<typeof IssuerConfigSchema>;

/**
 * An issuer's locale overrides: namespace -> nested message tree. They replace product strings
 * (white-label wording) and hold the issuer's own texts (legal pages) in the `issuer` namespace.
 */
type MessageTree = { [key: string]: string | string[] | MessageTree };
const MessageTreeSchema: v.GenericSchema<MessageTree> = v.record(
  v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]+$/, 'a message key is letters, digits, _ or -')),
  v.union(
    [v.string(), v.array(v.string()), v.lazy(() => MessageTreeSchema)],
    'a message is text, a list of paragraphs, or a group of messages',
  ),
);
export const IssuerMessagesSchema = v.record(
  v.pipe(v.string(), v.regex(/^[a-z][a-zA-Z0-9-]*$/, 'a namespace is a lower-case word')),
  MessageTreeSchema,
);
export type IssuerMessages = v.InferOutput<typeof IssuerMessagesSchema>;
export type { MessageTree };

/** The issuer's own texts for a locale, from its configuration (used when no locale file overrides them). */
export function issuerTexts(config: IssuerConfig): MessageTree {
  return {
    appName: config.appName,
    logoAlt: config.branding.logo.alt,
    imagesAlt: config.altTextforIssuerImages,
    marketingAlt: config.branding.marketingImage.alt,
    customerSupport: config.otherInfo.customer_support,
    agreement: config.otherInfo.issuer_agreement_text,
    enrollLegalAck: config.otherInfo.enroll_legal_ack_txt,
    banners: Object.fromEntries(config.branding.banners.map((b) => [b.image, b.alt])),
  };
}

/** Turns valibot issues into "field: message" lines that name the field, for build and load errors. */
export function describeIssues(issues: readonly v.BaseIssue<unknown>[]): string[] {
  return issues.map((issue) => {
    const path = v.getDotPath(issue);
    return path ? `${path}: ${issue.message}` : issue.message;
  });
}
