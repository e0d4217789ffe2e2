// §2 Back button: "From home it asks to confirm logout". useBackButton raises the question
// (logoutConfirmationAtom); the shell asks it, whichever remote's screen is showing. Staying is the
// safe answer: focus starts there, and Escape gives it.
import { useAtomValue } from 'jotai';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { closeLogoutConfirmation, logoutConfirmationAtom } from '@portal/client/state';
import { href } from '@portal/client/routes';
import { Modal, ModalActions, navigateTo } from '@portal/ui';

export function LogoutConfirmation() {
  const { t } = useTranslation('common');
  const asked = useAtomValue(logoutConfirmationAtom);
  const stay = useRef<HTMLButtonElement>(null);
  if (!asked) return null;

  const signOut = () => {
    closeLogoutConfirmation();
    navigateTo(href('signOut'));
  };

  return (
    <Modal
      role="alertdialog"
      title={t('logoutConfirmation.title')}
      description={<p>{t('logoutConfirmation.message')}</p>}
      initialFocus={stay}
      onDismiss={closeLogoutConfirmation}
    >
      <ModalActions>
        <button type="button" className="portal-button" onClick={signOut}>
          {t('logoutConfirmation.confirm')}
        </button>
        <button
          type="button"
          ref={stay}
          className="portal-button portal-button--secondary"
          onClick={closeLogoutConfirmation}
        >
          {t('logoutConfirmation.cancel')}
        </button>
      </ModalActions>
    </Modal>
  );
}
