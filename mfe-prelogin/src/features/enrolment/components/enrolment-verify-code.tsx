// §2 createAccount/verifyCode: the code sent to the new account's email. It answers the enrolment's
// VERIFY_USERNAME probe through identity verification, as sign-in does (decision 013); a new code goes
// through otvc to the primary email. The email can still be changed (editEmail) until it is verified.
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useNavigate } from 'react-router';
import { getEmails, sendVerificationCode, verifyIdentity } from '@portal/shared/api';
import { href } from '@portal/shared/routes';
import { heldSessionAtom, notify, patchSession, portalStore, sessionAtom } from '@portal/shared/state';
import { usePageMeta } from '@portal/shared/ui';
import { CodeStepForm, useCodeStep } from '../../recovery/components/code-step';
import styles from '../../recovery/components/flow.module.css';
import { ResendCode } from '../../recovery/components/resend-code';
import { applyAnswer, codeSentAt, endPartialSession, moveFlow, sentCodeData } from '../../recovery/hooks/flow-session';
import { useExitOnBack } from '../../recovery/hooks/use-exit-on-back';
import { enrolmentNext, NO_CODE_YET } from '../enrolment-steps';
import { useEnrolmentAtEntry, type EnrolmentInProgress } from '../hooks/enrolment-session';

export function EnrolmentVerifyCode() {
  const entry = useEnrolmentAtEntry();
  if (!entry) return <Navigate to={href('createAccountEnroll')} replace />;
  return <VerifyEmailForm enrolment={entry} />;
}

/** The primary email's contact id, for a new code: the one stored, else the profile's primary email. */
async function primaryEmailId(userGuid: string): Promise<string | undefined> {
  const stored = portalStore.get(sessionAtom).contactId;
  if (stored) return stored;
  const emails = await getEmails(userGuid);
  return (emails.find((email) => email.primary) ?? emails[0])?.emailGuid;
}

function VerifyEmailForm({ enrolment }: { enrolment: EnrolmentInProgress }) {
  const { t } = useTranslation('prelogin');
  const navigate = useNavigate();
  usePageMeta('create_account_verify_code', t('enrolment.verifyCode.title'));
  const exit = useExitOnBack(() => {
    endPartialSession();
    void navigate(href('login'), { replace: true });
  });
  const step = useCodeStep('enrolment');
  const { flow, form, failure } = step;
  const email = useAtomValue(heldSessionAtom).userPrimaryEmail ?? step.maskedContact;
  // Where the code went; or, after an editEmail whose code was refused, that none went to the new address.
  const noCodeYet = flow?.data[NO_CODE_YET] === 'true';
  const sentTo = email ? t('recovery.code.sentTo', { contact: email }) : t('enrolment.verifyCode.sent');
  const intro = noCodeYet && email ? t('enrolment.verifyCode.notSentTo', { contact: email }) : sentTo;

  const verify = async ({ code }: { code: string }) => {
    failure.clear();
    try {
      const answer = await verifyIdentity({ probes_ref: enrolment.probesRef, code });
      enrolmentNext(applyAnswer(answer, 'enrolment'), (path) => void navigate(path));
    } catch (error) {
      failure.show(error);
    }
  };

  const resend = async () => {
    try {
      const contactId = await primaryEmailId(enrolment.userGuid);
      if (!contactId) throw new Error('The new account has no email to send a code to.');
      const sent = await sendVerificationCode(enrolment.userGuid, { contactId });
      patchSession({ contactId: sent.contactId });
      moveFlow('enrolment', 'verifyCode', { ...sentCodeData(sent.maskedContact), [NO_CODE_YET]: '' });
      form.reset({ code: '' });
      notify({ messageKey: 'prelogin:recovery.code.resent' });
    } catch (error) {
      failure.show(error);
    }
  };

  return (
    <div className={styles.page}>
      <h1>{t('enrolment.verifyCode.title')}</h1>
      <p className={styles.intro}>{intro}</p>
      <CodeStepForm step={step} onVerify={verify} aside={<Link to={href('createAccountEditEmail')}>{t('enrolment.verifyCode.editEmail')}</Link>} />
      {flow && <ResendCode sentAt={codeSentAt(flow)} onResend={resend} />}
      {exit}
    </div>
  );
}
