// §2 createAccount/verifyCode: the code sent to the new account's email. It answers the enrolment's
// VERIFY_USERNAME probe through identity verification, as sign-in does (decision 013); a new code goes
// through otvc to the primary email. The email can still be changed (editEmail) until it is verified.
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { Link, Navigate } from 'react-router';
import { sendVerificationCode, verifyIdentity } from '@portal/client/api';
import { CodeStepForm, useCodeStep, useFlowCodeStore } from '@portal/ui/code-step';
import { ApiError, NO_BODY_CODE } from '@portal/domain/errors';
import type { SentCode } from '@portal/domain/session';
import { emailsQuery, queryClient } from '@portal/client/query';
import { href } from '@portal/client/routes';
import { applyTokenAnswer, heldSessionAtom, portalStore, sessionAtom } from '@portal/client/state';
import { useRouteMeta } from '@portal/ui';
import styles from '../../../flow/flow.module.css';
import { leaveToLogin } from '../../../flow/leave';
import { useFlowExit } from '../../../flow/use-flow-exit';
import { enrolmentNext } from '../enrolment-steps';
import { useEnrolmentAtEntry, type EnrolmentInProgress } from '../hooks/enrolment-session';

export function EnrolmentVerifyCode() {
  const entry = useEnrolmentAtEntry();
  if (!entry) return <Navigate to={href('createAccountEnroll')} replace />;
  return <VerifyEmailForm enrolment={entry} />;
}

/** The primary email's contact id, for a new code: the one stored, else the profile's primary email. */
async function primaryEmailId(userGuid: string): Promise<string> {
  const stored = portalStore.get(sessionAtom).contactId;
  if (stored) return stored;
  const emails = await queryClient.fetchQuery(emailsQuery(userGuid));
  const email = (emails.find((e) => e.primary) ?? emails[0])?.emailGuid;
  // No email at all is a broken account, not a person's mistake: the technical message (§8 VMCP_001).
  if (!email) throw new ApiError(NO_BODY_CODE, null, 'The new account has no email to send a code to.', null);
  return email;
}

function VerifyEmailForm({ enrolment }: { enrolment: EnrolmentInProgress }) {
  const { t } = useTranslation('prelogin');
  useRouteMeta('createAccountVerifyCode');
  const exit = useFlowExit('createAccountVerifyCode', leaveToLogin);
  const email = useAtomValue(heldSessionAtom).userPrimaryEmail;
  const step = useCodeStep({
    store: useFlowCodeStore('enrolment'),
    verify: async (code) =>
      enrolmentNext(
        applyTokenAnswer(await verifyIdentity({ probes_ref: enrolment.probesRef, code }), Date.now(), 'enrolment'),
      ),
    send: async () => sendVerificationCode(enrolment.userGuid, { contactId: await primaryEmailId(enrolment.userGuid) }),
  });
  // Where the code went; or, after an editEmail whose code was refused, that none went to the new address.
  const describe = (sent: SentCode | null) => {
    const contact = email ?? sent?.maskedContact;
    if (!contact) return sent ? t('enrolment.verifyCode.sent') : null;
    return sent ? t('common:codeStep.sentTo', { contact }) : t('enrolment.verifyCode.notSentTo', { contact });
  };
  return (
    <div className={styles.page}>
      <h1>{t('enrolment.verifyCode.title')}</h1>
      <CodeStepForm
        step={step}
        describe={describe}
        aside={<Link to={href('createAccountEditEmail')}>{t('enrolment.verifyCode.editEmail')}</Link>}
      />
      {exit.dialog}
    </div>
  );
}
