// §4 "Error popups stop the session timer and offer one button (go to sign-out, go to another route,
// or run an action)": the page's one error popup, raised by any remote (showErrorPopup), drawn once
// by the shell. The session timers stand still while it is open and start again when it closes.
import { useAtomValue } from 'jotai';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { href, signOutThenLoginHref, navigateTo } from '@portal/client/routes';
import {
  closeErrorPopup,
  errorPopupAtom,
  pauseSessionTimers,
  resumeSessionTimers,
  type ErrorPopup as ErrorPopupState,
  type PopupAction,
} from '@portal/client/state';
import { KeepNumbersWhole } from './keep-numbers-whole';
import { Modal, ModalActions } from './modal';

/** What the popup's one button does, after the popup has closed. */
function runPopupAction(action: PopupAction): void {
  switch (action.kind) {
    case 'signOut':
      // mfe-postlogin's signOut: revoke, purge, then the pre-login page (or login).
      navigateTo(action.then === 'login' ? signOutThenLoginHref() : href('signOut'));
      return;
    case 'route':
      navigateTo(action.to);
      return;
    case 'action':
      action.run();
      return;
    case 'close':
      return;
  }
}

function ErrorPopupDialog({ popup }: { popup: ErrorPopupState }) {
  const { t } = useTranslation('common');
  const button = useRef<HTMLButtonElement>(null);
  const message = t(popup.messageKey);
  const support = popup.appendCustomerSupport === true ? t('issuer:customerSupport', { defaultValue: '' }) : '';
  const choose = () => {
    closeErrorPopup();
    runPopupAction(popup.action);
  };
  return (
    <Modal
      role="alertdialog"
      title={t('popup.title')}
      description={
        <p>
          <KeepNumbersWhole text={support ? `${message} ${support}` : message} />
        </p>
      }
      initialFocus={button}
      // Escape may only do what the one button does when that is closing: it never skips a sign-out.
      onDismiss={popup.action.kind === 'close' ? closeErrorPopup : undefined}
    >
      <ModalActions>
        <button type="button" ref={button} className="portal-button" onClick={choose}>
          {t(popup.buttonKey)}
        </button>
      </ModalActions>
    </Modal>
  );
}

/**
 * In a merchant's page (the embedded wallet, decision 033) there is no sign-in, sign-out or portal route
 * to go to: a popup that would leave for one only closes, its button reading OK. (The wallet ends its
 * shopper session on a 401 by itself, and the merchant's page decides what comes next.)
 */
function embeddedPopup(popup: ErrorPopupState): ErrorPopupState {
  if (popup.action.kind === 'signOut' || popup.action.kind === 'route')
    return { ...popup, buttonKey: 'common:popup.ok', action: { kind: 'close' } };
  return popup;
}

/**
 * The error popup of the page. Render it once, for the whole page (the shell does). `embedded`: in a
 * merchant's page, where nothing may navigate the page away.
 */
export function ErrorPopup({ embedded = false }: { embedded?: boolean }) {
  const shown = useAtomValue(errorPopupAtom);
  const popup = shown && embedded ? embeddedPopup(shown) : shown;
  const open = popup !== null;

  useEffect(() => {
    if (!open) return undefined;
    pauseSessionTimers();
    return () => resumeSessionTimers();
  }, [open]);

  return popup ? <ErrorPopupDialog popup={popup} /> : null;
}
