import fc from 'fast-check';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  CLIENT_ERROR_POLICY,
  ClientErrorReportSchema,
  cspViolationReport,
  isReportableRelease,
  scrubClientText,
  scrubPagePath,
  shouldReport,
} from './client-errors';

const cardNumber = fc.stringMatching(/^[3-6]\d{3}([ -]?\d{4}){3}$/);
const email = fc.tuple(fc.stringMatching(/^[a-z][a-z0-9.]{0,10}$/), fc.stringMatching(/^[a-z]{2,8}\.(com|example)$/));
const token = fc.stringMatching(/^[A-Za-z0-9_-]{19,40}\d$/);
const words = fc.string({ maxLength: 60 });

describe('scrubClientText', () => {
  it('keeps an ordinary message as it is', () => {
    expect(scrubClientText('ScriptExternalLoadError: Loading script failed. (missing: mfe_postlogin)')).toBe(
      'ScriptExternalLoadError: Loading script failed. (missing: mfe_postlogin)',
    );
  });

  it('takes out numbers, addresses, tokens and query strings', () => {
    expect(
      scrubClientText(
        'card 4111 1111 1111 1111 of rita@acme.example failed at https://acme.localhost:3000/sso/launch?code=abc&state=xyz with eyJhbGciOiJIUzI1NiJ9abc1',
      ),
    ).toBe('card [number] of [email] failed at https://acme.localhost:[number]/sso/launch with [token]');
  });

  it('property: no card number, email or token placed in any text survives, and the result is short and printable', () => {
    fc.assert(
      fc.property(words, cardNumber, email, token, words, (before, card, [local, domain], secret, after) => {
        const out = scrubClientText(`${before} ${card} ${local}@${domain} ${secret} ${after}`);
        expect(out).not.toContain(card);
        expect(out.replace(/[\s-]/g, '')).not.toContain(card.replace(/[\s-]/g, ''));
        expect(out).not.toContain(`${local}@${domain}`);
        expect(out).not.toContain(secret);
        expect(out.length).toBeLessThanOrEqual(CLIENT_ERROR_POLICY.messageMax);
        expect(out).not.toMatch(/\p{Cc}/u);
        expect(out).not.toMatch(/\d(?:[\s-]?\d){3}/);
      }),
    );
  });

  it('property: a URL keeps no query or fragment', () => {
    fc.assert(
      fc.property(fc.webUrl({ withQueryParameters: true, withFragments: true }), words, (url, text) => {
        const out = scrubClientText(`${text} ${url}`);
        const query = /[?#](.+)$/.exec(url)?.[1];
        if (query && query.length > 3) expect(out).not.toContain(`?${query}`);
        expect(out).not.toMatch(/https?:\/\/\S*[?#]/);
      }),
    );
  });
});

describe('scrubPagePath', () => {
  it('is the path alone, an id in it scrubbed', () => {
    expect(scrubPagePath('/activation/questions/3f2a9c1e-77b1-4d2e-9a0b-5c6d7e8f9012?x=1#y')).toBe(
      '/activation/questions/[token]',
    );
    expect(scrubPagePath('home')).toBe('/home');
  });
});

describe('ClientErrorReportSchema', () => {
  it('scrubs what it accepts, and refuses another kind, remote or field', () => {
    expect(
      v.parse(ClientErrorReportSchema, {
        kind: 'error',
        message: 'TypeError at 5500 0000 0000 0004',
        remote: 'mfe_postlogin',
        page: '/accounts/12345678?tab=1',
        release: '2026.12.1',
      }),
    ).toEqual({
      kind: 'error',
      message: 'TypeError at [number]',
      remote: 'mfe_postlogin',
      page: '/accounts/[number]',
      release: '2026.12.1',
    });
    expect(v.safeParse(ClientErrorReportSchema, { kind: 'other', message: 'x' }).success).toBe(false);
    expect(v.safeParse(ClientErrorReportSchema, { kind: 'error', message: 'x', remote: 'mfe_other' }).success).toBe(
      false,
    );
    expect(v.safeParse(ClientErrorReportSchema, { kind: 'error', message: 'x', user: 'rita' }).success).toBe(false);
    expect(v.safeParse(ClientErrorReportSchema, { kind: 'error', message: 'x', release: 'a b' }).success).toBe(false);
  });
});

describe('isReportableRelease', () => {
  it('is a version or build name, never free text', () => {
    expect(isReportableRelease('2026.12.2+build.7')).toBe(true);
    expect(isReportableRelease('build of 2 December')).toBe(false);
    expect(isReportableRelease('x'.repeat(41))).toBe(false);
  });
});

describe('shouldReport', () => {
  it('every remote failure and CSP violation, a quarter of errors, ten a page at most', () => {
    expect(shouldReport('remote', 0, 0.99)).toBe(true);
    expect(shouldReport('csp', 9, 0.99)).toBe(true);
    expect(shouldReport('error', 0, 0.24)).toBe(true);
    expect(shouldReport('error', 0, 0.25)).toBe(false);
    expect(shouldReport('unhandledRejection', 0, 0.5)).toBe(false);
    expect(shouldReport('remote', 10, 0)).toBe(false);
  });
});

describe('cspViolationReport', () => {
  it('keeps the directive and the blocked origin or keyword, and the page path', () => {
    expect(
      cspViolationReport({
        'csp-report': {
          'document-uri': 'https://acme.cards.example/login?next=%2Fhome',
          'effective-directive': 'script-src-elem',
          'blocked-uri': 'https://evil.example/x.js?token=abc',
        },
      }),
    ).toEqual({ kind: 'csp', message: 'script-src-elem blocked https://evil.example', page: '/login' });
    expect(
      cspViolationReport({ 'csp-report': { 'violated-directive': 'script-src', 'blocked-uri': 'inline' } }),
    ).toEqual({ kind: 'csp', message: 'script-src blocked inline' });
    expect(cspViolationReport({ other: 1 })).toBeNull();
    expect(cspViolationReport('text')).toBeNull();
  });
});
