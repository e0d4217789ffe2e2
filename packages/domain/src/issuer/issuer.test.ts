import fc from 'fast-check';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { testIssuer } from '../../testing';
import { ACTIVATION_QUESTION_TYPES, activationQuestionsOf } from './activation-questions';
import {
  describeIssues,
  ExtAppIdSchema,
  IssuerConfigSchema,
  IssuerMessagesSchema,
  issuerTexts,
  SupportedLocalesSchema,
  type IssuerConfigInput,
} from './issuer';

/** The issues of a config, as the "field: message" lines the build and the shell server print. */
function problems(input: unknown): string[] {
  const result = v.safeParse(IssuerConfigSchema, input);
  return result.success ? [] : describeIssues(result.issues);
}

const valid = (): IssuerConfigInput => testIssuer();

describe('§1 §3 the issuer configuration schema', () => {
  it('accepts the complete test issuer unchanged', () => {
    const issuer = testIssuer();
    expect(v.parse(IssuerConfigSchema, issuer)).toEqual(issuer);
  });

  it('names a broken field by its dotted path', () => {
    const issuer = valid();
    expect(problems({ ...issuer, branding: { ...issuer.branding, primaryColor: 'blue' } })).toEqual([
      'branding.primaryColor: primaryColor must be a hex colour such as #0b5cab',
    ]);
  });

  it.each<[string, (c: IssuerConfigInput) => unknown, string]>([
    ['an empty app name', (c) => ({ ...c, appName: '   ' }), 'appName: appName must not be empty'],
    [
      'a non-http url',
      (c) => ({ ...c, url: { ...c.url, terms: 'ftp://bank.example/terms' } }),
      'url.terms: url.terms must use http or https',
    ],
    [
      'a relative url',
      (c) => ({ ...c, issuerWebSiteUrl: '/home' }),
      'issuerWebSiteUrl: issuerWebSiteUrl must be an absolute URL',
    ],
    [
      'a logo outside the assets folder',
      (c) => ({ ...c, branding: { ...c.branding, logo: { src: '../secret.png', alt: 'x' } } }),
      'branding.logo.src: logo.src must be a file name in the assets folder',
    ],
    [
      'a banner with a file extension',
      (c) => ({ ...c, branding: { ...c.branding, banners: [{ image: 'jumbotron-1.png', alt: 'x' }] } }),
      'branding.banners.0.image: banner image must be a base asset name such as jumbotron-1',
    ],
    [
      'a flag given as text',
      (c) => ({ ...c, flags: { ...c.flags, ssoApp: 'false' } }),
      'flags.ssoApp: ssoApp must be true or false',
    ],
    [
      'a lower-case feature code',
      (c) => ({
        ...c,
        features: [{ featureCD: 'bal_inq', activeIndicator: 'Y', digitalPlatforms: ['WEB'], supportivePlatforms: [] }],
      }),
      'features.0.featureCD: featureCD is an upper-case code such as BAL_INQ',
    ],
    [
      'an unknown asset extension',
      (c) => ({ ...c, branding: { ...c.branding, assetExtension: 'gif' } }),
      'branding.assetExtension: assetExtension must be png, jpg, webp or svg',
    ],
    [
      'a bad extAppId',
      (c) => ({ ...c, extAppId: 'a b' }),
      'extAppId: extAppId must be 3 to 64 letters, digits, _ or -',
    ],
    [
      'a locale listed twice',
      (c) => ({
        ...c,
        supportedLocales: [
          { locale: 'en', defaultLocale: 'Y' },
          { locale: 'en', defaultLocale: 'N' },
        ],
      }),
      'supportedLocales: a locale is listed twice in supportedLocales',
    ],
    [
      'no supported locale',
      (c) => ({ ...c, supportedLocales: [] }),
      'supportedLocales: supportedLocales must list at least one locale',
    ],
    [
      'a malformed locale',
      (c) => ({ ...c, supportedLocales: [{ locale: 'english', defaultLocale: 'Y' }] }),
      'supportedLocales.0.locale: a locale is a language code, optionally with a region (en, es, fr-CA)',
    ],
  ])('reports %s with its path', (_what, broken, line) => {
    expect(problems(broken(valid()))).toContain(line);
  });

  it('a value that is not an object is reported without a path', () => {
    expect(problems(null)).toEqual(['Invalid type: Expected Object but received null']);
  });

  it.each<[string, (c: IssuerConfigInput) => unknown, string]>([
    ['at the top level', (c) => ({ ...c, colour: '#000000' }), 'colour: '],
    ['inside branding', (c) => ({ ...c, branding: { ...c.branding, colour: '#000000' } }), 'branding.colour: '],
    ['inside flags', (c) => ({ ...c, flags: { ...c.flags, beta: true } }), 'flags.beta: '],
    [
      'inside a supported locale',
      (c) => ({ ...c, supportedLocales: [{ locale: 'en', defaultLocale: 'Y', label: 'English' }] }),
      'supportedLocales.0.label: ',
    ],
  ])('rejects an unknown key %s (strictObject)', (_where, broken, prefix) => {
    const lines = problems(broken(valid()));
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(new RegExp(`^${prefix.replace('.', '\\.')}`));
  });

  it('trims text and defaults hosts to none', () => {
    const { hosts: _hosts, ...withoutHosts } = valid();
    const parsed = v.parse(IssuerConfigSchema, { ...withoutHosts, appName: '  Test Bank  ' });
    expect(parsed.appName).toBe('Test Bank');
    expect(parsed.hosts).toEqual([]);
  });

  it.each<[string, boolean]>([
    ['TEST-WEB-01', true],
    ['abc', true],
    ['a_b-C9', true],
    ['ab', false],
    ['x'.repeat(64), true],
    ['x'.repeat(65), false],
    ['has space', false],
    ['slash/id', false],
  ])('§7 extAppId %j is valid: %s', (id, ok) => {
    expect(v.safeParse(ExtAppIdSchema, id).success).toBe(ok);
  });
});

