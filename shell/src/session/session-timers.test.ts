import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SESSION_EXPIRY_MS, SESSION_WARNING_MS, TOKEN_RENEWAL_AGE_MS } from '@portal/domain/constants';
import { systemClock } from './clock';
import { createSessionTimers, SILENT_RENEWAL_RETRY_MS, type SessionTimerDeps } from './session-timers';

const START = Date.UTC(2030, 0, 1, 9);
const SECOND = 1000;

/** The timers on vitest's fake clock, with a token issued at `issuedAt` that renew() refreshes. */
function setUp(issuedAt: number | null = START) {
  let tokenAt = issuedAt;
  const warnings: (number | null)[] = [];
  const deps = {
    clock: systemClock,
    tokenTimestamp: () => tokenAt,
    renew: vi.fn(async () => {
      tokenAt = Date.now();
    }),
    warn: vi.fn((expiresAt: number | null) => warnings.push(expiresAt)),
    expire: vi.fn(),
    renewalFailed: vi.fn(),
  } satisfies SessionTimerDeps;
  const timers = createSessionTimers(deps);
  return { timers, deps, warnings, setToken: (at: number) => (tokenAt = at) };
}

/** Moves the fake clock to `ms` after START, firing due timers and settling promises on the way. */
async function at(ms: number) {
  await vi.advanceTimersByTimeAsync(START + ms - Date.now());
}

