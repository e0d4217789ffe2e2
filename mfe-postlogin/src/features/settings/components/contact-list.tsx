// The contacts of one kind and their changes (docs/decisions/027): make primary at once, remove after a
// confirmation. A change is told by a notification (§4 Notifications); the list is then the server's
// again. The button that was used leaves with its row (or, made primary, with the action itself), so
// focus goes to the section's heading, with the list below it, rather than to the page's start.
import { useEffect, useRef, useState, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { FormError } from '@portal/ui/forms';
import type { MessageKey } from '@portal/domain/text';
import { notify } from '@portal/client/state';
import { useContactChange, type ContactChange } from '../hooks/use-contact-change';
import { ContactRow } from './contact-row';
import type { ContactAction, ContactKind, ContactView } from './contact-view';
import { RemoveContactDialog } from './remove-contact-dialog';
import styles from './settings.module.css';

/** The notification of each change, by kind (the lazy chunk's messages, merged into the namespace). */
const NOTICES = {
  email: { makePrimary: 'postlogin:contacts.email.madePrimary', remove: 'postlogin:contacts.email.removed' },
  phone: { makePrimary: 'postlogin:contacts.phone.madePrimary', remove: 'postlogin:contacts.phone.removed' },
} as const satisfies Record<ContactKind, Record<ContactAction, MessageKey>>;

const EMPTY = { email: 'contacts.email.empty', phone: 'contacts.phone.empty' } as const satisfies Record<
  ContactKind,
  string
>;

export interface ContactListProps {
  kind: ContactKind;
  userGuid: string;
  contacts: readonly ContactView[];
  /** The section's heading: it names the list, and takes focus after a change. */
  labelledBy: string;
  heading: RefObject<HTMLHeadingElement | null>;
}

export function ContactList({ kind, userGuid, contacts, labelledBy, heading }: ContactListProps) {
  const { t } = useTranslation('postlogin');
  const [removing, setRemoving] = useState<ContactView | null>(null);
  const changed = useRef(false);
  const change = useContactChange(userGuid, ({ action, contact }: ContactChange) => {
    notify({ messageKey: NOTICES[contact.kind][action], values: { address: contact.address } });
    changed.current = true;
  });

  // After the render that shows the list as the server now has it (the dialog closed by then).
  useEffect(() => {
    if (!changed.current || removing !== null || change.pending) return;
    changed.current = false;
    heading.current?.focus();
  });

  const act = (contact: ContactView, action: ContactAction) => {
    if (change.pending) return;
    if (action === 'remove') setRemoving(contact);
    else void change.run({ action, contact });
  };

  const confirmRemove = () => {
    if (!removing) return;
    // The dialog closes at once, giving focus back to the row's Remove button until the row goes.
    setRemoving(null);
    void change.run({ action: 'remove', contact: removing });
  };

  return (
    <>
      <FormError message={change.failure} />
      {contacts.length === 0 ? (
        <p className={styles.empty}>{t(EMPTY[kind])}</p>
      ) : (
        <ul className={styles.list} aria-labelledby={labelledBy}>
          {contacts.map((contact) => (
            <ContactRow key={contact.id} contact={contact} busy={change.pending} onAction={act} />
          ))}
        </ul>
      )}
      {removing && (
        <RemoveContactDialog contact={removing} onConfirm={confirmRemove} onCancel={() => setRemoving(null)} />
      )}
    </>
  );
}
