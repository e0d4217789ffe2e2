// A section of a page that reads from the server and, when the read failed, offers Try again (home's
// cards, the settings' contacts): Try again takes its own button away while the read runs again, so
// once the read is done focus goes to the section's heading (what was read follows it) or, failed
// again, back to Try again. Never lost to the page's top (WCAG 2.4.3).
import { useEffect, useRef, type RefObject } from 'react';

export interface RetryFocus {
  /** The section's heading (give it tabIndex={-1}). */
  heading: RefObject<HTMLHeadingElement | null>;
  retryButton: RefObject<HTMLButtonElement | null>;
  /** Try again's click: runs the read again, and sends focus on when it is done. */
  retry: () => void;
}

export function useRetryFocus({
  busy,
  failed,
  read,
}: {
  busy: boolean;
  failed: boolean;
  read: () => unknown;
}): RetryFocus {
  const heading = useRef<HTMLHeadingElement>(null);
  const retryButton = useRef<HTMLButtonElement>(null);
  const retrying = useRef(false);
  useEffect(() => {
    if (!retrying.current || busy) return;
    retrying.current = false;
    (failed ? retryButton.current : heading.current)?.focus();
  }, [busy, failed]);
  const retry = () => {
    retrying.current = true;
    void read();
  };
  return { heading, retryButton, retry };
}
