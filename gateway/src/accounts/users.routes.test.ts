// §7 User (apps/{extAppId}/users/{userGuid} and /secure) and the user's emails and phones: what a
// partial token may see (013: masked), what needs full access, and each refusal's code.
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  EmailSchema,
  EmailsResponseSchema,
  PhoneSchema,
  PhonesResponseSchema,
  UserSchema,
  type TokenResponse,
} from '@portal/domain/schemas';
import {
  deleteWith,
  demoAddress,
  expectError,
  EXT,
  getWith,
  postJson,
  putJson,
  signedIn,
  useTestGateway,
} from '../test-kit';

const gw = useTestGateway({ restoreEachTest: true });

const guid = (answer: TokenResponse) => answer.userGuid ?? '';
const profile = (answer: TokenResponse, ext: string = EXT.acme) =>
  getWith(gw.app, `/apps/${ext}/users/${guid(answer)}`, answer.access_token);
const emails = async (answer: TokenResponse) =>
  v.parse(EmailsResponseSchema, (await getWith(gw.app, `/users/${guid(answer)}/emails`, answer.access_token)).json())
    .emails;
const phones = async (answer: TokenResponse) =>
  v.parse(PhonesResponseSchema, (await getWith(gw.app, `/users/${guid(answer)}/phones`, answer.access_token)).json())
    .phones;

describe('GET apps/{extAppId}/users/{userGuid}', () => {
  it('with full access: the whole profile, the primary email in clear', async () => {
    const rita = await signedIn(gw.app, EXT.acme, 'ready.rita');
    const user = v.parse(UserSchema, (await profile(rita)).json());
    expect(user).toMatchObject({
      userGuid: guid(rita),
      userName: 'ready.rita',
      firstName: 'Rita',
      lastName: 'Ready',
      primaryEmail: demoAddress('acme', 'ready.rita'),
      unverifiedPrimary: false,
      contactStatus: 'VERIFIED',
    });
  });

  it('with a partial token: the primary email masked, and unverifiedPrimary', async () => {
    const uma = await signedIn(gw.app, EXT.acme, 'unverified.uma');
    const user = v.parse(UserSchema, (await profile(uma)).json());
    expect(user).toMatchObject({
      primaryEmail: 'u\u2022\u2022\u2022@acmebank.example',
      unverifiedPrimary: true,
      contactStatus: 'UNVERIFIED',
    });
  });

  it('another user and another application are 401 insufficientScope, an unknown one 404 DPS_0001, no token 401', async () => {
    const rita = await signedIn(gw.app, EXT.acme, 'ready.rita');
    const chen = await signedIn(gw.app, EXT.acme, 'challenge.chen');
    expectError(
      await getWith(gw.app, `/apps/${EXT.acme}/users/${guid(chen)}`, rita.access_token),
      401,
      'insufficientScope',
    );
    expectError(await profile(rita, EXT.fabrikam), 401, 'insufficientScope');
    expectError(await profile(rita, 'NOBODY-01'), 404, 'DPS_0001');
    expectError(await getWith(gw.app, `/apps/${EXT.acme}/users/${guid(rita)}`), 401, 'invalidToken');
  });
});

describe('PUT apps/{extAppId}/users/{userGuid}/secure', () => {
  it('full access changes the names (normalised by the §5 rule) and answers the user', async () => {
    const rita = await signedIn(gw.app, EXT.acme, 'ready.rita');
    const res = await putJson(
      gw.app,
      `/apps/${EXT.acme}/users/${guid(rita)}/secure`,
      { firstName: '  Rita  Jo ', lastName: 'O\u2019Ready' },
      rita.access_token,
    );
    expect(v.parse(UserSchema, res.json())).toMatchObject({ firstName: 'Rita Jo', lastName: "O'Ready" });
    expect(v.parse(UserSchema, (await profile(rita)).json()).firstName).toBe('Rita Jo');
  });

  it('a partial token is 401 insufficientScope; a name a §5 rule refuses is 400', async () => {
    const uma = await signedIn(gw.app, EXT.acme, 'unverified.uma');
    expectError(
      await putJson(
        gw.app,
        `/apps/${EXT.acme}/users/${guid(uma)}/secure`,
        { firstName: 'Uma', lastName: 'U' },
        uma.access_token,
      ),
      401,
      'insufficientScope',
    );
    const rita = await signedIn(gw.app, EXT.acme, 'ready.rita');
    const bad = await putJson(
      gw.app,
      `/apps/${EXT.acme}/users/${guid(rita)}/secure`,
      { firstName: 'R1t@', lastName: 'Ready' },
      rita.access_token,
    );
    expectError(bad, 400, 'inputValidationError');
    expect(bad.json<{ responseStatus: { message: string } }>().responseStatus.message).toBe(
      'firstName: identity:firstName.characters',
    );
  });
});

