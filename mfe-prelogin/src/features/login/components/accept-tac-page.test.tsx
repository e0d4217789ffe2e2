import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { TermsResponseSchema, TokenResponseSchema } from '@portal/domain/schemas';
import { startTestGateway, type ReceivedRequest } from '@portal/ui/testing/network';
import {
  findTitle,
  installDialog,
  partialAnswer,
  renderFlow,
  signedInWith,
  storedSession,
  tokenAnswer,
} from '../../../testing/render-prelogin';
import { loginRoutes } from '../routes';

const gateway = startTestGateway();
/** The fields of a form-urlencoded body (the OAuth2 calls). */
const formOf = (request: ReceivedRequest) => Object.fromEntries(new URLSearchParams(String(request.body)));

let terms: ReceivedRequest[];
let revoked: ReceivedRequest[];
beforeAll(installDialog);
beforeEach(() => {
  terms = gateway.reply('get', 'users/guid-chen/getTerms', TermsResponseSchema, {
    terms: [
      { guid: 'terms-ec', featureCode: 'APP', type: 'EC', url: 'https://bank.example/terms/v2' },
      { guid: 'terms-pr', featureCode: 'APP', type: 'PR', url: 'https://bank.example/privacy/v2' },
    ],
  });
  revoked = gateway.replyEmpty('post', 'oauth2/lcm/token/authorized/revocation');
});
afterEach(() => {
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
    // The application's terms of the signed-in user: no feature named.
    expect(terms.map((r) => r.url.searchParams.get('featureCode'))).toEqual([null]);
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
    const accepted = gateway.reply('post', 'oauth2/token/tnc', TokenResponseSchema, tokenAnswer());
    const { user } = await open();
    await screen.findByRole('checkbox');
    await user.click(screen.getByRole('button', { name: 'Accept' }));
    expect(await screen.findByText('Accept all terms to continue.')).toBeTruthy();
    expect(agree().getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(agree());
    expect(accepted).toEqual([]);
  });

  it('§4 accepting posts the probe ref of tacInfo, then the queue ends at home with full access (keyboard alone)', async () => {
    const accepted = gateway.reply(
      'post',
      'oauth2/token/tnc',
      TokenResponseSchema,
      tokenAnswer({ access_token: 'full-9' }),
    );
    const { user } = await open();
    await screen.findByRole('checkbox');
    agree().focus();
    await user.keyboard(' ');
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Accept' }));
    await user.keyboard('{Enter}');
    await findTitle('stand-in: /home');
    expect(accepted.map(formOf)).toEqual([{ grant_type: 'authorization_probe', probes_ref: 'ref-ACCEPT_TNC' }]);
    expect(storedSession()).toMatchObject({
      fullAccess: true,
      partialAccess: false,
      token: { value: 'full-9' },
      tacInfo: null,
    });
  });

  it('§8 VMCP_1006 is shown in the terms form, and the page stays', async () => {
    gateway.fail('post', 'oauth2/token/tnc', 'VMCP_1006', 400);
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
    await waitFor(() =>
      expect(revoked.map(formOf)).toEqual([{ token: 'partial-tnc', token_type_hint: 'access_token' }]),
    );
    expect(revoked[0]?.headers.get('Authorization')).toBe('Bearer partial-tnc');
  });
});
