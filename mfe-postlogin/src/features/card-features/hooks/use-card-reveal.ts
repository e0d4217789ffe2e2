// §7 …/sdkPayload/v2 (card details, the card display capability of §6): the card's full number and
// expiry, shown for the `displaySeconds` the answer gives and then forgotten. The answer lives in this
// hook's state only: never the query cache, the mutation cache, browser storage or the URL. It goes
// when the time is up, on Hide, and with the section (a card change remounts it; so does leaving).
import { useCallback, useEffect, useLayoutEffect, useRef, useState, type RefObject } from 'react';
import { getCardDetails, type CardDetails } from '@portal/client/api';
import type { FormMessage } from '@portal/ui/forms';
import { usePortalMutation } from '@portal/client/query';
import { groupedCardNumber, revealedExpiry, spokenCardNumber } from '../components/feature-card-view';

export interface RevealedDetails {
  /** `4111 1111 1111 1111`. */
  readonly number: string;
  /** The digits one by one, for a screen reader. */
  readonly spokenNumber: string;
  /** `MM/YY`, and the month as a `<time>` value (`2027-09`). */
  readonly expiry: string;
  readonly expiryMonth: string;
  /** When the details go (ms since the epoch). */
  readonly hideAt: number;
}

/** What the section's live region says: at reveal (with the time they stay) and on hide, never each second. */
export type RevealAnnouncement = { readonly kind: 'shown'; readonly seconds: number } | { readonly kind: 'hidden' };

export interface CardReveal {
  details: RevealedDetails | null;
  /** Whole seconds until they go, for the visible countdown. */
  secondsLeft: number;
  announcement: RevealAnnouncement | null;
  reveal: () => void;
  hide: () => void;
  pending: boolean;
  /** The failure the section shows (§8 through the catalogue); `failed` also when a popup told it. */
  failure: FormMessage | null;
  failed: boolean;
}

/** The section (focus inside it moves between Show and Hide) and its two buttons, which the section draws. */
export interface RevealFocus {
  section: RefObject<HTMLElement | null>;
  showButton: RefObject<HTMLButtonElement | null>;
  hideButton: RefObject<HTMLButtonElement | null>;
}

function revealed(answer: CardDetails, now: number): RevealedDetails {
  return {
    number: groupedCardNumber(answer.accountNumber),
    spokenNumber: spokenCardNumber(answer.accountNumber),
    expiry: revealedExpiry(answer.expirationMonth, answer.expirationYear),
    expiryMonth: `${String(answer.expirationYear).padStart(4, '0')}-${String(answer.expirationMonth).padStart(2, '0')}`,
    hideAt: now + answer.displaySeconds * 1000,
  };
}

const TICK_MS = 1000;

/** Whether focus is in the section, or lost to the page (its button was just replaced). */
function focusWithin(section: RefObject<HTMLElement | null>): boolean {
  const active = document.activeElement;
  return active === null || active === document.body || (section.current?.contains(active) ?? false);
}

export function useCardReveal(
  userGuid: string,
  panGuid: string,
  { section, showButton, hideButton }: RevealFocus,
): CardReveal {
  const [details, setDetails] = useState<RevealedDetails | null>(null);
  const [secondsLeft, setSecondsLeft] = useState(0);
  const [announcement, setAnnouncement] = useState<RevealAnnouncement | null>(null);
  const [failed, setFailed] = useState(false);
  // The button that takes focus after the next render: the one replacing the button that had it. Focus
  // elsewhere (the card select, another section) stays where the person put it.
  const focusNext = useRef<'show' | 'hide' | null>(null);

  const mutation = usePortalMutation<void, void>({
    // The answer goes straight into this hook's state and the mutation resolves with nothing: a
    // mutation's data would stay in the page's mutation cache for its gcTime, and the number must not.
    mutationFn: async () => {
      const answer = await getCardDetails(userGuid, panGuid);
      if (focusWithin(section)) focusNext.current = 'hide';
      setDetails(revealed(answer, Date.now()));
      setSecondsLeft(answer.displaySeconds);
      setAnnouncement({ kind: 'shown', seconds: answer.displaySeconds });
    },
    // §8 has no table for card details: Sign-in and general, so that what it leaves to the screen (a
    // 429 tooManyRequests, an unexpected answer) is told in the section; popups are raised as ever.
    meta: { operation: 'general' },
    onError: () => setFailed(true),
  });
  const { run } = mutation;

  const hide = useCallback(() => {
    if (focusWithin(section)) focusNext.current = 'show';
    setDetails(null);
    setAnnouncement({ kind: 'hidden' });
  }, [section]);

  const reveal = useCallback(() => {
    setFailed(false);
    void run();
  }, [run]);

  useEffect(() => {
    if (!details) return undefined;
    const timer = setInterval(() => {
      const left = Math.ceil((details.hideAt - Date.now()) / TICK_MS);
      if (left <= 0) hide();
      else setSecondsLeft(left);
    }, TICK_MS);
    return () => clearInterval(timer);
  }, [details, hide]);

  useLayoutEffect(() => {
    const target =
      focusNext.current === 'hide' ? hideButton.current : focusNext.current === 'show' ? showButton.current : null;
    if (!target) return;
    focusNext.current = null;
    target.focus();
  }, [details, showButton, hideButton]);

  return {
    details,
    secondsLeft,
    announcement,
    reveal,
    hide,
    pending: mutation.pending,
    failure: mutation.failure,
    failed,
  };
}