describe('GET users/{userGuid}/emails and /phones', () => {
  it('full access lists them in clear', async () => {
    const rita = await signedIn(gw.app, EXT.acme, 'ready.rita');
    expect(await emails(rita)).toEqual([
      {
        emailGuid: expect.any(String) as unknown,
        email: demoAddress('acme', 'ready.rita'),
        primary: true,
        contactStatus: 'VERIFIED',
      },
    ]);
    expect(await phones(rita)).toEqual([
      {
        phoneGuid: expect.any(String) as unknown,
        phoneNumber: '2025550110',
        phoneNumberCountryIsoCode: 'US',
        primary: true,
        contactStatus: 'VERIFIED',
      },
    ]);
  });

  it('a partial token sees them masked (013)', async () => {
    const chen = await signedIn(gw.app, EXT.acme, 'challenge.chen');
    expect((await emails(chen))[0]?.email).toBe('c\u2022\u2022\u2022@acmebank.example');
    expect((await phones(chen))[0]?.phoneNumber).toBe('(\u2022\u2022\u2022) \u2022\u2022\u2022-0112');
  });

  it("another user's list is 401 insufficientScope", async () => {
    const rita = await signedIn(gw.app, EXT.acme, 'ready.rita');
    const chen = await signedIn(gw.app, EXT.acme, 'challenge.chen');
    expectError(await getWith(gw.app, `/users/${guid(chen)}/emails`, rita.access_token), 401, 'insufficientScope');
    expectError(await getWith(gw.app, `/users/${guid(chen)}/phones`, rita.access_token), 401, 'insufficientScope');
  });
});

