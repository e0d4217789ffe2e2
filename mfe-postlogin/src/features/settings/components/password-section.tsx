// §2 userSettings, Password: change the password (§7 Change credentials, the lcm change path) with the
// current one and a new one under §5's rules. The gateway ends every other session of the user (it
// revokes their tokens) and keeps this one, so the success message says so.
import { useAtomValue } from 'jotai';
import { useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { changeCredential, type CredentialChangeRequest } from '@portal/client/api';
import { FormError, FormSummary, NewPasswordField, PasswordField, usePortalForm } from '@portal/ui/forms';
import { usePortalMutation } from '@portal/client/query';
import { changePasswordFormSchema } from '@portal/domain/schemas';
import { notify, sessionAtom } from '@portal/client/state';
import styles from './settings.module.css';

const EMPTY: CredentialChangeRequest = { currentPassword: '', newPassword: '' };

export function PasswordSection() {
  const { t } = useTranslation('postlogin');
  const headingId = useId();
  // §5: the new password must not contain the username, which the session keeps (§3).
  const userName = useAtomValue(sessionAtom).userName ?? '';
  const schema = useMemo(() => changePasswordFormSchema(userName), [userName]);
  const form = usePortalForm(schema, { defaultValues: EMPTY });
  const change = usePortalMutation({
    mutationFn: (body: CredentialChangeRequest) => changeCredential(body),
    // §8 for a change of password: a wrong current password says so (not sign-in's "username or password").
    meta: { operation: 'passwordChange' },
    // No `form`/`fields`: §8's server fields (query/failure.ts) are userName, password, code and email,
    // and this form's are currentPassword and newPassword, so a wrong current password and a §5
    // refusal of the new one both show in the form's error region.
    onSuccess: () => {
      form.reset(EMPTY);
      notify({ messageKey: 'postlogin:contacts.password.changed' });
    },
  });

  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId}>{t('contacts.password.heading')}</h2>
      <form noValidate className={styles.form} onSubmit={form.submit(change.run)}>
        <FormSummary form={form} />
        <FormError message={change.failure} />
        <PasswordField
          form={form}
          name="currentPassword"
          label="postlogin:contacts.password.current"
          autoComplete="current-password"
        />
        <NewPasswordField form={form} name="newPassword" username={userName} label="postlogin:contacts.password.new" />
        <div className={styles.formActions}>
          <button type="submit" className="portal-button" disabled={form.submitDisabled || change.pending}>
            {t('contacts.password.submit')}
          </button>
        </div>
      </form>
    </section>
  );
}