describe('§3 supportedLocales: exactly one default', () => {
  const localeCode = fc.stringMatching(/^[a-z]{2}(?:-[A-Z]{2})?$/);

  it('never throws on arbitrary input', () => {
    fc.assert(
      fc.property(fc.anything(), (input) => {
        expect(v.safeParse(IssuerConfigSchema, input).success).toBe(false);
      }),
      { numRuns: 1000 },
    );
  });

  it('never throws when one field of a valid config holds anything', () => {
    const issuer = valid();
    const keys = Object.keys(issuer);
    fc.assert(
      fc.property(fc.constantFrom(...keys), fc.anything(), (key, value) => {
        const result = v.safeParse(IssuerConfigSchema, { ...issuer, [key]: value });
        if (!result.success) expect(describeIssues(result.issues).length).toBeGreaterThan(0);
      }),
      { numRuns: 1000 },
    );
  });

  it('rejects a config whose supportedLocales has zero or two defaults', () => {
    const issuer = valid();
    fc.assert(
      fc.property(
        fc.uniqueArray(localeCode, { minLength: 2, maxLength: 6 }),
        fc.constantFrom(0, 2),
        fc.nat(),
        fc.nat(),
        (locales, defaults, a, b) => {
          const first = a % locales.length;
          const second = (first + 1 + (b % (locales.length - 1))) % locales.length;
          const marked = defaults === 0 ? [] : [first, second];
          const supportedLocales = locales.map((locale, i) => ({
            locale,
            defaultLocale: marked.includes(i) ? 'Y' : 'N',
          }));
          const lines = problems({ ...issuer, supportedLocales });
          expect(lines).toEqual(['supportedLocales: exactly one supported locale must be marked defaultLocale Y']);
        },
      ),
      { numRuns: 1000 },
    );
  });

  it('accepts distinct locales with exactly one default', () => {
    fc.assert(
      fc.property(fc.uniqueArray(localeCode, { minLength: 1, maxLength: 6 }), fc.nat(), (locales, a) => {
        const supportedLocales = locales.map((locale, i) => ({
          locale,
          defaultLocale: i === a % locales.length ? 'Y' : 'N',
        }));
        expect(v.safeParse(SupportedLocalesSchema, supportedLocales).success).toBe(true);
      }),
      { numRuns: 1000 },
    );
  });
});

