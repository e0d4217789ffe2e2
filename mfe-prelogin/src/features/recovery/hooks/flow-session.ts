// The recovery, enrolment and migration flows in the stored session (§3 Session flowConfig; §2 Page
// refresh): which flow and step is under way, and the little each step needs (a masked contact, when
// the code went). The user's guid, username and contact id use the session's own fields.
import { revokeToken } from '@portal/shared/api';
import type { Flow, LoginStep, StoredSession } from '@portal/shared/domain/session';
import { applyTokenAnswer, patchSession, portalStore, purgeSession, sessionAtom, setSessionToken, type TokenAnswer } from '@portal/shared/state';

/** Flow data keys, named as the sign-in screens name them, so a session reads the same everywhere. */
export const MASKED_CONTACT = 'maskedContact';
export const CODE_SENT_AT = 'codeSentAt';

export type FlowConfig = NonNullable<StoredSession['flowConfig']>;

/** The session's flow when it is `flow`, else null (a page reached without its flow's data). */
export function flowOf(session: StoredSession, flow: Flow): FlowConfig | null {
  return session.flowConfig?.flow === flow ? session.flowConfig : null;
}

/** The flow data of a code just sent: to whom (masked, when the gateway says) and when (now). */
export function sentCodeData(maskedContact: string | undefined, now: number = Date.now()): Record<string, string> {
  return maskedContact ? { [MASKED_CONTACT]: maskedContact, [CODE_SENT_AT]: String(now) } : { [CODE_SENT_AT]: String(now) };
}

/** When the flow's last code went (epoch ms); 0 when unknown, so a resend is offered at once. */
export function codeSentAt(config: FlowConfig): number {
  const at = Number(config.data[CODE_SENT_AT]);
  return Number.isFinite(at) ? at : 0;
}

/** Moves the stored flow to a step, with data merged in. */
export function moveFlow(flow: Flow, step: string, data: Record<string, string> = {}): void {
  const previous = flowOf(portalStore.get(sessionAtom), flow)?.data ?? {};
  patchSession({ flowConfig: { flow, step, data: { ...previous, ...data } } });
}

/**
 * Ends a flow that held a reset token (recovery, migration): the token is spent or revoked by the
 * reset (decision 013), and nothing of the flow stays in the session.
 */
export function endResetFlow(): void {
  patchSession({ token: null, userId: null, userName: null, contactId: null, flowConfig: null });
}

/**
 * Ends a flow that signed the person in part-way (enrolment before its email is verified, migration
 * before its terms): the session goes, and the token is revoked in the background; a failure changes
 * nothing for the person, since a partial token dies 10 minutes after issue anyway (decision 013).
 */
export function endPartialSession(): void {
  const token = portalStore.get(sessionAtom).token?.value;
  purgeSession();
  if (token) revokeToken(token).catch(() => undefined);
}

/** A token answer received now (a flow's step answered): the session's token, access and login scope. */
export function applyAnswer(answer: TokenAnswer, flow: Flow): LoginStep[] {
  return applyTokenAnswer(answer, Date.now(), flow);
}

/** A reset token received now (a recovery or migration code verified): the token the reset call carries. */
export function keepResetToken(value: string): void {
  setSessionToken(value, Date.now());
}
