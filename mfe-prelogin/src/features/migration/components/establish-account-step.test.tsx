import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { heldSessionAtom, portalStore } from '@portal/client/state';
import { CodeSentResponseSchema } from '@portal/domain/schemas';
import { startTestGateway } from '@portal/ui/testing/network';
import { fieldError, findTitle, popup, renderFlow, storedSession } from '../../../testing/render-prelogin';
import { migrationRoutes } from '../routes';
import { MIGRATED } from '../testing/fixtures';

const gateway = startTestGateway();
const MIGRATION = 'apps/TEST-WEB-01/migration';

const open = (locale = 'en') =>
  renderFlow({ routes: migrationRoutes, path: '/migration/establishAccount', issuer: MIGRATED, locale });
const box = (name: string) => screen.getByRole('textbox', { name });

afterEach(() => {
  vi.resetAllMocks();
});

describe('§2 migration/establishAccount', () => {
  it('has one h1, its title, and username and email inputs the browser can fill', async () => {
    await open();
    expect(screen.getAllByRole('heading', { level: 1 }).map((h) => h.textContent)).toEqual(['Update your account']);
    expect(document.title).toBe('Update your account | Test Bank Cards');
    expect([box('Username').getAttribute('autocomplete'), box('Email address').getAttribute('autocomplete')]).toEqual([
      'username',
      'email',
    ]);
  });

  it('decision 013: sends the username and email, keeps who the code went to, holds the email only in memory', async () => {
    const established = gateway.reply('post', MIGRATION, CodeSentResponseSchema, {
      userGuid: 'guid-mia',
      contactId: 'email-mia',
      maskedContact: 'm•••@bank.example',
    });
    const { user } = await open();
    await user.type(box('Username'), 'migrate.mia');
    await user.type(box('Email address'), 'mia@bank.example{Enter}');
    await findTitle('Verify your account');
    expect(established.map((r) => r.body)).toEqual([{ userName: 'migrate.mia', email: 'mia@bank.example' }]);
    const session = storedSession();
    expect([
      session.userId,
      session.userName,
      session.contactId,
      session.flowConfig?.flow,
      session.flowConfig?.step,
    ]).toEqual(['guid-mia', 'migrate.mia', 'email-mia', 'migration', 'verifyAccount']);
    expect(portalStore.get(heldSessionAtom).migrationContact).toBe('mia@bank.example');
    expect(JSON.stringify(session)).not.toContain('mia@bank.example');
    expect(
      screen.getByText(
        'If your details matched, we sent a 6-digit code to m•••@bank.example. It can be used for 10 minutes.',
      ),
    ).toBeTruthy();
  });

  it('§5 both fields are required, and the email must be one', async () => {
    const established = gateway.reply('post', MIGRATION, CodeSentResponseSchema, { userGuid: 'guid-mia' });
    const { user } = await open();
    await user.type(box('Email address'), 'mia@');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await vi.waitFor(() => expect(fieldError(box('Username'))).toBe('Enter your username.'));
    expect(fieldError(box('Email address'))).not.toBe('');
    expect(document.activeElement).toBe(box('Username'));
    expect(established).toEqual([]);
  });

  it('§8 a 500 raises the technical popup and the step stays', async () => {
    gateway.fail('post', MIGRATION, 'VMCP_001', 500);
    const { user } = await open();
    await user.type(box('Username'), 'migrate.mia');
    await user.type(box('Email address'), 'mia@bank.example{Enter}');
    await vi.waitFor(() => expect(popup()?.messageKey).toBe('errors:technical'));
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Update your account');
  });

  it('§8 a refusal without a row of its own shows on the form', async () => {
    gateway.fail('post', MIGRATION, 'inputValidationError', 400);
    const { user } = await open();
    await user.type(box('Username'), 'migrate.mia');
    await user.type(box('Email address'), 'mia@bank.example{Enter}');
    expect(await screen.findByText('Something went wrong. Please try again.')).toBeTruthy();
  });

  it('is in Spanish', async () => {
    await open('es');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Actualice su cuenta');
    expect(screen.getByRole('button', { name: 'Continuar' })).toBeTruthy();
  });
});
