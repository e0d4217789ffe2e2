import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createSessionWatch } from './session-watch';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('the shopper session watch (decision 033)', () => {
  it('a 401 ends it once: the host and the screens are told the first time only', () => {
    const onEnded = vi.fn();
    const watch = createSessionWatch(onEnded);
    const screen = vi.fn();
    watch.subscribe(screen);
    expect(watch.ended()).toBe(false);
    watch.end();
    watch.end();
    expect(watch.ended()).toBe(true);
    expect(onEnded).toHaveBeenCalledTimes(1);
    expect(screen).toHaveBeenCalledTimes(1);
  });

  it('ends by itself when the time the gateway gave runs out, not a moment before', () => {
    const onEnded = vi.fn();
    const watch = createSessionWatch(onEnded);
    watch.endIn(900_000);
    vi.advanceTimersByTime(899_999);
    expect(watch.ended()).toBe(false);
    vi.advanceTimersByTime(1);
    expect(watch.ended()).toBe(true);
    expect(onEnded).toHaveBeenCalledTimes(1);
  });

  it('a session already over at mount ends at once; a 401 before the time leaves no timer to tell again', () => {
    const over = vi.fn();
    createSessionWatch(over).endIn(0);
    expect(over).toHaveBeenCalledTimes(1);

    const early = vi.fn();
    const watch = createSessionWatch(early);
    watch.endIn(60_000);
    watch.end();
    vi.advanceTimersByTime(60_000);
    expect(early).toHaveBeenCalledTimes(1);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('after unmount nothing is told and no timer is left', () => {
    const onEnded = vi.fn();
    const watch = createSessionWatch(onEnded);
    const screen = vi.fn();
    watch.subscribe(screen);
    watch.endIn(1000);
    watch.dispose();
    vi.advanceTimersByTime(1000);
    watch.end();
    expect(onEnded).not.toHaveBeenCalled();
    expect(screen).not.toHaveBeenCalled();
    expect(vi.getTimerCount()).toBe(0);
  });

  it('a listener that stops listening is not told', () => {
    const watch = createSessionWatch(() => undefined);
    const screen = vi.fn();
    const stop = watch.subscribe(screen);
    stop();
    watch.end();
    expect(screen).not.toHaveBeenCalled();
  });
});
