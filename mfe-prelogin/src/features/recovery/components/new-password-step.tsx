// The new-password form of forgotPassword/resetPassword and migration/resetPassword: §5's rules checked
// live against the username, resetCredential with the reset token the code gave (decision 013), its
// §8 errors on the field or the form; the page says what happens once the password is saved.
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { resetCredential } from '@portal/shared/api';
import type { MessageKey } from '@portal/shared/domain/text';
import { FormSummary, resetPasswordFormSchema, usePortalForm } from '@portal/shared/forms';
import { useCallError } from '../hooks/use-call-error';
import { FormError } from './form-error';
import { NewPasswordField } from './new-password-field';
import styles from './flow.module.css';

export interface NewPasswordFormProps {
  userGuid: string;
  userName: string;
  /** The submit button's text. */
  submit: MessageKey;
  /** What follows a saved password (sign in with it, or go to login). */
  onSaved: (password: string) => Promise<void>;
}

export function NewPasswordForm({ userGuid, userName, submit, onSaved }: NewPasswordFormProps) {
  const { t } = useTranslation('prelogin');
  const schema = useMemo(() => resetPasswordFormSchema(userName), [userName]);
  const form = usePortalForm(schema, { defaultValues: { password: '' } });
  const failure = useCallError(form, ['password']);

  const save = async ({ password }: { password: string }) => {
    failure.clear();
    try {
      await resetCredential(userGuid, { password });
    } catch (error) {
      failure.show(error);
      return;
    }
    await onSaved(password);
  };

  return (
    <form noValidate onSubmit={form.submit(save)}>
      <FormSummary form={form} />
      <FormError message={failure.message} />
      <NewPasswordField form={form} name="password" username={userName} label="prelogin:recovery.password.label" />
      <div className={styles.actions}>
        <button type="submit" className="portal-button" disabled={form.submitDisabled || form.formState.isSubmitting}>
          {t(submit)}
        </button>
      </div>
    </form>
  );
}
