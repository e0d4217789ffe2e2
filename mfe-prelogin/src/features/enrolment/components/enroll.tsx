// §2 createAccount/enroll (CreateAccount): names, email, username, password with its live checklist,
// and the terms box. Decision 013: the enrolment answers a partial token whose VERIFY_USERNAME probe
// the next page answers with the code sent to the new, unverified email.
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { enrollUser, type TermsItem } from '@portal/client/api';
import { EMAIL_MAX_LENGTH, NAME_MAX_LENGTH, USERNAME_MAX_LENGTH } from '@portal/domain/identity';
import { Field, FormError, FormSummary, NewPasswordField, usePortalForm } from '@portal/ui/forms';
import { enrolmentFormSchema } from '@portal/domain/schemas';
import { usePortalMutation } from '@portal/client/query';
import { href } from '@portal/client/routes';
import { beginEnrolment, useIssuer } from '@portal/client/state';
import { navigateTo, PortalLink, Spinner, useRouteMeta } from '@portal/ui';
import styles from '../../../flow/flow.module.css';
import { TermsCheckbox } from '../../../flow/terms/terms-checkbox';
import { useFlowExit } from '../../../flow/use-flow-exit';
import { enrolmentNext } from '../enrolment-steps';
import { useEnrolmentAtEntry } from '../hooks/enrolment-session';
import { useEnrolmentTerms } from '../hooks/use-enrolment-terms';

/**
 * Nothing is stored before the enrolment is sent: leaving only leaves the details typed (login, a
 * start route, ends an enrolment stored, decision 025).
 */
const leave = () => navigateTo(href('login'), { replace: true });

export function Enroll() {
  const { t } = useTranslation('prelogin');
  useRouteMeta('createAccountEnroll');
  const exit = useFlowExit('createAccountEnroll', leave);
  // §2 Page refresh: verifyCode and editEmail come back here with their enrolment (decision 025).
  const stored = useEnrolmentAtEntry();
  return (
    <div className={styles.page}>
      <h1>{t('enrolment.enroll.title')}</h1>
      {stored ? <ResumeEnrolment userName={stored.userName} /> : <NewEnrolment />}
      {exit.dialog}
    </div>
  );
}

/**
 * An enrolment whose account exists (a refresh or a language change on its verify page): enrolling
 * again would only say the person's own username is taken, so the page offers to go on verifying the
 * email, or to finish later by signing in (§2 Sign-in order: the unverified email is verified there).
 */
function ResumeEnrolment({ userName }: { userName: string | null }) {
  const { t } = useTranslation('prelogin');
  const titleId = useId();
  return (
    <section aria-labelledby={titleId}>
      <h2 id={titleId}>{t('enrolment.resume.title')}</h2>
      <p>{t('enrolment.resume.message', { userName: userName ?? '' })}</p>
      <div className="portal-actions">
        <PortalLink to={href('createAccountVerifyCode')} className="portal-button">
          {t('enrolment.resume.continue')}
        </PortalLink>
      </div>
      <p>
        {t('enrolment.resume.later')} <PortalLink to={href('login')}>{t('enrolment.resume.signIn')}</PortalLink>
      </p>
    </section>
  );
}

function NewEnrolment() {
  const { t } = useTranslation('prelogin');
  const terms = useEnrolmentTerms();
  return (
    <>
      <p className={styles.intro}>{t('enrolment.enroll.intro')}</p>
      {terms.isPending && <Spinner />}
      {terms.isError && (
        <div className="portal-actions">
          <p>{t('enrolment.enroll.termsFailed')}</p>
          <button type="button" className="portal-button" onClick={() => void terms.refetch()}>
            {t('enrolment.enroll.retry')}
          </button>
        </div>
      )}
      {terms.data && <EnrolmentForm terms={terms.data} />}
    </>
  );
}

interface EnrolmentValues {
  firstName: string;
  lastName: string;
  email: string;
  userName: string;
  password: string;
}

function EnrolmentForm({ terms }: { terms: readonly TermsItem[] }) {
  const { t } = useTranslation('prelogin');
  const { extAppId } = useIssuer();
  const form = usePortalForm(enrolmentFormSchema, {
    defaultValues: { firstName: '', lastName: '', email: '', userName: '', password: '' },
    // Every rule runs on a submit, the password's (checked beside the username) too, so an empty
    // submit flags every field at once instead of the password only once the others pass (§5).
    criteriaMode: 'all',
  });
  const userName: unknown = form.watch('userName');
  const enrol = usePortalMutation({
    // decision 013: acceptedTerms holds the guids of the terms shown, which the box agreed to.
    mutationFn: ({ firstName, lastName, email, userName, password }: EnrolmentValues) =>
      enrollUser(extAppId, {
        firstName,
        lastName,
        userName,
        password,
        email,
        acceptedTerms: terms.map((item) => item.guid),
      }),
    // The enrolment sent the first code: the page after it waits 30 seconds before offering another.
    onSuccess: (answer, { firstName, lastName, email, userName }) =>
      enrolmentNext(beginEnrolment(answer, { userName, email, fullName: `${firstName} ${lastName}` }, Date.now())),
    form,
    fields: ['userName', 'password'],
  });

  return (
    <form noValidate onSubmit={form.submit(enrol.run)}>
      <FormSummary form={form} />
      <FormError message={enrol.failure} />
      <Field
        form={form}
        name="firstName"
        label="prelogin:enrolment.enroll.firstName"
        autoComplete="given-name"
        maxLength={NAME_MAX_LENGTH}
        required
      />
      <Field
        form={form}
        name="lastName"
        label="prelogin:enrolment.enroll.lastName"
        autoComplete="family-name"
        maxLength={NAME_MAX_LENGTH}
        required
      />
      <Field
        form={form}
        name="email"
        label="prelogin:enrolment.enroll.email"
        hint="prelogin:enrolment.enroll.emailHint"
        type="email"
        autoComplete="email"
        maxLength={EMAIL_MAX_LENGTH}
        required
      />
      <Field
        form={form}
        name="userName"
        label="prelogin:enrolment.enroll.username"
        autoComplete="username"
        maxLength={USERNAME_MAX_LENGTH}
        required
      />
      <NewPasswordField
        form={form}
        name="password"
        username={typeof userName === 'string' ? userName : ''}
        label="prelogin:enrolment.enroll.password"
      />
      <TermsCheckbox form={form} name="acceptTerms" terms={terms} />
      <div className="portal-actions">
        <button type="submit" className="portal-button" disabled={form.submitDisabled || enrol.pending}>
          {t('enrolment.enroll.submit')}
        </button>
        <Link to={href('login')}>{t('enrolment.start.signIn')}</Link>
      </div>
    </form>
  );
}
