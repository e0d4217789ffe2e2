// §2 forgotPassword/verifyCode: the code sent to the account's masked contact. A right code gives a
// reset token (decision 013), kept as the session's token so the reset call carries it; a new code
// is a new forgotcredential request (the 30-second and hourly limits are the gateway's).
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate } from 'react-router';
import { recoverCredential, verifyRecoveryCode } from '@portal/client/api';
import { CodeStepForm, useCodeStep, useFlowCodeStore } from '@portal/ui/code-step';
import { flowOf } from '@portal/domain/session';
import { href } from '@portal/client/routes';
import { endResetFlow, portalStore, resetCodeVerified, sessionAtom, useIssuer } from '@portal/client/state';
import { navigateTo, useRouteMeta } from '@portal/ui';
import styles from '../../../flow/flow.module.css';
import { useFlowExit } from '../../../flow/use-flow-exit';

export function RecoveryVerifyCode() {
  // The session as the page was reached: leaving ends the flow, and that must not send the page to
  // forgotpassword while it is on its way to login.
  const [entry] = useState(() => portalStore.get(sessionAtom));
  // §2 Page refresh: without the flow's data (a refresh, a typed URL) the flow starts again.
  if (!flowOf(entry, 'recovery') || !entry.userId || !entry.userName)
    return <Navigate to={href('forgotPassword')} replace />;
  return <VerifyCodeForm userGuid={entry.userId} userName={entry.userName} />;
}

function leave(): void {
  endResetFlow();
  navigateTo(href('login'), { replace: true });
}

function VerifyCodeForm({ userGuid, userName }: { userGuid: string; userName: string }) {
  const { t } = useTranslation('prelogin');
  const { extAppId } = useIssuer();
  useRouteMeta('forgotPasswordVerifyCode');
  const exit = useFlowExit('forgotPasswordVerifyCode', leave);
  const step = useCodeStep({
    store: useFlowCodeStore('recovery'),
    verify: async (code) => {
      resetCodeVerified('recovery', (await verifyRecoveryCode(userGuid, { code })).access_token, Date.now());
      navigateTo(href('forgotPasswordReset'));
    },
    send: () => recoverCredential(extAppId, { userName }),
  });

  return (
    <div className={styles.page}>
      <h1>{t('recovery.verifyCode.title')}</h1>
      <CodeStepForm
        step={step}
        aside={<Link to={href('forgotPassword')}>{t('recovery.verifyCode.startAgain')}</Link>}
      />
      {exit.dialog}
    </div>
  );
}
