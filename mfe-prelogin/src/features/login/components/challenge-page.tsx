// §2 login/challenge (§4 SOLVE_CHALLENGE): the person chooses where the two-factor code goes, among
// the emails and phones on the profile, which the gateway masks for a partial token (decision 013).
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { getEmails, getPhones } from '@portal/shared/api';
import { FIELD_CLASSES } from '@portal/shared/forms';
import { href } from '@portal/shared/routes';
import { patchSession } from '@portal/shared/state';
import { navigateTo, Spinner, usePageMeta } from '@portal/shared/ui';
import { useExitOnBack } from '../hooks/use-exit-on-back';
import { presentSignInError, type FormError } from '../present-sign-in-error';
import { CHALLENGE_CODE_ROUTES, type ChallengeChannel } from '../sign-in-rules';
import { FormAlert } from './form-alert';
import styles from './login.module.css';
import { SignInStep } from './sign-in-step';

interface ChallengeContact {
  contactId: string;
  channel: ChallengeChannel;
  masked: string;
}

/** Every email, then every phone, as one list of choices. */
async function loadContacts(userGuid: string): Promise<ChallengeContact[]> {
  const [emails, phones] = await Promise.all([getEmails(userGuid), getPhones(userGuid)]);
  return [
    ...emails.map((e) => ({ contactId: e.emailGuid, channel: 'email' as const, masked: e.email })),
    ...phones.map((p) => ({ contactId: p.phoneGuid, channel: 'phone' as const, masked: p.phoneNumber })),
  ];
}

/** A radio group with the first contact chosen: a choice always exists, so there is nothing to validate. */
function ChoiceForm({ contacts }: { contacts: readonly ChallengeContact[] }) {
  const { t } = useTranslation('prelogin');
  const [chosen, setChosen] = useState(contacts[0]?.contactId);
  const choose = (event: FormEvent) => {
    event.preventDefault();
    const contact = contacts.find((c) => c.contactId === chosen);
    if (!contact) return;
    // §3 Session contactId: the code page sends to it, after a refresh too.
    patchSession({ contactId: contact.contactId });
    navigateTo(href(CHALLENGE_CODE_ROUTES[contact.channel]));
  };
  return (
    <form noValidate onSubmit={choose} className={styles.form}>
      <fieldset className={styles.choices}>
        <legend className={FIELD_CLASSES.label}>{t('challenge.legend')}</legend>
        {contacts.map((c) => (
          <label key={c.contactId} className={styles.choice}>
            <input type="radio" name="contactId" value={c.contactId} checked={chosen === c.contactId} onChange={() => setChosen(c.contactId)} />
            {t(`challenge.${c.channel}`, { contact: c.masked })}
          </label>
        ))}
      </fieldset>
      <button type="submit" className="portal-button">
        {t('challenge.submit')}
      </button>
    </form>
  );
}

function Challenge({ userGuid }: { userGuid: string }) {
  const { t } = useTranslation('prelogin');
  usePageMeta('login_challenge', t('challenge.title'));
  const exit = useExitOnBack();
  const [contacts, setContacts] = useState<ChallengeContact[] | null>(null);
  const [error, setError] = useState<FormError | null>(null);
  useEffect(() => {
    let live = true;
    loadContacts(userGuid).then(
      (list) => live && setContacts(list),
      (failure: unknown) => live && setError(presentSignInError(failure, { signedIn: true })),
    );
    return () => {
      live = false;
    };
  }, [userGuid]);
  return (
    <section className={styles.page} aria-labelledby="challenge-title">
      <h1 id="challenge-title">{t('challenge.title')}</h1>
      <p>{t('challenge.intro')}</p>
      <FormAlert error={error} />
      {contacts === null && !error && <Spinner />}
      {contacts?.length === 0 && (
        <p>
          {t('challenge.none')} {t('issuer:customerSupport')}
        </p>
      )}
      {contacts && contacts.length > 0 && <ChoiceForm contacts={contacts} />}
      {exit.dialog}
    </section>
  );
}

export function ChallengePage() {
  return <SignInStep step="challenge">{(session) => <Challenge userGuid={session.userId ?? ''} />}</SignInStep>;
}
