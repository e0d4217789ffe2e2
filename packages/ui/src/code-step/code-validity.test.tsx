// One wording for how long a code works, on every code screen (sign-in, recovery, enrolment,
// migration, settings): the code step says it, from the one-time-code policy, after whatever the page
// says about where the code went. A page's own words never restate it (and so never drift from it).
// And a masked phone number in it stays whole on one line.
import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderInPortal, setStoredSession, setUpPortal } from '../../testing';
import type { SentCode } from '@portal/domain/session';
import { CodeStepForm, type CodeStepFormProps } from './code-step-form';
import { useCodeStep } from './use-code-step';
import { useFlowCodeStore } from './use-flow-code-store';

const NOW = 1_800_000_000_000;

/** A page whose code goes on arrival, with what the gateway says of it (a code reused says less time left). */
function Arriving({ expiresIn }: { expiresIn: number }) {
  const step = useCodeStep({
    store: useFlowCodeStore('migration'),
    verify: async () => undefined,
    send: async () => ({ contactId: 'c', maskedContact: 'm•••@bank.example', expiresIn }),
    sendOnArrival: true,
  });
  return <CodeStepForm step={step} />;
}

function Harness({ describe }: Pick<CodeStepFormProps, 'describe'>) {
  const step = useCodeStep({
    store: useFlowCodeStore('migration'),
    verify: async () => undefined,
    send: async () => ({ contactId: 'c', maskedContact: 'm•••@bank.example' }),
  });
  return <CodeStepForm step={step} describe={describe} />;
}

async function open(code: SentCode | null, locale: 'en' | 'es', describe?: CodeStepFormProps['describe']) {
  await setUpPortal({ locale });
  setStoredSession({ userId: 'user-1', flowConfig: { flow: 'migration', step: 'verifyAccount', probes: {}, code } });
  renderInPortal(<Harness describe={describe} />);
}

const status = () => screen.getByRole('status');

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true, now: NOW });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('how long a code works: one sentence for every code screen', () => {
  const sent: SentCode = { contactId: 'c', maskedContact: 'm•••@bank.example', sentAt: NOW - 1000 };

  it.each([
    ['en', 'It can be used for 10 minutes.'],
    ['es', 'Puede usarlo durante 10 minutos.'],
  ] as const)(
    'in %s, after the words of a page that says where the code went in its own way',
    async (locale, validity) => {
      await open(sent, locale, () => 'PAGE WORDS.');
      expect(status().textContent).toBe(`PAGE WORDS. ${validity}`);
    },
  );

  it('and the same after the step’s own words (sign-in and recovery)', async () => {
    await open(sent, 'en');
    expect(status().textContent).toBe('We sent a 6-digit code to m•••@bank.example. It can be used for 10 minutes.');
  });

  it('not when no code went (the page says so instead)', async () => {
    await open(null, 'en', () => 'No code has gone to it yet.');
    expect(status().textContent).toBe('No code has gone to it yet.');
  });

  it('decision 022: a code a second sign-in took over says the time it has left, and its resend wait counts from when it went', async () => {
    await setUpPortal({ locale: 'en' });
    setStoredSession({
      userId: 'user-1',
      flowConfig: { flow: 'migration', step: 'verifyAccount', probes: {}, code: null },
    });
    // Sent 100 seconds ago: 8 minutes 20 seconds left (said as 9), and a new one may be asked for at once.
    renderInPortal(<Arriving expiresIn={500} />);
    expect(await screen.findByText(/It can be used for 9 minutes\./)).toBeTruthy();
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Send a new code' }).getAttribute('aria-disabled')).not.toBe('true'),
    );
  });

  it('a masked phone number in it stays whole on one line', async () => {
    await open({ contactId: 'p', maskedContact: '(•••) •••-0142', sentAt: NOW - 1000 }, 'en');
    expect(screen.getByText('(•••) •••-0142').classList.contains('portal-nowrap')).toBe(true);
  });
});
