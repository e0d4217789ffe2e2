// §2 Back button "on most flow pages it shows an exit confirmation": leaving ends the sign-in under
// way (leaveSignIn); staying, the default and where focus starts, changes nothing.
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Modal, ModalActions } from '@portal/shared/ui';
import { leaveSignIn } from '../sign-in-actions';

export function ExitConfirmation({ onStay }: { onStay: () => void }) {
  const { t } = useTranslation('prelogin');
  const stay = useRef<HTMLButtonElement>(null);
  return (
    <Modal title={t('login.exit.title')} description={<p>{t('login.exit.message')}</p>} onDismiss={onStay} initialFocus={stay}>
      <ModalActions>
        <button type="button" ref={stay} className="portal-button" onClick={onStay}>
          {t('login.exit.stay')}
        </button>
        <button type="button" className="portal-button portal-button--secondary" onClick={leaveSignIn}>
          {t('login.exit.leave')}
        </button>
      </ModalActions>
    </Modal>
  );
}
