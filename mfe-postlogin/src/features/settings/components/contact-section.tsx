// One section of §2 userSettings, the emails or the phones: its heading, then the busy indicator, the
// failure with Try again (the catalogue has already raised what §8 says; this is where to retry), or
// the list; then the link to add another of its kind. As on home's card list, focus never goes missing when what had it leaves the page.
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { href } from '@portal/client/routes';
import { PortalLink, Spinner, useRetryFocus } from '@portal/ui';
import type { ContactsRead } from '../hooks/use-contacts';
import { ContactList } from './contact-list';
import type { ContactKind } from './contact-view';
import styles from './settings.module.css';

/** Each section's own words (the rest is shared by both kinds). */
const TEXT = {
  email: {
    heading: 'contacts.email.heading',
    loading: 'contacts.email.loading',
    loadFailed: 'contacts.email.loadFailed',
    add: 'contacts.email.add',
  },
  phone: {
    heading: 'contacts.phone.heading',
    loading: 'contacts.phone.loading',
    loadFailed: 'contacts.phone.loadFailed',
    add: 'contacts.phone.add',
  },
} as const satisfies Record<ContactKind, Record<string, string>>;

/** §2 userSettings/addEmail and userSettings/addPhone, each under its own section. */
const ADD_ROUTE = { email: 'userSettingsAddEmail', phone: 'userSettingsAddPhone' } as const satisfies Record<
  ContactKind,
  string
>;

export interface ContactSectionProps {
  kind: ContactKind;
  userGuid: string;
  read: ContactsRead;
}

export function ContactSection({ kind, userGuid, read }: ContactSectionProps) {
  const { t } = useTranslation('postlogin');
  const headingId = useId();
  const { busy, failed } = read;
  // After Try again, focus goes to the heading (the list follows it) or, failed again, to Try again.
  const { heading, retryButton, retry } = useRetryFocus({ busy, failed, read: read.retry });

  return (
    <section className={styles.section} aria-labelledby={headingId} aria-busy={busy}>
      <h2 id={headingId} ref={heading} tabIndex={-1}>
        {t(TEXT[kind].heading)}
      </h2>
      {failed && (
        <div className="portal-load-failure">
          <p>{t(TEXT[kind].loadFailed)}</p>
          <button ref={retryButton} type="button" className="portal-button portal-button--secondary" onClick={retry}>
            {t('contacts.retry')}
          </button>
        </div>
      )}
      {busy && (
        <div className={styles.loading}>
          <Spinner label={t(TEXT[kind].loading)} />
        </div>
      )}
      {read.contacts && !busy && !failed && (
        <ContactList
          kind={kind}
          userGuid={userGuid}
          contacts={read.contacts}
          labelledBy={headingId}
          heading={heading}
        />
      )}
      <p className={styles.add}>
        <PortalLink to={href(ADD_ROUTE[kind])}>{t(TEXT[kind].add)}</PortalLink>
      </p>
    </section>
  );
}
