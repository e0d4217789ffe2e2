import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { EmailSchema, OtvcResponseSchema, TermsResponseSchema } from '@portal/domain/schemas';
import type { StoredSession } from '@portal/domain/session';
import { heldSessionAtom, portalStore } from '@portal/client/state';
import { startTestGateway } from '@portal/ui/testing/network';
import {
  fieldError,
  findTitle,
  notifications,
  popup,
  renderFlow,
  storedSession,
} from '../../../testing/render-prelogin';
import { enrolmentRoutes } from '../routes';
import { ENROLMENT_TERMS, enrolmentSession } from '../testing/fixtures';

const gateway = startTestGateway();
const EMAILS = 'users/guid-nina/emails';
const CODE = 'users/guid-nina/otvc';
const NEW_EMAIL = { emailGuid: 'email-new', email: 'nina.o@bank.example', primary: true };

const open = (session: Partial<StoredSession> = enrolmentSession()) =>
  renderFlow({ routes: enrolmentRoutes, path: '/createAccount/editEmail', session });
const emailInput = () => screen.getByRole('textbox', { name: 'New email address' });

beforeEach(() => {
  gateway.reply('get', 'apps/TEST-WEB-01/terms', TermsResponseSchema, { terms: ENROLMENT_TERMS });
});

afterEach(() => {
  vi.resetAllMocks();
});

describe('§2 createAccount/editEmail', () => {
  it('§2 Page refresh: without the enrolment under way it goes back to enroll', async () => {
    await open({});
    await findTitle('Your details');
  });

  it('has one h1 and an email input the browser can fill', async () => {
    await open();
    expect(screen.getAllByRole('heading', { level: 1 }).map((h) => h.textContent)).toEqual([
      'Change your email address',
    ]);
    expect(emailInput().getAttribute('autocomplete')).toBe('email');
  });

  it('decision 013: replaces the unverified email, sends a code to it and is back on verifyCode', async () => {
    const added = gateway.reply('post', EMAILS, EmailSchema, NEW_EMAIL);
    const sent = gateway.reply('post', CODE, OtvcResponseSchema, {
      contactId: 'email-new',
      maskedContact: 'n•••@bank.example',
      expiresIn: 600,
    });
    const { user } = await open();
    await user.type(emailInput(), 'nina.o@bank.example{Enter}');
    await findTitle('Check your email');
    expect(added.map((r) => r.body)).toEqual([{ email: 'nina.o@bank.example' }]);
    expect(sent.map((r) => r.body)).toEqual([{ contactId: 'email-new' }]);
    expect(
      screen.getByText('We sent a 6-digit code to nina.o@bank.example. It can be used for 10 minutes.'),
    ).toBeTruthy();
    expect(portalStore.get(heldSessionAtom).userPrimaryEmail).toBe('nina.o@bank.example');
    expect(storedSession().contactId).toBe('email-new');
    expect(storedSession().flowConfig?.code?.sentAt).toBeGreaterThan(Date.now() - 5000);
    // The probe to answer is still the enrolment's.
    expect(storedSession().flowConfig?.probes['VERIFY_USERNAME']).toBe('ref-verify-1');
  });

  it('a code refused for now (429 sendLimitReached) is a notification; the email is changed, and verifyCode says no code went to it yet', async () => {
    gateway.reply('post', EMAILS, EmailSchema, NEW_EMAIL);
    gateway.fail('post', CODE, 'sendLimitReached', 429);
    const { user } = await open();
    await user.type(emailInput(), 'nina.o@bank.example{Enter}');
    await findTitle('Check your email');
    // §8: customer support follows, the new account's primary email being unverified.
    expect(notifications()).toEqual([{ type: 'error', messageKey: 'errors:code.sendLimit', customerSupport: true }]);
    expect(storedSession().contactId).toBe('email-new');
    expect(
      screen.getByText(
        'Your email address is now nina.o@bank.example, but no code has gone to it yet. Ask for one with Send a new code.',
      ),
    ).toBeTruthy();
    expect(screen.queryByText(/We sent a 6-digit code/)).toBeNull();
  });

  it('§5 an email of the wrong shape is refused on the field', async () => {
    const added = gateway.reply('post', EMAILS, EmailSchema, NEW_EMAIL);
    const { user } = await open();
    await user.type(emailInput(), 'nina..o@bank.example{Enter}');
    await vi.waitFor(() => expect(fieldError(emailInput())).toBe('An email address cannot contain two dots in a row.'));
    expect(added).toEqual([]);
  });

  it('§8 a refused address shows on the form and nothing is sent', async () => {
    gateway.fail('post', EMAILS, 'inputValidationError', 400);
    const sent = gateway.reply('post', CODE, OtvcResponseSchema, { contactId: 'email-new' });
    const { user } = await open();
    await user.type(emailInput(), 'nina.o@bank.example{Enter}');
    // §8: customer support follows, the new account's primary email being unverified.
    await vi.waitFor(() =>
      expect(screen.getAllByRole('alert').map((region) => region.textContent)).toContain(
        'Something went wrong. Please try again. Call 1-800-555-0199.',
      ),
    );
    expect(sent).toEqual([]);
  });

  it('§8 a 500 raises the technical popup', async () => {
    gateway.fail('post', EMAILS, 'VMCP_001', 500);
    const { user } = await open();
    await user.type(emailInput(), 'nina.o@bank.example{Enter}');
    await vi.waitFor(() => expect(popup()?.messageKey).toBe('errors:technical'));
    expect(screen.getByRole('heading', { level: 1, name: 'Change your email address' })).toBeTruthy();
  });

  it('"Keep my email address" goes back to verifyCode', async () => {
    const { user } = await open();
    await user.click(screen.getByRole('link', { name: 'Keep my email address' }));
    await findTitle('Check your email');
  });
});
