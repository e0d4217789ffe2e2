// §2 login/verifyCode (§4 VERIFY_USERNAME): the primary email is not verified, so a code goes to it on
// arrival and the person enters it (decision 013: oauth2/token/idv with the probe's ref); a new code
// goes through a reissued probe, so the earlier one stops working.
import { useTranslation } from 'react-i18next';
import { reissueProbe, sendVerificationCode, verifyIdentity } from '@portal/client/api';
import { CodeStepForm, useCodeStep, useFlowCodeStore } from '@portal/ui/code-step';
import { ApiError, NO_BODY_CODE } from '@portal/domain/errors';
import { emailsQuery, queryClient } from '@portal/client/query';
import { applyTokenAnswer, portalStore, sessionAtom } from '@portal/client/state';
import { useRouteMeta } from '@portal/ui';
import styles from '../../../flow/flow.module.css';
import { useFlowExit } from '../../../flow/use-flow-exit';
import { continueSignIn, leaveSignIn } from '../sign-in-actions';
import { probeRef } from '../sign-in-rules';
import { SignInStep } from './sign-in-step';

/** The primary email's guid: the contact the verification code goes to (masked for a partial token). */
async function primaryEmail(userGuid: string): Promise<string> {
  const emails = await queryClient.fetchQuery(emailsQuery(userGuid));
  const email = emails.find((e) => e.primary) ?? emails[0];
  // No email at all is a broken account, not a person's mistake: the technical message (§8 VMCP_001).
  if (!email) throw new ApiError(NO_BODY_CODE, null, 'The user has no email address.', null);
  return email.emailGuid;
}

/** A code to the primary email; a new one first reissues the probe (its ref changes). */
async function sendCode(userGuid: string, again: boolean) {
  const ref = probeRef(portalStore.get(sessionAtom), 'VERIFY_USERNAME');
  if (again && ref) applyTokenAnswer(await reissueProbe({ probes_ref: ref }), Date.now());
  return sendVerificationCode(userGuid, { contactId: await primaryEmail(userGuid) });
}

/**
 * The code answers VERIFY_USERNAME; the primary email is verified from then on, so the contacts read
 * for the code (unverified) go from the cache, and the challenge that may follow reads them anew.
 */
async function verify(code: string): Promise<void> {
  const session = portalStore.get(sessionAtom);
  const answer = await verifyIdentity({ probes_ref: probeRef(session, 'VERIFY_USERNAME') ?? '', code });
  queryClient.removeQueries({ queryKey: emailsQuery(session.userId ?? '').queryKey, exact: true });
  continueSignIn(answer);
}

function VerifyUsername({ userGuid }: { userGuid: string }) {
  const { t } = useTranslation('prelogin');
  useRouteMeta('loginVerifyCode');
  const exit = useFlowExit('loginVerifyCode', leaveSignIn, 'signIn');
  const step = useCodeStep({
    store: useFlowCodeStore('login'),
    verify,
    send: (again) => sendCode(userGuid, again),
    sendOnArrival: true,
    // §8: customer support follows a failure to reach the unverified primary contact.
    context: { unverifiedPrimary: true },
  });
  return (
    <section className={styles.page} aria-labelledby="verify-title">
      <h1 id="verify-title">{t('verifyCode.title')}</h1>
      <p className={styles.intro}>{t('verifyCode.intro')}</p>
      <CodeStepForm step={step} />
      {exit.dialog}
    </section>
  );
}

export function VerifyUsernamePage() {
  return <SignInStep step="verifyCode">{(session) => <VerifyUsername userGuid={session.userId ?? ''} />}</SignInStep>;
}
