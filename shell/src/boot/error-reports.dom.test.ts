// The page's uncaught errors and unhandled rejections go to the gateway, sampled, ten a page at most;
// a report that fails to send is dropped without a failure of its own.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { reportFailure, startErrorReports } from './error-reports';

let stop: () => void = () => undefined;
afterEach(() => stop());

/** An unhandled rejection as the browser fires it (jsdom has no PromiseRejectionEvent constructor). */
function rejection(reason: unknown): Event {
  return Object.assign(new Event('unhandledrejection'), { reason, promise: Promise.resolve() });
}

describe('startErrorReports', () => {
  it('reports an uncaught error and an unhandled rejection, with the page and release', () => {
    const send = vi.fn(async () => undefined);
    stop = startErrorReports('ACME-WEB-01', { send, draw: () => 0, release: '1.2.3' });
    window.dispatchEvent(
      new ErrorEvent('error', { error: new TypeError('x is undefined'), message: 'x is undefined' }),
    );
    window.dispatchEvent(rejection(new Error('gateway down')));
    window.dispatchEvent(rejection('a string reason'));
    expect(send.mock.calls).toEqual([
      [
        'ACME-WEB-01',
        { kind: 'error', message: 'TypeError: x is undefined', page: window.location.pathname, release: '1.2.3' },
      ],
      [
        'ACME-WEB-01',
        {
          kind: 'unhandledRejection',
          message: 'Error: gateway down',
          page: window.location.pathname,
          release: '1.2.3',
        },
      ],
      [
        'ACME-WEB-01',
        { kind: 'unhandledRejection', message: 'a string reason', page: window.location.pathname, release: '1.2.3' },
      ],
    ]);
  });

  it('sends ten a page at most, and only the sampled share of errors', () => {
    const send = vi.fn(async () => undefined);
    let draw = 0;
    stop = startErrorReports('ACME-WEB-01', { send, draw: () => draw });
    for (let i = 0; i < 12; i++) window.dispatchEvent(new ErrorEvent('error', { error: new Error(`e${i}`) }));
    expect(send).toHaveBeenCalledTimes(10);
    stop();
    send.mockClear();
    draw = 0.5;
    stop = startErrorReports('ACME-WEB-01', { send, draw: () => draw });
    window.dispatchEvent(new ErrorEvent('error', { error: new Error('not sampled') }));
    reportFailure('remote', new Error('always reported'), 'mfe_sso');
    expect(send.mock.calls.map((c) => (c as unknown[])[1])).toEqual([
      expect.objectContaining({ kind: 'remote', remote: 'mfe_sso' }),
    ]);
  });

  it('leaves out a release the contract cannot carry, and reports nothing once stopped or before it starts', () => {
    const send = vi.fn(async () => undefined);
    reportFailure('remote', new Error('before'));
    stop = startErrorReports('ACME-WEB-01', { send, draw: () => 0, release: 'build of 2 December' });
    reportFailure('remote', new Error('during'));
    stop();
    reportFailure('remote', new Error('after'));
    expect(send.mock.calls).toEqual([
      ['ACME-WEB-01', { kind: 'remote', message: 'Error: during', page: window.location.pathname }],
    ]);
  });
});
