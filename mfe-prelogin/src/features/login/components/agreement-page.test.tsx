import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { testIssuer } from '@portal/ui/testing';
import {
  findTitle,
  partialAnswer,
  renderFlow,
  signedInWith,
  storedSession,
  tokenAnswer,
} from '../../../testing/render-prelogin';
import { loginRoutes } from '../routes';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('§2 agreement', () => {
  it("shows the issuer's agreement text, its full software agreement in a new window, and a way back", async () => {
    const issuer = testIssuer();
    await renderFlow({ routes: loginRoutes, path: '/agreement', issuer });
    expect(screen.getAllByRole('heading', { level: 1 }).map((h) => h.textContent)).toEqual(['Cardholder agreement']);
    expect(screen.getByText(issuer.otherInfo.issuer_agreement_text)).toBeTruthy();
    const full = screen.getByRole('link', { name: /Read the full software agreement/ });
    expect([full.getAttribute('href'), full.getAttribute('target')]).toEqual([
      'https://bank.example/software',
      '_blank',
    ]);
    expect(screen.getByRole('link', { name: 'Back to the start page' }).getAttribute('href')).toBe('/');
  });

  it.each([
    ['nobody signed in', () => undefined],
    ['a sign-in under way', signedInWith(partialAnswer(['ACCEPT_TNC']))],
    ['full access', signedInWith(tokenAnswer())],
  ])('is open to everyone (%s): it stays and leaves the session alone', async (_, session) => {
    await renderFlow({ routes: loginRoutes, path: '/agreement', session });
    const before = storedSession();
    await findTitle('Cardholder agreement');
    expect(window.location.pathname).toBe('/agreement');
    expect(storedSession()).toBe(before);
  });
});
