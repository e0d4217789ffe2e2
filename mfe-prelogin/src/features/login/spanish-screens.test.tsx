// CONVENTIONS 10: each sign-in screen in Spanish shows no English and no raw key (the messages
// themselves are checked for the whole namespace in src/i18n/messages.test.tsx).
import { screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { i18n } from '@portal/client/i18n';
import {
  EmailsResponseSchema,
  OtvcResponseSchema,
  PhonesResponseSchema,
  TermsResponseSchema,
} from '@portal/domain/schemas';
import { setStoredSession } from '@portal/ui/testing';
import { startTestGateway } from '@portal/ui/testing/network';
import flowEn from '../../flow/i18n/en.json';
import { PRELOGIN_MESSAGE_FILES } from '../../i18n/message-files';
import {
  installDialog,
  pageText,
  partialAnswer,
  renderFlow,
  signedInWith,
  tokenAnswer,
} from '../../testing/render-prelogin';
import en from './i18n/en.json';
import es from './i18n/es.json';
import { loginRoutes } from './routes';

const gateway = startTestGateway();

/**
 * Every top-level group of the namespace, and the common group of the code step the code screens
 * show (@portal/ui/code-step): a raw key on screen starts with one.
 */
const GROUPS = [...Object.values(PRELOGIN_MESSAGE_FILES).flatMap(({ en: file }) => Object.keys(file)), 'codeStep'];

describe('CONVENTIONS 10 each sign-in screen in Spanish shows no English and no raw key', () => {
  beforeAll(installDialog);
  afterEach(() => {
    vi.restoreAllMocks();
  });

  // A key is `group.camelCase`: the text of two elements run together ("agreement.Leer") is not one.
  const RAW_KEY = new RegExp(`\\b(${GROUPS.join('|')})\\.[a-z]`);

  it.each([
    ['/login', () => undefined, es.login.title],
    ['/login/verifyCode', signedInWith(partialAnswer(['VERIFY_USERNAME'])), es.verifyCode.title],
    ['/login/challenge', signedInWith(partialAnswer(['SOLVE_CHALLENGE'])), es.challenge.title],
    [
      '/login/challenge/verifyCode/phone',
      () => {
        signedInWith(partialAnswer(['SOLVE_CHALLENGE']))();
        setStoredSession({ contactId: 'phone-1' });
      },
      es.challenge.code.phoneTitle,
    ],
    ['/login/acceptTac', signedInWith(partialAnswer(['ACCEPT_TNC'])), es.acceptTac.title],
    [
      '/login/forcePasswordReset',
      signedInWith(tokenAnswer({ scope: 'partial /credentials/reset' })),
      es.forceReset.title,
    ],
    ['/login/forcePasswordReset/success', () => undefined, es.forceReset.success.title],
    ['/timeout', () => undefined, es.timeout.title],
    ['/agreement', () => undefined, es.agreement.title],
  ])('%s', async (path, session, title) => {
    gateway.reply('get', 'users/guid-chen/emails', EmailsResponseSchema, {
      emails: [{ emailGuid: 'email-1', email: 'c•••@bank.example', primary: true }],
    });
    gateway.reply('get', 'users/guid-chen/phones', PhonesResponseSchema, {
      phones: [{ phoneGuid: 'phone-1', phoneNumber: '(•••) •••-0142', primary: true }],
    });
    gateway.reply('post', 'users/guid-chen/otvc', OtvcResponseSchema, {
      contactId: 'phone-1',
      maskedContact: '(•••) •••-0142',
      expiresIn: 600,
    });
    gateway.reply('get', 'users/guid-chen/getTerms', TermsResponseSchema, {
      terms: [{ guid: 'terms-ec', featureCode: 'APP', type: 'EC', url: 'https://bank.example/terms' }],
    });
    await renderFlow({ routes: loginRoutes, path, session, locale: 'es' });
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeTruthy();
    // Let the screen's calls answer, so what they bring is in the page too.
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(pageText()).not.toMatch(RAW_KEY);
    const verify = i18n.getFixedT('en', 'common')('codeStep.verify');
    expect(verify).toBe('Verify');
    for (const english of [
      en.login.submit,
      verify,
      en.challenge.submit,
      flowEn.terms.accept,
      en.forceReset.submit,
      en.timeout.signIn,
    ]) {
      expect(pageText()).not.toContain(english);
    }
  });
});
