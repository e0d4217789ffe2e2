// §7 cardId/keepAlive while a step of the activation is open (the questions, the PIN), and a clear end
// when it lapses. The token lives 10 minutes from its making or its last keep-alive (decision 029): a
// person who is there (§4's activity: pointer, keys, typing, scrolling) keeps it alive; one who left
// it finds the activation ended, and told so, rather than a form that fails at the next step.
import { useEffect, useState } from 'react';
import { keepActivationAlive } from '@portal/client/api';
import { usePortalMutation } from '@portal/client/query';
import { useIssuer } from '@portal/client/state';
import { expireActivation, recordKeptAlive, restartIfRefused } from './activation-flow';

/** How often an active person's activation is kept alive: well inside the token's 10 minutes. */
export const KEEP_ALIVE_EVERY_MS = 4 * 60_000;

/** §4 Activity, as the session's timers count it (a key, a pointer, typing, scrolling). */
const ACTIVITY_EVENTS = ['pointerdown', 'pointermove', 'keydown', 'input', 'scroll'] as const;

interface LiveActivation {
  cardId: string;
  token: string;
  /** When the token lapses (epoch ms), or null when the page does not know (it was refreshed). */
  expiresAt: number | null;
}

/**
 * Keeps the activation alive while the person is active: at most every KEEP_ALIVE_EVERY_MS, when there
 * was activity since the last keep-alive (checked on a timer, and at once on activity after a quiet
 * spell). A page that does not know when its token lapses asks at once, which also finds a token
 * that has already lapsed. When the token's time runs out, the activation ends (expireActivation).
 */
export function useActivationKeepAlive({ cardId, token, expiresAt: known }: LiveActivation): void {
  const { extAppId } = useIssuer();
  const [expiresAt, setExpiresAt] = useState(known);
  const [askAtOnce] = useState(known === null);
  const { run } = usePortalMutation({
    mutationFn: () => keepActivationAlive(extAppId, cardId, { activationToken: token }),
    onSuccess: ({ expiresIn }) => {
      const now = Date.now();
      setExpiresAt(now + expiresIn * 1000);
      recordKeptAlive(cardId, expiresIn, now);
    },
    onError: restartIfRefused,
    meta: { operation: 'activation' },
  });

  useEffect(() => {
    let lastSent = Date.now();
    let active = false;
    const send = () => {
      active = false;
      lastSent = Date.now();
      void run(undefined);
    };
    const onActivity = () => {
      active = true;
      if (Date.now() - lastSent >= KEEP_ALIVE_EVERY_MS) send();
    };
    const timer = window.setInterval(() => {
      if (active) send();
    }, KEEP_ALIVE_EVERY_MS);
    for (const type of ACTIVITY_EVENTS) window.addEventListener(type, onActivity, { capture: true, passive: true });
    if (askAtOnce) send();
    return () => {
      window.clearInterval(timer);
      for (const type of ACTIVITY_EVENTS) window.removeEventListener(type, onActivity, { capture: true });
    };
  }, [run, askAtOnce, cardId, token]);

  useEffect(() => {
    if (expiresAt === null) return undefined;
    const timer = window.setTimeout(expireActivation, Math.max(0, expiresAt - Date.now()));
    return () => window.clearTimeout(timer);
  }, [expiresAt]);
}
