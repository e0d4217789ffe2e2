// §2 Session warning modal ("about to expire" with Continue), §4: shown while the shell's timers say
// so (sessionWarningAtom); Continue asks them to renew the session (continueSession). The time left is
// on screen every second, and announced politely only at a few steps, never every second.
import { useAtomValue } from 'jotai';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { presentFailureInline } from '@portal/client/failures';
import { continueSession, sessionWarningAtom } from '@portal/client/state';
import { Modal, ModalActions } from './modal';
import styles from './session-warning.module.css';

/** Under a minute, the time left is announced when it reaches these seconds. */
const ANNOUNCED_SECONDS = [60, 30, 10] as const;

/**
 * The time left as it is announced: whole minutes while over a minute remains, then 60, 30 and 10
 * seconds. It changes only at those steps, so the live region speaks only then.
 */
export function announcedTimeLeft(ms: number): { value: number; unit: 'minute' | 'second' } {
  const seconds = Math.max(0, Math.ceil(ms / 1000));
  if (seconds > 60) return { value: Math.ceil(seconds / 60), unit: 'minute' };
  const step = [...ANNOUNCED_SECONDS].reverse().find((s) => seconds <= s) ?? 60;
  return step === 60 ? { value: 1, unit: 'minute' } : { value: step, unit: 'second' };
}

/** The time left on screen, m:ss. */
export function clockTimeLeft(ms: number): string {
  const seconds = Math.max(0, Math.ceil(ms / 1000));
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}

function useNow(intervalMs: number): number {
  const [now, setNow] = useState(Date.now);
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs]);
  return now;
}

function SessionWarningDialog({ expiresAt }: { expiresAt: number }) {
  const { t, i18n } = useTranslation('common');
  const left = Math.max(0, expiresAt - useNow(1000));
  const announced = announcedTimeLeft(left);
  const spoken = new Intl.NumberFormat(i18n.language, {
    style: 'unit',
    unit: announced.unit,
    unitDisplay: 'long',
  }).format(announced.value);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const continueButton = useRef<HTMLButtonElement>(null);

  const onContinue = async () => {
    if (busy) return;
    setBusy(true);
    setFailure(null);
    try {
      await continueSession();
    } catch (error) {
      // §8: a 401 or 5xx is the technical popup (over this modal, logged); anything else is said here,
      // not as a notification: the page behind the modal, its notifications included, is inert.
      const message = presentFailureInline(error, { signedIn: true });
      if (message)
        setFailure(
          `${message.serverMessage ?? t(message.key)}${message.appendCustomerSupport ? ` ${t('issuer:customerSupport')}` : ''}`,
        );
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      role="alertdialog"
      title={t('sessionWarning.title')}
      description={
        <>
          <p>{t('sessionWarning.message')}</p>
          <p role="status" className="visually-hidden">
            {t('sessionWarning.timeLeft', { time: spoken })}
          </p>
        </>
      }
      initialFocus={continueButton}
    >
      <p className={styles.clock} aria-hidden="true">
        {t('sessionWarning.timeLeft', { time: clockTimeLeft(left) })}
      </p>
      {failure && (
        <p role="alert" className={styles.failure}>
          {failure}
        </p>
      )}
      <ModalActions>
        <button
          type="button"
          ref={continueButton}
          className="portal-button"
          aria-disabled={busy}
          onClick={() => void onContinue()}
        >
          {t('sessionWarning.continue')}
        </button>
      </ModalActions>
    </Modal>
  );
}

/** The session warning of the page. Render it once, for the whole page (the shell does). */
export function SessionWarning() {
  const warning = useAtomValue(sessionWarningAtom);
  return warning ? <SessionWarningDialog expiresAt={warning.expiresAt} /> : null;
}
