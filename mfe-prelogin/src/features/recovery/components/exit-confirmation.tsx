// §2 Back button "on most flow pages it shows an exit confirmation", for the sign-in and for the
// recovery, enrolment and migration flows: leaving ends the flow under way (the screen says how);
// staying, the default and where focus starts, changes nothing.
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Modal, ModalActions } from '@portal/shared/ui';

export interface ExitConfirmationProps {
  onStay: () => void;
  onLeave: () => void;
  /** Whose words: the sign-in's ("Leave sign-in?") or a flow's. */
  texts?: 'login.exit' | 'recovery.exit';
}

export function ExitConfirmation({ onStay, onLeave, texts = 'recovery.exit' }: ExitConfirmationProps) {
  const { t } = useTranslation('prelogin');
  const stay = useRef<HTMLButtonElement>(null);
  return (
    <Modal title={t(`${texts}.title`)} description={<p>{t(`${texts}.message`)}</p>} onDismiss={onStay} initialFocus={stay}>
      <ModalActions>
        <button type="button" ref={stay} className="portal-button" onClick={onStay}>
          {t(`${texts}.stay`)}
        </button>
        <button type="button" className="portal-button portal-button--secondary" onClick={onLeave}>
          {t(`${texts}.leave`)}
        </button>
      </ModalActions>
    </Modal>
  );
}
