// §2 login/acceptTac (§4 ACCEPT_TNC): the user's pending terms (getUserTerms) on the terms form;
// accepting posts oauth2/token/tnc with the probe's ref (§3 tacInfo) and the queue moves on.
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { acceptTerms, getUserTerms, type TermsItem } from '@portal/shared/api';
import { href } from '@portal/shared/routes';
import { applyTokenAnswer, nextLoginRoute, portalStore, sessionAtom } from '@portal/shared/state';
import { navigateTo, Spinner, usePageMeta } from '@portal/shared/ui';
import { TermsForm } from '../../terms/components/terms-form';
import { useExitOnBack } from '../hooks/use-exit-on-back';
import { presentSignInError, type FormError } from '../present-sign-in-error';

import { FormAlert } from './form-alert';
import styles from './login.module.css';
import { SignInStep } from './sign-in-step';

/** The form's post (§4 "Accepting posts"): the answer, applied, shrinks the queue (decision 013)... */
async function accept(): Promise<void> {
  applyTokenAnswer(await acceptTerms({ probes_ref: portalStore.get(sessionAtom).tacInfo?.probesRef ?? '' }), Date.now());
}

/** ...and the form's success callback goes to the queue's next page (home, once access is full). */
const onAccepted = () => navigateTo(nextLoginRoute() ?? href('home'));

function AcceptTac({ userGuid }: { userGuid: string }) {
  const { t } = useTranslation('prelogin');
  usePageMeta('login_accept_tac', t('terms.acceptTac.title'));
  const exit = useExitOnBack();
  const [terms, setTerms] = useState<TermsItem[] | null>(null);
  const [error, setError] = useState<FormError | null>(null);
  useEffect(() => {
    let live = true;
    getUserTerms(userGuid).then(
      (items) => live && setTerms(items),
      (failure: unknown) => live && setError(presentSignInError(failure, { signedIn: true })),
    );
    return () => {
      live = false;
    };
  }, [userGuid]);
  return (
    <section className={styles.page} aria-labelledby="tac-title">
      <h1 id="tac-title">{t('terms.acceptTac.title')}</h1>
      <p>{t('terms.acceptTac.intro')}</p>
      <FormAlert error={error} />
      {terms === null && !error && <Spinner />}
      {terms && <TermsForm terms={terms} accept={accept} onAccepted={onAccepted} onCancel={exit.ask} signedIn />}
      {exit.dialog}
    </section>
  );
}

export function AcceptTacPage() {
  return <SignInStep step="acceptTac">{(session) => <AcceptTac userGuid={session.userId ?? ''} />}</SignInStep>;
}
