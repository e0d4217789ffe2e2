// §2 login/verifyCode (§4 VERIFY_USERNAME): the primary email is not verified, so a code goes to it
// and the person enters it (decision 013: oauth2/token/idv with the probe's ref).
import { useTranslation } from 'react-i18next';
import { getEmails, verifyIdentity } from '@portal/shared/api';
import { ApiError, NO_BODY_CODE } from '@portal/shared/domain/errors';
import { portalStore, sessionAtom } from '@portal/shared/state';
import { usePageMeta } from '@portal/shared/ui';
import { useCodeDelivery } from '../hooks/use-code-delivery';
import { useExitOnBack } from '../hooks/use-exit-on-back';
import { probeRef } from '../sign-in-rules';
import { CodeForm } from './code-form';
import { SignInStep } from './sign-in-step';
import styles from './login.module.css';

/** The primary email's guid: the contact the verification code goes to (masked for a partial token). */
async function primaryEmail(userGuid: string): Promise<string> {
  const emails = await getEmails(userGuid);
  const email = emails.find((e) => e.primary) ?? emails[0];
  // No email at all is a broken account, not a person's mistake: the technical message (§8 VMCP_001).
  if (!email) throw new ApiError(NO_BODY_CODE, null, 'The user has no email address.', null);
  return email.emailGuid;
}

const verify = (code: string) => verifyIdentity({ probes_ref: probeRef(portalStore.get(sessionAtom), 'VERIFY_USERNAME') ?? '', code });

function VerifyUsername() {
  const { t } = useTranslation('prelogin');
  usePageMeta('login_verify_code', t('verifyCode.title'));
  const exit = useExitOnBack();
  // §8: customer support follows a failure to reach the unverified primary contact.
  const delivery = useCodeDelivery({ probe: 'VERIFY_USERNAME', contact: primaryEmail, unverifiedPrimary: true });
  return (
    <section className={styles.page} aria-labelledby="verify-title">
      <h1 id="verify-title">{t('verifyCode.title')}</h1>
      <p>{t('verifyCode.intro')}</p>
      <CodeForm delivery={delivery} verify={verify} />
      {exit.dialog}
    </section>
  );
}

export function VerifyUsernamePage() {
  return <SignInStep step="verifyCode">{() => <VerifyUsername />}</SignInStep>;
}
