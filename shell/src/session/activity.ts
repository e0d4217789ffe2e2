// §4 "Activity (mouse move, click, scroll, key press, focus, page show, tab visibility) resets the
// timers": passive listeners on the window and, for visibility, the document; throttled.
// - Mouse, click, scroll and keys are heard in the capture phase, so an element's own scroll and an
//   event a component stops still count.
// - "focus" is the window's: the person coming back to the page. An element's focus is often the
//   page's doing (each new screen focuses its heading) and would count a person who did nothing;
//   moving focus with the keyboard is counted by its keydown.
import type { Clock } from './clock';

/** §4's activities heard on the window in the capture phase; "key press" is keydown (keypress is deprecated). */
const CAPTURED_ACTIVITY_EVENTS = ['mousemove', 'click', 'scroll', 'keydown'] as const;
/** §4's activities of the window itself: its focus, and the page shown (a load, or back from the cache). */
const WINDOW_ACTIVITY_EVENTS = ['focus', 'pageshow'] as const;
/** §4 "tab visibility": the tab shown again (hiding it is the person leaving, not activity). */
const DOCUMENT_ACTIVITY_EVENTS = ['visibilitychange'] as const;
/** At most one activity a second reaches the timers: a mouse move fires many times a second. */
export const ACTIVITY_THROTTLE_MS = 1000;

const CAPTURED: AddEventListenerOptions = { capture: true, passive: true };
const OWN: AddEventListenerOptions = { passive: true };

/** Calls `onActivity` for the activities of §4, at most once per ACTIVITY_THROTTLE_MS; returns the stop. */
export function listenForActivity(
  onActivity: () => void,
  clock: Pick<Clock, 'now'>,
  win: Window = window,
  doc: Document = document,
): () => void {
  let last = Number.NEGATIVE_INFINITY;
  const handle = (event: Event) => {
    if (event.type === 'visibilitychange' && doc.visibilityState !== 'visible') return;
    const now = clock.now();
    if (now - last < ACTIVITY_THROTTLE_MS) return;
    last = now;
    onActivity();
  };
  const listeners = [
    ...CAPTURED_ACTIVITY_EVENTS.map((type) => [win, type, CAPTURED] as const),
    ...WINDOW_ACTIVITY_EVENTS.map((type) => [win, type, OWN] as const),
    ...DOCUMENT_ACTIVITY_EVENTS.map((type) => [doc, type, OWN] as const),
  ];
  for (const [target, type, options] of listeners) target.addEventListener(type, handle, options);
  return () => {
    for (const [target, type, options] of listeners) target.removeEventListener(type, handle, options);
  };
}
