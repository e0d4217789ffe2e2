// §3 Session isSmsFreeApp in the profile answer (apps/{extAppId}/users/{userGuid}): the issuer's own
// configuration says it, not a constant (tailspin sends no texts).
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { UserSchema } from '@portal/domain/schemas';
import { configOf, EXT, getWith, signedIn, useTestGateway } from '../test-kit';

const gw = useTestGateway();

async function isSmsFreeApp(extAppId: string): Promise<boolean> {
  const rita = await signedIn(gw.app, extAppId, 'ready.rita');
  return v.parse(
    UserSchema,
    (await getWith(gw.app, `/apps/${extAppId}/users/${rita.userGuid ?? ''}`, rita.access_token)).json(),
  ).isSmsFreeApp;
}

describe('§3 isSmsFreeApp comes from the issuer configuration', () => {
  it('an SMS-free issuer (tailspin) says so; another does not', async () => {
    expect(configOf('tailspin').isSmsFreeApp).toBe(true);
    expect(await isSmsFreeApp(EXT.tailspin)).toBe(true);
    expect(configOf('acme').isSmsFreeApp).toBe(false);
    expect(await isSmsFreeApp(EXT.acme)).toBe(false);
  });
});
