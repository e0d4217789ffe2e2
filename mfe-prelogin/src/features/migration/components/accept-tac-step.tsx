// §2 migration/acceptTac: the terms the sign-in with the new password found pending (its newTac, the
// ACCEPT_TNC probe), accepted through the terms form (§4 Flows Terms). Accepting gives full access:
// home, with the migration's success message.
import { useTranslation } from 'react-i18next';
import { acceptTerms } from '@portal/client/api';
import { usePortalQuery, userTermsQuery } from '@portal/client/query';
import { href } from '@portal/client/routes';
import { applyTokenAnswer, nextLoginRoute } from '@portal/client/state';
import { navigateTo, Spinner, useRouteMeta } from '@portal/ui';
import styles from '../../../flow/flow.module.css';
import { TermsForm } from '../../../flow/terms/terms-form';
import { useFlowExit } from '../../../flow/use-flow-exit';
import { completeMigration, leaveMigration } from '../migration-steps';

export interface AcceptTacStepProps {
  userGuid: string;
  probesRef: string;
  closeFlow: () => void;
}

export function AcceptTacStep({ userGuid, probesRef, closeFlow }: AcceptTacStepProps) {
  const { t } = useTranslation('prelogin');
  useRouteMeta('migrationAcceptTac');
  // §4 Terms: Cancel runs a cancel callback; here it ends the sign-in (the account stays migrated,
  // and its terms are asked for at the next sign-in). Back asks the same.
  const leave = leaveMigration(closeFlow);
  const exit = useFlowExit('migrationAcceptTac', leave);
  // Terms that cannot be loaded are told (§8) and none are listed: the issuer's documents are linked.
  const terms = usePortalQuery(userTermsQuery(userGuid));

  const accept = async () => {
    const scope = applyTokenAnswer(await acceptTerms({ probes_ref: probesRef }), Date.now(), 'migration');
    closeFlow();
    if (scope[0] === 'home') completeMigration(userGuid);
    else navigateTo(nextLoginRoute() ?? href('login'));
  };

  return (
    <div className={styles.page}>
      <h1>{t('migration.terms.title')}</h1>
      <p className={styles.intro}>{t('migration.terms.intro')}</p>
      {terms.isPending ? (
        <Spinner />
      ) : (
        <TermsForm terms={terms.data ?? []} accept={accept} onAccepted={() => undefined} onCancel={leave} />
      )}
      {exit.dialog}
    </div>
  );
}
