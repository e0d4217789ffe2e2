// §2 Back button "on most flow pages it shows an exit confirmation", for the sign-in and for the
// recovery, enrolment and migration flows: leaving ends the flow under way (the screen says how);
// staying, the default and where focus starts, changes nothing.
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Modal, ModalActions } from '@portal/ui';

/** Whose words: the sign-in's ("Leave sign-in?") or another flow's ("Leave this page?"). */
export type ExitTexts = 'signIn' | 'flow';

export interface ExitConfirmationProps {
  onStay: () => void;
  onLeave: () => void;
  texts: ExitTexts;
}

export function ExitConfirmation({ onStay, onLeave, texts }: ExitConfirmationProps) {
  const { t } = useTranslation('prelogin');
  const stay = useRef<HTMLButtonElement>(null);
  return (
    <Modal
      title={t(`flow.exit.${texts}.title`)}
      description={<p>{t(`flow.exit.${texts}.message`)}</p>}
      onDismiss={onStay}
      initialFocus={stay}
    >
      <ModalActions>
        <button type="button" ref={stay} className="portal-button" onClick={onStay}>
          {t(`flow.exit.${texts}.stay`)}
        </button>
        <button type="button" className="portal-button portal-button--secondary" onClick={onLeave}>
          {t(`flow.exit.${texts}.leave`)}
        </button>
      </ModalActions>
    </Modal>
  );
}