describe('POST and DELETE users/{userGuid}/emails', () => {
  it('full access adds an unverified address (domain lower-cased by the §5 rule) and removes it', async () => {
    const rita = await signedIn(gw.app, EXT.acme, 'ready.rita');
    const res = await postJson(
      gw.app,
      `/users/${guid(rita)}/emails`,
      { email: ' rita.home@Example.COM ' },
      rita.access_token,
    );
    const added = v.parse(EmailSchema, res.json());
    expect(added).toMatchObject({ email: 'rita.home@example.com', primary: false, contactStatus: 'UNVERIFIED' });
    expect(await emails(rita)).toHaveLength(2);
    expectError(
      await postJson(gw.app, `/users/${guid(rita)}/emails`, { email: 'RITA.home@example.com' }, rita.access_token),
      400,
      'inputValidationError',
    );
    expect(
      (await deleteWith(gw.app, `/users/${guid(rita)}/emails/${added.emailGuid}`, rita.access_token)).statusCode,
    ).toBe(204);
    expect(await emails(rita)).toHaveLength(1);
    expectError(
      await deleteWith(gw.app, `/users/${guid(rita)}/emails/${added.emailGuid}`, rita.access_token),
      404,
      '404',
    );
  });

  it('the primary email cannot be removed; a §5-invalid address is 400', async () => {
    const rita = await signedIn(gw.app, EXT.acme, 'ready.rita');
    const primary = (await emails(rita))[0]?.emailGuid ?? '';
    expectError(
      await deleteWith(gw.app, `/users/${guid(rita)}/emails/${primary}`, rita.access_token),
      400,
      'inputValidationError',
    );
    const bad = await postJson(gw.app, `/users/${guid(rita)}/emails`, { email: 'a..b@example.com' }, rita.access_token);
    expectError(bad, 400, 'inputValidationError');
    expect(bad.json<{ responseStatus: { message: string } }>().responseStatus.message).toBe(
      'email: identity:email.doubleDot',
    );
  });

  it('a partial token with a verified primary may not add nor delete (401 insufficientScope)', async () => {
    const chen = await signedIn(gw.app, EXT.acme, 'challenge.chen');
    expectError(
      await postJson(gw.app, `/users/${guid(chen)}/emails`, { email: 'chen@example.com' }, chen.access_token),
      401,
      'insufficientScope',
    );
    const primary = (await emails(chen))[0]?.emailGuid ?? '';
    expectError(
      await deleteWith(gw.app, `/users/${guid(chen)}/emails/${primary}`, chen.access_token),
      401,
      'insufficientScope',
    );
  });

  it('013 editEmail: with the partial token, an unverified primary is replaced in place (masked in the answer)', async () => {
    const uma = await signedIn(gw.app, EXT.acme, 'unverified.uma');
    const before = (await emails(uma))[0];
    const res = await postJson(
      gw.app,
      `/users/${guid(uma)}/emails`,
      { email: 'uma.new@example.com' },
      uma.access_token,
    );
    expect(v.parse(EmailSchema, res.json())).toEqual({
      emailGuid: before?.emailGuid,
      email: 'u\u2022\u2022\u2022@example.com',
      primary: true,
      contactStatus: 'UNVERIFIED',
    });
    expect(await emails(uma)).toHaveLength(1);
  });
});

describe('POST and DELETE users/{userGuid}/phones', () => {
  it('full access adds a US number (its 10 digits) and removes it', async () => {
    const rita = await signedIn(gw.app, EXT.acme, 'ready.rita');
    const res = await postJson(
      gw.app,
      `/users/${guid(rita)}/phones`,
      { phoneNumber: '+1 (303) 555-0199', phoneNumberCountryIsoCode: 'US' },
      rita.access_token,
    );
    const added = v.parse(PhoneSchema, res.json());
    expect(added).toMatchObject({ phoneNumber: '3035550199', primary: false, contactStatus: 'UNVERIFIED' });
    expectError(
      await postJson(
        gw.app,
        `/users/${guid(rita)}/phones`,
        { phoneNumber: '303-555-0199', phoneNumberCountryIsoCode: 'US' },
        rita.access_token,
      ),
      400,
      'inputValidationError',
    );
    expect(
      (await deleteWith(gw.app, `/users/${guid(rita)}/phones/${added.phoneGuid}`, rita.access_token)).statusCode,
    ).toBe(204);
    expectError(
      await deleteWith(gw.app, `/users/${guid(rita)}/phones/${added.phoneGuid}`, rita.access_token),
      404,
      '404',
    );
  });

  it('another country, a §5-invalid number or a partial token are refused', async () => {
    const rita = await signedIn(gw.app, EXT.acme, 'ready.rita');
    expectError(
      await postJson(
        gw.app,
        `/users/${guid(rita)}/phones`,
        { phoneNumber: '2025550123', phoneNumberCountryIsoCode: 'CA' },
        rita.access_token,
      ),
      400,
      'inputValidationError',
    );
    expectError(
      await postJson(
        gw.app,
        `/users/${guid(rita)}/phones`,
        { phoneNumber: '1025550123', phoneNumberCountryIsoCode: 'US' },
        rita.access_token,
      ),
      400,
      'inputValidationError',
    );
    const chen = await signedIn(gw.app, EXT.acme, 'challenge.chen');
    expectError(
      await postJson(
        gw.app,
        `/users/${guid(chen)}/phones`,
        { phoneNumber: '2025550123', phoneNumberCountryIsoCode: 'US' },
        chen.access_token,
      ),
      401,
      'insufficientScope',
    );
  });
});
