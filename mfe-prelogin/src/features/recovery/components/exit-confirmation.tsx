// §2 Back button "on most flow pages it shows an exit confirmation": leaving ends the flow under way
// (the screen says how); staying, the default and where focus starts, changes nothing.
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Modal, ModalActions } from '@portal/shared/ui';

export interface ExitConfirmationProps {
  onStay: () => void;
  onLeave: () => void;
}

export function ExitConfirmation({ onStay, onLeave }: ExitConfirmationProps) {
  const { t } = useTranslation('prelogin');
  const stay = useRef<HTMLButtonElement>(null);
  return (
    <Modal title={t('recovery.exit.title')} description={<p>{t('recovery.exit.message')}</p>} onDismiss={onStay} initialFocus={stay}>
      <ModalActions>
        <button type="button" ref={stay} className="portal-button" onClick={onStay}>
          {t('recovery.exit.stay')}
        </button>
        <button type="button" className="portal-button portal-button--secondary" onClick={onLeave}>
          {t('recovery.exit.leave')}
        </button>
      </ModalActions>
    </Modal>
  );
}
