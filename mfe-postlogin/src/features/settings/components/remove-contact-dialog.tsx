// The confirmation before a contact is removed (decision 027), as the card form's delete dialog asks:
// an alert dialog whose focus starts on Remove; Cancel (or Escape) keeps the contact.
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { KeepNumbersWhole, Modal, ModalActions } from '@portal/ui';
import type { ContactKind, ContactView } from './contact-view';

const TITLE = { email: 'contacts.email.removeTitle', phone: 'contacts.phone.removeTitle' } as const satisfies Record<
  ContactKind,
  string
>;

export interface RemoveContactDialogProps {
  contact: ContactView;
  onConfirm: () => void;
  onCancel: () => void;
}

export function RemoveContactDialog({ contact, onConfirm, onCancel }: RemoveContactDialogProps) {
  const { t } = useTranslation('postlogin');
  const confirm = useRef<HTMLButtonElement>(null);
  return (
    <Modal
      title={t(TITLE[contact.kind])}
      description={
        <p>
          <KeepNumbersWhole text={t('contacts.removeDialog.message', { address: contact.address })} />
        </p>
      }
      role="alertdialog"
      onDismiss={onCancel}
      initialFocus={confirm}
    >
      <ModalActions>
        <button ref={confirm} type="button" className="portal-button portal-button--danger" onClick={onConfirm}>
          {t('contacts.removeDialog.confirm')}
        </button>
        <button type="button" className="portal-button portal-button--secondary" onClick={onCancel}>
          {t('contacts.removeDialog.cancel')}
        </button>
      </ModalActions>
    </Modal>
  );
}
