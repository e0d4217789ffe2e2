// §2 migration/establishAccount (EnterContact, "update account"): the username and email of the
// account from the previous app. Decision 013: a code goes to the email when both match; otherwise
// the answer is a well-formed decoy, so the next step always says a code was sent.
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { establishAccount } from '@portal/shared/api';
import { EMAIL_MAX_LENGTH } from '@portal/shared/domain/identity';
import { establishAccountFormSchema, Field, FormSummary, usePortalForm } from '@portal/shared/forms';
import { patchHeldSession, patchSession, portalStore, sessionAtom, useIssuer } from '@portal/shared/state';
import { usePageMeta } from '@portal/shared/ui';
import { FormError } from '../../recovery/components/form-error';
import styles from '../../recovery/components/flow.module.css';
import { sentCodeData } from '../../recovery/hooks/flow-session';
import { useBackToLogin } from '../../recovery/hooks/use-exit-on-back';
import { useCallError } from '../../recovery/hooks/use-call-error';
import { enterStep, verificationStep } from '../migration-steps';

export function EstablishAccountStep() {
  const { t } = useTranslation('prelogin');
  const { extAppId } = useIssuer();
  usePageMeta('migration_establish_account', t('migration.establish.title'));
  // §2 Back button: the flow's first page has nothing to lose; back goes to login.
  useBackToLogin();
  // A person sent back here to ask for a new code finds their username filled in.
  const known = useAtomValue(sessionAtom).userName ?? '';
  const form = usePortalForm(establishAccountFormSchema, { defaultValues: { username: known, email: '' } });
  const failure = useCallError(form, ['username', 'email']);

  const send = async ({ username, email }: { username: string; email: string }) => {
    failure.clear();
    try {
      const sent = await establishAccount(extAppId, { userName: username, email });
      const session = portalStore.get(sessionAtom);
      // A reset token an abandoned migration left must not ride along on this one's calls.
      patchSession({ userId: sent.userGuid, userName: username, contactId: sent.contactId ?? null, token: session.flowConfig?.flow === 'migration' ? null : session.token });
      // §3 Session "migrationContact" is held, never stored: it is only needed to ask for a new code.
      patchHeldSession({ migrationContact: email });
      enterStep(verificationStep(session), sentCodeData(sent.maskedContact));
    } catch (error) {
      failure.show(error);
    }
  };

  return (
    <div className={styles.page}>
      <h1>{t('migration.establish.title')}</h1>
      <p className={styles.intro}>{t('migration.establish.intro')}</p>
      <form noValidate onSubmit={form.submit(send)}>
        <FormSummary form={form} />
        <FormError message={failure.message} />
        <Field form={form} name="username" label="prelogin:migration.establish.username" autoComplete="username" required />
        <Field form={form} name="email" label="prelogin:migration.establish.email" type="email" autoComplete="email" maxLength={EMAIL_MAX_LENGTH} required />
        <div className={styles.actions}>
          <button type="submit" className="portal-button" disabled={form.submitDisabled || form.formState.isSubmitting}>
            {t('migration.establish.submit')}
          </button>
        </div>
      </form>
    </div>
  );
}
