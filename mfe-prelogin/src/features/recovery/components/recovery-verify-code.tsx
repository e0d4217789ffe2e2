// §2 forgotPassword/verifyCode: the code sent to the account's masked contact. A right code gives a
// reset token (decision 013), kept as the session's token so the reset call carries it; a new code
// is a new forgotcredential request (the 30-second and hourly limits are the gateway's).
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useNavigate } from 'react-router';
import { recoverCredential, verifyRecoveryCode } from '@portal/shared/api';
import { href } from '@portal/shared/routes';
import { notify, patchSession, portalStore, sessionAtom, useIssuer } from '@portal/shared/state';
import { usePageMeta } from '@portal/shared/ui';
import { codeSentAt, endResetFlow, flowOf, keepResetToken, moveFlow, sentCodeData } from '../hooks/flow-session';
import { useExitOnBack } from '../hooks/use-exit-on-back';
import { CodeStepForm, useCodeStep } from './code-step';

import { ResendCode } from './resend-code';
import styles from './flow.module.css';

export function RecoveryVerifyCode() {
  // The session as the page was reached: leaving ends the flow, and that must not send the page to
  // forgotpassword while it is on its way to login.
  const [entry] = useState(() => portalStore.get(sessionAtom));
  // §2 Page refresh: without the flow's data (a refresh, a typed URL) the flow starts again.
  if (!flowOf(entry, 'recovery') || !entry.userId || !entry.userName) return <Navigate to={href('forgotPassword')} replace />;
  return <VerifyCodeForm userGuid={entry.userId} userName={entry.userName} />;
}

function VerifyCodeForm({ userGuid, userName }: { userGuid: string; userName: string }) {
  const { t } = useTranslation('prelogin');
  const { extAppId } = useIssuer();
  const navigate = useNavigate();
  usePageMeta('forgot_password_verify_code', t('recovery.verifyCode.title'));
  const exit = useExitOnBack(() => {
    endResetFlow();
    void navigate(href('login'), { replace: true });
  });
  const step = useCodeStep('recovery');
  const { flow, maskedContact, form, failure } = step;

  const verify = async ({ code }: { code: string }) => {
    failure.clear();
    try {
      const answer = await verifyRecoveryCode(userGuid, { code });
      keepResetToken(answer.access_token);
      moveFlow('recovery', 'resetPassword');
      await navigate(href('forgotPasswordReset'));
    } catch (error) {
      failure.show(error);
    }
  };

  const resend = async () => {
    try {
      const sent = await recoverCredential(extAppId, { userName });
      patchSession({ userId: sent.userGuid, contactId: sent.contactId ?? null });
      moveFlow('recovery', 'verifyCode', sentCodeData(sent.maskedContact ?? maskedContact));
      form.reset({ code: '' });
      notify({ messageKey: 'prelogin:recovery.code.resent' });
    } catch (error) {
      failure.show(error);
    }
  };

  return (
    <div className={styles.page}>
      <h1>{t('recovery.verifyCode.title')}</h1>
      <p className={styles.intro}>{maskedContact ? t('recovery.code.sentTo', { contact: maskedContact }) : t('recovery.code.sent')}</p>
      <CodeStepForm step={step} onVerify={verify} aside={<Link to={href('forgotPassword')}>{t('recovery.verifyCode.startAgain')}</Link>} />
      {flow && <ResendCode sentAt={codeSentAt(flow)} onResend={resend} />}
      {exit}
    </div>
  );
}
