// §2 migration/resetPassword: the account's new password, with the reset token the code gave
// (decision 013: resetCredential, after which the account is active). The person is then signed in
// with it at once (requestToken), whose answer leads on: the pending terms (acceptTac), or home.
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { requestToken } from '@portal/shared/api';
import { resolveError } from '@portal/shared/domain/errors';
import { loginScopeOf } from '@portal/shared/domain/session';
import { href } from '@portal/shared/routes';
import { nextLoginRoute, notify, patchSession, useIssuer } from '@portal/shared/state';
import { navigateTo, presentError, usePageMeta } from '@portal/shared/ui';
import styles from '../../recovery/components/flow.module.css';
import { NewPasswordForm } from '../../recovery/components/new-password-step';
import { applyAnswer, endResetFlow } from '../../recovery/hooks/flow-session';

import { completeMigration, enterStep } from '../migration-steps';
import { useLeaveMigration } from './use-leave-migration';

export interface ResetPasswordStepProps {
  userGuid: string;
  userName: string;
  closeFlow: () => void;
}

export function ResetPasswordStep({ userGuid, userName, closeFlow }: ResetPasswordStepProps) {
  const { t } = useTranslation('prelogin');
  const { extAppId } = useIssuer();
  const navigate = useNavigate();
  usePageMeta('migration_reset_password', t('migration.reset.title'));
  const exit = useLeaveMigration(closeFlow);

  /** The account is migrated; signing in with the new password is what is left. */
  const signIn = async (password: string) => {
    // The reset revoked the reset token (decision 013): no call may carry or renew it.
    patchSession({ token: null });
    try {
      const answer = await requestToken(extAppId, { username: userName, password });
      const scope = loginScopeOf(answer);
      // The terms are this flow's last step; any other sign-in step belongs to the sign-in pages.
      const pendingTerms = scope[0] === 'acceptTac';
      applyAnswer(answer, pendingTerms ? 'migration' : 'login');
      if (pendingTerms) enterStep('acceptTac');
      else if (scope[0] === 'home') {
        closeFlow();
        completeMigration(userGuid);
      } else navigateTo(nextLoginRoute() ?? href('login'));
    } catch (error) {
      // The password is changed all the same: the person signs in on the login page.
      presentError(resolveError('general', error), { signedIn: false });
      closeFlow();
      endResetFlow();
      notify({ messageKey: 'prelogin:migration.reset.signInYourself' });
      await navigate(href('login'));
    }
  };

  return (
    <div className={styles.page}>
      <h1>{t('migration.reset.title')}</h1>
      <p className={styles.intro}>{t('migration.reset.intro', { username: userName })}</p>
      <NewPasswordForm userGuid={userGuid} userName={userName} submit="prelogin:migration.reset.submit" onSaved={signIn} />
      {exit}
    </div>
  );
}
