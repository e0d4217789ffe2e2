import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  probeToken,
  promiseIdProof,
  reissueProbe,
  renewServerSessionId,
  requestToken,
  revokeToken,
  sendVerificationCode,
  verifyIdentity,
  verifyTwoFactor,
} from './auth';
import { PROBE_TYPES, TokenResponseSchema } from '@portal/domain/schemas';
import { CODE_CHALLENGE_ALPHABET } from '@portal/domain/session';
import {
  BASE,
  configureTestApi,
  describeCalls,
  NOW,
  sentBody,
  stubTransport,
  summary,
  type CallCase,
} from './test-kit';

const CHALLENGE = 'A'.repeat(45);
/** A token answer as the gateway sends it, and as the portal reads it (defaults filled in). */
const TOKEN = {
  access_token: 'T-2',
  scope: 'verifyCode home',
  userGuid: 'U-1',
  isUnverified: true,
  probes: [{ type: 'VERIFY_USERNAME', ref: 'P-1' }],
};
const TOKEN_READ = { ...TOKEN, token_type: 'Bearer', isChallenge: false, newTac: false };
const NOT_A_TOKEN = { scope: 'home' };
const probe = (extra: Record<string, string> = {}) => ({
  grant_type: 'authorization_probe',
  probes_ref: 'P-1',
  ...extra,
});

/** §7 Authentication and session, one row per call of the table. */
const CASES: CallCase[] = [
  {
    name: '§7 Token: requestToken POSTs the password grant to apps/{extAppId}/oauth2/token',
    run: () => requestToken('APP/1', { username: 'jo', password: 'pw', code_challenge: CHALLENGE }),
    method: 'post',
    url: `${BASE}apps/APP%2F1/oauth2/token`,
    body: { form: { grant_type: 'password', username: 'jo', password: 'pw', code_challenge: CHALLENGE } },
    answer: { data: TOKEN },
    result: TOKEN_READ,
    invalid: NOT_A_TOKEN,
  },
  {
    name: '§7 Logout: revokeToken POSTs the token to the lcm revocation path',
    run: () => revokeToken('T-1'),
    method: 'post',
    url: `${BASE}oauth2/lcm/token/authorized/revocation`,
    body: { form: { token: 'T-1', token_type_hint: 'access_token' } },
    answer: { status: 200, data: '' },
    result: undefined,
  },
  {
    name: '§7 Token probe: probeToken POSTs the probe grant to oauth2/token/probe',
    run: () => probeToken({ probes_ref: 'P-1', password: 'new' }),
    method: 'post',
    url: `${BASE}oauth2/token/probe`,
    body: { form: probe({ password: 'new' }) },
    answer: { data: TOKEN },
    result: TOKEN_READ,
    invalid: NOT_A_TOKEN,
  },
  {
    name: '§7 Reissuance: reissueProbe POSTs to oauth2/token/probe/reissuance',
    run: () => reissueProbe({ probes_ref: 'P-1' }),
    method: 'post',
    url: `${BASE}oauth2/token/probe/reissuance`,
    body: { form: probe() },
    answer: { data: TOKEN },
    result: TOKEN_READ,
    invalid: NOT_A_TOKEN,
  },
  {
    name: '§7 Two-factor: verifyTwoFactor POSTs the answer to oauth2/token/2fa',
    run: () => verifyTwoFactor({ probes_ref: 'P-1', answer: 'Rex' }),
    method: 'post',
    url: `${BASE}oauth2/token/2fa`,
    body: { form: probe({ answer: 'Rex' }) },
    answer: { data: TOKEN },
    result: TOKEN_READ,
    invalid: NOT_A_TOKEN,
  },
  {
    name: '§7 Identity verification: verifyIdentity POSTs the code to oauth2/token/idv',
    run: () => verifyIdentity({ probes_ref: 'P-1', code: '123456' }),
    method: 'post',
    url: `${BASE}oauth2/token/idv`,
    body: { form: probe({ code: '123456' }) },
    answer: { data: TOKEN },
    result: TOKEN_READ,
    invalid: NOT_A_TOKEN,
  },
  {
    name: '§7 Idproof promise: promiseIdProof POSTs to oauth2/token/idproof/promise',
    run: () => promiseIdProof({ probes_ref: 'P-1' }),
    method: 'post',
    url: `${BASE}oauth2/token/idproof/promise`,
    body: { form: probe() },
    answer: { data: TOKEN },
    result: TOKEN_READ,
    invalid: NOT_A_TOKEN,
  },
  {
    name: '§7 One-time verification code: sendVerificationCode POSTs the contact to users/{userGuid}/otvc',
    run: () => sendVerificationCode('U 1', { contactId: 'C-1' }),
    method: 'post',
    url: `${BASE}users/U%201/otvc`,
    body: { json: { contactId: 'C-1' } },
    answer: { data: { contactId: 'C-1', maskedContact: 'j***@bank.example', expiresIn: 600 } },
    result: { contactId: 'C-1', maskedContact: 'j***@bank.example', expiresIn: 600 },
    invalid: { maskedContact: 'j***@bank.example' },
  },
  {
    name: '§7 renew-server-sessionid: renewServerSessionId GETs the new session id',
    run: () => renewServerSessionId(),
    method: 'get',
    url: `${BASE}renew-server-sessionid`,
    answer: { data: { sessionId: 'S-2' } },
    result: 'S-2',
    invalid: { sessionId: '' },
  },
];

