// §2 migration/verifyAccount and migration/simVerifyAccount: the code the establishAccount call sent.
// Decision 013: a right code gives a reset token, kept as the session's token for resetCredential. A
// new code is establishAccount again, which needs the email typed on the first step: it is held for
// the page's life only (§3 migrationContact), so after a refresh the person gives it again.
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { establishAccount, verifyMigrationCode } from '@portal/shared/api';
import { heldSessionAtom, notify, patchSession, useIssuer } from '@portal/shared/state';
import { usePageMeta } from '@portal/shared/ui';
import { CodeStepForm, useCodeStep } from '../../recovery/components/code-step';
import styles from '../../recovery/components/flow.module.css';
import { ResendCode } from '../../recovery/components/resend-code';
import { codeSentAt, keepResetToken, sentCodeData } from '../../recovery/hooks/flow-session';
import { enterStep } from '../migration-steps';
import { useLeaveMigration } from './use-leave-migration';

export interface VerifyAccountStepProps {
  /** simVerifyAccount: an SMS-free issuer, whose code went by email only. */
  emailOnly: boolean;
  userGuid: string;
  userName: string;
  closeFlow: () => void;
}

export function VerifyAccountStep({ emailOnly, userGuid, userName, closeFlow }: VerifyAccountStepProps) {
  const { t } = useTranslation('prelogin');
  const { extAppId } = useIssuer();
  const texts = emailOnly ? 'migration.simVerify' : 'migration.verify';
  usePageMeta(emailOnly ? 'migration_sim_verify_account' : 'migration_verify_account', t(`${texts}.title`));
  const exit = useLeaveMigration(closeFlow);
  const email = useAtomValue(heldSessionAtom).migrationContact;
  const step = useCodeStep('migration');
  const { flow, maskedContact, form, failure } = step;

  const verify = async ({ code }: { code: string }) => {
    failure.clear();
    try {
      const answer = await verifyMigrationCode(userGuid, { code });
      keepResetToken(answer.access_token);
      enterStep('resetPassword');
    } catch (error) {
      failure.show(error);
    }
  };

  const resend = async (contact: string) => {
    try {
      const sent = await establishAccount(extAppId, { userName, email: contact });
      patchSession({ userId: sent.userGuid, contactId: sent.contactId ?? null });
      enterStep(emailOnly ? 'simVerifyAccount' : 'verifyAccount', sentCodeData(sent.maskedContact ?? maskedContact));
      form.reset({ code: '' });
      notify({ messageKey: 'prelogin:recovery.code.resent' });
    } catch (error) {
      failure.show(error);
    }
  };

  return (
    <div className={styles.page}>
      <h1>{t(`${texts}.title`)}</h1>
      <p className={styles.intro}>{maskedContact ? t(`${texts}.sentTo`, { contact: maskedContact }) : t(`${texts}.sent`)}</p>
      <CodeStepForm step={step} onVerify={verify} />
      {flow && email && <ResendCode sentAt={codeSentAt(flow)} onResend={() => resend(email)} />}
      {flow && !email && (
        // The email is not held any more (a refresh): a new code starts from the first step, username kept.
        <button type="button" className="portal-button portal-button--secondary" onClick={() => enterStep('establishAccount')}>
          {t('migration.verify.again')}
        </button>
      )}
      {exit}
    </div>
  );
}
