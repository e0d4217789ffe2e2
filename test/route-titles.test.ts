// Every page title the route registry names is a message of the namespace that owns it, in every
// product locale: a row whose title key is missing fails here, not on a cardholder's screen.
import { describe, expect, it } from 'vitest';
import { activationMessages } from '../mfe-activation/src/i18n/messages';
import { walletMessages } from '../mfe-embedded-wallet/src/i18n/messages';
import { postloginMessages } from '../mfe-postlogin/src/i18n/messages';
import { allPreloginMessages } from '../mfe-prelogin/src/i18n/message-files';
import { ssoMessages } from '../mfe-sso/src/i18n/messages';
import { PRODUCT_LOCALES, type LocaleBundles } from '@portal/client/i18n';
import { ROUTE_LIST, WALLET_ROUTES } from '@portal/client/routes';
import { shellMessages } from '../shell/src/i18n/messages';
import { allProductMessages } from '@portal/ui/testing';

const NAMESPACES: Readonly<Record<string, LocaleBundles>> = {
  ...(await allProductMessages()),
  prelogin: allPreloginMessages,
  postlogin: postloginMessages,
  activation: activationMessages,
  sso: ssoMessages,
  wallet: walletMessages,
  shell: shellMessages,
};

function message(key: string, locale: string): unknown {
  const [ns = '', path = ''] = key.split(':');
  let node: unknown = NAMESPACES[ns]?.[locale];
  for (const part of path.split('.'))
    node = typeof node === 'object' && node !== null ? (node as Record<string, unknown>)[part] : undefined;
  return node;
}

const titles = [
  ...ROUTE_LIST.map((r) => [`/${r.path}`, r.title] as const),
  ...Object.values(WALLET_ROUTES).map((r) => [`wallet /${r.path}`, r.title] as const),
];
const navLabels = ROUTE_LIST.flatMap((r) => (r.nav ? [[`/${r.path} (nav)`, r.nav.label] as const] : []));

describe('route registry texts', () => {
  it.each([...titles, ...navLabels])('%s: %s is a message in every product locale', (_route, key) => {
    for (const locale of PRODUCT_LOCALES) {
      const text = message(key, locale);
      expect(typeof text, `${key} (${locale})`).toBe('string');
      expect(String(text).trim(), `${key} (${locale})`).not.toBe('');
    }
  });
});