describe('§3 §7 card art by BIN range: cardArts and defaultCardArt', () => {
  const visa = { image: 'bank-visa', binRanges: [{ from: '400000', to: '499999' }], width: 164, height: 105 };
  const premium = { image: 'bank-visa-signature', binRanges: [{ from: '411111', to: '411111' }] };
  /** A valid issuer with these card arts and default (null: no default). */
  const withArt = (cardArts: unknown, defaultCardArt: unknown = 'bank-card') => ({
    ...valid(),
    cardArts,
    ...(defaultCardArt === null ? {} : { defaultCardArt }),
  });

  it('are optional: an issuer without them has neither', () => {
    const parsed = v.parse(IssuerConfigSchema, valid());
    expect(parsed.cardArts).toBeUndefined();
    expect(parsed.defaultCardArt).toBeUndefined();
  });

  it('accepts arts whose ranges nest (a single BIN inside a brand) or are apart, and keeps them as written', () => {
    const cardArts = [
      visa,
      premium,
      {
        image: 'bank-mastercard',
        binRanges: [
          { from: '510000', to: '559999' },
          { from: '222100', to: '272099' },
        ],
      },
    ];
    const parsed = v.parse(IssuerConfigSchema, withArt(cardArts));
    expect(parsed.cardArts).toEqual(cardArts);
    expect(parsed.defaultCardArt).toBe('bank-card');
  });

  it('accepts a default alone (every card the same art) and an empty list without a default', () => {
    expect(problems({ ...valid(), defaultCardArt: 'bank-card' })).toEqual([]);
    expect(problems({ ...valid(), cardArts: [] })).toEqual([]);
  });

  it.each<[string, unknown, unknown, string]>([
    [
      'a 5-digit BIN',
      [{ ...visa, binRanges: [{ from: '40000', to: '499999' }] }],
      'bank-card',
      'cardArts.0.binRanges.0.from: a BIN is 6 digits such as 400000',
    ],
    [
      'a BIN with a letter',
      [{ ...visa, binRanges: [{ from: '400000', to: '49999x' }] }],
      'bank-card',
      'cardArts.0.binRanges.0.to: a BIN is 6 digits such as 400000',
    ],
    [
      'a BIN as a number',
      [{ ...visa, binRanges: [{ from: 400000, to: '499999' }] }],
      'bank-card',
      'cardArts.0.binRanges.0.from: a BIN must be text',
    ],
    [
      'a range that ends before it starts',
      [{ ...visa, binRanges: [{ from: '499999', to: '400000' }] }],
      'bank-card',
      'cardArts.0.binRanges.0: a BIN range must not end before it starts (from <= to)',
    ],
    [
      'an art without ranges',
      [{ ...visa, binRanges: [] }],
      'bank-card',
      'cardArts.0.binRanges: a card art needs at least one BIN range',
    ],
    [
      'a file name for an image',
      [{ ...visa, image: 'bank-visa_web_1x.png' }],
      'bank-card',
      'cardArts.0.image: cardArts image must be a base name such as acme-visa (the files are <name>_web_1x.png and <name>_web_2x.png)',
    ],
    [
      'a path as the default',
      [visa],
      '../secret',
      'defaultCardArt: defaultCardArt must be a base name such as acme-visa (the files are <name>_web_1x.png and <name>_web_2x.png)',
    ],
    [
      'a size that is not whole',
      [{ ...visa, width: 164.5 }],
      'bank-card',
      'cardArts.0.width: card art width must be a whole number of pixels',
    ],
    ['a size of zero', [{ ...visa, height: 0 }], 'bank-card', 'cardArts.0.height: card art height must be at least 1'],
    [
      'an image listed twice',
      [visa, { ...visa, binRanges: [{ from: '510000', to: '559999' }] }],
      'bank-card',
      'cardArts: a card art image is listed twice in cardArts: give it several binRanges instead',
    ],
    [
      'cardArts without a default',
      [visa],
      null,
      'defaultCardArt: defaultCardArt is required with cardArts (the art of a card whose BIN no range holds)',
    ],
  ])('reports %s with its path', (_what, cardArts, defaultCardArt, line) => {
    expect(problems(withArt(cardArts, defaultCardArt))).toEqual([line]);
  });

  it('rejects an unknown key in a card art (strictObject)', () => {
    expect(problems(withArt([{ ...visa, alt: 'Visa' }]))).toEqual([
      expect.stringMatching(/^cardArts\.0\.alt: /) as unknown,
    ]);
  });

  it.each<[string, { from: string; to: string }, { from: string; to: string }]>([
    ['partly overlap', { from: '400000', to: '459999' }, { from: '450000', to: '519999' }],
    ['are the same range', { from: '400000', to: '499999' }, { from: '400000', to: '499999' }],
    ['share one end BIN', { from: '400000', to: '450000' }, { from: '450000', to: '499999' }],
  ])('rejects ranges of two arts that %s (the narrowest would not say which is more specific)', (_what, a, b) => {
    const lines = problems(
      withArt([
        { image: 'art-a', binRanges: [a] },
        { image: 'art-b', binRanges: [b] },
      ]),
    );
    expect(lines).toEqual([
      `cardArts: the BIN ranges ${a.from}-${a.to} (art-a) and ${b.from}-${b.to} (art-b) overlap: ranges of different card arts must be apart, or one strictly inside the other`,
    ]);
  });

  it('lets ranges of one art overlap (they name the same art)', () => {
    expect(
      problems(
        withArt([
          {
            image: 'art-a',
            binRanges: [
              { from: '400000', to: '459999' },
              { from: '450000', to: '499999' },
            ],
          },
        ]),
      ),
    ).toEqual([]);
  });

  it('accepts any two ranges of different arts that are apart or strictly nested, and rejects any that partly overlap or are equal', () => {
    const bin = fc.integer({ min: 0, max: 999_999 });
    const range = fc.tuple(bin, bin).map(([x, y]) => ({
      from: String(Math.min(x, y)).padStart(6, '0'),
      to: String(Math.max(x, y)).padStart(6, '0'),
    }));
    fc.assert(
      fc.property(range, range, (a, b) => {
        const [af, at, bf, bt] = [a.from, a.to, b.from, b.to].map(Number) as [number, number, number, number];
        const apart = at < bf || bt < af;
        const equal = af === bf && at === bt;
        const nested = !equal && ((bf <= af && at <= bt) || (af <= bf && bt <= at));
        const lines = problems(
          withArt([
            { image: 'art-a', binRanges: [a] },
            { image: 'art-b', binRanges: [b] },
          ]),
        );
        expect(lines.length === 0).toBe(apart || nested);
      }),
      { numRuns: 1000 },
    );
  });
});

