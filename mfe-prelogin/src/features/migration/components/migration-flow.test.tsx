// The migration screen as a whole: which issuers have it, where a URL without the flow lands, and
// the verification step entered in place (§2 "navigated to without triggering the route").
import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CodeSentResponseSchema } from '@portal/domain/schemas';
import type { StoredSession } from '@portal/domain/session';
import { testIssuer } from '@portal/ui/testing';
import { startTestGateway } from '@portal/ui/testing/network';
import { findTitle, renderFlow, storedSession } from '../../../testing/render-prelogin';
import { migrationRoutes } from '../routes';
import { atReset, atTerms, atVerify, MIGRATED } from '../testing/fixtures';

const gateway = startTestGateway();
const MIGRATION = 'apps/TEST-WEB-01/migration';

const open = (path: string, session?: Partial<StoredSession>, issuer = MIGRATED) =>
  renderFlow({ routes: migrationRoutes, path, session, issuer });

beforeEach(() => {
  // acceptTac's terms never come: the step shows while they load.
  gateway.handle('get', 'users/guid-mia/getTerms', () => new Promise<Response>(() => undefined));
});

afterEach(() => {
  vi.resetAllMocks();
});

describe('§2 Migration routes', () => {
  it('§1 an issuer that is not a migrated app has no migration pages', async () => {
    await open('/migration/establishAccount', undefined, testIssuer());
    await findTitle('Page not found');
  });

  it.each([
    '/migration/establishAccount',
    '/migration/verifyAccount',
    '/migration/simVerifyAccount',
    '/migration/resetPassword',
    '/migration/acceptTac',
  ])('%s without a migration under way shows the start, at its URL', async (path) => {
    await open(path);
    await findTitle('Update your account');
    expect(window.location.pathname).toBe('/migration/establishAccount');
  });

  it.each(['/migration', '/migration/nothing'])(
    "%s is no route of §2: not the flow (the remote's 404 takes it)",
    async (path) => {
      await open(path);
      await findTitle('Page not found');
    },
  );

  it.each([
    ['/migration/verifyAccount', atVerify(), 'Verify your account'],
    ['/migration/simVerifyAccount', atVerify('simVerifyAccount'), 'Check your email'],
    ['/migration/resetPassword', atReset(), 'Choose a new password'],
    ['/migration/acceptTac', atTerms(), 'Accept our terms'],
  ])('§2 Page refresh: %s is restored from the stored flow', async (path, session, title) => {
    await open(path, session);
    await findTitle(title);
  });

  it('a URL of another step than the flow’s shows the flow’s step, at its URL', async () => {
    await open('/migration/acceptTac', atReset());
    await findTitle('Choose a new password');
    expect(window.location.pathname).toBe('/migration/resetPassword');
  });

  it('verification is entered in place: its URL replaces the current one, no history entry is added for it', async () => {
    gateway.reply('post', MIGRATION, CodeSentResponseSchema, {
      userGuid: 'guid-mia',
      contactId: 'email-mia',
      maskedContact: 'm•••@bank.example',
    });
    const { user } = await open('/migration/establishAccount');
    await findTitle('Update your account');
    const replace = vi.spyOn(window.history, 'replaceState');
    const push = vi.spyOn(window.history, 'pushState');
    await user.type(screen.getByRole('textbox', { name: 'Username' }), 'migrate.mia');
    await user.type(screen.getByRole('textbox', { name: 'Email address' }), 'mia@bank.example{Enter}');
    await findTitle('Verify your account');
    expect(window.location.pathname).toBe('/migration/verifyAccount');
    expect(replace.mock.calls.map((call) => call[2])).toContain('/migration/verifyAccount');
    // The only pushes are the steps' own back-button guards, each a copy of the entry it guards.
    expect(
      push.mock.calls.every(([state]) => typeof state === 'object' && state !== null && 'portalBackGuard' in state),
    ).toBe(true);
  });

  it('§3 isSmsFreeApp, from the issuer’s configuration: the verification step is simVerifyAccount, by email only, and the session keeps it', async () => {
    gateway.reply('post', MIGRATION, CodeSentResponseSchema, {
      userGuid: 'guid-mia',
      maskedContact: 'm•••@bank.example',
    });
    const { user } = await open(
      '/migration/establishAccount',
      undefined,
      testIssuer({ flags: { migratedApp: true }, isSmsFreeApp: true }),
    );
    await user.type(screen.getByRole('textbox', { name: 'Username' }), 'migrate.mia');
    await user.type(screen.getByRole('textbox', { name: 'Email address' }), 'mia@bank.example{Enter}');
    await findTitle('Check your email');
    expect(window.location.pathname).toBe('/migration/simVerifyAccount');
    expect(
      screen.getByText(
        'If your details matched, we emailed a 6-digit code to m•••@bank.example. It can be used for 10 minutes.',
      ),
    ).toBeTruthy();
    expect(storedSession().isSmsFreeApp).toBe(true);
  });
});
