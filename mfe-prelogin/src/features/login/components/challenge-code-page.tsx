// §2 login/challenge/verifyCode/email and /phone: the two-factor code sent to the contact chosen on
// login/challenge (§3 Session contactId), checked by oauth2/token/2fa (decision 013).
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { verifyTwoFactor } from '@portal/shared/api';
import { href } from '@portal/shared/routes';
import { portalStore, sessionAtom } from '@portal/shared/state';
import { navigateTo, PortalLink, Spinner, usePageMeta } from '@portal/shared/ui';
import { useCodeDelivery } from '../hooks/use-code-delivery';
import { useExitOnBack } from '../hooks/use-exit-on-back';
import { probeRef, type ChallengeChannel } from '../sign-in-rules';
import { CodeForm } from './code-form';
import styles from './login.module.css';
import { SignInStep } from './sign-in-step';

const verify = (code: string) => verifyTwoFactor({ probes_ref: probeRef(portalStore.get(sessionAtom), 'SOLVE_CHALLENGE') ?? '', code });

function ChallengeCode({ channel, contactId }: { channel: ChallengeChannel; contactId: string }) {
  const { t } = useTranslation('prelogin');
  usePageMeta(`login_challenge_code_${channel}`, t(`challenge.code.${channel}Title`));
  const exit = useExitOnBack();
  const delivery = useCodeDelivery({ probe: 'SOLVE_CHALLENGE', contact: contactId });
  return (
    <section className={styles.page} aria-labelledby="challenge-code-title">
      <h1 id="challenge-code-title">{t(`challenge.code.${channel}Title`)}</h1>
      <CodeForm delivery={delivery} verify={verify}>
        <p>
          <PortalLink to={href('loginChallenge')}>{t('challenge.code.another')}</PortalLink>
        </p>
      </CodeForm>
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
      {(session) => (session.contactId ? <ChallengeCode channel={channel} contactId={session.contactId} /> : <ChooseFirst />)}
    </SignInStep>
  );
}
