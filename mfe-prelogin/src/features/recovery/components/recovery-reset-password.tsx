// §2 forgotPassword/resetPassword: the new password, checked live against §5's rules, sent with the
// reset token the code gave. Decision 013: the reset revokes every token, so the flow ends here and
// the person signs in again (§4 Flows: forgotpassword, verifyCode, resetPassword, login).
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate } from 'react-router';
import { href } from '@portal/shared/routes';
import { notify, portalStore, sessionAtom } from '@portal/shared/state';
import { usePageMeta } from '@portal/shared/ui';
import { endResetFlow, flowOf } from '../hooks/flow-session';
import { useExitOnBack } from '../hooks/use-exit-on-back';

import { NewPasswordForm } from './new-password-step';
import styles from './flow.module.css';

export function RecoveryResetPassword() {
  // The session as the page was reached: the flow ends on success, and that must not send the
  // finished page back to the start while it is on its way to login.
  const [session] = useState(() => portalStore.get(sessionAtom));
  const flow = flowOf(session, 'recovery');
  // §2 Page refresh: without the flow's reset token the flow starts again.
  if (flow?.step !== 'resetPassword' || !session.token || !session.userId || !session.userName) return <Navigate to={href('forgotPassword')} replace />;
  return <ResetPasswordForm userGuid={session.userId} userName={session.userName} />;
}

function ResetPasswordForm({ userGuid, userName }: { userGuid: string; userName: string }) {
  const { t } = useTranslation('prelogin');
  const navigate = useNavigate();
  usePageMeta('forgot_password_reset', t('recovery.resetPassword.title'));
  const exit = useExitOnBack(() => {
    endResetFlow();
    void navigate(href('login'), { replace: true });
  });

  const saved = async () => {
    endResetFlow();
    notify({ messageKey: 'prelogin:recovery.resetPassword.success' });
    await navigate(href('login'));
  };

  return (
    <div className={styles.page}>
      <h1>{t('recovery.resetPassword.title')}</h1>
      <p className={styles.intro}>{t('recovery.resetPassword.intro', { username: userName })}</p>
      <NewPasswordForm userGuid={userGuid} userName={userName} submit="prelogin:recovery.resetPassword.submit" onSaved={saved} />
      {exit}
    </div>
  );
}
