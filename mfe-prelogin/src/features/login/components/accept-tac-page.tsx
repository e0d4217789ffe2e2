// §2 login/acceptTac (§4 ACCEPT_TNC): the user's pending terms (§7 getTerms) on the terms form;
// accepting posts oauth2/token/tnc with the probe's ref (§3 tacInfo) and the queue moves on.
import { useTranslation } from 'react-i18next';
import { acceptTerms } from '@portal/client/api';
import { FormError } from '@portal/ui/forms';
import { usePortalQuery, userTermsQuery } from '@portal/client/query';
import { applyTokenAnswer, portalStore, sessionAtom } from '@portal/client/state';
import { Spinner, useRouteMeta } from '@portal/ui';
import styles from '../../../flow/flow.module.css';
import { TermsForm } from '../../../flow/terms/terms-form';
import { useFlowExit } from '../../../flow/use-flow-exit';
import { goToNextLoginStep, leaveSignIn } from '../sign-in-actions';
import { SignInStep } from './sign-in-step';

/** The form's post (§4 "Accepting posts"): the answer, applied, shrinks the queue (decision 013). */
async function accept(): Promise<void> {
  applyTokenAnswer(
    await acceptTerms({ probes_ref: portalStore.get(sessionAtom).tacInfo?.probesRef ?? '' }),
    Date.now(),
  );
}

function AcceptTac({ userGuid }: { userGuid: string }) {
  const { t } = useTranslation('prelogin');
  useRouteMeta('loginAcceptTac');
  const exit = useFlowExit('loginAcceptTac', leaveSignIn, 'signIn');
  const terms = usePortalQuery(userTermsQuery(userGuid));
  return (
    <section className={styles.page} aria-labelledby="tac-title">
      <h1 id="tac-title">{t('acceptTac.title')}</h1>
      <p className={styles.intro}>{t('acceptTac.intro')}</p>
      <FormError message={terms.failure} />
      {terms.isPending && <Spinner />}
      {/* The form's success callback goes to the queue's next page (home, once access is full). */}
      {terms.data && (
        <TermsForm terms={terms.data} accept={accept} onAccepted={goToNextLoginStep} onCancel={exit.ask} />
      )}
      {exit.dialog}
    </section>
  );
}

export function AcceptTacPage() {
  return <SignInStep step="acceptTac">{(session) => <AcceptTac userGuid={session.userId ?? ''} />}</SignInStep>;
}
