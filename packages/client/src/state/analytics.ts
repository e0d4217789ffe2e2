// The analytics adapter (SPEC-DECISIONS §1): a screen-load event per screen pushed to
// window.dataLayer; no third-party script by default, an issuer may plug its own adapter.
import { issuerAtom, localeAtom, portalStore } from './atoms';

export interface ScreenLoadEvent {
  event: 'screen_load';
  screen: string;
  locale: string;
  issuer: string;
}

export interface AnalyticsAdapter {
  screenLoad(event: ScreenLoadEvent): void;
}

declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

const dataLayerAdapter: AnalyticsAdapter = {
  screenLoad(event) {
    window.dataLayer ??= [];
    window.dataLayer.push(event);
  },
};

let current: AnalyticsAdapter = dataLayerAdapter;

export function setAnalyticsAdapter(adapter: AnalyticsAdapter | null): void {
  current = adapter ?? dataLayerAdapter;
}

export function trackScreenLoad(screen: string): void {
  const issuer = portalStore.get(issuerAtom);
  current.screenLoad({
    event: 'screen_load',
    screen,
    locale: portalStore.get(localeAtom),
    issuer: issuer?.analytics.name ?? '',
  });
}
