// "Send a new code" (SPEC-DECISIONS one-time codes: a resend is allowed 30 seconds after the last
// send). The button waits out those seconds, saying why; the gateway's own refusals (too soon, the
// hourly limit) still come back as §8 notifications from the screen's resend.
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ONE_TIME_CODE_POLICY } from '@portal/shared/domain/identity';
import styles from './flow.module.css';

/** True once 30 seconds have passed since `sentAt` (epoch ms); false again for each new send. */
function useResendReady(sentAt: number): boolean {
  const [readyFor, setReadyFor] = useState<number | null>(null);
  useEffect(() => {
    const wait = Math.max(0, sentAt + ONE_TIME_CODE_POLICY.resendAfterMs - Date.now());
    const timer = setTimeout(() => setReadyFor(sentAt), wait);
    return () => clearTimeout(timer);
  }, [sentAt]);
  return readyFor === sentAt;
}

export interface ResendCodeProps {
  /** When the last code was sent (epoch ms). */
  sentAt: number;
  /** Sends a new code; the screen shows its outcome. */
  onResend: () => Promise<void>;
}

export function ResendCode({ sentAt, onResend }: ResendCodeProps) {
  const { t } = useTranslation('prelogin');
  const ready = useResendReady(sentAt);
  const [busy, setBusy] = useState(false);
  const resend = async () => {
    setBusy(true);
    try {
      await onResend();
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className={styles.resend}>
      <button type="button" className="portal-button portal-button--secondary" disabled={!ready || busy} onClick={resend}>
        {t('recovery.code.resend')}
      </button>
      {!ready && <p className={styles.hint}>{t('identity:code.resendWait')}</p>}
    </div>
  );
}
