// The one code step, on its own: what every verify page (sign-in, recovery, enrolment, migration, and
// the settings pages' contact verification) gets from it. The pages' own tests prove each page's calls;
// this proves the behaviour they share, with the sign-in flows' store (the session's flowConfig) and
// with a store of a page's own.
import { act, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiError, fieldError, renderInPortal, setStoredSession, setUpPortal, setupUser } from '../../testing';
import { EMPTY_SESSION, type SentCode } from '@portal/domain/session';
import { errorPopupAtom, notificationsAtom, portalStore, sessionAtom } from '@portal/client/state';
import { CodeStepForm } from './code-step-form';
import styles from './code-step.module.css';
import type { SentCodeStore } from './sent-code-store';
import { useCodeStep, type CodeStepOptions } from './use-code-step';
import { useFlowCodeStore } from './use-flow-code-store';

const NOW = 1_800_000_000_000;

type HarnessOptions = Omit<CodeStepOptions, 'store'>;

/** A recovery page's code step: its code kept in the session's flowConfig. */
function Harness(options: HarnessOptions) {
  return <CodeStepForm step={useCodeStep({ ...options, store: useFlowCodeStore('recovery') })} />;
}

/** The flow at its code step, with the code it stored (if any). */
function atStep(code: SentCode | null) {
  setStoredSession({
    partialAccess: true,
    userId: 'user-1',
    token: { name: 'access_token', value: 't', timestamp: NOW },
    flowConfig: { flow: 'recovery', step: 'verifyCode', probes: {}, code },
  });
}

function calls(options: Partial<HarnessOptions>) {
  const verify = vi.fn<CodeStepOptions['verify']>(async () => undefined);
  const send = vi.fn<NonNullable<CodeStepOptions['send']>>(async () => ({
    contactId: 'email-2',
    maskedContact: 'n•••@bank.example',
  }));
  return { verify, send, ...options };
}

const user = () => setupUser({ advanceTimers: vi.advanceTimersByTime.bind(vi) });

async function open(options: Partial<HarnessOptions> = {}) {
  const { verify, send } = calls({});
  renderInPortal(<Harness verify={verify} send={send} {...options} />);
  return { verify, send, user: user() };
}

const resend = () => screen.getByRole('button', { name: 'Send a new code' });
/** The form's error region (FormSummary below it is the other alert: a failed submit's summary). */
const formError = () => screen.getAllByRole('alert')[0];
const codeInput = () => screen.getByRole('textbox', { name: 'Verification code' });

