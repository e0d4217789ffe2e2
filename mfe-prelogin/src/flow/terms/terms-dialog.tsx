// The short terms variant as a confirmation modal (§2 Terms pages "A short variant uses a checkbox or
// a confirmation modal"): the links, then Accept, which is the agreement itself, and Cancel. Render it
// only while open; it posts and calls back as TermsForm does (terms-form.tsx documents the props).
import { useTranslation } from 'react-i18next';
import { FormError } from '@portal/shared/forms';
import { Modal, ModalActions } from '@portal/shared/ui';
import { useTermsAcceptance, type TermsFormProps } from './terms-form';
import { TermsLinks } from './terms-links';

export type TermsDialogProps = Omit<TermsFormProps, 'onCancel'> & {
  /** Closes the modal (Cancel, Escape). */
  onCancel: () => void;
};

export function TermsDialog({ terms, accept, onAccepted, onCancel }: TermsDialogProps) {
  const { t } = useTranslation('prelogin');
  const acceptance = useTermsAcceptance({ terms, accept, onAccepted });
  return (
    <Modal title={t('terms.dialog.title')} description={<p>{t('terms.dialog.message')}</p>} onDismiss={onCancel}>
      <TermsLinks terms={terms} />
      <FormError message={acceptance.failure} />
      <ModalActions>
        <button type="button" className="portal-button" disabled={acceptance.pending} onClick={() => void acceptance.run()}>
          {t('terms.accept')}
        </button>
        <button type="button" className="portal-button portal-button--secondary" onClick={onCancel}>
          {t('terms.cancel')}
        </button>
      </ModalActions>
    </Modal>
  );
}
