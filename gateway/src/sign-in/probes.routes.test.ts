// 013 The probes: identity verification, two-factor and terms with the partial token, the general
// probe route, reissuance and the idproof promise; every answer parsed as the portal parses it.
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  EmailSchema,
  EmailsResponseSchema,
  OtvcResponseSchema,
  PhonesResponseSchema,
  TermsResponseSchema,
  type TokenResponse,
} from '@portal/domain/schemas';
import { loginScopeOf } from '@portal/domain/session';
import {
  demoAddress,
  expectError,
  EXT,
  getWith,
  latestCode,
  otherCode,
  outboxOf,
  postForm,
  postJson,
  probeRef,
  signedIn,
  tokenOf,
  useTestGateway,
} from '../test-kit';

const gw = useTestGateway({ restoreEachTest: true });

const probe = (url: string, answer: TokenResponse, fields: Record<string, string | undefined>) =>
  postForm(gw.app, url, { grant_type: 'authorization_probe', ...fields }, answer.access_token);

async function contactIds(answer: TokenResponse): Promise<{ email: string; phone: string }> {
  const emails = v.parse(
    EmailsResponseSchema,
    (await getWith(gw.app, `/users/${answer.userGuid ?? ''}/emails`, answer.access_token)).json(),
  ).emails;
  const phones = v.parse(
    PhonesResponseSchema,
    (await getWith(gw.app, `/users/${answer.userGuid ?? ''}/phones`, answer.access_token)).json(),
  ).phones;
  return { email: emails[0]?.emailGuid ?? '', phone: phones[0]?.phoneGuid ?? '' };
}

async function sendCodeTo(answer: TokenResponse, contactId: string) {
  const res = await postJson(gw.app, `/users/${answer.userGuid ?? ''}/otvc`, { contactId }, answer.access_token);
  expect(res.statusCode, res.body).toBe(200);
  return v.parse(OtvcResponseSchema, res.json());
}

describe('VERIFY_USERNAME: POST oauth2/token/idv', () => {
  it('unverified.uma: a code to the primary email, then idv gives full access and verifies the email', async () => {
    const partial = await signedIn(gw.app, EXT.acme, 'unverified.uma');
    const { email } = await contactIds(partial);
    const sent = await sendCodeTo(partial, email);
    expect(sent).toEqual({ contactId: email, maskedContact: 'u\u2022\u2022\u2022@acmebank.example', expiresIn: 600 });
    const code = await latestCode(gw.app, demoAddress('acme', 'unverified.uma'));
    const full = tokenOf(
      await probe('/oauth2/token/idv', partial, { probes_ref: probeRef(partial, 'VERIFY_USERNAME'), code }),
    );
    expect(full).toMatchObject({ scope: 'full', isUnverified: false, probes: [] });
    expect(loginScopeOf(full)).toEqual(['home']);
    const emails = v.parse(
      EmailsResponseSchema,
      (await getWith(gw.app, `/users/${full.userGuid ?? ''}/emails`, full.access_token)).json(),
    ).emails;
    expect(emails[0]).toMatchObject({ email: demoAddress('acme', 'unverified.uma'), contactStatus: 'VERIFIED' });
    // The next sign-in has nothing left to verify, and the partial token is spent.
    expect((await signedIn(gw.app, EXT.acme, 'unverified.uma')).scope).toBe('full');
    expectError(
      await probe('/oauth2/token/idv', partial, { probes_ref: probeRef(partial, 'VERIFY_USERNAME'), code }),
      401,
      'invalidToken',
    );
  });

  it('a code typed as "123 456" is the 6 digits (the shared code rule)', async () => {
    const partial = await signedIn(gw.app, EXT.acme, 'unverified.uma');
    await sendCodeTo(partial, (await contactIds(partial)).email);
    const code = await latestCode(gw.app, demoAddress('acme', 'unverified.uma'));
    const typed = `${code.slice(0, 3)} ${code.slice(3)}`;
    expect(
      tokenOf(
        await probe('/oauth2/token/idv', partial, { probes_ref: probeRef(partial, 'VERIFY_USERNAME'), code: typed }),
      ).scope,
    ).toBe('full');
  });

  it('a wrong code is 400 invalidCode; no code or a malformed one is 400 inputValidationError', async () => {
    const partial = await signedIn(gw.app, EXT.acme, 'unverified.uma');
    await sendCodeTo(partial, (await contactIds(partial)).email);
    const code = await latestCode(gw.app, demoAddress('acme', 'unverified.uma'));
    const ref = probeRef(partial, 'VERIFY_USERNAME');
    expectError(
      await probe('/oauth2/token/idv', partial, { probes_ref: ref, code: otherCode(code) }),
      400,
      'invalidCode',
    );
    expectError(await probe('/oauth2/token/idv', partial, { probes_ref: ref }), 400, 'inputValidationError');
    expectError(
      await probe('/oauth2/token/idv', partial, { probes_ref: ref, code: '12ab56' }),
      400,
      'inputValidationError',
    );
  });

  it('before any code was sent, every code is invalidCode', async () => {
    const partial = await signedIn(gw.app, EXT.acme, 'unverified.uma');
    expectError(
      await probe('/oauth2/token/idv', partial, { probes_ref: probeRef(partial, 'VERIFY_USERNAME'), code: '000000' }),
      400,
      'invalidCode',
    );
  });
});

