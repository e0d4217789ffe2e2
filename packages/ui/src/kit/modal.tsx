// The portal's modal dialog (CONVENTIONS 12: modals trap and return focus), on the native <dialog>
// opened with showModal(): the browser puts it in the top layer and makes the rest of the page inert
// (hidden from assistive technology, unreachable by pointer and keyboard), with no second React tree.
// This component adds what the element leaves to its author: the name and description, where focus
// starts, a Tab loop that never leaves the dialog, Escape only when the modal may be dismissed, and
// focus given back on close. Render it only while it is open.
import {
  useEffect,
  useEffectEvent,
  useId,
  useRef,
  type KeyboardEvent,
  type ReactNode,
  type RefObject,
  type SyntheticEvent,
} from 'react';
import styles from './modal.module.css';

export interface ModalProps {
  /** The heading (an h2: the screen behind keeps its h1); it names the dialog. */
  title: ReactNode;
  /** The message; it describes the dialog, so it is read when the dialog opens. */
  description?: ReactNode;
  /** Anything else: the actions, a form. */
  children?: ReactNode;
  /** `alertdialog` for a message that needs an answer (an error, the session warning). */
  role?: 'dialog' | 'alertdialog';
  /** Escape (and the platform's close request) calls it. Without it the modal is not dismissible. */
  onDismiss?: () => void;
  /** Where focus starts; else the first focusable element, else the dialog itself. */
  initialFocus?: RefObject<HTMLElement | null>;
  /** Where focus goes on close: an element or its id (§2 "Modals return focus to a named element"); else the opener. */
  returnFocus?: RefObject<HTMLElement | null> | string;
}

const FOCUSABLE = 'a[href], button, input, select, textarea, summary, [tabindex], [contenteditable="true"]';

/** The elements Tab can reach inside `root`, in order. */
function focusableIn(root: HTMLElement): HTMLElement[] {
  return [...root.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
    (el) =>
      el.tabIndex >= 0 &&
      !(el as HTMLButtonElement).disabled &&
      !el.closest('[hidden], [inert]') &&
      el.getAttribute('aria-hidden') !== 'true',
  );
}

function returnTarget(returnFocus: ModalProps['returnFocus'], opener: Element | null): HTMLElement | null {
  const named = typeof returnFocus === 'string' ? document.getElementById(returnFocus) : (returnFocus?.current ?? null);
  if (named?.isConnected) return named;
  return opener instanceof HTMLElement && opener.isConnected ? opener : null;
}

export function Modal({
  title,
  description,
  children,
  role = 'dialog',
  onDismiss,
  initialFocus,
  returnFocus,
}: ModalProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const closingRef = useRef(false);
  const titleId = useId();
  const descriptionId = useId();

  const focusStart = useEffectEvent((dialog: HTMLDialogElement) => {
    (initialFocus?.current ?? focusableIn(dialog)[0] ?? dialog).focus();
  });
  const giveFocusBack = useEffectEvent((opener: Element | null) => {
    returnTarget(returnFocus, opener)?.focus();
  });

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return undefined;
    const opener = document.activeElement;
    closingRef.current = false;
    if (!dialog.open) dialog.showModal();
    focusStart(dialog);
    return () => {
      closingRef.current = true;
      if (dialog.open) dialog.close();
      giveFocusBack(opener);
    };
  }, []);

  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key === 'Escape') {
      // Cancelling the key stops the browser's own close request, so only onDismiss closes the modal.
      event.preventDefault();
      onDismiss?.();
      return;
    }
    if (event.key !== 'Tab') return;
    const dialog = event.currentTarget;
    const items = focusableIn(dialog);
    const first = items[0];
    const last = items[items.length - 1];
    const active = document.activeElement;
    if (!first || !last) {
      event.preventDefault();
      return;
    }
    if (event.shiftKey && (active === first || active === dialog)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && active === last) {
      event.preventDefault();
      first.focus();
    }
  };

  // A close request that did not come through the keyboard (Android's back gesture).
  const onCancel = (event: SyntheticEvent<HTMLDialogElement>) => {
    event.preventDefault();
    onDismiss?.();
  };

  // Some browsers close a dialog after repeated close requests even when cancelled: a modal that may
  // not be dismissed opens again; one that may is dismissed, so the state follows the screen. The
  // close event is queued: one that arrives after the dialog opened again (StrictMode's second mount
  // in development) is stale.
  const onClose = (event: SyntheticEvent<HTMLDialogElement>) => {
    if (closingRef.current || event.currentTarget.open) return;
    if (onDismiss) onDismiss();
    else event.currentTarget.showModal();
  };

  return (
    <dialog
      ref={dialogRef}
      className={styles.modal}
      role={role === 'alertdialog' ? 'alertdialog' : undefined}
      aria-modal="true"
      aria-labelledby={titleId}
      aria-describedby={description === undefined ? undefined : descriptionId}
      tabIndex={-1}
      onKeyDown={onKeyDown}
      onCancel={onCancel}
      onClose={onClose}
    >
      <h2 id={titleId} className={styles.title}>
        {title}
      </h2>
      {description !== undefined && (
        <div id={descriptionId} className={styles.description}>
          {description}
        </div>
      )}
      {children}
    </dialog>
  );
}

/** A modal's buttons, in a row that wraps on narrow screens. */
export function ModalActions({ children }: { children: ReactNode }) {
  return <div className={styles.actions}>{children}</div>;
}