describe('SPEC-DECISIONS card activation questions: activationQuestions', () => {
  it('is optional: an issuer that names none asks the default three', () => {
    const issuer = v.parse(IssuerConfigSchema, valid());
    expect(issuer.activationQuestions).toBeUndefined();
    expect(activationQuestionsOf(issuer)).toEqual(['DATE_OF_BIRTH', 'SSN_LAST_FOUR', 'BILLING_ZIP']);
  });

  it('property: any three different questions are taken, in the order given', () => {
    fc.assert(
      fc.property(fc.shuffledSubarray([...ACTIVATION_QUESTION_TYPES], { minLength: 3, maxLength: 3 }), (questions) => {
        const issuer = v.parse(IssuerConfigSchema, { ...valid(), activationQuestions: questions });
        expect(activationQuestionsOf(issuer)).toEqual(questions);
      }),
      { numRuns: 200 },
    );
  });

  it('property: a list of another length, a question twice or an unknown question is refused, naming the field', () => {
    const question = fc.oneof(fc.constantFrom(...ACTIVATION_QUESTION_TYPES), fc.string());
    fc.assert(
      fc.property(fc.array(question, { maxLength: 6 }), (questions) => {
        const fine =
          questions.length === 3 &&
          new Set(questions).size === 3 &&
          questions.every((q) => (ACTIVATION_QUESTION_TYPES as readonly string[]).includes(q));
        const found = problems({ ...valid(), activationQuestions: questions });
        if (fine) expect(found).toEqual([]);
        else expect(found.length > 0 && found.every((p) => p.startsWith('activationQuestions'))).toBe(true);
      }),
      { numRuns: 1000 },
    );
  });

  it.each<[string, unknown, string]>([
    ['two', ['DATE_OF_BIRTH', 'BILLING_ZIP'], 'activationQuestions: activationQuestions names three questions'],
    [
      'one twice',
      ['DATE_OF_BIRTH', 'BILLING_ZIP', 'DATE_OF_BIRTH'],
      'activationQuestions: activationQuestions names each question once',
    ],
    [
      'an unknown one',
      ['DATE_OF_BIRTH', 'BILLING_ZIP', 'PET_NAME'],
      'activationQuestions.2: an activation question is one of DATE_OF_BIRTH, SSN_LAST_FOUR, BILLING_ZIP, MOTHERS_MAIDEN_NAME',
    ],
  ])('refuses %s', (_what, questions, message) => {
    expect(problems({ ...valid(), activationQuestions: questions })).toEqual([message]);
  });
});

describe('issuer messages and texts', () => {
  it('accepts namespaces of text, paragraphs and nested groups', () => {
    const messages = { issuer: { appName: 'Bank', legal: { terms: ['One.', 'Two.'] } }, prelogin: { 'title-1': 'Hi' } };
    expect(v.parse(IssuerMessagesSchema, messages)).toEqual(messages);
  });

  it.each<[string, unknown, string]>([
    ['an upper-case namespace', { Issuer: { a: 'x' } }, 'Issuer'],
    ['a key with a space', { issuer: { 'app name': 'x' } }, 'issuer.app name'],
    ['a number as a message (reported at the nearest group)', { issuer: { group: { count: 3 } } }, 'issuer.group'],
  ])('rejects %s', (_what, messages, path) => {
    const result = v.safeParse(IssuerMessagesSchema, messages);
    expect(result.success).toBe(false);
    if (!result.success) expect(describeIssues(result.issues).some((line) => line.startsWith(`${path}: `))).toBe(true);
  });

  it('§3 takes the issuer texts from its configuration', () => {
    expect(issuerTexts(testIssuer())).toEqual({
      appName: 'Test Bank Cards',
      logoAlt: 'Test Bank Cards home',
      imagesAlt: 'Test Bank promotional image',
      marketingAlt: 'A person paying with a card',
      customerSupport: 'Call 1-800-555-0199.',
      agreement: 'By continuing you agree to the cardholder agreement.',
      enrollLegalAck: 'I accept the terms.',
      banners: { 'jumbotron-1': 'First offer', 'jumbotron-2': 'Second offer', 'jumbotron-3': 'Third offer' },
    });
  });
});