describe('§4 session timers', () => {
  beforeEach(() => {
    vi.useFakeTimers({ now: START });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('warns after 360000 ms without activity, with the time the session ends', async () => {
    const { timers, deps } = setUp();
    timers.start();
    await at(SESSION_WARNING_MS - 1);
    expect(deps.warn).not.toHaveBeenCalled();
    await at(SESSION_WARNING_MS);
    expect(deps.warn).toHaveBeenCalledExactlyOnceWith(START + SESSION_EXPIRY_MS);
    expect(deps.renew).not.toHaveBeenCalled();
  });

  it('activity postpones the warning: it comes 360000 ms after the last activity', async () => {
    const { timers, deps } = setUp();
    timers.start();
    await at(200 * SECOND);
    timers.activity();
    await at(SESSION_WARNING_MS);
    expect(deps.warn).not.toHaveBeenCalled();
    await at(200 * SECOND + SESSION_WARNING_MS);
    expect(deps.warn).toHaveBeenCalledExactlyOnceWith(START + 200 * SECOND + SESSION_EXPIRY_MS);
  });

  it('activity while the warning shows neither closes it nor postpones expiry (only Continue does)', async () => {
    const { timers, deps, warnings } = setUp();
    timers.start();
    await at(SESSION_WARNING_MS + 10 * SECOND);
    timers.activity();
    await at(SESSION_EXPIRY_MS - 1);
    expect(warnings).toEqual([START + SESSION_EXPIRY_MS]);
    expect(deps.expire).not.toHaveBeenCalled();
    await at(SESSION_EXPIRY_MS);
    expect(deps.expire).toHaveBeenCalledTimes(1);
  });

  it('expires after 480000 ms without activity, closes the warning, and then does nothing more', async () => {
    const { timers, deps, warnings } = setUp();
    timers.start();
    await at(SESSION_EXPIRY_MS);
    expect(deps.expire).toHaveBeenCalledTimes(1);
    expect(warnings).toEqual([START + SESSION_EXPIRY_MS, null]);
    expect(timers.running).toBe(false);
    timers.activity();
    await at(3 * SESSION_EXPIRY_MS);
    expect(deps.expire).toHaveBeenCalledTimes(1);
    expect(deps.renew).not.toHaveBeenCalled();
  });

  it('renews silently when the token turns 6 minutes old after activity since its issue, and the warning still follows idleness', async () => {
    const { timers, deps } = setUp();
    timers.start();
    await at(100 * SECOND);
    timers.activity();
    await at(TOKEN_RENEWAL_AGE_MS - 1);
    expect(deps.renew).not.toHaveBeenCalled();
    await at(TOKEN_RENEWAL_AGE_MS);
    expect(deps.renew).toHaveBeenCalledTimes(1);
    expect(deps.warn).not.toHaveBeenCalled();
    // No activity since that renewal: no other, and the warning comes 360 s after the last activity.
    await at(100 * SECOND + SESSION_WARNING_MS);
    expect(deps.warn).toHaveBeenCalledTimes(1);
    expect(deps.renew).toHaveBeenCalledTimes(1);
  });

  it('without activity since the last renewal there is no silent renewal: the warning shows instead', async () => {
    const { timers, deps } = setUp();
    timers.start();
    await at(SESSION_WARNING_MS);
    expect(deps.renew).not.toHaveBeenCalled();
    expect(deps.warn).toHaveBeenCalledTimes(1);
  });

  it('a token already 6 minutes old is renewed at the first activity', async () => {
    const { timers, deps } = setUp(START - 7 * 60 * SECOND);
    timers.start();
    await at(5 * SECOND);
    expect(deps.renew).not.toHaveBeenCalled();
    timers.activity();
    await at(6 * SECOND);
    expect(deps.renew).toHaveBeenCalledTimes(1);
  });

  it('Continue sends the keep-alive, closes the warning and restarts the timers', async () => {
    const { timers, deps, warnings } = setUp();
    timers.start();
    await at(400 * SECOND);
    await timers.continueSession();
    expect(deps.renew).toHaveBeenCalledTimes(1);
    expect(warnings).toEqual([START + SESSION_EXPIRY_MS, null]);
    await at(SESSION_EXPIRY_MS);
    expect(deps.expire).not.toHaveBeenCalled();
    await at(400 * SECOND + SESSION_WARNING_MS);
    expect(warnings).toEqual([START + SESSION_EXPIRY_MS, null, START + 400 * SECOND + SESSION_EXPIRY_MS]);
    await at(400 * SECOND + SESSION_EXPIRY_MS);
    expect(deps.expire).toHaveBeenCalledTimes(1);
  });

  it('a failed Continue goes back to its caller (the warning shows it), keeps the warning, and the session still ends on time', async () => {
    const { timers, deps, warnings } = setUp();
    const failure = new Error('gateway down');
    deps.renew.mockRejectedValueOnce(failure);
    timers.start();
    await at(400 * SECOND);
    await expect(timers.continueSession()).rejects.toBe(failure);
    expect(deps.renewalFailed).not.toHaveBeenCalled();
    expect(warnings).toEqual([START + SESSION_EXPIRY_MS]);
    await at(SESSION_EXPIRY_MS);
    expect(deps.expire).toHaveBeenCalledTimes(1);
  });

  it('a failed silent renewal is reported and not tried again for a minute', async () => {
    const { timers, deps } = setUp();
    deps.renew.mockRejectedValueOnce(new Error('offline'));
    timers.start();
    await at(10 * SECOND);
    timers.activity();
    await at(TOKEN_RENEWAL_AGE_MS);
    expect(deps.renewalFailed).toHaveBeenCalledTimes(1);
    timers.activity();
    await at(TOKEN_RENEWAL_AGE_MS + SILENT_RENEWAL_RETRY_MS - 1);
    expect(deps.renew).toHaveBeenCalledTimes(1);
    await at(TOKEN_RENEWAL_AGE_MS + SILENT_RENEWAL_RETRY_MS);
    expect(deps.renew).toHaveBeenCalledTimes(2);
  });

  it('a pause (an error popup) stops the clock; resuming counts only the time not paused', async () => {
    const { timers, deps } = setUp();
    timers.start();
    await at(300 * SECOND);
    timers.pause();
    await at(1000 * SECOND);
    expect(deps.warn).not.toHaveBeenCalled();
    expect(deps.expire).not.toHaveBeenCalled();
    timers.resume();
    await at(1000 * SECOND + 60 * SECOND - 1);
    expect(deps.warn).not.toHaveBeenCalled();
    await at(1000 * SECOND + 60 * SECOND);
    expect(deps.warn).toHaveBeenCalledExactlyOnceWith(START + 700 * SECOND + SESSION_EXPIRY_MS);
  });

  it('a pause during the warning moves the end it announces', async () => {
    const { timers, deps, warnings } = setUp();
    timers.start();
    await at(400 * SECOND);
    timers.pause();
    await at(500 * SECOND);
    timers.resume();
    expect(warnings).toEqual([START + SESSION_EXPIRY_MS, START + SESSION_EXPIRY_MS + 100 * SECOND]);
    await at(SESSION_EXPIRY_MS + 100 * SECOND - 1);
    expect(deps.expire).not.toHaveBeenCalled();
    await at(SESSION_EXPIRY_MS + 100 * SECOND);
    expect(deps.expire).toHaveBeenCalledTimes(1);
  });

  it('a deadline that passed unseen (a hidden tab) is honoured before the activity that reveals it', () => {
    const { timers, deps } = setUp();
    timers.start();
    // The browser slept: the clock moved, no timer ran.
    vi.setSystemTime(START + 20 * 60 * SECOND);
    timers.activity();
    expect(deps.expire).toHaveBeenCalledTimes(1);
    expect(timers.running).toBe(false);
  });

  it('stop closes the warning and silences every timer', async () => {
    const { timers, deps, warnings } = setUp();
    timers.start();
    await at(SESSION_WARNING_MS);
    timers.stop();
    expect(warnings).toEqual([START + SESSION_EXPIRY_MS, null]);
    await at(3 * SESSION_EXPIRY_MS);
    expect(deps.expire).not.toHaveBeenCalled();
    await timers.continueSession();
    expect(deps.renew).not.toHaveBeenCalled();
  });

  it('a renewal made elsewhere (a request before use) restarts the renewal clock from the new token', async () => {
    const { timers, deps, setToken } = setUp();
    timers.start();
    await at(10 * SECOND);
    timers.activity();
    await at(5 * 60 * SECOND);
    setToken(Date.now());
    timers.tokenRenewed();
    await at(TOKEN_RENEWAL_AGE_MS);
    expect(deps.renew).not.toHaveBeenCalled();
    timers.activity();
    await at(5 * 60 * SECOND + TOKEN_RENEWAL_AGE_MS);
    expect(deps.renew).toHaveBeenCalledTimes(1);
  });
});
