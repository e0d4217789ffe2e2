import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { applyIssuerMessages, i18n } from '@portal/client/i18n';
import { renderInPortal, setUpPortal, testIssuer } from '@portal/ui/testing';
import { preloginMessages } from '../../../i18n/messages';
import { LEGAL_DOCUMENTS, LegalPage, type LegalDocument } from './legal-page';

const TITLES: Record<LegalDocument, string> = {
  terms: 'Terms of use',
  privacy: 'Privacy notice',
  electronic_communication: 'Consent to electronic communications',
};

const PARAGRAPHS: Record<LegalDocument, string[]> = {
  terms: ['Terms paragraph one.', 'Terms paragraph two.'],
  privacy: ['Privacy paragraph one.', 'Privacy paragraph two.', 'Privacy paragraph three.'],
  electronic_communication: ['Consent paragraph one.'],
};

const FULL_DOCUMENT: Record<LegalDocument, string | null> = {
  terms: 'https://bank.example/terms',
  privacy: 'https://bank.example/privacy',
  electronic_communication: null,
};

async function renderLegal(
  document: LegalDocument,
  { locale = 'en', withText = true }: { locale?: string; withText?: boolean } = {},
) {
  await setUpPortal({ issuer: testIssuer(), locale, messages: { prelogin: preloginMessages } });
  // Each test starts from the issuer texts setUpPortal gives, with no legal texts left by another test.
  for (const l of ['en', 'es']) i18n.removeResourceBundle(l, 'issuer');
  applyIssuerMessages({ [locale]: { issuer: { appName: 'Test Bank Cards' } } });
  if (withText) applyIssuerMessages({ [locale]: { issuer: { legal: { [document]: PARAGRAPHS[document] } } } });
  return renderInPortal(<LegalPage document={document} />, 'prelogin');
}

beforeEach(() => {
  window.dataLayer = [];
  document.title = '';
});

describe('§2 legal pages', () => {
  it('covers the three documents of §2', () => {
    expect([...LEGAL_DOCUMENTS]).toEqual(['terms', 'privacy', 'electronic_communication']);
  });

  describe.each(LEGAL_DOCUMENTS)('/pages/%s', (doc) => {
    it(`has the h1 "${TITLES[doc]}" and the page title`, async () => {
      await renderLegal(doc);
      const headings = screen.getAllByRole('heading', { level: 1 });
      expect(headings.map((h) => h.textContent)).toEqual([TITLES[doc]]);
      expect(document.title).toBe(`${TITLES[doc]} | Test Bank Cards`);
      expect(window.dataLayer).toEqual([
        { event: 'screen_load', screen: `legal_${doc}`, locale: 'en', issuer: 'test-bank' },
      ]);
    });

    it("shows the issuer's paragraphs, in order", async () => {
      await renderLegal(doc);
      const article = screen.getByTestId(`legal-${doc}`);
      const texts = [...article.querySelectorAll('p')].map((p) => p.textContent);
      expect(texts.slice(0, PARAGRAPHS[doc].length)).toEqual(PARAGRAPHS[doc]);
      expect(screen.queryByText('This document is available from customer support.')).toBeNull();
    });

    const full = FULL_DOCUMENT[doc];
    if (full) {
      it(`links "Read the full document" to ${full}, in a new window`, async () => {
        await renderLegal(doc);
        const link = screen.getByRole('link', { name: /^Read the full document/ });
        expect(link.getAttribute('href')).toBe(full);
        expect(link.getAttribute('target')).toBe('_blank');
        expect(link.getAttribute('rel')?.split(' ')).toContain('noopener');
      });
    } else {
      it('has no "Read the full document" link (the issuer publishes no such document)', async () => {
        await renderLegal(doc);
        expect(screen.getByRole('link', { name: 'Back to the start page' }).getAttribute('href')).toBe('/');
        expect(screen.queryByRole('link', { name: /Read the full document/ })).toBeNull();
      });
    }

    it('shows the fallback sentence when the issuer has no text', async () => {
      await renderLegal(doc, { withText: false });
      expect(screen.getByText('This document is available from customer support.').tagName).toBe('P');
      for (const p of PARAGRAPHS[doc]) expect(screen.queryByText(p)).toBeNull();
    });

    it('links back to the start page', async () => {
      await renderLegal(doc);
      expect(screen.getByRole('link', { name: 'Back to the start page' }).getAttribute('href')).toBe('/');
    });
  });

  it('in Spanish shows the Spanish title and the Spanish text', async () => {
    await renderLegal('privacy', { locale: 'es' });
    expect(screen.getAllByRole('heading', { level: 1 }).map((h) => h.textContent)).toEqual(['Aviso de privacidad']);
    expect(screen.getByText('Privacy paragraph two.').tagName).toBe('P');
    expect(screen.getByRole('link', { name: /^Leer el documento completo/ }).getAttribute('href')).toBe(
      'https://bank.example/privacy',
    );
  });

  it("falls back to the English text when the issuer has none in the cardholder's language", async () => {
    await setUpPortal({ issuer: testIssuer(), locale: 'es', messages: { prelogin: preloginMessages } });
    for (const l of ['en', 'es']) i18n.removeResourceBundle(l, 'issuer');
    applyIssuerMessages({
      en: { issuer: { legal: { terms: ['English only terms.'] } } },
      es: { issuer: { appName: 'Test Bank Cards' } },
    });
    renderInPortal(<LegalPage document="terms" />, 'prelogin');
    expect(screen.getAllByRole('heading', { level: 1 }).map((h) => h.textContent)).toEqual(['Condiciones de uso']);
    expect(screen.getByText('English only terms.').tagName).toBe('P');
  });
});
