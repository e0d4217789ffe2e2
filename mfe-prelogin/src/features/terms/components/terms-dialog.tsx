// The short terms variant as a confirmation modal (§2 Terms pages "A short variant uses a checkbox or
// a confirmation modal"): the links, then Accept, which is the agreement itself, and Cancel. Render it
// only while open; it posts and calls back as TermsForm does (terms-form.tsx documents the props).
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Modal, ModalActions } from '@portal/shared/ui';
import { postAcceptance, TermsError, type TermsFormProps } from './terms-form';
import { TermsLinks } from './terms-links';

export type TermsDialogProps = Omit<TermsFormProps, 'onCancel'> & {
  /** Closes the modal (Cancel, Escape). */
  onCancel: () => void;
};

export function TermsDialog({ terms, accept, onAccepted, onCancel, signedIn = false }: TermsDialogProps) {
  const { t } = useTranslation('prelogin');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<Parameters<typeof TermsError>[0]['error']>(null);

  const agree = async () => {
    setBusy(true);
    setError(null);
    const outcome = await postAcceptance(accept, signedIn);
    setBusy(false);
    if (outcome.ok) onAccepted(terms.map((item) => item.guid));
    else setError(outcome.shown);
  };

  return (
    <Modal title={t('terms.dialog.title')} description={<p>{t('terms.dialog.message')}</p>} onDismiss={onCancel}>
      <TermsLinks terms={terms} />
      <TermsError error={error} />
      <ModalActions>
        <button type="button" className="portal-button" disabled={busy} onClick={() => void agree()}>
          {t('terms.accept')}
        </button>
        <button type="button" className="portal-button portal-button--secondary" onClick={onCancel}>
          {t('terms.cancel')}
        </button>
      </ModalActions>
    </Modal>
  );
}
