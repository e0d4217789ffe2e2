// §2 migration/resetPassword: the account's new password, with the reset token the code gave
// (decision 013: resetCredential, after which the account is active). The person is then signed in
// with it at once (requestToken), whose answer leads on: the pending terms (acceptTac), or home.
import { useTranslation } from 'react-i18next';
import { requestToken } from '@portal/client/api';
import { loginScopeOf } from '@portal/domain/session';
import { presentFailure } from '@portal/client/query';
import { href } from '@portal/client/routes';
import {
  applyTokenAnswer,
  endResetFlow,
  nextLoginRoute,
  notify,
  spendResetToken,
  useIssuer,
} from '@portal/client/state';
import { navigateTo, useRouteMeta } from '@portal/ui';
import styles from '../../../flow/flow.module.css';
import { NewPasswordForm } from '../../../flow/new-password-form';
import { useFlowExit } from '../../../flow/use-flow-exit';
import { completeMigration, enterStep, leaveMigration } from '../migration-steps';

export interface ResetPasswordStepProps {
  userGuid: string;
  userName: string;
  closeFlow: () => void;
}

export function ResetPasswordStep({ userGuid, userName, closeFlow }: ResetPasswordStepProps) {
  const { t } = useTranslation('prelogin');
  const { extAppId } = useIssuer();
  useRouteMeta('migrationResetPassword');
  const exit = useFlowExit('migrationResetPassword', leaveMigration(closeFlow));

  /** The account is migrated; signing in with the new password is what is left. */
  const signIn = async (password: string) => {
    // The reset revoked the reset token (decision 013): no call may carry or renew it.
    spendResetToken();
    try {
      const answer = await requestToken(extAppId, { username: userName, password });
      const scope = loginScopeOf(answer);
      // The terms are this flow's last step; any other sign-in step belongs to the sign-in pages.
      if (scope[0] === 'acceptTac') enterStep('acceptTac', () => applyTokenAnswer(answer, Date.now(), 'migration'));
      else {
        applyTokenAnswer(answer, Date.now());
        if (scope[0] === 'home') {
          closeFlow();
          completeMigration(userGuid);
        } else navigateTo(nextLoginRoute() ?? href('login'));
      }
    } catch (error) {
      // The password is changed all the same: the person signs in on the login page.
      presentFailure(error, { signedIn: false });
      closeFlow();
      endResetFlow();
      notify({ messageKey: 'prelogin:migration.reset.signInYourself' });
      navigateTo(href('login'));
    }
  };

  return (
    <div className={styles.page}>
      <h1>{t('migration.reset.title')}</h1>
      <p className={styles.intro}>{t('migration.reset.intro', { username: userName })}</p>
      <NewPasswordForm
        userGuid={userGuid}
        userName={userName}
        label="prelogin:flow.password.label"
        submit="prelogin:migration.reset.submit"
        onSaved={signIn}
      />
      {exit.dialog}
    </div>
  );
}
