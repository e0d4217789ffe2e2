// The card form's dialogs: §2 Delete modal (focus starts on Delete), §2 Address screens' suggested-address
// chooser (changed fields marked, §4) and address-not-found modal (Add and Edit, §4 Address flow).
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AddressField, Address, SuggestedAddress, AddressChoice } from '@portal/domain/address';
import type { MessageKey } from '@portal/domain/text';
import { Modal, ModalActions } from '@portal/ui';
import { addressLines } from './address-text';
import styles from './card-form.module.css';

export function DeleteCardDialog({
  lastFour,
  busy,
  onConfirm,
  onCancel,
}: {
  lastFour: string;
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation('common');
  const confirm = useRef<HTMLButtonElement>(null);
  return (
    <Modal
      title={t('cardForm.deleteDialog.title')}
      description={t('cardForm.deleteDialog.message', { lastFour })}
      role="alertdialog"
      onDismiss={onCancel}
      initialFocus={confirm}
    >
      <ModalActions>
        <button
          ref={confirm}
          type="button"
          className="portal-button portal-button--danger"
          onClick={onConfirm}
          disabled={busy}
        >
          {t('cardForm.deleteDialog.confirm')}
        </button>
        <button type="button" className="portal-button portal-button--secondary" onClick={onCancel}>
          {t('cardForm.deleteDialog.cancel')}
        </button>
      </ModalActions>
    </Modal>
  );
}

function AddressBlock({
  address,
  marked = [],
}: {
  address: Address | SuggestedAddress;
  marked?: readonly AddressField[];
}) {
  const { t } = useTranslation('common');
  const lines = addressLines(address);
  const changed = marked
    .map((field) => address[field])
    .filter((value): value is string => typeof value === 'string' && value.trim() !== '');
  return (
    <span className={styles.addressBlock}>
      {lines.map((line) => (
        <span key={line} className={styles.addressLine}>
          {changed.some((value) => line.includes(value.trim())) ? <mark>{line}</mark> : line}
        </span>
      ))}
      {changed.length > 0 && (
        <span className="visually-hidden">
          {t('cardForm.suggestion.changed')} {changed.join(', ')}
        </span>
      )}
    </span>
  );
}

/** §4: "The user goes to the suggested-address screen and picks the recommended or the entered address." */
export function SuggestionDialog({
  entered,
  suggestion,
  changed,
  onChoose,
  onEdit,
}: {
  entered: Address;
  suggestion: SuggestedAddress;
  changed: readonly AddressField[];
  onChoose: (choice: AddressChoice) => void;
  onEdit: () => void;
}) {
  const { t } = useTranslation('common');
  const name = useId();
  const [choice, setChoice] = useState<AddressChoice>('suggested');
  return (
    <Modal title={t('cardForm.suggestion.title')} description={t('cardForm.suggestion.message')} onDismiss={onEdit}>
      <fieldset className={styles.choices}>
        <legend className="visually-hidden">{t('cardForm.suggestion.title')}</legend>
        <label className={styles.choice}>
          <input
            type="radio"
            name={name}
            value="suggested"
            checked={choice === 'suggested'}
            onChange={() => setChoice('suggested')}
          />
          <span>
            <strong>{t('cardForm.suggestion.suggested')}</strong>
            <AddressBlock address={suggestion} marked={changed} />
          </span>
        </label>
        <label className={styles.choice}>
          <input
            type="radio"
            name={name}
            value="entered"
            checked={choice === 'entered'}
            onChange={() => setChoice('entered')}
          />
          <span>
            <strong>{t('cardForm.suggestion.entered')}</strong>
            <AddressBlock address={entered} />
          </span>
        </label>
      </fieldset>
      <ModalActions>
        <button type="button" className="portal-button" onClick={() => onChoose(choice)}>
          {t('cardForm.suggestion.use')}
        </button>
        <button type="button" className="portal-button portal-button--secondary" onClick={onEdit}>
          {t('cardForm.suggestion.edit')}
        </button>
      </ModalActions>
    </Modal>
  );
}

/** §4: a 422 opens the address-not-found modal; Add saves as entered (CONSUMER_OVERRIDE), Edit closes it. */
export function AddressNotFoundDialog({
  entered,
  message,
  onAdd,
  onEdit,
}: {
  entered: Address;
  message: MessageKey;
  onAdd: () => void;
  onEdit: () => void;
}) {
  const { t } = useTranslation('common');
  return (
    <Modal
      title={t('cardForm.notFound.title')}
      description={
        <>
          <p>{t(message)}</p>
          <p>{t('cardForm.notFound.entered')}</p>
          <AddressBlock address={entered} />
        </>
      }
      onDismiss={onEdit}
    >
      <ModalActions>
        <button type="button" className="portal-button" onClick={onAdd}>
          {t('cardForm.notFound.add')}
        </button>
        <button type="button" className="portal-button portal-button--secondary" onClick={onEdit}>
          {t('cardForm.notFound.edit')}
        </button>
      </ModalActions>
    </Modal>
  );
}