describe('SOLVE_CHALLENGE: POST oauth2/token/2fa', () => {
  it.each(['email', 'phone'] as const)('challenge.chen: a code to the %s, then 2fa gives full access', async (kind) => {
    const partial = await signedIn(gw.app, EXT.acme, 'challenge.chen');
    const ids = await contactIds(partial);
    const sent = await sendCodeTo(partial, ids[kind]);
    expect(sent.maskedContact).toBe(
      kind === 'email' ? 'c\u2022\u2022\u2022@acmebank.example' : '(\u2022\u2022\u2022) \u2022\u2022\u2022-0112',
    );
    const code = await latestCode(
      gw.app,
      kind === 'email' ? demoAddress('acme', 'challenge.chen') : '+1 (202) 555-0112',
    );
    const full = tokenOf(
      await probe('/oauth2/token/2fa', partial, { probes_ref: probeRef(partial, 'SOLVE_CHALLENGE'), code }),
    );
    expect(full).toMatchObject({ scope: 'full', isChallenge: false, probes: [] });
  });

  it('a code used once does not work twice', async () => {
    const partial = await signedIn(gw.app, EXT.acme, 'challenge.chen');
    await sendCodeTo(partial, (await contactIds(partial)).email);
    const code = await latestCode(gw.app, demoAddress('acme', 'challenge.chen'));
    await probe('/oauth2/token/2fa', partial, { probes_ref: probeRef(partial, 'SOLVE_CHALLENGE'), code });
    const again = await signedIn(gw.app, EXT.acme, 'challenge.chen');
    expectError(
      await probe('/oauth2/token/2fa', again, { probes_ref: probeRef(again, 'SOLVE_CHALLENGE'), code }),
      400,
      'invalidCode',
    );
  });
});

describe('ACCEPT_TNC: GET users/{userGuid}/getTerms, POST oauth2/token/tnc', () => {
  it('terms.tomas lists the terms, accepts them all, and gets full access; the next sign-in has none pending', async () => {
    const partial = await signedIn(gw.app, EXT.acme, 'terms.tomas');
    const terms = v.parse(
      TermsResponseSchema,
      (await getWith(gw.app, `/users/${partial.userGuid ?? ''}/getTerms`, partial.access_token)).json(),
    ).terms;
    expect(terms.map((t) => t.type)).toEqual(['EC', 'PR', 'SL']);
    expect(terms.map((t) => t.guid)).toEqual(partial.probes[0]?.data?.refs);
    const full = tokenOf(await probe('/oauth2/token/tnc', partial, { probes_ref: probeRef(partial, 'ACCEPT_TNC') }));
    expect(full).toMatchObject({ scope: 'full', newTac: false });
    expect((await signedIn(gw.app, EXT.acme, 'terms.tomas')).newTac).toBe(false);
  });
});

