import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { messageLeaves, placeholdersOf } from '@portal/shared/testing';
import type * as Api from '@portal/shared/api';
import { getEmails, getPhones, getUserTerms, sendVerificationCode } from '@portal/shared/api';
import { patchSession } from '@portal/shared/state';
import { installDialog, pageText, partialAnswer, renderSignIn, signedInWith, tokenAnswer } from '../testing/render-sign-in';
import en from './en.json';
import es from './es.json';

vi.mock('@portal/shared/api', async (importOriginal) => ({
  ...(await importOriginal<typeof Api>()),
  getEmails: vi.fn(),
  getPhones: vi.fn(),
  getUserTerms: vi.fn(),
  sendVerificationCode: vi.fn(),
}));

/** Every leaf key of a message tree, dotted, with its text. */
const leaves = (tree: unknown): Map<string, string> => new Map(messageLeaves(tree));

const placeholders = (message: string | undefined) => placeholdersOf(message ?? '');
const enKeys = leaves(en);
const esKeys = leaves(es);
const GROUPS = ['login', 'verifyCode', 'challenge', 'terms', 'forceReset', 'timeout', 'agreement', 'exceptions'];

/** The source files of the sign-in and terms screens (not tests, not this kit). */
function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'testing' ? [] : sources(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

describe('§10 the sign-in and terms messages (prelogin namespace)', () => {
  it('use only their own top-level groups, so they never clash with the other features', () => {
    expect(Object.keys(en).sort()).toEqual([...GROUPS].sort());
  });

  it('every key is in both en and es, as non-empty text with the same placeholders', () => {
    expect([...enKeys.keys()].filter((k) => !esKeys.has(k))).toEqual([]);
    expect([...esKeys.keys()].filter((k) => !enKeys.has(k))).toEqual([]);
    for (const [key, message] of enKeys) {
      expect(typeof message === 'string' && message.trim() !== '', key).toBe(true);
      expect(typeof esKeys.get(key) === 'string' && String(esKeys.get(key)).trim() !== '', key).toBe(true);
      expect(placeholders(esKeys.get(key)), key).toEqual(placeholders(message));
    }
  });

  it('every literal key the screens ask for exists', () => {
    const dirs = [join(__dirname, '..'), join(__dirname, '../../terms')];
    const asked = dirs.flatMap(sources).flatMap((file) => {
      const text = readFileSync(file, 'utf8');
      const plain = [...text.matchAll(/\bt\(\s*'([A-Za-z]+\.[\w.]+)'/g)].map((m) => m[1] ?? '');
      const prefixed = [...text.matchAll(/'prelogin:([\w.]+)'/g)].map((m) => m[1] ?? '');
      return [...plain, ...prefixed].filter((key) => GROUPS.includes(key.split('.')[0] ?? ''));
    });
    expect(asked.length).toBeGreaterThan(40);
    expect(asked.filter((key) => !enKeys.has(key))).toEqual([]);
  });
});

describe('§10 each screen in Spanish shows no English and no raw key', () => {
  beforeAll(installDialog);
  afterEach(() => {
    vi.resetAllMocks();
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
        patchSession({ contactId: 'phone-1' });
      },
      es.challenge.code.phoneTitle,
    ],
    ['/login/acceptTac', signedInWith(partialAnswer(['ACCEPT_TNC'])), es.terms.acceptTac.title],
    ['/login/forcePasswordReset', signedInWith(tokenAnswer({ scope: 'partial /credentials/reset' })), es.forceReset.title],
    ['/login/forcePasswordReset/success', () => undefined, es.forceReset.success.title],
    ['/timeout', () => undefined, es.timeout.title],
    ['/agreement', () => undefined, es.agreement.title],
  ])('%s', async (path, session, title) => {
    vi.mocked(getEmails).mockResolvedValue([{ emailGuid: 'email-1', email: 'c•••@bank.example', primary: true }]);
    vi.mocked(getPhones).mockResolvedValue([{ phoneGuid: 'phone-1', phoneNumber: '(•••) •••-0142', primary: true }]);
    vi.mocked(sendVerificationCode).mockResolvedValue({ contactId: 'phone-1', maskedContact: '(•••) •••-0142', expiresIn: 600 });
    vi.mocked(getUserTerms).mockResolvedValue([{ guid: 'terms-ec', featureCode: 'APP', type: 'EC', url: 'https://bank.example/terms' }]);
    await renderSignIn({ path, session, locale: 'es' });
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeTruthy();
    // Let the screen's calls answer, so what they bring is in the page too.
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(pageText()).not.toMatch(RAW_KEY);
    for (const english of [en.login.submit, en.verifyCode.submit, en.challenge.submit, en.terms.accept, en.forceReset.submit, en.timeout.signIn]) {
      expect(pageText()).not.toContain(english);
    }
  });
});
