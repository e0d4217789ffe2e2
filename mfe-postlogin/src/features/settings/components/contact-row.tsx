// A contact in the settings list: the address (a phone in §5's display format), its status, "Primary"
// on the primary one, Verify on one not verified yet (a link to its verify page), and the actions
// decision 027 allows, each named with the contact it acts on (the visible words first, so a voice
// user can say what they see).
import { useTranslation } from 'react-i18next';
import { href } from '@portal/client/routes';
import { PortalLink } from '@portal/ui';
import { contactActions, type ContactAction, type ContactView } from './contact-view';
import styles from './settings.module.css';

const ACTION_TEXT = {
  makePrimary: { label: 'contacts.makePrimary', named: 'contacts.makePrimaryNamed' },
  remove: { label: 'contacts.remove', named: 'contacts.removeNamed' },
} as const satisfies Record<ContactAction, Record<string, string>>;

/** §2 userSettings/{email|phone}/verifyCode/{contactGuid}: where an unverified contact is proved. */
const VERIFY_ROUTE = { email: 'userSettingsVerifyEmail', phone: 'userSettingsVerifyPhone' } as const;

export interface ContactRowProps {
  contact: ContactView;
  /** A change is under way: the actions stay focusable but do nothing. */
  busy: boolean;
  onAction: (contact: ContactView, action: ContactAction) => void;
}

export function ContactRow({ contact, busy, onAction }: ContactRowProps) {
  const { t } = useTranslation('postlogin');
  const actions = contactActions(contact);
  return (
    <li className={styles.row}>
      <p className={styles.contact}>
        <span className={contact.kind === 'phone' ? `${styles.address} portal-nowrap` : styles.address}>
          {contact.address}
        </span>
        <span className={contact.verified ? styles.verified : styles.unverified}>
          {t(contact.verified ? 'contacts.status.verified' : 'contacts.status.unverified')}
        </span>
        {contact.primary && <span className={styles.primary}>{t('contacts.primary')}</span>}
      </p>
      {(actions.length > 0 || !contact.verified) && (
        <div className={styles.actions}>
          {!contact.verified && (
            <PortalLink
              to={href(VERIFY_ROUTE[contact.kind], { contactGuid: contact.id })}
              className="portal-button"
              aria-label={t('contacts.verifyNamed', { address: contact.address })}
            >
              {t('contacts.verify')}
            </PortalLink>
          )}
          {actions.map((action) => (
            <button
              key={action}
              type="button"
              className="portal-button portal-button--secondary"
              aria-label={t(ACTION_TEXT[action].named, { address: contact.address })}
              aria-disabled={busy || undefined}
              onClick={() => onAction(contact, action)}
            >
              {t(ACTION_TEXT[action].label)}
            </button>
          ))}
        </div>
      )}
    </li>
  );
}
