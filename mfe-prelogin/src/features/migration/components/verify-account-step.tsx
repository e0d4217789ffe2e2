// §2 migration/verifyAccount and migration/simVerifyAccount: the code the establishAccount call sent.
// Decision 013: a right code gives a reset token, kept as the session's token for resetCredential. A
// new code is establishAccount again, which needs the email typed on the first step: it is held for
// the page's life only (§3 migrationContact), so after a refresh the person gives it again.
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { establishAccount, verifyMigrationCode } from '@portal/client/api';
import { CodeStepForm, useCodeStep, useFlowCodeStore } from '@portal/ui/code-step';
import type { SentCode } from '@portal/domain/session';
import { heldSessionAtom, resetCodeVerified, useIssuer } from '@portal/client/state';
import { useRouteMeta } from '@portal/ui';
import styles from '../../../flow/flow.module.css';
import { useFlowExit } from '../../../flow/use-flow-exit';
import { enterStep, leaveMigration } from '../migration-steps';

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
  const route = emailOnly ? 'migrationSimVerifyAccount' : 'migrationVerifyAccount';
  const texts = emailOnly ? 'migration.simVerify' : 'migration.verify';
  useRouteMeta(route);
  const exit = useFlowExit(route, leaveMigration(closeFlow));
  const email = useAtomValue(heldSessionAtom).migrationContact;
  const step = useCodeStep({
    store: useFlowCodeStore('migration'),
    verify: async (code) => {
      const answer = await verifyMigrationCode(userGuid, { code });
      enterStep('resetPassword', () => resetCodeVerified('migration', answer.access_token, Date.now()));
    },
    ...(email ? { send: () => establishAccount(extAppId, { userName, email }) } : {}),
  });
  const describe = (sent: SentCode | null) =>
    sent?.maskedContact ? t(`${texts}.sentTo`, { contact: sent.maskedContact }) : t(`${texts}.sent`);

  return (
    <div className={styles.page}>
      <h1>{t(`${texts}.title`)}</h1>
      <CodeStepForm step={step} describe={describe}>
        {!email && (
          // The email is not held any more (a refresh): a new code starts from the first step, username kept.
          <button
            type="button"
            className="portal-button portal-button--secondary"
            onClick={() => enterStep('establishAccount')}
          >
            {t('migration.verify.again')}
          </button>
        )}
      </CodeStepForm>
      {exit.dialog}
    </div>
  );
}
