// §2 createAccount/enroll (CreateAccount): names, email, username, password with its live checklist,
// and the terms box. Decision 013: the enrolment answers a partial token whose VERIFY_USERNAME probe
// the next page answers with the code sent to the new, unverified email.
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { enrollUser, type TermsItem } from '@portal/shared/api';
import { EMAIL_MAX_LENGTH, NAME_MAX_LENGTH, USERNAME_MAX_LENGTH } from '@portal/shared/domain/identity';
import { enrolmentFormSchema, Field, FormSummary, usePortalForm } from '@portal/shared/forms';
import { href } from '@portal/shared/routes';
import { patchHeldSession, patchSession, useIssuer } from '@portal/shared/state';
import { Spinner, usePageMeta } from '@portal/shared/ui';
import { FormError } from '../../recovery/components/form-error';
import styles from '../../recovery/components/flow.module.css';
import { NewPasswordField } from '../../recovery/components/new-password-field';
import { applyAnswer, moveFlow, sentCodeData } from '../../recovery/hooks/flow-session';
import { useCallError } from '../../recovery/hooks/use-call-error';
import { useExitOnBack } from '../../recovery/hooks/use-exit-on-back';
import { TermsCheckbox } from '../../terms/components/terms-checkbox';
import { enrolmentNext } from '../enrolment-steps';
import { useEnrolmentTerms } from '../hooks/use-enrolment-terms';

export function Enroll() {
  const { t } = useTranslation('prelogin');
  usePageMeta('create_account_enroll', t('enrolment.enroll.title'));
  const navigate = useNavigate();
  // Nothing is stored before the enrolment is sent: leaving only leaves the details typed.
  const exit = useExitOnBack(() => void navigate(href('login'), { replace: true }));
  const { state, retry } = useEnrolmentTerms();
  return (
    <div className={styles.page}>
      <h1>{t('enrolment.enroll.title')}</h1>
      <p className={styles.intro}>{t('enrolment.enroll.intro')}</p>
      {state.status === 'loading' && <Spinner />}
      {state.status === 'failed' && (
        <div className={styles.actions}>
          <p>{t('enrolment.enroll.termsFailed')}</p>
          <button type="button" className="portal-button" onClick={retry}>
            {t('enrolment.enroll.retry')}
          </button>
        </div>
      )}
      {state.status === 'ready' && <EnrolmentForm terms={state.terms} />}
      {exit}
    </div>
  );
}

interface EnrolmentValues {
  firstName: string;
  lastName: string;
  email: string;
  username: string;
  password: string;
}

function EnrolmentForm({ terms }: { terms: readonly TermsItem[] }) {
  const { t } = useTranslation('prelogin');
  const { extAppId } = useIssuer();
  const navigate = useNavigate();
  const form = usePortalForm(enrolmentFormSchema, { defaultValues: { firstName: '', lastName: '', email: '', username: '', password: '' } });
  const failure = useCallError(form, ['username', 'password', 'email']);
  const username: unknown = form.watch('username');

  const enrol = async ({ firstName, lastName, email, username: userName, password }: EnrolmentValues) => {
    failure.clear();
    try {
      // decision 013: acceptedTerms holds the guids of the terms shown, which the box agreed to.
      const answer = await enrollUser(extAppId, { firstName, lastName, userName, password, email, acceptedTerms: terms.map((item) => item.guid) });
      const scope = applyAnswer(answer, 'enrolment');
      patchSession({ userName });
      patchHeldSession({ userPrimaryEmail: email, unverifiedPrimary: true, fullName: `${firstName} ${lastName}` });
      // The enrolment sent the first code: the page after it waits 30 seconds before offering another.
      if (scope[0] === 'verifyCode') moveFlow('enrolment', 'verifyCode', sentCodeData(undefined));
      enrolmentNext(scope, (path) => void navigate(path));
    } catch (error) {
      failure.show(error);
    }
  };

  return (
    <form noValidate onSubmit={form.submit(enrol)}>
      <FormSummary form={form} />
      <FormError message={failure.message} />
      <Field form={form} name="firstName" label="prelogin:enrolment.enroll.firstName" autoComplete="given-name" maxLength={NAME_MAX_LENGTH} required />
      <Field form={form} name="lastName" label="prelogin:enrolment.enroll.lastName" autoComplete="family-name" maxLength={NAME_MAX_LENGTH} required />
      <Field form={form} name="email" label="prelogin:enrolment.enroll.email" hint="prelogin:enrolment.enroll.emailHint" type="email" autoComplete="email" maxLength={EMAIL_MAX_LENGTH} required />
      <Field form={form} name="username" label="prelogin:enrolment.enroll.username" autoComplete="username" maxLength={USERNAME_MAX_LENGTH} required />
      <NewPasswordField form={form} name="password" username={typeof username === 'string' ? username : ''} label="prelogin:enrolment.enroll.password" />
      <TermsCheckbox form={form} name="acceptTerms" terms={terms} />
      <div className={styles.actions}>
        <button type="submit" className="portal-button" disabled={form.submitDisabled || form.formState.isSubmitting}>
          {t('enrolment.enroll.submit')}
        </button>
        <Link to={href('login')}>{t('enrolment.start.signIn')}</Link>
      </div>
    </form>
  );
}
