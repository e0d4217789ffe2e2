// The Features screen's test fixtures: an issuer offering the web SDK channel, cards with and without a
// Features entry, and the screen rendered as its lazy chunk renders it (with its messages merged).
import type { Feature } from '@portal/domain/features';
import type { PortalCard } from '@portal/domain/card';
import { addMessages } from '@portal/client/i18n';
import { renderInPortal, setStoredSession, setUpPortal, setupUser, testIssuer } from '@portal/ui/testing';
import { postloginMessages } from '../../../i18n/messages';
import { messages } from '../screens';
import { FeaturesPage } from './features-page';

export const USER = 'user-guid-1';
export const PUSH_CODE = 'VISA_PUSH_PROVISION';

const web = (featureCD: string): Feature => ({
  featureCD,
  activeIndicator: 'Y',
  digitalPlatforms: ['WEB'],
  supportivePlatforms: [],
});
const webSdk = (featureCD: string): Feature => ({
  featureCD,
  activeIndicator: 'Y',
  digitalPlatforms: ['WEB_SDK'],
  supportivePlatforms: [],
});

/** An issuer offering every capability on the web, the SDK ones on WEB_SDK (§6). */
export const ALL_FEATURES: Feature[] = [
  web('BAL_INQ'),
  web('TXN_HIST'),
  web('VALERTS'),
  web('VCTC'),
  webSdk('CARD_INFORMATION_DISPLAY_SDK'),
  webSdk(PUSH_CODE),
  webSdk('CTP_CG_SDK'),
];
export const SUBSCRIPTIONS: Feature[] = [webSdk('VSPS'), webSdk('COF')];

const card = (over: Partial<PortalCard> & Pick<PortalCard, 'panGuid' | 'accountNumberLastFourDigits'>): PortalCard => ({
  cardNickname: '',
  expirationMonth: 9,
  expirationYear: 2031,
  primary: false,
  financialAccountType: 'CREDIT_CARD',
  productBrandCode: 'VISA',
  cardFeatures: [],
  ...over,
});

/** The primary card, a debit card, with card display and push provisioning among its products. */
export const EVERYDAY = card({
  panGuid: 'pan-everyday',
  cardNickname: 'Everyday',
  accountNumberLastFourDigits: '1111',
  primary: true,
  financialAccountType: 'DEBIT_CARD',
  cardFeatures: ['BAL_INQ', 'TXN_HIST', 'CARD_INFORMATION_DISPLAY_SDK', PUSH_CODE],
});
/** Another with Click to Pay and alerts only. */
export const TRAVEL = card({
  panGuid: 'pan-travel',
  cardNickname: 'Travel',
  accountNumberLastFourDigits: '4444',
  cardFeatures: ['VALERTS', 'CTP_CG_SDK'],
});
/** No SDK product: no Features entry (§6). */
export const PLAIN = card({
  panGuid: 'pan-plain',
  cardNickname: 'Plain',
  accountNumberLastFourDigits: '7777',
  cardFeatures: ['BAL_INQ', 'VCTC'],
});

export interface RenderOptions {
  features?: Feature[];
  locale?: string;
  /** With fake timers: how user-event lets them run (vi.advanceTimersByTime). */
  advanceTimers?: (ms: number) => unknown;
}

export async function renderFeatures({ features = ALL_FEATURES, locale = 'en', advanceTimers }: RenderOptions = {}) {
  window.history.replaceState(null, '', '/features');
  await setUpPortal({
    access: 'full',
    locale,
    issuer: testIssuer({ features }),
    messages: { postlogin: postloginMessages },
  });
  // The lazy chunk's messages, deep-merged into the namespace as lazyFeature does.
  addMessages('postlogin', messages);
  setStoredSession({ userId: USER });
  const rendered = renderInPortal(<FeaturesPage />, 'postlogin');
  return { ...rendered, user: setupUser(advanceTimers ? { advanceTimers } : {}) };
}
