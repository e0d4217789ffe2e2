// The card activation under way (§2 Activation routes, §3 Session "card activation token", decision 029).
// Stored across a refresh: only the activation token, in the session's ca_token, so that a refresh on
// set-pin restores that step (the registry's keepIf 'activationToken'). Held in memory only: the card's
// opaque id, the issuer's questions, the attempts left, the lock's end and when the token lapses. The
// card number, the security code and the answers are never kept anywhere: they live in their forms.
import { atom } from 'jotai';
import type { ActivationQuestions, ActivationResult } from '@portal/client/api';
import { isApiError } from '@portal/domain/errors';
import { href } from '@portal/client/routes';
import { keepActivationToken, portalStore, sessionAtom, showErrorPopup } from '@portal/client/state';
import { navigateTo } from '@portal/ui';

export type ActivationQuestion = ActivationQuestions['questions'][number];
export type ActivationQuestionType = ActivationQuestion['type'];

export interface ActivationInMemory {
  /** The issued card's opaque id (§2 {tokenNumber}), never its number. */
  cardId: string;
  questions: readonly ActivationQuestion[];
  /** Wrong answers left before the card's activation locks (SPEC-DECISIONS: 3, then 24 hours). */
  attemptsLeft: number;
  /** When the lock ends (ISO time), once the last wrong answer locked the card. */
  lockedUntil: string | null;
  /** When the activation token lapses unless kept alive (epoch ms); null when not known (a page refreshed). */
  expiresAt: number | null;
}

export const activationFlowAtom = atom<ActivationInMemory | null>(null);

/**
 * set-pin's query parameter naming the card. §3 stores only the token (ca_token), but the PIN and the
 * keep-alive name the card too (§7 card/pin, cardId/keepAlive): after a refresh the set-pin page reads
 * the card's id here. It is the same opaque id the questions' URL carries (§2 {tokenNumber}).
 */
export const CARD_PARAM = 'card';

/** set-pin's URL for a card. */
export const setPinHref = (cardId: string): string =>
  `${href('activationSetPin')}?${new URLSearchParams({ [CARD_PARAM]: cardId }).toString()}`;

/** The activation token the stored session holds (§3 ca_token), or null. */
export const storedActivationToken = (): string | null => portalStore.get(sessionAtom).ca_token;

/** §7 questions answered: the card found, its token kept for the steps that follow. */
export function beginActivation(answer: ActivationQuestions, now: number): void {
  keepActivationToken(answer.activationToken);
  portalStore.set(activationFlowAtom, {
    cardId: answer.cardId,
    questions: answer.questions,
    attemptsLeft: answer.attemptsLeft,
    lockedUntil: null,
    expiresAt: now + answer.expiresIn * 1000,
  });
}

/** A wrong answer (§2 activation/questions/{tokenNumber}/{error}); the last one locks, and the token is of no more use. */
export function recordWrongAnswer(result: ActivationResult): void {
  const flow = portalStore.get(activationFlowAtom);
  if (!flow || flow.cardId !== result.cardId) return;
  const locked = result.attemptsLeft === 0;
  portalStore.set(activationFlowAtom, {
    ...flow,
    attemptsLeft: result.attemptsLeft,
    lockedUntil: locked ? (result.lockedUntil ?? null) : null,
  });
  if (locked) keepActivationToken(null);
}

/** The token's new lifetime (§7 cardId/keepAlive). */
export function recordKeptAlive(cardId: string, expiresIn: number, now: number): void {
  const flow = portalStore.get(activationFlowAtom);
  if (flow?.cardId === cardId) portalStore.set(activationFlowAtom, { ...flow, expiresAt: now + expiresIn * 1000 });
}

/**
 * The card is active and no PIN follows: the token is of no more use. What memory holds goes with the
 * success page (endActivation there): cleared now, the questions page would send itself back to the
 * start before the navigation lands.
 */
export function dropActivationToken(): void {
  keepActivationToken(null);
}

/** The activation ends (done, left, locked or lapsed): the token goes, and what memory held of the card. */
export function endActivation(): void {
  keepActivationToken(null);
  portalStore.set(activationFlowAtom, null);
}

/** The flow's start, in place: back must not lead to a step of an activation that has ended. */
const restartActivation = (): void => navigateTo(href('activation'), { replace: true });

/**
 * Decision 029: the gateway refused the activation token (401: unknown, lapsed or ended). The catalogue
 * (operation 'activation') has already dropped the stored token, started the flow again at
 * `activation` (flowRestartPath) and raised its flowEnded popup: what memory held of the card goes too.
 */
export function restartIfRefused(error: unknown): void {
  if (!isApiError(error) || error.status !== 401) return;
  endActivation();
}

/**
 * The token lapsed with nobody there to keep it alive: the activation ends at once and says so, with
 * the catalogue's own message for a refused activation token (errors:activation.ended), rather than
 * leaving the page to fail at the person's next step.
 */
export function expireActivation(): void {
  endActivation();
  restartActivation();
  showErrorPopup({ messageKey: 'errors:activation.ended', buttonKey: 'common:popup.ok', action: { kind: 'close' } });
}
