import { beforeEach, describe, expect, it } from 'vitest';
import { resolveError, normaliseError } from '@portal/domain/errors';
import { portalStore } from '../state/atoms';
import { closeErrorPopup, errorPopupAtom } from '../state/dialogs';
import { notificationsAtom } from '../state/notifications';
import { presentError } from './present-error';

const general = (code: string, status: number, onLoginPage = false) =>
  resolveError('general', normaliseError({ responseStatus: { code, message: 'x' } }, status), { onLoginPage });

describe('presentError: each §8 presentation shown once, where the catalogue says', () => {
  beforeEach(() => {
    portalStore.set(notificationsAtom, []);
    closeErrorPopup();
  });

  it('a form message comes back to the form, and nothing else is raised', () => {
    expect(presentError(general('invalidCredentials', 400), { signedIn: false })).toBe(
      'errors:signIn.invalidCredentials',
    );
    expect(portalStore.get(notificationsAtom)).toEqual([]);
    expect(portalStore.get(errorPopupAtom)).toBeNull();
  });

  it('§8 on the login page a lock is a dismissing error notification, with customer support when permanent', () => {
    expect(presentError(general('ICM_1004', 409, true), { signedIn: false })).toBeNull();
    const [n] = portalStore.get(notificationsAtom);
    expect(n).toMatchObject({ type: 'error', messageKey: 'errors:lock.permanent', appendCustomerSupport: true });
  });

  it('§4 a technical popup signs out when signed in, and offers OK when not', () => {
    presentError(general('VMCP_001', 500), { signedIn: true });
    expect(portalStore.get(errorPopupAtom)).toMatchObject({
      messageKey: 'errors:technical',
      buttonKey: 'common:popup.signOut',
      action: { kind: 'signOut' },
    });
    presentError(general('VMCP_001', 500), { signedIn: false });
    expect(portalStore.get(errorPopupAtom)).toMatchObject({ buttonKey: 'common:popup.ok', action: { kind: 'close' } });
  });

  it('§8 exception cases: the technical modal, then login: signed in, by way of signing out', () => {
    const outcome = resolveError('portalAddCard', normaliseError({ responseStatus: { code: 'DPS_0001' } }, 404));
    presentError(outcome, { signedIn: true });
    // An open session would send /login home (§6): it ends first.
    expect(portalStore.get(errorPopupAtom)).toMatchObject({
      buttonKey: 'common:popup.goToLogin',
      action: { kind: 'signOut', then: 'login' },
    });
    presentError(outcome, { signedIn: false });
    expect(portalStore.get(errorPopupAtom)).toMatchObject({
      buttonKey: 'common:popup.goToLogin',
      action: { kind: 'route', to: '/login' },
    });
  });
});
