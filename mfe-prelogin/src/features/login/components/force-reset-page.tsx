// §2 login/forcePasswordReset (§4 "A force-password-reset scope … routes to login/forcePasswordReset"):
// a new password under §5's rules, checked live; resetCredential with the reset token revokes every
// token of the user (decision 013), so the session ends and the person signs in again.
import { useTranslation } from 'react-i18next';
import { href } from '@portal/client/routes';
import { purgeSession } from '@portal/client/state';
import { navigateTo, useRouteMeta } from '@portal/ui';
import styles from '../../../flow/flow.module.css';
import { NewPasswordForm } from '../../../flow/new-password-form';
import { useFlowExit } from '../../../flow/use-flow-exit';
import { leaveSignIn } from '../sign-in-actions';
import { SignInStep } from './sign-in-step';

/** The gateway revoked the reset token with the rest: nothing of this session is usable now. */
function saved(): void {
  purgeSession();
  navigateTo(href('loginForceResetSuccess'), { replace: true });
}

function ForceReset({ userGuid, username }: { userGuid: string; username: string }) {
  const { t } = useTranslation('prelogin');
  useRouteMeta('loginForceReset');
  const exit = useFlowExit('loginForceReset', leaveSignIn, 'signIn');
  return (
    <section className={styles.page} aria-labelledby="reset-title">
      <h1 id="reset-title">{t('forceReset.title')}</h1>
      <p className={styles.intro}>{t('forceReset.intro')}</p>
      <NewPasswordForm
        userGuid={userGuid}
        userName={username}
        label="prelogin:forceReset.password"
        submit="prelogin:forceReset.submit"
        onSaved={saved}
      />
      {exit.dialog}
    </section>
  );
}

export function ForceResetPage() {
  return (
    <SignInStep step="forcePasswordReset">
      {(session) => <ForceReset userGuid={session.userId ?? ''} username={session.userName ?? ''} />}
    </SignInStep>
  );
}
