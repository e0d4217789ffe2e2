export { accessLevelOf, EMPTY_SESSION, FORCE_RESET_SCOPE, LOGIN_STEP_ROUTES, loginScopeOf, SESSION_STORAGE_KEY, type Flow, type LoginStep, type StoredSession } from './session';
