// @portal/client/failures: every failure of a call goes through the §8 catalogue here, once (popups and
// notifications raised, the form's own message read back). No state of its own: it reaches the session,
// the dialogs and the routes through their shared entries, so each app may bundle it.
export {
  formMessageOf,
  presentFailure,
  presentFailureInline,
  serverFieldOf,
  type FailureMeta,
  type ServerField,
} from './present-failure';
export { presentError, type PresentOptions } from './present-error';
