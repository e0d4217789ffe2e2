// The migration's success message (§4 Flows, Migration: "then home with a success message. Migration
// message visibility is kept in local storage"): the contract between this flow, which raises it, and
// the post-login home, which shows it until the person dismisses it.
//
// The mechanism lives once, in @portal/shared/state (shared/src/state/notifications.ts), where home
// reads it too (a remote never imports another):
// - raiseMigrationNotice(userGuid): this flow calls it when the account is migrated and signed in;
// - isMigrationNoticeVisible(userGuid): home shows its message while true;
// - dismissMigrationNotice(userGuid): home calls it when the person closes the message;
// - stored as localStorage `portal.migrationNotice.<userGuid>` = `visible` (migrationNoticeKey): per
//   user, so another person signing in on the same browser never sees it, and across sessions.
// The text is home's own message, since home may load without this remote.
export { dismissMigrationNotice, isMigrationNoticeVisible, migrationNoticeKey, raiseMigrationNotice } from '@portal/shared/state';
