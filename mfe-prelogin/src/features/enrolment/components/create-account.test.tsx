import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TermsResponseSchema } from '@portal/domain/schemas';
import { startTestGateway } from '@portal/ui/testing/network';
import { popup, renderFlow } from '../../../testing/render-prelogin';
import { enrolmentRoutes } from '../routes';
import { ENROLMENT_TERMS } from '../testing/fixtures';

const gateway = startTestGateway();
const TERMS = 'apps/TEST-WEB-01/terms';

const open = (locale = 'en') => renderFlow({ routes: enrolmentRoutes, path: '/createAccount', locale });
const linkTo = (name: string) => screen.getByRole('link', { name: new RegExp(`^${name}`) }).getAttribute('href');

afterEach(() => {
  vi.resetAllMocks();
});

describe('§2 createAccount', () => {
  it('has one h1, says what enrolment needs, and starts at createAccount/enroll', async () => {
    gateway.reply('get', TERMS, TermsResponseSchema, { terms: ENROLMENT_TERMS });
    await open();
    expect(screen.getAllByRole('heading', { level: 1 }).map((h) => h.textContent)).toEqual(['Create your account']);
    expect(document.title).toBe('Create your account | Test Bank Cards');
    expect(screen.getAllByRole('list')[0]?.children).toHaveLength(4);
    expect(screen.getByRole('link', { name: 'Start' }).getAttribute('href')).toBe('/createAccount/enroll');
    expect(screen.getByRole('link', { name: 'Already have an account? Sign in' }).getAttribute('href')).toBe('/login');
  });

  it('§7 lists the terms of apps/{extAppId}/terms, each opening in a new window', async () => {
    const read = gateway.reply('get', TERMS, TermsResponseSchema, { terms: ENROLMENT_TERMS });
    await open();
    await screen.findByRole('link', { name: /^Terms and conditions/ });
    expect(read.map((r) => r.url.pathname)).toContain('/test-gateway/apps/TEST-WEB-01/terms');
    expect([linkTo('Terms and conditions'), linkTo('Privacy policy'), linkTo('Software licence')]).toEqual([
      'https://bank.example/docs/terms-v7',
      'https://bank.example/docs/privacy-v3',
      'https://bank.example/docs/licence-v2',
    ]);
    expect(screen.getByRole('link', { name: /^Terms and conditions/ }).getAttribute('target')).toBe('_blank');
  });

  it('shows a spinner while the terms load', async () => {
    // The gateway never answers: the terms are still loading.
    gateway.handle('get', TERMS, () => new Promise<Response>(() => undefined));
    await open();
    expect(screen.getByRole('progressbar', { name: 'Loading' })).toBeTruthy();
  });

  it("§8 terms that cannot be loaded raise the technical popup; the issuer's own documents are linked", async () => {
    gateway.fail('get', TERMS, 'VMCP_001', 500);
    await open();
    await screen.findByRole('link', { name: /^Terms and conditions/ });
    expect(popup()?.messageKey).toBe('errors:technical');
    expect(linkTo('Terms and conditions')).toBe('https://bank.example/terms');
    expect(
      within(screen.getByRole('heading', { name: 'Our terms' }).parentElement ?? document.body).getByRole('link', {
        name: 'Start',
      }),
    ).toBeTruthy();
  });

  it('is in Spanish', async () => {
    gateway.reply('get', TERMS, TermsResponseSchema, { terms: ENROLMENT_TERMS });
    await open('es');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Cree su cuenta');
    expect(screen.getByRole('link', { name: 'Empezar' })).toBeTruthy();
  });
});
