// @portal/shared/state: the page's session, issuer and locale state, and the analytics adapter.
export {
  accessLevelAtom,
  appDetailsAtom,
  assetBaseAtom,
  environmentAtom,
  issuerAtom,
  localeAtom,
  portalStore,
  PortalStateError,
  useIssuer,
  type AccessLevel,
} from './atoms';
export { setAnalyticsAdapter, trackScreenLoad, type AnalyticsAdapter, type ScreenLoadEvent } from './analytics';
