// @portal/domain/testing: React-free fixtures for the tests of every package (an issuer's configuration,
// a locale file's leaves).
import type { IssuerConfig, IssuerFlags } from '../src/issuer';

/** The flags of a standard issuer: none of the §1 special cases. */
export const STANDARD_FLAGS: Readonly<IssuerFlags> = {
  ssoApp: false,
  activationOnlyApp: false,
  cardActivationAllowed: true,
  isCardActivationWebEnabled: true,
  appLoginDisabled: false,
  migratedApp: false,
};

/** A complete, valid issuer configuration (the shape of issuers/<id>/issuer.json). */
export function testIssuer(
  overrides: { flags?: Partial<IssuerFlags> } & Partial<Omit<IssuerConfig, 'flags'>> = {},
): IssuerConfig {
  const { flags, ...rest } = overrides;
  return {
    id: 'testbank',
    extAppId: 'TEST-WEB-01',
    appName: 'Test Bank Cards',
    hosts: [],
    branding: {
      primaryColor: '#0b5cab',
      logo: { src: 'header-logo.svg', alt: 'Test Bank Cards home' },
      favicon: 'favicon.svg',
      marketingImage: { image: 'marketing-banner', alt: 'A person paying with a card' },
      banners: [
        { image: 'jumbotron-1', alt: 'First offer' },
        { image: 'jumbotron-2', alt: 'Second offer' },
        { image: 'jumbotron-3', alt: 'Third offer' },
      ],
      assetExtension: 'png',
    },
    url: {
      contactUs: 'https://bank.example/contact',
      aboutUs: 'https://bank.example/about',
      help: 'https://bank.example/help',
      softAgreement: 'https://bank.example/software',
      learnMoreLink: 'https://bank.example/learn',
      terms: 'https://bank.example/terms',
      privacy: 'https://bank.example/privacy',
    },
    otherInfo: {
      issuer_agreement_text: 'By continuing you agree to the cardholder agreement.',
      enroll_legal_ack_txt: 'I accept the terms.',
      customer_support: 'Call 1-800-555-0199.',
    },
    issuerWebSiteUrl: 'https://bank.example/',
    altTextforIssuerImages: 'Test Bank promotional image',
    supportedLocales: [
      { locale: 'en', defaultLocale: 'Y' },
      { locale: 'es', defaultLocale: 'N' },
    ],
    features: [
      { featureCD: 'BAL_INQ', activeIndicator: 'Y', digitalPlatforms: ['WEB'], supportivePlatforms: [] },
      { featureCD: 'VALERTS', activeIndicator: 'Y', digitalPlatforms: ['IOS'], supportivePlatforms: [] },
    ],
    application: { supportivePlatforms: [{ name: 'WEB', attributes: { API_KEY: 'test-key' } }] },
    analytics: { name: 'test-bank', id: 'TB-1' },
    isSmsFreeApp: false,
    ...rest,
    flags: { ...STANDARD_FLAGS, ...flags },
  };
}

/**
 * Every leaf of a message tree (a locale file) as `[dotted key, text]`, in file order; the items of a
 * list of texts are leaves of their own (`list.0`). For the tests that hold en and es to each other.
 */
export function messageLeaves(tree: unknown, prefix = ''): [string, string][] {
  if (typeof tree === 'string' || typeof tree === 'number' || typeof tree === 'boolean')
    return [[prefix, String(tree)]];
  if (typeof tree !== 'object' || tree === null) return [];
  const entries: [string, unknown][] = Array.isArray(tree)
    ? tree.map((item, i) => [String(i), item])
    : Object.entries(tree);
  return entries.flatMap(([key, value]) => messageLeaves(value, prefix ? `${prefix}.${key}` : key));
}

/** The `{{placeholders}}` of a message, sorted (a translation must keep every one). */
export const placeholdersOf = (text: string): string[] =>
  [...text.matchAll(/{{\s*(\w+)\s*}}/g)].map((m) => m[1] ?? '').sort();
