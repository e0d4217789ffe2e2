export { CODE_CHALLENGE_LENGTH, createCodeChallenge } from './code-challenge';
export {
  accessLevelOf,
  EMPTY_SESSION,
  flowOf,
  flowUnderWay,
  idleExpired,
  FORCE_RESET_SCOPE,
  loginScopeOf,
  SESSION_STORAGE_KEY,
  sessionUnderWay,
  type Flow,
  type LoginStep,
  type MigrationStep,
  type SentCode,
  type StoredSession,
} from './session';
