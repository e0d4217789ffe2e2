// §2 forgotPassword/resetPassword: the new password, checked live against §5's rules, sent with the
// reset token the code gave. Decision 013: the reset revokes every token, so the flow ends here and
// the person signs in again (§4 Flows: forgotpassword, verifyCode, resetPassword, login).
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { flowOf } from '@portal/domain/session';
import { href } from '@portal/client/routes';
import { endResetFlow, notify, portalStore, sessionAtom } from '@portal/client/state';
import { navigateTo, useRouteMeta } from '@portal/ui';
import styles from '../../../flow/flow.module.css';
import { NewPasswordForm } from '../../../flow/new-password-form';
import { useFlowExit } from '../../../flow/use-flow-exit';

export function RecoveryResetPassword() {
  // The session as the page was reached: the flow ends on success, and that must not send the
  // finished page back to the start while it is on its way to login.
  const [session] = useState(() => portalStore.get(sessionAtom));
  const flow = flowOf(session, 'recovery');
  // §2 Page refresh: without the flow's reset token the flow starts again.
  if (flow?.step !== 'resetPassword' || !session.token || !session.userId || !session.userName)
    return <Navigate to={href('forgotPassword')} replace />;
  return <ResetPasswordForm userGuid={session.userId} userName={session.userName} />;
}

/** Leaving, or done: the reset token goes with the flow, and the person signs in at login. */
function toLogin(): void {
  endResetFlow();
  navigateTo(href('login'), { replace: true });
}

function saved(): void {
  endResetFlow();
  notify({ messageKey: 'prelogin:recovery.resetPassword.success' });
  navigateTo(href('login'));
}

function ResetPasswordForm({ userGuid, userName }: { userGuid: string; userName: string }) {
  const { t } = useTranslation('prelogin');
  useRouteMeta('forgotPasswordReset');
  const exit = useFlowExit('forgotPasswordReset', toLogin);
  return (
    <div className={styles.page}>
      <h1>{t('recovery.resetPassword.title')}</h1>
      <p className={styles.intro}>{t('recovery.resetPassword.intro', { username: userName })}</p>
      <NewPasswordForm
        userGuid={userGuid}
        userName={userName}
        label="prelogin:flow.password.label"
        submit="prelogin:recovery.resetPassword.submit"
        onSaved={saved}
      />
      {exit.dialog}
    </div>
  );
}