describe('POST oauth2/token/probe (any probe) and the route-type rules', () => {
  it('answers ACCEPT_TNC and a code probe alike', async () => {
    const tomas = await signedIn(gw.app, EXT.tailspin, 'terms.tomas');
    expect(
      tokenOf(await probe('/oauth2/token/probe', tomas, { probes_ref: probeRef(tomas, 'ACCEPT_TNC') })).scope,
    ).toBe('full');
    const chen = await signedIn(gw.app, EXT.tailspin, 'challenge.chen');
    await sendCodeTo(chen, (await contactIds(chen)).phone);
    const code = await latestCode(gw.app, '2025550112');
    expect(
      tokenOf(await probe('/oauth2/token/probe', chen, { probes_ref: probeRef(chen, 'SOLVE_CHALLENGE'), code })).scope,
    ).toBe('full');
  });

  it('a probe on the route of another type, or an unknown ref, is 400 inputValidationError', async () => {
    const tomas = await signedIn(gw.app, EXT.acme, 'terms.tomas');
    expectError(
      await probe('/oauth2/token/2fa', tomas, { probes_ref: probeRef(tomas, 'ACCEPT_TNC'), code: '123456' }),
      400,
      'inputValidationError',
    );
    expectError(await probe('/oauth2/token/tnc', tomas, { probes_ref: 'no-such-ref' }), 400, 'inputValidationError');
    expectError(
      await postForm(gw.app, '/oauth2/token/tnc', { probes_ref: probeRef(tomas, 'ACCEPT_TNC') }, tomas.access_token),
      400,
      'inputValidationError',
    );
  });

  it('a full token is 401 insufficientScope (403 is a lock to the portal, §8); no token 401 invalidToken', async () => {
    const rita = await signedIn(gw.app, EXT.acme, 'ready.rita');
    expectError(await probe('/oauth2/token/tnc', rita, { probes_ref: 'x' }), 401, 'insufficientScope');
    expectError(
      await postForm(gw.app, '/oauth2/token/tnc', { grant_type: 'authorization_probe', probes_ref: 'x' }),
      401,
      'invalidToken',
    );
  });

  it("a probe of another user's token is unknown to this token", async () => {
    const chen = await signedIn(gw.app, EXT.acme, 'challenge.chen');
    const tomas = await signedIn(gw.app, EXT.acme, 'terms.tomas');
    expectError(
      await probe('/oauth2/token/2fa', tomas, { probes_ref: probeRef(chen, 'SOLVE_CHALLENGE'), code: '123456' }),
      400,
      'inputValidationError',
    );
  });
});

describe('POST oauth2/token/probe/reissuance', () => {
  it('gives the probe a new ref and a new token; the earlier code and ref stop working', async () => {
    const partial = await signedIn(gw.app, EXT.acme, 'challenge.chen');
    await sendCodeTo(partial, (await contactIds(partial)).email);
    const oldCode = await latestCode(gw.app, demoAddress('acme', 'challenge.chen'));
    const oldRef = probeRef(partial, 'SOLVE_CHALLENGE');
    const reissued = tokenOf(await probe('/oauth2/token/probe/reissuance', partial, { probes_ref: oldRef }));
    expect(reissued).toMatchObject({ scope: 'partial', isChallenge: true });
    const newRef = probeRef(reissued, 'SOLVE_CHALLENGE');
    expect(newRef).not.toBe(oldRef);
    expectError(await probe('/oauth2/token/2fa', partial, { probes_ref: oldRef, code: oldCode }), 401, 'invalidToken');
    expectError(
      await probe('/oauth2/token/2fa', reissued, { probes_ref: oldRef, code: oldCode }),
      400,
      'inputValidationError',
    );
    expectError(await probe('/oauth2/token/2fa', reissued, { probes_ref: newRef, code: oldCode }), 400, 'invalidCode');
  });

  it('an unknown ref is 400; a full token 401 insufficientScope', async () => {
    const partial = await signedIn(gw.app, EXT.acme, 'challenge.chen');
    expectError(
      await probe('/oauth2/token/probe/reissuance', partial, { probes_ref: 'nope' }),
      400,
      'inputValidationError',
    );
    const rita = await signedIn(gw.app, EXT.acme, 'ready.rita');
    expectError(await probe('/oauth2/token/probe/reissuance', rita, { probes_ref: 'nope' }), 401, 'insufficientScope');
  });
});

describe('POST oauth2/token/idproof/promise', () => {
  it('is taken note of: the same probes come back with a new token', async () => {
    const partial = await signedIn(gw.app, EXT.acme, 'terms.tomas');
    const answer = tokenOf(
      await probe('/oauth2/token/idproof/promise', partial, { probes_ref: probeRef(partial, 'ACCEPT_TNC') }),
    );
    expect(answer).toMatchObject({ scope: 'partial', newTac: true, probes: partial.probes });
    expect(answer.access_token).not.toBe(partial.access_token);
    expectError(
      await probe('/oauth2/token/idproof/promise', answer, { probes_ref: 'nope' }),
      400,
      'inputValidationError',
    );
  });
});

