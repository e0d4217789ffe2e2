import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ACTIVITY_THROTTLE_MS, listenForActivity } from './activity';
import { systemClock } from './clock';

describe('§4 activity', () => {
  const onActivity = vi.fn();
  let stop: () => void = () => undefined;

  beforeEach(() => {
    vi.useFakeTimers({ now: Date.UTC(2030, 0, 1) });
    onActivity.mockClear();
    stop = listenForActivity(onActivity, systemClock);
  });
  afterEach(() => {
    stop();
    vi.useRealTimers();
  });

  /** One activity, a throttle's length after the last. */
  function next(target: EventTarget, event: Event) {
    vi.advanceTimersByTime(ACTIVITY_THROTTLE_MS);
    target.dispatchEvent(event);
  }

  it.each([
    ['mouse move', () => new MouseEvent('mousemove')],
    ['click', () => new MouseEvent('click')],
    ['scroll', () => new Event('scroll')],
    ['key press', () => new KeyboardEvent('keydown', { key: 'a' })],
    ['focus', () => new FocusEvent('focus')],
    ['page show', () => new Event('pageshow')],
  ])('%s on the window counts', (_name, event) => {
    next(window, event());
    expect(onActivity).toHaveBeenCalledTimes(1);
  });

  it("an element's scroll counts too, even when the element keeps the event to itself", () => {
    const box = document.createElement('div');
    box.addEventListener('scroll', (e) => e.stopPropagation());
    document.body.append(box);
    next(box, new Event('scroll'));
    expect(onActivity).toHaveBeenCalledTimes(1);
    box.remove();
  });

  it("focus moved by the page (a new screen's heading) is not the person's activity; the window's focus is", () => {
    const heading = document.createElement('h1');
    heading.tabIndex = -1;
    document.body.append(heading);
    vi.advanceTimersByTime(ACTIVITY_THROTTLE_MS);
    heading.focus();
    expect(document.activeElement).toBe(heading);
    expect(onActivity).not.toHaveBeenCalled();
    next(window, new FocusEvent('focus'));
    expect(onActivity).toHaveBeenCalledTimes(1);
    heading.remove();
  });

  it('the tab shown again counts; the tab hidden does not', () => {
    const visibility = vi.spyOn(document, 'visibilityState', 'get');
    visibility.mockReturnValue('hidden');
    next(document, new Event('visibilitychange'));
    expect(onActivity).not.toHaveBeenCalled();
    visibility.mockReturnValue('visible');
    next(document, new Event('visibilitychange'));
    expect(onActivity).toHaveBeenCalledTimes(1);
    visibility.mockRestore();
  });

  it('is throttled: a burst of mouse moves is one activity a second', () => {
    for (let i = 0; i < 50; i++) {
      window.dispatchEvent(new MouseEvent('mousemove'));
      vi.advanceTimersByTime(10);
    }
    expect(onActivity).toHaveBeenCalledTimes(1);
    next(window, new MouseEvent('mousemove'));
    expect(onActivity).toHaveBeenCalledTimes(2);
  });

  it('stops listening when told', () => {
    stop();
    next(window, new MouseEvent('click'));
    expect(onActivity).not.toHaveBeenCalled();
  });
});
