// §2 login/challenge (§4 SOLVE_CHALLENGE): the person chooses where the two-factor code goes, among
// the emails and phones on the profile, which the gateway masks for a partial token (decision 013).
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Email, Phone } from '@portal/client/api';
import { isVerifiedContact } from '@portal/domain/identity';
import { FIELD_CLASSES, FormError } from '@portal/ui/forms';
import { emailsQuery, phonesQuery, usePortalQuery } from '@portal/client/query';
import { href } from '@portal/client/routes';
import { chooseChallengeContact } from '@portal/client/state';
import { KeepNumbersWhole, navigateTo, Spinner, useRouteMeta } from '@portal/ui';
import flow from '../../../flow/flow.module.css';
import { useFlowExit } from '../../../flow/use-flow-exit';
import { leaveSignIn } from '../sign-in-actions';
import { CHALLENGE_CODE_ROUTES, type ChallengeChannel } from '../sign-in-rules';
import styles from './login.module.css';
import { SignInStep } from './sign-in-step';

interface ChallengeContact {
  contactId: string;
  channel: ChallengeChannel;
  masked: string;
}

/**
 * Every verified email, then every verified phone, as one list of choices: the SOLVE_CHALLENGE code
 * goes only to a verified contact (decision 013), so an unverified one is never offered.
 */
function contactsOf(emails: readonly Email[], phones: readonly Phone[]): ChallengeContact[] {
  return [
    ...emails
      .filter(isVerifiedContact)
      .map((e) => ({ contactId: e.emailGuid, channel: 'email' as const, masked: e.email })),
    ...phones
      .filter(isVerifiedContact)
      .map((p) => ({ contactId: p.phoneGuid, channel: 'phone' as const, masked: p.phoneNumber })),
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
    chooseChallengeContact(contact.contactId);
    navigateTo(href(CHALLENGE_CODE_ROUTES[contact.channel]));
  };
  return (
    <form noValidate onSubmit={choose} className={styles.form}>
      <fieldset className={styles.choices}>
        <legend className={FIELD_CLASSES.label}>{t('challenge.legend')}</legend>
        {contacts.map((c) => (
          <label key={c.contactId} className={styles.choice}>
            <input
              type="radio"
              name="contactId"
              value={c.contactId}
              checked={chosen === c.contactId}
              onChange={() => setChosen(c.contactId)}
            />
            <KeepNumbersWhole text={t(`challenge.${c.channel}`, { contact: c.masked })} />
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
  useRouteMeta('loginChallenge');
  const exit = useFlowExit('loginChallenge', leaveSignIn, 'signIn');
  const emails = usePortalQuery(emailsQuery(userGuid));
  const phones = usePortalQuery(phonesQuery(userGuid));
  const contacts = emails.data && phones.data ? contactsOf(emails.data, phones.data) : null;
  const failed = emails.isError || phones.isError;
  return (
    <section className={flow.page} aria-labelledby="challenge-title">
      <h1 id="challenge-title">{t('challenge.title')}</h1>
      <p className={flow.intro}>{t('challenge.intro')}</p>
      <FormError message={emails.failure ?? phones.failure} />
      {contacts === null && !failed && <Spinner />}
      {contacts?.length === 0 && (
        <p>
          <KeepNumbersWhole text={`${t('challenge.none')} ${t('issuer:customerSupport')}`} />
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
