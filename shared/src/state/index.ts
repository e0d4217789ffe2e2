// @portal/shared/state: the page's session, issuer and locale state, and the analytics adapter.
export {
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
export {
  accessLevelAtom,
  applyTokenAnswer,
  EMPTY_HELD,
  heldSessionAtom,
  nextLoginRoute,
  patchHeldSession,
  patchSession,
  purgeSession,
  sessionAtom,
  setSessionToken,
  type HeldSession,
  type TokenAnswer,
} from './session';
export {
  dismissMigrationNotice,
  dismissNotification,
  isMigrationNoticeVisible,
  migrationNoticeKey,
  notificationsAtom,
  notify,
  raiseMigrationNotice,
  type NotificationType,
  type PortalNotification,
} from './notifications';
export {
  askToConfirmLogout,
  closeErrorPopup,
  closeLogoutConfirmation,
  logoutConfirmationAtom,
  continueSession,
  errorPopupAtom,
  pauseSessionTimers,
  registerSessionTimers,
  resumeSessionTimers,
  sessionWarningAtom,
  showErrorPopup,
  type ErrorPopup,
  type PopupAction,
  type SessionTimerControl,
} from './dialogs';
