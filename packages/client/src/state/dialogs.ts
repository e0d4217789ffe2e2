// §4 "Error popups stop the session timer and offer one button (go to sign-out, go to another route,
// or run an action)": the one popup of the page, raised by any remote, drawn by the shell.
import { atom } from 'jotai';
import type { MessageKey } from '@portal/domain/text';
import { portalStore } from './atoms';

/** signOut: the session ended, then the pre-login page, or login when `then` says so (§8 exception cases). */
export type PopupAction =
  | { kind: 'signOut'; then?: 'login' }
  | { kind: 'route'; to: string }
  | { kind: 'action'; run: () => void }
  | { kind: 'close' };

export interface ErrorPopup {
  messageKey: MessageKey;
  appendCustomerSupport?: boolean;
  /** The one button: its label and what it does. */
  buttonKey: MessageKey;
  action: PopupAction;
}

export const errorPopupAtom = atom<ErrorPopup | null>(null);

export function showErrorPopup(popup: ErrorPopup): void {
  portalStore.set(errorPopupAtom, popup);
}

export function closeErrorPopup(): void {
  portalStore.set(errorPopupAtom, null);
}

/** The shell's session timers, which a popup stops (§4) and its close resumes. */
export interface SessionTimerControl {
  pause(): void;
  resume(): void;
  /** §4: the warning modal's Continue sends the keep-alive renewal and restarts the timers; rejects when it fails. */
  continueSession(): Promise<void>;
}

/** §4 Session warning modal ('about to expire'): shown while set; `expiresAt` is when the session ends. */
export const sessionWarningAtom = atom<{ expiresAt: number } | null>(null);

let timers: SessionTimerControl | null = null;

/** The shell registers its timers once they exist (full access); remotes never hold them. */
export function registerSessionTimers(control: SessionTimerControl | null): void {
  timers = control;
}

export function pauseSessionTimers(): void {
  timers?.pause();
}

export function resumeSessionTimers(): void {
  timers?.resume();
}

export function continueSession(): Promise<void> {
  return timers ? timers.continueSession() : Promise.resolve();
}

/**
 * §2 Back button: "From home it asks to confirm logout". Raised by `useBackButton({ kind: 'confirmLogout' })`
 * (@portal/ui); whoever draws it shows a confirmation while this is true, whose Yes goes to
 * /signOut and whose No calls `closeLogoutConfirmation()`.
 */
export const logoutConfirmationAtom = atom(false);

export function askToConfirmLogout(): void {
  portalStore.set(logoutConfirmationAtom, true);
}

export function closeLogoutConfirmation(): void {
  portalStore.set(logoutConfirmationAtom, false);
}

/**
 * Closes every dialog of the page's store (the error popup, the session warning, the logout
 * confirmation): on expiry and on sign-out nothing asked of the session that ended stays open.
 */
export function closeDialogs(): void {
  portalStore.set(errorPopupAtom, null);
  portalStore.set(sessionWarningAtom, null);
  portalStore.set(logoutConfirmationAtom, false);
}
