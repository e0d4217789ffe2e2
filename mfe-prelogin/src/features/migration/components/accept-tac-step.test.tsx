import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { acceptTerms, getUserTerms, revokeToken } from '@portal/client/api';
import type * as Api from '@portal/client/api';
import { apiError, findTitle, popup, renderFlow, storedSession, tokenAnswer } from '../../../testing/render-prelogin';
import { migrationRoutes } from '../routes';
import { isMigrationNoticeVisible } from '@portal/client/state';
import { atTerms, MIGRATED, PENDING_TERMS } from '../testing/fixtures';

vi.mock('@portal/client/api', async (importOriginal) => ({
  ...(await importOriginal<typeof Api>()),
  getUserTerms: vi.fn(),
  acceptTerms: vi.fn(),
  revokeToken: vi.fn(),
}));

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
  vi.mocked(getUserTerms).mockResolvedValue(PENDING_TERMS);
  vi.mocked(revokeToken).mockResolvedValue(undefined);
});

afterEach(() => {
  vi.resetAllMocks();
  localStorage.clear();
});

describe('§2 migration/acceptTac', () => {
  it('has one h1 and the pending terms of users/{userGuid}/getTerms, with the terms form', async () => {
    await open();
    expect(screen.getAllByRole('heading', { level: 1 }).map((h) => h.textContent)).toEqual(['Accept our terms']);
    expect(getUserTerms).toHaveBeenCalledWith('guid-mia');
    expect(screen.getByRole('link', { name: /^Terms and conditions/ }).getAttribute('href')).toBe(
      'https://bank.example/docs/terms-v8',
    );
    expect(screen.getByRole('button', { name: 'Accept' })).toBeTruthy();
  });

  it('accepting answers the ACCEPT_TNC probe; full access goes home with the success message kept in local storage', async () => {
    vi.mocked(acceptTerms).mockResolvedValue(tokenAnswer({ access_token: 'full-mia', userGuid: 'guid-mia' }));
    const { user } = await open();
    await user.click(screen.getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Accept' }));
    await vi.waitFor(() => expect(window.location.pathname).toBe('/home'));
    expect(acceptTerms).toHaveBeenCalledWith({ probes_ref: 'ref-tnc-1' });
    expect(storedSession().fullAccess).toBe(true);
    expect(localStorage.getItem('portal.migrationNotice.guid-mia')).toBe('visible');
    expect(isMigrationNoticeVisible('guid-mia')).toBe(true);
  });

  it('§4 Terms: the box must be ticked, otherwise a form error shows', async () => {
    const { user } = await open();
    await user.click(screen.getByRole('button', { name: 'Accept' }));
    expect(await screen.findByText('Accept all terms to continue.')).toBeTruthy();
    expect(acceptTerms).not.toHaveBeenCalled();
  });

  it('decision 025: a lapsed partial token (401) ends the flow; the migrated account signs in again; nothing is migrated-and-done yet', async () => {
    vi.mocked(acceptTerms).mockRejectedValue(apiError('invalidToken', 401));
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
    expect(revokeToken).toHaveBeenCalledWith('partial-mia');
    expect([storedSession().partialAccess, storedSession().token]).toEqual([false, null]);
  });

  it('terms that cannot be loaded raise the technical popup; the issuer documents are linked and accepting still works', async () => {
    vi.mocked(getUserTerms).mockRejectedValue(apiError('VMCP_001', 500));
    await open();
    expect(popup()?.messageKey).toBe('errors:technical');
    expect(screen.getByRole('link', { name: /^Terms and conditions/ }).getAttribute('href')).toBe(
      'https://bank.example/terms',
    );
  });
});
