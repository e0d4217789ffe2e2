import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type * as Api from '@portal/client/api';
import { getProvisionedCard } from '@portal/client/api';
import type * as Query from '@portal/client/query';
import { renderInPortal, setStoredSession, setUpPortal, testIssuer } from '@portal/ui/testing';
import { ssoMessages } from '../../../i18n/messages';
import { SsoAddCardPage } from './sso-add-card-page';

vi.mock('@portal/client/api', async (importOriginal) => ({
  ...(await importOriginal<typeof Api>()),
  getProvisionedCard: vi.fn(),
}));
// The member's cards and addresses: none yet (the page's one cache is the shared query layer's).
vi.mock('@portal/client/query', async (importOriginal) => ({
  ...(await importOriginal<typeof Query>()),
  usePortalQuery: vi.fn(() => ({ data: [], isError: false, isPending: false, refetch: vi.fn() })),
}));

const CARD = {
  accountNumber: '4000111122223339',
  expirationMonth: '09',
  expirationYear: '2030',
  nameOnAccount: 'Alice Thornton',
  accountType: 'DEBIT_CARD',
  alreadyAdded: false,
} as const;

async function renderPage(locale = 'en') {
  window.history.replaceState(null, '', '/sso/addCard');
  await setUpPortal({
    issuer: testIssuer({ flags: { ssoApp: true } }),
    access: 'full',
    locale,
    messages: { sso: ssoMessages },
  });
  setStoredSession({ userId: 'user-1' });
  return renderInPortal(<SsoAddCardPage />, 'sso');
}

beforeEach(() => {
  window.dataLayer = [];
  vi.mocked(getProvisionedCard).mockReset();
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('§6 the SSO card flow (sso/addCard)', () => {
  it("shows the bank's card in the shared form's SSO variant, with its h1 and title; Cancel logs out (the sign-out page)", async () => {
    vi.mocked(getProvisionedCard).mockResolvedValue(CARD);
    await renderPage();
    expect(screen.getAllByRole('heading', { level: 1 }).map((h) => h.textContent)).toEqual(['Add your card']);
    const number = await screen.findByRole('textbox', { name: 'Card number' });
    expect(number).toHaveProperty('readOnly', true);
    expect(number).toHaveProperty('value', '4000 1111 2222 3339');
    expect(getProvisionedCard).toHaveBeenCalledWith('test-key');
    expect(document.title).toBe('Add your card | Test Bank Cards');
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(window.location.pathname).toBe('/signOut'));
  });

  it.each([
    ['no card provisioned', null],
    ['its card added already', { ...CARD, alreadyAdded: true }],
  ])('a member with %s goes home, replacing the page', async (_name, answer) => {
    vi.mocked(getProvisionedCard).mockResolvedValue(answer);
    const entries = window.history.length;
    await renderPage();
    await waitFor(() => expect(window.location.pathname).toBe('/home'));
    expect(window.history.length).toBe(entries);
  });

  it('a failed load says so and Try again asks again', async () => {
    vi.mocked(getProvisionedCard).mockRejectedValueOnce(new Error('down')).mockResolvedValue(CARD);
    await renderPage();
    expect(await screen.findByText('We could not load your card.')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('textbox', { name: 'Card number' })).toBeTruthy();
  });

  it('in Spanish', async () => {
    vi.mocked(getProvisionedCard).mockResolvedValue(CARD);
    await renderPage('es');
    expect(await screen.findByRole('heading', { level: 1, name: 'Agregue su tarjeta' })).toBeTruthy();
  });
});
