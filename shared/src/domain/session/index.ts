export {
  accessLevelOf,
  EMPTY_SESSION,
  flowOf,
  FORCE_RESET_SCOPE,
  loginScopeOf,
  SESSION_STORAGE_KEY,
  type Flow,
  type LoginStep,
  type MigrationStep,
  type SentCode,
  type StoredSession,
} from './session';