beforeEach(async () => {
  vi.useFakeTimers({ shouldAdvanceTime: true, now: NOW });
  await setUpPortal();
  portalStore.set(notificationsAtom, []);
  portalStore.set(errorPopupAtom, null);
  vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('the code sent (§3 flowConfig, SPEC-DECISIONS one-time codes)', () => {
  it('says where the code went, in a status region', async () => {
    atStep({ contactId: 'email-1', maskedContact: 'r•••@bank.example', sentAt: NOW - 60_000 });
    await open();
    // Sent a minute ago: what it has left, not the whole 10 minutes (decision 022).
    expect(screen.getByRole('status').textContent).toBe(
      'We sent a 6-digit code to r•••@bank.example. It can be used for 9 minutes.',
    );
  });

  it('on arrival, a live code of this step is not sent again (a refresh)', async () => {
    atStep({ contactId: 'email-1', maskedContact: 'r•••@bank.example', sentAt: NOW - 60_000 });
    const { send } = await open({ sendOnArrival: true });
    await act(async () => vi.advanceTimersByTime(100));
    expect(send).not.toHaveBeenCalled();
  });

  it.each([
    ['no code went', null, undefined],
    [
      'the code has expired (10 minutes)',
      { contactId: 'email-1', maskedContact: 'r•••@bank.example', sentAt: NOW - 10 * 60_000 },
      undefined,
    ],
    [
      'the code went to another contact',
      { contactId: 'email-1', maskedContact: 'r•••@bank.example', sentAt: NOW - 60_000 },
      'email-2',
    ],
  ])('on arrival a code goes when %s, and the session records it', async (_, code, contactId) => {
    atStep(code);
    const { send } = await open({ sendOnArrival: true, ...(contactId ? { contactId } : {}) });
    await waitFor(() => expect(send).toHaveBeenCalledWith(false));
    await waitFor(() =>
      expect(portalStore.get(sessionAtom).flowConfig?.code).toEqual({
        contactId: 'email-2',
        maskedContact: 'n•••@bank.example',
        sentAt: NOW,
      }),
    );
    expect(portalStore.get(sessionAtom).contactId).toBe('email-2');
    expect(screen.getByRole('status').textContent).toBe(
      'We sent a 6-digit code to n•••@bank.example. It can be used for 10 minutes.',
    );
    expect(portalStore.get(notificationsAtom)).toEqual([]);
  });
});

describe('a new code (SPEC-DECISIONS: from 30 seconds after the last)', () => {
  it('waits, saying why, reachable all the while; then sends, tells, and waits again', async () => {
    atStep({ contactId: 'email-1', maskedContact: 'r•••@bank.example', sentAt: NOW - 10_000 });
    const { send, user } = await open();
    expect(resend().getAttribute('aria-disabled')).toBe('true');
    expect(screen.getByText('You can ask for a new code 30 seconds after the last one.').id).toBe(
      resend().getAttribute('aria-describedby'),
    );
    await user.click(resend());
    expect(send).not.toHaveBeenCalled();

    await act(async () => vi.advanceTimersByTime(20_000));
    expect(resend().getAttribute('aria-disabled')).toBe('false');
    expect(resend().hasAttribute('aria-describedby')).toBe(false);
    await user.type(codeInput(), '123');
    await user.click(resend());
    await waitFor(() => expect(send).toHaveBeenCalledWith(true));
    // WCAG 4.1.3: the page's own status region says a new code went, and where.
    await waitFor(() =>
      expect(screen.getByRole('status').textContent).toBe(
        'We sent you a new code. We sent a 6-digit code to n•••@bank.example. It can be used for 10 minutes.',
      ),
    );
    expect(portalStore.get(notificationsAtom)).toEqual([]);
    // The earlier code is useless now: its digits go.
    expect((codeInput() as HTMLInputElement).value).toBe('');
    expect(resend().getAttribute('aria-disabled')).toBe('true');
  });

  it('while it waits the button looks unavailable, and pressing it, by pointer or keyboard, says how long is left', async () => {
    atStep({ contactId: 'email-1', maskedContact: 'r•••@bank.example', sentAt: NOW - 10_000 });
    const { send, user } = await open();
    expect(resend().classList.contains(String(styles.waiting))).toBe(true);
    const hint = () => document.getElementById(resend().getAttribute('aria-describedby') ?? '');
    expect(hint()?.getAttribute('aria-live')).toBe('polite');
    await user.click(resend());
    expect(hint()?.textContent).toBe('You can ask for a new code in 20 seconds.');
    await act(async () => vi.advanceTimersByTime(5_000));
    resend().focus();
    await user.keyboard('{Enter}');
    expect(hint()?.textContent).toBe('You can ask for a new code in 15 seconds.');
    expect(send).not.toHaveBeenCalled();
    await act(async () => vi.advanceTimersByTime(15_000));
    expect(resend().classList.contains(String(styles.waiting))).toBe(false);
  });

  it('is at once when no code went (a failed first send)', async () => {
    atStep(null);
    await open();
    expect(resend().getAttribute('aria-disabled')).toBe('false');
  });

  it('is not offered where the page cannot send one', async () => {
    atStep({ contactId: 'email-1', maskedContact: 'r•••@bank.example', sentAt: NOW - 60_000 });
    renderInPortal(<Harness verify={async () => undefined} />);
    expect(screen.queryByRole('button', { name: 'Send a new code' })).toBeNull();
  });
});

describe('failures, the one behaviour (§8)', () => {
  it('a wrong code goes on the code field, which takes focus', async () => {
    atStep({ contactId: 'email-1', maskedContact: 'r•••@bank.example', sentAt: NOW - 60_000 });
    const { user } = await open({ verify: async () => Promise.reject(apiError('invalidCode', 400)) });
    await user.type(codeInput(), '123456{Enter}');
    await waitFor(() => expect(fieldError(codeInput())).toBe('That code is not right. Check it and try again.'));
    expect(document.activeElement).toBe(codeInput());
    expect(formError()?.textContent).toBe('');
  });

  it('any other form message arrives in the alert region, which takes focus; a repeat is a new message', async () => {
    atStep({ contactId: 'email-1', maskedContact: 'r•••@bank.example', sentAt: NOW - 60_000 });
    const { user } = await open({ verify: async () => Promise.reject(apiError('inputValidationError', 400)) });
    await user.type(codeInput(), '123456{Enter}');
    const alert = formError();
    await waitFor(() => expect(alert?.textContent).toBe('Something went wrong. Please try again.'));
    expect(document.activeElement).toBe(alert);
    codeInput().focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(document.activeElement).toBe(alert));
  });

  it('a refused new code is a notification, and the form stays as it was', async () => {
    atStep(null);
    const { user } = await open({ send: async () => Promise.reject(apiError('sendLimitReached', 429)) });
    await user.click(resend());
    await waitFor(() =>
      expect(portalStore.get(notificationsAtom).map((n) => n.messageKey)).toEqual(['errors:code.sendLimit']),
    );
    expect(formError()?.textContent).toBe('');
  });

  it('§8 an unverified primary contact: customer support follows the message', async () => {
    atStep(null);
    const { user } = await open({
      send: async () => Promise.reject(apiError('resendTooSoon', 429)),
      context: { unverifiedPrimary: true },
    });
    await user.click(resend());
    await waitFor(() =>
      expect(portalStore.get(notificationsAtom)[0]).toMatchObject({
        messageKey: 'errors:code.resendTooSoon',
        appendCustomerSupport: true,
      }),
    );
  });
});

/**
 * A page that keeps its code somewhere of its own (the settings pages): held in the component here,
 * each code recorded also handed to `kept`, so a test sees what the step wrote.
 */
function OwnStoreHarness({
  first,
  kept,
  ...options
}: HarnessOptions & { first: SentCode | null; kept: (code: SentCode) => void }) {
  const [sent, setSent] = useState(first);
  const store: SentCodeStore = {
    sent,
    record: (code) => {
      kept(code);
      setSent(code);
    },
  };
  return <CodeStepForm step={useCodeStep({ ...options, store })} />;
}

describe("a store of the page's own: the step reads and records the code there, and never in the session", () => {
  /** No flow under way: whatever the step shows comes from the page's store. */
  beforeEach(() => portalStore.set(sessionAtom, { ...EMPTY_SESSION, fullAccess: true }));

  function openOwn(first: SentCode | null, options: Partial<HarnessOptions> = {}) {
    const kept = vi.fn<(code: SentCode) => void>();
    const { verify, send, ...rest } = calls(options);
    renderInPortal(<OwnStoreHarness first={first} kept={kept} verify={verify} send={send} {...rest} />);
    return { kept, send, user: user() };
  }

  it('says where its code went, and on arrival does not send a live one again', async () => {
    const { send } = openOwn(
      { contactId: 'email-1', maskedContact: 'r•••@bank.example', sentAt: NOW - 60_000 },
      { sendOnArrival: true },
    );
    await act(async () => vi.advanceTimersByTime(100));
    expect(send).not.toHaveBeenCalled();
    expect(screen.getByRole('status').textContent).toBe(
      'We sent a 6-digit code to r•••@bank.example. It can be used for 9 minutes.',
    );
  });

  it.each([
    ['no code went', null, undefined],
    [
      'its code has expired (10 minutes)',
      { contactId: 'email-1', maskedContact: 'r•••@bank.example', sentAt: NOW - 10 * 60_000 },
      undefined,
    ],
    [
      'its code went to another contact',
      { contactId: 'email-1', maskedContact: 'r•••@bank.example', sentAt: NOW - 60_000 },
      'email-2',
    ],
  ])('on arrival a code goes when %s, recorded in the store, not the session', async (_, first, contactId) => {
    const { kept, send } = openOwn(first, { sendOnArrival: true, ...(contactId ? { contactId } : {}) });
    await waitFor(() => expect(send).toHaveBeenCalledWith(false));
    await waitFor(() =>
      expect(kept).toHaveBeenCalledWith({ contactId: 'email-2', maskedContact: 'n•••@bank.example', sentAt: NOW }),
    );
    expect(screen.getByRole('status').textContent).toBe(
      'We sent a 6-digit code to n•••@bank.example. It can be used for 10 minutes.',
    );
    expect(portalStore.get(sessionAtom)).toEqual({ ...EMPTY_SESSION, fullAccess: true });
  });

  it("the resend wait runs from the store's code, and a new code sent is recorded there", async () => {
    const { kept, send, user } = openOwn({
      contactId: 'email-1',
      maskedContact: 'r•••@bank.example',
      sentAt: NOW - 10_000,
    });
    expect(resend().getAttribute('aria-disabled')).toBe('true');
    await act(async () => vi.advanceTimersByTime(20_000));
    await user.click(resend());
    await waitFor(() => expect(send).toHaveBeenCalledWith(true));
    await waitFor(() => expect(kept).toHaveBeenCalledTimes(1));
    // Sent when asked for: the clock has run on by the 20 seconds and a little.
    expect(kept.mock.lastCall?.[0]).toEqual({
      contactId: 'email-2',
      maskedContact: 'n•••@bank.example',
      sentAt: expect.any(Number) as number,
    });
    expect(kept.mock.lastCall?.[0].sentAt).toBeGreaterThanOrEqual(NOW + 20_000);
    expect(screen.getByRole('status').textContent).toBe(
      'We sent you a new code. We sent a 6-digit code to n•••@bank.example. It can be used for 10 minutes.',
    );
    expect(resend().getAttribute('aria-disabled')).toBe('true');
  });
});
