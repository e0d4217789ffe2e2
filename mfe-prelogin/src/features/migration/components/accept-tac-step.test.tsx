import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TermsResponseSchema, TokenResponseSchema } from '@portal/domain/schemas';
import { startTestGateway, type ReceivedRequest } from '@portal/ui/testing/network';
import { findTitle, popup, renderFlow, storedSession, tokenAnswer } from '../../../testing/render-prelogin';
import { migrationRoutes } from '../routes';
import { isMigrationNoticeVisible } from '@portal/client/state';
import { atTerms, MIGRATED, PENDING_TERMS } from '../testing/fixtures';

const gateway = startTestGateway();
const TERMS = 'users/guid-mia/getTerms';
const ACCEPT = 'oauth2/token/tnc';
const REVOKE = 'oauth2/lcm/token/authorized/revocation';
/** The fields of a form-urlencoded body (the OAuth2 calls). */
const formOf = (request: ReceivedRequest) => Object.fromEntries(new URLSearchParams(String(request.body)));
let terms: ReceivedRequest[] = [];
let revoked: ReceivedRequest[] = [];

const open = async () => {
  const flow = await renderFlow({
    routes: migrationRoutes,
    path: '/migration/acceptTac',
    session: atTerms(),
    issuer: MIGRATED,
  });
  await screen.findByRole('checkbox');
  return flow;
};

beforeEach(() => {
  terms = gateway.reply('get', TERMS, TermsResponseSchema, { terms: PENDING_TERMS });
  revoked = gateway.replyEmpty('post', REVOKE);
});

afterEach(() => {
  vi.resetAllMocks();
  localStorage.clear();
});

describe('§2 migration/acceptTac', () => {
  it('has one h1 and the pending terms of users/{userGuid}/getTerms, with the terms form', async () => {
    await open();
    expect(screen.getAllByRole('heading', { level: 1 }).map((h) => h.textContent)).toEqual(['Accept our terms']);
    // The application's terms: no feature named in a query.
    expect(terms.map((r) => `${r.url.pathname}${r.url.search}`)).toContain('/test-gateway/users/guid-mia/getTerms');
    expect(screen.getByRole('link', { name: /^Terms and conditions/ }).getAttribute('href')).toBe(
      'https://bank.example/docs/terms-v8',
    );
    expect(screen.getByRole('button', { name: 'Accept' })).toBeTruthy();
  });

  it('accepting answers the ACCEPT_TNC probe; full access goes home with the success message kept in local storage', async () => {
    const accepted = gateway.reply(
      'post',
      ACCEPT,
      TokenResponseSchema,
      tokenAnswer({ access_token: 'full-mia', userGuid: 'guid-mia' }),
    );
    const { user } = await open();
    await user.click(screen.getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Accept' }));
    await vi.waitFor(() => expect(window.location.pathname).toBe('/home'));
    expect(accepted.map(formOf)).toEqual([{ grant_type: 'authorization_probe', probes_ref: 'ref-tnc-1' }]);
    expect(storedSession().fullAccess).toBe(true);
    expect(localStorage.getItem('portal.migrationNotice.guid-mia')).toBe('visible');
    expect(isMigrationNoticeVisible('guid-mia')).toBe(true);
  });

  it('§4 Terms: the box must be ticked, otherwise a form error shows', async () => {
    const accepted = gateway.reply('post', ACCEPT, TokenResponseSchema, tokenAnswer());
    const { user } = await open();
    await user.click(screen.getByRole('button', { name: 'Accept' }));
    expect(await screen.findByText('Accept all terms to continue.')).toBeTruthy();
    expect(accepted).toEqual([]);
  });

  it('decision 025: a lapsed partial token (401) ends the flow; the migrated account signs in again; nothing is migrated-and-done yet', async () => {
    gateway.fail('post', ACCEPT, 'invalidToken', 401);
    const { user } = await open();
    await user.click(screen.getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Accept' }));
    await findTitle('stand-in: /login');
    expect(popup()?.messageKey).toBe('errors:flow.ended');
    expect([storedSession().token, storedSession().flowConfig]).toEqual([null, null]);
    expect(isMigrationNoticeVisible('guid-mia')).toBe(false);
  });

  it('Cancel ends the partial sign-in, revokes its token and goes to login', async () => {
    const { user } = await open();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await findTitle('stand-in: /login');
    await vi.waitFor(() => expect(revoked).toHaveLength(1));
    expect(formOf(revoked[0] as ReceivedRequest)).toEqual({ token: 'partial-mia', token_type_hint: 'access_token' });
    expect(revoked[0]?.headers.get('Authorization')).toBe('Bearer partial-mia');
    expect([storedSession().partialAccess, storedSession().token]).toEqual([false, null]);
  });

  it('terms that cannot be loaded raise the technical popup; the issuer documents are linked and accepting still works', async () => {
    gateway.fail('get', TERMS, 'VMCP_001', 500);
    await open();
    expect(popup()?.messageKey).toBe('errors:technical');
    expect(screen.getByRole('link', { name: /^Terms and conditions/ }).getAttribute('href')).toBe(
      'https://bank.example/terms',
    );
  });
});
