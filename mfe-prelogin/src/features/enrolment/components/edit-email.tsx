// §2 createAccount/editEmail: a new account whose email is still unverified replaces it (decision
// 013: POST users/{userGuid}/emails with the partial token makes it the primary), a new code goes to
// it through otvc, and the person is back on verifyCode.
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useNavigate } from 'react-router';
import { addEmail, sendVerificationCode } from '@portal/shared/api';
import { resolveError } from '@portal/shared/domain/errors';
import { EMAIL_MAX_LENGTH } from '@portal/shared/domain/identity';
import { addEmailFormSchema, Field, FormSummary, usePortalForm } from '@portal/shared/forms';
import { href } from '@portal/shared/routes';
import { patchHeldSession, patchSession } from '@portal/shared/state';
import { presentError, usePageMeta } from '@portal/shared/ui';
import { FormError } from '../../recovery/components/form-error';
import styles from '../../recovery/components/flow.module.css';
import { endPartialSession, moveFlow, sentCodeData } from '../../recovery/hooks/flow-session';
import { useCallError } from '../../recovery/hooks/use-call-error';
import { useExitOnBack } from '../../recovery/hooks/use-exit-on-back';
import { NO_CODE_YET } from '../enrolment-steps';
import { useEnrolmentAtEntry } from '../hooks/enrolment-session';

export function EditEmail() {
  const entry = useEnrolmentAtEntry();
  if (!entry) return <Navigate to={href('createAccountEnroll')} replace />;
  return <EditEmailForm userGuid={entry.userGuid} />;
}

function EditEmailForm({ userGuid }: { userGuid: string }) {
  const { t } = useTranslation('prelogin');
  const navigate = useNavigate();
  usePageMeta('create_account_edit_email', t('enrolment.editEmail.title'));
  const exit = useExitOnBack(() => {
    endPartialSession();
    void navigate(href('login'), { replace: true });
  });
  const form = usePortalForm(addEmailFormSchema, { defaultValues: { email: '' } });
  const failure = useCallError(form, ['email']);

  const save = async ({ email }: { email: string }) => {
    failure.clear();
    let contactId: string;
    try {
      contactId = (await addEmail(userGuid, { email })).emailGuid;
    } catch (error) {
      failure.show(error);
      return;
    }
    patchSession({ contactId });
    patchHeldSession({ userPrimaryEmail: email });
    try {
      const sent = await sendVerificationCode(userGuid, { contactId });
      moveFlow('enrolment', 'verifyCode', { ...sentCodeData(sent.maskedContact), [NO_CODE_YET]: '' });
    } catch (error) {
      // The email is replaced either way; a code refused now (the hourly limit) is said as §8 says,
      // verifyCode says none has gone to the new address, and its "Send a new code" is there for one.
      moveFlow('enrolment', 'verifyCode', { [NO_CODE_YET]: 'true' });
      presentError(resolveError('general', error), { signedIn: false });
    }
    await navigate(href('createAccountVerifyCode'));
  };

  return (
    <div className={styles.page}>
      <h1>{t('enrolment.editEmail.title')}</h1>
      <p className={styles.intro}>{t('enrolment.editEmail.intro')}</p>
      <form noValidate onSubmit={form.submit(save)}>
        <FormSummary form={form} />
        <FormError message={failure.message} />
        <Field form={form} name="email" label="prelogin:enrolment.editEmail.email" type="email" autoComplete="email" maxLength={EMAIL_MAX_LENGTH} required />
        <div className={styles.actions}>
          <button type="submit" className="portal-button" disabled={form.submitDisabled || form.formState.isSubmitting}>
            {t('enrolment.editEmail.submit')}
          </button>
          <Link to={href('createAccountVerifyCode')}>{t('enrolment.editEmail.cancel')}</Link>
        </div>
      </form>
      {exit}
    </div>
  );
}
