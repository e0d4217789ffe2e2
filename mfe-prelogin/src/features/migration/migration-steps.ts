// §4 Flows, Migration: its steps and their URLs. The step lives in the stored session (§3 flowConfig), so
// a refresh restores it (§2 Page refresh); the URL follows the step, never the other way round.
// verifyAccount and simVerifyAccount are "navigated to without triggering the route" (§2): states of the
// one migration screen whose URL is replaced, so nothing remounts and no history entry is added.
import type { IssuerConfig } from '@portal/domain/issuer';
import { flowOf, type MigrationStep, type StoredSession } from '@portal/domain/session';
import { href, type RouteId } from '@portal/client/routes';
import { moveMigration, raiseMigrationNotice } from '@portal/client/state';
import { navigateTo } from '@portal/ui';
import { leaveToLogin } from '../../flow/leave';

/** Each step's registry route. */
const STEP_ROUTES = {
  establishAccount: 'migrationEstablishAccount',
  verifyAccount: 'migrationVerifyAccount',
  simVerifyAccount: 'migrationSimVerifyAccount',
  resetPassword: 'migrationResetPassword',
  acceptTac: 'migrationAcceptTac',
} as const satisfies Record<MigrationStep, RouteId>;
export const migrationPath = (step: MigrationStep): string => href(STEP_ROUTES[step]);

/** Whether a path is one of the migration's (§2 Migration routes). */
export const isMigrationPath = (pathname: string): boolean =>
  Object.values(STEP_ROUTES).some((id) => href(id).toLowerCase() === pathname.toLowerCase());

/** The steps that are only states of the screen: their URL replaces the current one. */
const IN_PLACE_STEPS: readonly MigrationStep[] = ['verifyAccount', 'simVerifyAccount'];

/** The verification step for this issuer: by email only (simulated) for an SMS-free one (§3 isSmsFreeApp). */
export function verificationStep(issuer: Pick<IssuerConfig, 'isSmsFreeApp'>): 'verifyAccount' | 'simVerifyAccount' {
  return issuer.isSmsFreeApp ? 'simVerifyAccount' : 'verifyAccount';
}

/** Where the stored flow is, with what its step needs; the start when there is no flow, or it lacks that. */
export type MigrationState =
  | { step: 'establishAccount' }
  | { step: 'verifyAccount' | 'simVerifyAccount' | 'resetPassword'; userGuid: string; userName: string }
  | { step: 'acceptTac'; userGuid: string; probesRef: string };

export function migrationStateOf(session: StoredSession): MigrationState {
  const step = flowOf(session, 'migration')?.step;
  const { userId: userGuid, userName } = session;
  if (step === undefined || userGuid === null) return { step: 'establishAccount' };
  if ((step === 'verifyAccount' || step === 'simVerifyAccount') && userName !== null)
    return { step, userGuid, userName };
  // The reset needs the reset token the code gave.
  if (step === 'resetPassword' && userName !== null && session.token !== null) return { step, userGuid, userName };
  // The terms need the sign-in's partial token and its ACCEPT_TNC probe.
  if (step === 'acceptTac' && session.partialAccess && session.tacInfo !== null)
    return { step, userGuid, probesRef: session.tacInfo.probesRef };
  return { step: 'establishAccount' };
}

/**
 * Moves the flow to `step`, URL first: an in-place step replaces the URL (no history entry, no route
 * of its own); resetPassword and acceptTac are routes, so they are pushed. The URL changes before the
 * step shows, so the new step's back-button guard is set on its own URL. `change` is the session's
 * move (a new verification, a reset token); by default only the step.
 */
export function enterStep(step: MigrationStep, change: () => void = () => moveMigration(step)): void {
  navigateTo(migrationPath(step), { replace: IN_PLACE_STEPS.includes(step) });
  change();
}

/**
 * §4 Flows, Migration, the end: home, with the success message raised for this user. The message
 * is the contract between this flow and the post-login home, kept once in @portal/client/state
 * (notifications.ts): raiseMigrationNotice here; home shows it while isMigrationNoticeVisible and
 * closes it with dismissMigrationNotice; localStorage `portal.migrationNotice.<userGuid>`, per user
 * and across sessions. The text is home's own, since home may load without this remote.
 */
export function completeMigration(userGuid: string): void {
  raiseMigrationNotice(userGuid);
  // Home belongs to another remote: a history change single-spa sees.
  navigateTo(href('home'));
}

/**
 * Leaving the migration after its first step (§2 Back button's exit confirmation, the terms' Cancel):
 * its reset or partial token revoked, the session emptied, and login. `closeFlow` stops the migration
 * screen from showing a step while it leaves (migration-flow.tsx).
 */
export function leaveMigration(closeFlow: () => void): () => void {
  return () => {
    closeFlow();
    leaveToLogin();
  };
}
