import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type * as Api from '@portal/client/api';
import { acceptTerms, getUserTerms, revokeToken } from '@portal/client/api';
import {
  apiError,
  findTitle,
  installDialog,
  partialAnswer,
  renderFlow,
  signedInWith,
  storedSession,
  tokenAnswer,
} from '../../../testing/render-prelogin';
import { loginRoutes } from '../routes';

vi.mock('@portal/client/api', async (importOriginal) => ({
  ...(await importOriginal<typeof Api>()),
  getUserTerms: vi.fn(),
  acceptTerms: vi.fn(),
  revokeToken: vi.fn(),
}));

beforeAll(installDialog);
beforeEach(() => {
  vi.mocked(getUserTerms).mockResolvedValue([
    { guid: 'terms-ec', featureCode: 'APP', type: 'EC', url: 'https://bank.example/terms/v2' },
    { guid: 'terms-pr', featureCode: 'APP', type: 'PR', url: 'https://bank.example/privacy/v2' },
  ]);
  vi.mocked(revokeToken).mockResolvedValue(undefined);
});
afterEach(() => {
  vi.resetAllMocks();
  vi.restoreAllMocks();
});

const open = () =>
  renderFlow({
    routes: loginRoutes,
    path: '/login/acceptTac',
    session: signedInWith(partialAnswer(['ACCEPT_TNC'], 'partial-tnc')),
  });
const agree = () => screen.getByRole('checkbox', { name: /I have read and agree/ });

describe('§2 login/acceptTac (ACCEPT_TNC)', () => {
  it("shows the user's pending terms as links (new window), the checkbox, Accept and Cancel", async () => {
    await open();
    await findTitle('Our terms have changed');
    await screen.findByRole('checkbox');
    expect(getUserTerms).toHaveBeenCalledWith('guid-chen');
    const links = screen.getAllByRole('link').filter((a) => a.getAttribute('target') === '_blank');
    expect(links.map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['Terms and conditions (opens in a new window)', 'https://bank.example/terms/v2'],
      ['Privacy policy (opens in a new window)', 'https://bank.example/privacy/v2'],
      // No SL item from the gateway: the issuer's own software agreement.
      ['Software licence (opens in a new window)', 'https://bank.example/software'],
    ]);
    expect(screen.getByRole('button', { name: 'Accept' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeTruthy();
  });

  it('§4 Flows Terms: Accept without the box ticked is a form error on the box, and nothing is posted', async () => {
    const { user } = await open();
    await screen.findByRole('checkbox');
    await user.click(screen.getByRole('button', { name: 'Accept' }));
    expect(await screen.findByText('Accept all terms to continue.')).toBeTruthy();
    expect(agree().getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(agree());
    expect(acceptTerms).not.toHaveBeenCalled();
  });

  it('§4 accepting posts the probe ref of tacInfo, then the queue ends at home with full access (keyboard alone)', async () => {
    vi.mocked(acceptTerms).mockResolvedValue(tokenAnswer({ access_token: 'full-9' }));
    const { user } = await open();
    await screen.findByRole('checkbox');
    agree().focus();
    await user.keyboard(' ');
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Accept' }));
    await user.keyboard('{Enter}');
    await findTitle('stand-in: /home');
    expect(acceptTerms).toHaveBeenCalledWith({ probes_ref: 'ref-ACCEPT_TNC' });
    expect(storedSession()).toMatchObject({
      fullAccess: true,
      partialAccess: false,
      token: { value: 'full-9' },
      tacInfo: null,
    });
  });

  it('§8 VMCP_1006 is shown in the terms form, and the page stays', async () => {
    vi.mocked(acceptTerms).mockRejectedValue(apiError('VMCP_1006', 400));
    const { user } = await open();
    await user.click(await screen.findByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Accept' }));
    const alert = await screen.findByText(
      "We couldn't complete your request. Please check your details and try again.",
    );
    expect(alert.closest('[role="alert"]')).not.toBeNull();
    expect(window.location.pathname).toBe('/login/acceptTac');
  });

  it('Cancel asks before leaving; Stay keeps the page, Leave ends the sign-in at login', async () => {
    const { user } = await open();
    await screen.findByRole('checkbox');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    const dialog = screen.getByRole('dialog', { name: 'Leave sign-in?' });
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Stay here' }));
    await user.click(within(dialog).getByRole('button', { name: 'Stay here' }));
    expect(screen.queryByRole('dialog')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await user.click(screen.getByRole('button', { name: 'Leave sign-in' }));
    await findTitle('Sign in');
    expect(storedSession()).toMatchObject({ partialAccess: false, token: null, loginScope: [] });
    await waitFor(() => expect(revokeToken).toHaveBeenCalledWith('partial-tnc'));
  });
});