describe('two-factor is not passed through the unverified primary email (decision 022)', () => {
  const CHEN = demoAddress('acme', 'challenge.chen');
  const ATTACKER = 'mallory@attacker.example';

  /**
   * The attack end to end: with the password only, put an address of the
   * attacker's in place of the unverified primary email, verify it with the identity-verification code
   * that now goes there, then ask for the two-factor code at that (now verified) address. Answers what
   * each step answered, and the token answer the attacker ended with.
   */
  async function attack(partial: TokenResponse): Promise<{ replaced: number; final: TokenResponse | null }> {
    const guid = partial.userGuid ?? '';
    const replaced = await postJson(gw.app, `/users/${guid}/emails`, { email: ATTACKER }, partial.access_token);
    const mine = replaced.statusCode === 200 ? v.parse(EmailSchema, replaced.json()).emailGuid : null;
    if (!mine) return { replaced: replaced.statusCode, final: null };
    await postJson(gw.app, `/users/${guid}/otvc`, { contactId: mine }, partial.access_token);
    const idvCode = (await outboxOf(gw.app, ATTACKER))[0]?.code;
    if (!idvCode) return { replaced: replaced.statusCode, final: null };
    const verified = await probe('/oauth2/token/idv', partial, {
      probes_ref: probeRef(partial, 'VERIFY_USERNAME'),
      code: idvCode,
    });
    if (verified.statusCode !== 200) return { replaced: replaced.statusCode, final: null };
    const next = tokenOf(verified);
    await postJson(gw.app, `/users/${guid}/otvc`, { contactId: mine }, next.access_token);
    const twoFactorCode = (await outboxOf(gw.app, ATTACKER))[0]?.code;
    if (!twoFactorCode || twoFactorCode === idvCode) return { replaced: replaced.statusCode, final: next };
    const solved = await probe('/oauth2/token/2fa', next, {
      probes_ref: probeRef(next, 'SOLVE_CHALLENGE'),
      code: twoFactorCode,
    });
    return { replaced: replaced.statusCode, final: solved.statusCode === 200 ? tokenOf(solved) : next };
  }

  it('with the password only, the unverified address cannot be replaced while the challenge is open: no code reaches the attacker, no full access', async () => {
    // challenge.chen has two-factor and, here, an unverified primary email: his sign-in meets both steps.
    await gw.db.query('UPDATE user_emails SET verified_at = NULL WHERE email = $1', [CHEN]);
    const partial = await signedIn(gw.app, EXT.acme, 'challenge.chen');
    expect(partial.probes.map((p) => p.type)).toEqual(['VERIFY_USERNAME', 'SOLVE_CHALLENGE']);

    const { replaced, final } = await attack(partial);
    expect(replaced).toBe(401);
    expect(final?.scope).not.toBe('full');
    expect(await outboxOf(gw.app, ATTACKER)).toEqual([]);
    expectError(
      await postJson(gw.app, `/users/${partial.userGuid ?? ''}/emails`, { email: ATTACKER }, partial.access_token),
      401,
      'insufficientScope',
    );

    // The owner's way through is as before: the verification code goes to his own address, then the challenge.
    const { email } = await contactIds(partial);
    await sendCodeTo(partial, email);
    const verified = tokenOf(
      await probe('/oauth2/token/idv', partial, {
        probes_ref: probeRef(partial, 'VERIFY_USERNAME'),
        code: await latestCode(gw.app, CHEN),
      }),
    );
    expect(verified).toMatchObject({ scope: 'partial', isUnverified: false, isChallenge: true });
    expect(await outboxOf(gw.app, ATTACKER)).toEqual([]);
  });

  it('without two-factor the unverified address is still replaced (createAccount/editEmail, 013)', async () => {
    const partial = await signedIn(gw.app, EXT.acme, 'unverified.uma');
    const res = await postJson(
      gw.app,
      `/users/${partial.userGuid ?? ''}/emails`,
      { email: 'uma.fixed@example.com' },
      partial.access_token,
    );
    expect(res.statusCode, res.body).toBe(200);
  });
});
