export { accessLevelOf, EMPTY_SESSION, FORCE_RESET_SCOPE, loginScopeOf, SESSION_STORAGE_KEY, type Flow, type LoginStep, type StoredSession } from './session';
