// The demo issuers' images and their alt texts: the logo (its link's name, §1 "logo (src, alt)") and
// the marketing image (the side image of the login page, §2).
// The images are drawn by assets-tools/make-demo-assets.mjs: a payment card and a pictogram of
// objects, never a person. An alt text must say what the image shows (WCAG 1.1.1), in every language
// the issuer has: "a person paying at a café" over a drawing of a cup and a card reader tells a
// screen reader user about someone who is not there. Looked at, image by image: the words each alt
// needs are what is drawn.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ISSUERS_DIR, loadIssuer } from './load';

/** What each demo marketing image shows, as words its alt text must contain (en, then es where the issuer has it). */
const DRAWN: Record<string, { en: RegExp[]; es?: RegExp[] }> = {
  acme: { en: [/card/, /payment terminal/, /cup of coffee/], es: [/tarjeta/, /terminal de pago/, /taza de café/] },
  contoso: { en: [/card/, /welcome letter/] },
  fabrikam: { en: [/card/, /notebook/, /pen/] },
  northwind: { en: [/card/, /market stall/, /fruit and vegetables/] },
  tailspin: { en: [/card/, /boarding pass/, /plane/] },
};

/** Words for people, in the demo issuers' languages. */
const PEOPLE = /\b(person|people|members?|travell?er|shopper|customer|persona|personas|miembros?|viajero|cliente)\b/i;

describe('the demo marketing images: alt texts that describe the image (WCAG 1.1.1)', () => {
  it.each(Object.entries(DRAWN))('%s: what is drawn, and no person, in every language', (id, drawn) => {
    const issuer = loadIssuer(ISSUERS_DIR, id);
    const en = issuer.config.branding.marketingImage.alt;
    expect(en).not.toMatch(PEOPLE);
    for (const word of drawn.en) expect(en).toMatch(word);
    const es = issuer.messages['es']?.['issuer'];
    const esAlt = typeof es === 'object' && !Array.isArray(es) ? es['marketingAlt'] : undefined;
    if (drawn.es) {
      expect(typeof esAlt).toBe('string');
      expect(esAlt).not.toMatch(PEOPLE);
      for (const word of drawn.es) expect(esAlt).toMatch(word);
    } else {
      expect(esAlt).toBeUndefined();
    }
  });
});

/** The words a logo shows: the text of its SVG's <text> elements, in reading order. */
function logoWords(assetsDir: string, file: string): string {
  const svg = readFileSync(path.join(assetsDir, file), 'utf8');
  return [...svg.matchAll(/<text\b[^>]*>([^<]*)<\/text>/g)].map((m) => m[1]).join(' ');
}

const normalise = (text: string) => text.toLowerCase().replace(/\s+/g, ' ').trim();

describe('the demo logos: a name that contains the words the logo shows (WCAG 2.5.3)', () => {
  it.each(Object.keys(DRAWN))('%s, in every language it supports', (id) => {
    const issuer = loadIssuer(ISSUERS_DIR, id);
    const words = normalise(logoWords(issuer.assetsDir, issuer.config.branding.logo.src));
    expect(words.length).toBeGreaterThan(0);
    for (const [locale, messages] of Object.entries(issuer.messages)) {
      const texts = messages['issuer'];
      const alt = typeof texts === 'object' && !Array.isArray(texts) ? texts['logoAlt'] : undefined;
      if (typeof alt !== 'string') throw new Error(`${id} ${locale}: no logo alt text`);
      expect(normalise(alt), `${id} ${locale}`).toContain(words);
    }
  });
});
