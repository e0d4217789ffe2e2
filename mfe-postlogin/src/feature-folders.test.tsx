// The remote's lazy features come from the registry (registryFeatures): every row naming a feature
// finds its screen in that folder's screens.tsx, and a module without one fails to load, naming it.
import { describe, expect, it } from 'vitest';
import { ROUTE_LIST } from '@portal/client/routes';
import { registryFeatures } from '@portal/ui/mount';
import { describeRegistryFeatures } from '@portal/ui/testing';
import { routes } from './routes';

describeRegistryFeatures(
  'mfe_postlogin',
  routes,
  (feature) => import(`./features/${feature}/screens.tsx`) as Promise<unknown>,
);

describe('registryFeatures', () => {
  it('puts every logged-in screen but home, sign-out and the SSO link in a feature', () => {
    const own = ROUTE_LIST.filter((r) => r.owner === 'mfe_postlogin');
    expect(own.filter((r) => r.feature === undefined).map((r) => r.id)).toEqual(['home', 'ssoLink', 'signOut']);
  });

  it('fails to load a feature module without the screen of one of its rows, naming the row', async () => {
    const screens = registryFeatures('mfe_postlogin', 'postlogin', async () => ({ screens: {} }));
    const [lazy] = Object.getOwnPropertySymbols(screens.accounts);
    const feature = (screens.accounts as unknown as Record<symbol, { load(): Promise<unknown> }>)[lazy as symbol];
    await expect(feature?.load()).rejects.toThrow(
      'features/accounts/screens.tsx of mfe_postlogin has no screen for accounts',
    );
  });
});
