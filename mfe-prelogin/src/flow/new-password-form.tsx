// The new-password form of login/forcePasswordReset, forgotPassword/resetPassword and
// migration/resetPassword: §5's rules checked live against the username, resetCredential with the
// token the session holds (decision 013), its §8 errors on the field or the form; the page says what
// follows a saved password.
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { resetCredential } from '@portal/client/api';
import type { MessageKey } from '@portal/domain/text';
import { FormError, FormSummary, NewPasswordField, usePortalForm } from '@portal/ui/forms';
import { resetPasswordFormSchema } from '@portal/domain/schemas';
import { usePortalMutation } from '@portal/client/query';

export interface NewPasswordFormProps {
  userGuid: string;
  userName: string;
  /** The field's label and the submit button's text. */
  label: MessageKey;
  submit: MessageKey;
  /** What follows a saved password (sign in with it, or go to login). */
  onSaved: (password: string) => unknown;
}

export function NewPasswordForm({ userGuid, userName, label, submit, onSaved }: NewPasswordFormProps) {
  const { t } = useTranslation('prelogin');
  const schema = useMemo(() => resetPasswordFormSchema(userName), [userName]);
  const form = usePortalForm(schema, { defaultValues: { password: '' } });
  const save = usePortalMutation({
    mutationFn: ({ password }: { password: string }) => resetCredential(userGuid, { password }),
    onSuccess: (_answer, { password }) => onSaved(password),
    form,
    fields: ['password'],
  });

  return (
    <form noValidate onSubmit={form.submit(save.run)}>
      <FormSummary form={form} />
      <FormError message={save.failure} />
      <NewPasswordField form={form} name="password" username={userName} label={label} />
      <div className="portal-actions">
        <button type="submit" className="portal-button" disabled={form.submitDisabled || save.pending}>
          {t(submit)}
        </button>
      </div>
    </form>
  );
}
