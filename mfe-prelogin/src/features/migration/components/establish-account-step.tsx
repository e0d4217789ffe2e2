// §2 migration/establishAccount (EnterContact, "update account"): the username and email of the
// account from the previous app. Decision 013: a code goes to the email when both match; otherwise
// the answer is a well-formed decoy, so the next step always says a code was sent.
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { establishAccount } from '@portal/client/api';
import { EMAIL_MAX_LENGTH } from '@portal/domain/identity';
import { Field, FormError, FormSummary, usePortalForm } from '@portal/ui/forms';
import { establishAccountFormSchema } from '@portal/domain/schemas';
import { usePortalMutation } from '@portal/client/query';
import { beginMigration, sessionAtom, useIssuer } from '@portal/client/state';
import { useRouteBack, useRouteMeta } from '@portal/ui';
import styles from '../../../flow/flow.module.css';
import { enterStep, verificationStep } from '../migration-steps';

interface OldAccount {
  userName: string;
  email: string;
}

export function EstablishAccountStep() {
  const { t } = useTranslation('prelogin');
  const issuer = useIssuer();
  useRouteMeta('migrationEstablishAccount');
  // §2 Back button: the flow's first page has nothing to lose; back goes to login (the registry's rule).
  useRouteBack('migrationEstablishAccount');
  // A person sent back here to ask for a new code finds their username filled in.
  const known = useAtomValue(sessionAtom).userName ?? '';
  const form = usePortalForm(establishAccountFormSchema, { defaultValues: { userName: known, email: '' } });
  const send = usePortalMutation({
    mutationFn: (account: OldAccount) => establishAccount(issuer.extAppId, account),
    onSuccess: (sent, { userName, email }) => {
      const step = verificationStep(issuer);
      const code = { contactId: sent.contactId ?? null, maskedContact: sent.maskedContact ?? null, sentAt: Date.now() };
      enterStep(step, () => beginMigration({ userGuid: sent.userGuid, userName, code }, step, email));
    },
    form,
    fields: ['userName'],
  });

  return (
    <div className={styles.page}>
      <h1>{t('migration.establish.title')}</h1>
      <p className={styles.intro}>{t('migration.establish.intro')}</p>
      <form noValidate onSubmit={form.submit(send.run)}>
        <FormSummary form={form} />
        <FormError message={send.failure} />
        <Field
          form={form}
          name="userName"
          label="prelogin:migration.establish.username"
          autoComplete="username"
          required
        />
        <Field
          form={form}
          name="email"
          label="prelogin:migration.establish.email"
          type="email"
          autoComplete="email"
          maxLength={EMAIL_MAX_LENGTH}
          required
        />
        <div className="portal-actions">
          <button type="submit" className="portal-button" disabled={form.submitDisabled || send.pending}>
            {t('migration.establish.submit')}
          </button>
        </div>
      </form>
    </div>
  );
}