describeCalls('§7 Authentication and session', CASES);

describe('§7 Token details', () => {
  it('§7 Code challenge: a sign-in without one gets 45 fresh alphanumeric characters', async () => {
    const { instance } = configureTestApi();
    const calls = stubTransport(instance, { data: TOKEN });
    await requestToken('APP', { username: 'jo', password: 'pw' });
    await requestToken('APP', { username: 'jo', password: 'pw' });
    const challenges = calls.map((c) => {
      const body = sentBody(c);
      return body && 'form' in body ? body.form.code_challenge : undefined;
    });
    expect(
      challenges.every((c) => c?.length === 45 && [...c].every((ch) => CODE_CHALLENGE_ALPHABET.includes(ch))),
    ).toBe(true);
    expect(challenges[0]).not.toBe(challenges[1]);
  });

  it('§4 the token revoked authorises its own revocation, even once the session holds none', async () => {
    const { instance } = configureTestApi({ token: null });
    const calls = stubTransport(instance, { data: '' });
    await revokeToken('GONE');
    expect(calls[0]?.headers.get('Authorization')).toBe('Bearer GONE');
  });

  it('§4 revoking never renews first, even a token old enough to renew', async () => {
    const { instance } = configureTestApi({ token: { accessToken: 'OLD', timestamp: NOW - 7 * 60_000 } });
    const calls = stubTransport(instance, { data: '' });
    await revokeToken('OLD');
    expect(calls.map((c) => summary(c).url)).toEqual([`${BASE}oauth2/lcm/token/authorized/revocation`]);
    expect(calls[0]?.headers.get('Authorization')).toBe('Bearer OLD');
  });

  it.each<[string, unknown]>([
    ['an empty access_token', { ...TOKEN, access_token: '' }],
    ['a probe without its ref', { ...TOKEN, probes: [{ type: 'ACCEPT_TNC' }] }],
    ['a flag that is not a boolean', { ...TOKEN, newTac: 'Y' }],
  ])('§3 a token answer with %s is refused', (_what, body) => {
    expect(v.safeParse(TokenResponseSchema, body).success).toBe(false);
  });

  it.each(PROBE_TYPES)('§4 Sign-in exceptions: a %s probe is read', (type) => {
    expect(v.parse(TokenResponseSchema, { ...TOKEN, probes: [{ type, ref: 'P-1' }] }).probes).toEqual([
      { type, ref: 'P-1' },
    ]);
  });

  it('§3 Terms: an ACCEPT_TNC probe keeps its data refs', () => {
    const body = {
      ...TOKEN,
      newTac: true,
      probes: [{ type: 'ACCEPT_TNC', ref: 'P-2', data: { refs: ['G-1', 'G-2'] } }],
    };
    expect(v.parse(TokenResponseSchema, body)).toMatchObject({
      newTac: true,
      probes: [{ data: { refs: ['G-1', 'G-2'] } }],
    });
  });
});
