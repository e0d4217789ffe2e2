// §2 createAccount/editEmail: a new account whose email is still unverified replaces it (decision
// 013: POST users/{userGuid}/emails with the partial token makes it the primary), a new code goes to
// it through otvc, and the person is back on verifyCode.
import { useTranslation } from 'react-i18next';
import { Link, Navigate } from 'react-router';
import { addEmail, sendVerificationCode } from '@portal/client/api';
import { EMAIL_MAX_LENGTH } from '@portal/domain/identity';
import { Field, FormError, FormSummary, usePortalForm } from '@portal/ui/forms';
import { addEmailFormSchema } from '@portal/domain/schemas';
import { presentFailure, usePortalMutation } from '@portal/client/query';
import { href } from '@portal/client/routes';
import { recordCodeSent, recordNoCodeSent, replaceEnrolmentEmail } from '@portal/client/state';
import { navigateTo, useRouteMeta } from '@portal/ui';
import styles from '../../../flow/flow.module.css';
import { leaveToLogin } from '../../../flow/leave';
import { useFlowExit } from '../../../flow/use-flow-exit';
import { useEnrolmentAtEntry } from '../hooks/enrolment-session';

export function EditEmail() {
  const entry = useEnrolmentAtEntry();
  if (!entry) return <Navigate to={href('createAccountEnroll')} replace />;
  return <EditEmailForm userGuid={entry.userGuid} />;
}

/**
 * A code to the new address. The email is replaced either way; a code refused now (the hourly limit)
 * is told as §8 says, verifyCode says none has gone to the new address, and its "Send a new code" is
 * there for one.
 */
async function sendFirstCode(userGuid: string, contactId: string): Promise<void> {
  try {
    const sent = await sendVerificationCode(userGuid, { contactId });
    recordCodeSent({ contactId: sent.contactId, maskedContact: sent.maskedContact ?? null, sentAt: Date.now() });
  } catch (error) {
    recordNoCodeSent();
    presentFailure(error, undefined);
  }
}

function EditEmailForm({ userGuid }: { userGuid: string }) {
  const { t } = useTranslation('prelogin');
  useRouteMeta('createAccountEditEmail');
  const exit = useFlowExit('createAccountEditEmail', leaveToLogin);
  const form = usePortalForm(addEmailFormSchema, { defaultValues: { email: '' } });
  const save = usePortalMutation({
    mutationFn: ({ email }: { email: string }) => addEmail(userGuid, { email }),
    onSuccess: async ({ emailGuid }, { email }) => {
      replaceEnrolmentEmail(emailGuid, email);
      await sendFirstCode(userGuid, emailGuid);
      navigateTo(href('createAccountVerifyCode'));
    },
  });

  return (
    <div className={styles.page}>
      <h1>{t('enrolment.editEmail.title')}</h1>
      <p className={styles.intro}>{t('enrolment.editEmail.intro')}</p>
      <form noValidate onSubmit={form.submit(save.run)}>
        <FormSummary form={form} />
        <FormError message={save.failure} />
        <Field
          form={form}
          name="email"
          label="prelogin:enrolment.editEmail.email"
          type="email"
          autoComplete="email"
          maxLength={EMAIL_MAX_LENGTH}
          required
        />
        <div className="portal-actions">
          <button type="submit" className="portal-button" disabled={form.submitDisabled || save.pending}>
            {t('enrolment.editEmail.submit')}
          </button>
          <Link to={href('createAccountVerifyCode')}>{t('enrolment.editEmail.cancel')}</Link>
        </div>
      </form>
      {exit.dialog}
    </div>
  );
}
