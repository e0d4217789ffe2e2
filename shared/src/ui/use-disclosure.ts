import { useId, useRef, useState, type KeyboardEvent } from 'react';

/**
 * A disclosure (WAI-ARIA APG): a button that shows and hides a panel. Escape, from the button or
 * from inside the panel, closes it and gives focus back to the button.
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
  return {
    open,
    panelId,
    closeOnEscape,
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
