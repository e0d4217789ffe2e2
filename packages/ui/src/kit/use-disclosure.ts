import { useId, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';

/**
 * A disclosure (WAI-ARIA APG): a button that shows and hides a panel. Escape, from the button or
 * from inside the panel, closes it and gives focus back to the button. Focus leaving the button and the
 * panel (Tab past either end, a click elsewhere) closes it too: an open panel over the page would
 * cover what focus went to (WCAG 2.4.11). Put `closeOnFocusOut` on an element holding both.
 */
export function useDisclosure() {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const closeOnEscape = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key === 'Escape' && open) {
      setOpen(false);
      buttonRef.current?.focus();
    }
  };
  const closeOnFocusOut = (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget)) setOpen(false);
  };
  return {
    open,
    panelId,
    closeOnEscape,
    closeOnFocusOut,
    buttonProps: {
      ref: buttonRef,
      type: 'button' as const,
      'aria-expanded': open,
      'aria-controls': panelId,
      onKeyDown: closeOnEscape,
      onClick: () => setOpen((o) => !o),
    },
  };
}
