// §2 login/challenge/verifyCode/email and /phone: the two-factor code sent to the contact chosen on
// login/challenge (§3 Session contactId), checked by oauth2/token/2fa (decision 013). The code goes on
// arrival; a new one goes through a reissued probe, so the earlier one stops working.
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { reissueProbe, sendVerificationCode, verifyTwoFactor } from '@portal/client/api';
import { CodeStepForm, useCodeStep, useFlowCodeStore } from '@portal/ui/code-step';
import { href } from '@portal/client/routes';
import { applyTokenAnswer, portalStore, sessionAtom } from '@portal/client/state';
import { navigateTo, PortalLink, Spinner, useRouteMeta } from '@portal/ui';
import styles from '../../../flow/flow.module.css';
import { useFlowExit } from '../../../flow/use-flow-exit';
import { continueSignIn, leaveSignIn } from '../sign-in-actions';
import { CHALLENGE_CODE_ROUTES, probeRef, type ChallengeChannel } from '../sign-in-rules';
import { SignInStep } from './sign-in-step';

const verify = async (code: string) =>
  continueSignIn(
    await verifyTwoFactor({ probes_ref: probeRef(portalStore.get(sessionAtom), 'SOLVE_CHALLENGE') ?? '', code }),
  );

/** A code to the chosen contact; a new one first reissues the probe (its ref changes). */
async function sendCode(userGuid: string, contactId: string, again: boolean) {
  const ref = probeRef(portalStore.get(sessionAtom), 'SOLVE_CHALLENGE');
  if (again && ref) applyTokenAnswer(await reissueProbe({ probes_ref: ref }), Date.now());
  return sendVerificationCode(userGuid, { contactId });
}

function ChallengeCode({
  channel,
  userGuid,
  contactId,
}: {
  channel: ChallengeChannel;
  userGuid: string;
  contactId: string;
}) {
  const { t } = useTranslation('prelogin');
  const route = CHALLENGE_CODE_ROUTES[channel];
  useRouteMeta(route);
  const exit = useFlowExit(route, leaveSignIn, 'signIn');
  const step = useCodeStep({
    store: useFlowCodeStore('login'),
    verify,
    send: (again) => sendCode(userGuid, contactId, again),
    sendOnArrival: true,
    contactId,
  });
  return (
    <section className={styles.page} aria-labelledby="challenge-code-title">
      <h1 id="challenge-code-title">{t(`challenge.code.${channel}Title`)}</h1>
      <CodeStepForm step={step}>
        <p>
          <PortalLink to={href('loginChallenge')}>{t('challenge.code.another')}</PortalLink>
        </p>
      </CodeStepForm>
      {exit.dialog}
    </section>
  );
}

/** Reached without a chosen contact (a typed URL): the choice comes first. */
function ChooseFirst() {
  useEffect(() => navigateTo(href('loginChallenge'), { replace: true }), []);
  return <Spinner />;
}

export function ChallengeCodePage({ channel }: { channel: ChallengeChannel }) {
  return (
    <SignInStep step="challenge">
      {(session) =>
        session.contactId ? (
          <ChallengeCode channel={channel} userGuid={session.userId ?? ''} contactId={session.contactId} />
        ) : (
          <ChooseFirst />
        )
      }
    </SignInStep>
  );
}
