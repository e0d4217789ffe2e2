// The one way a screen calls the server (@portal/client/query): every failure through the §8
// catalogue once, a form's message or field back to the form, and a cache that follows the session.
import { act, renderHook, screen, waitFor } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, normaliseError } from '@portal/domain/errors';
import { EMPTY_SESSION } from '@portal/domain/session';
import { portalStore } from '../state/atoms';
import { errorPopupAtom } from '../state/dialogs';
import { notificationsAtom } from '../state/notifications';
import { QUIET_LOG, setLogAdapter } from '../state/log';
import { EMPTY_HELD, heldSessionAtom, sessionAtom } from '../state/session';
import { createQueryClient, queryClient } from './client';
import { formMessageOf, presentFailure, presentFailureInline, serverFieldOf } from '../failures';
import { clearCacheWithSession } from './session-link';
import { usePortalMutation } from './use-portal-mutation';
import { usePortalQuery } from './use-portal-query';

const apiError = (code: string, status: number, message = '') => new ApiError(code, status, message, null);
const wrapper = ({ children }: { children: ReactNode }) => (
  <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
);
/** Lets the observers hear the mutation's last state (TanStack Query notifies a task later). */
const settle = () => act(async () => new Promise((resolve) => setTimeout(resolve, 10)));
const partial = {
  ...EMPTY_SESSION,
  partialAccess: true,
  userId: 'user-1',
  token: { name: 'access_token', value: 't-1', timestamp: 1 },
};

beforeEach(() => {
  portalStore.set(notificationsAtom, []);
  portalStore.set(errorPopupAtom, null);
  portalStore.set(sessionAtom, EMPTY_SESSION);
});
afterEach(() => {
  queryClient.clear();
});

describe('failures through the §8 catalogue (failure.ts)', () => {
  it('a form message comes back to the form, and nothing is raised', () => {
    const error = apiError('inputValidationError', 400);
    presentFailure(error, undefined);
    expect(portalStore.get(notificationsAtom)).toEqual([]);
    expect(portalStore.get(errorPopupAtom)).toBeNull();
    expect(formMessageOf(error, undefined)).toEqual({ key: 'errors:unexpected', appendCustomerSupport: false });
  });

  it('a notification is raised, and the form shows nothing', () => {
    const error = apiError('sendLimitReached', 429);
    presentFailure(error, undefined);
    expect(portalStore.get(notificationsAtom).map((n) => [n.type, n.messageKey])).toEqual([
      ['error', 'errors:code.sendLimit'],
    ]);
    expect(formMessageOf(error, undefined)).toBeNull();
  });

  it('§4 a technical popup signs out when a session is under way, else only closes', () => {
    presentFailure(apiError('VMCP_001', 500), undefined);
    expect(portalStore.get(errorPopupAtom)?.action).toEqual({ kind: 'close' });
    portalStore.set(sessionAtom, partial);
    presentFailure(apiError('VMCP_001', 500), undefined);
    expect(portalStore.get(errorPopupAtom)?.action).toEqual({ kind: 'signOut' });
    presentFailure(apiError('VMCP_001', 500), { signedIn: false });
    expect(portalStore.get(errorPopupAtom)?.action).toEqual({ kind: 'close' });
  });

  it('the context changes the answer: a lock on the login page is a notification', () => {
    presentFailure(apiError('9618', 409), { context: { onLoginPage: true } });
    expect(portalStore.get(notificationsAtom).map((n) => n.messageKey)).toEqual(['errors:lock.temporary']);
    expect(portalStore.get(errorPopupAtom)).toBeNull();
  });

  it('anything thrown that is no ApiError is the technical message (§8 VMCP_001), never its own text', () => {
    expect(formMessageOf(new Error('socket hang up'), undefined)).toEqual({
      key: 'errors:technical',
      appendCustomerSupport: false,
    });
  });

  it.each([
    [{ key: 'errors:password.tooShort', appendCustomerSupport: false }, 'password'],
    [{ key: 'errors:code.invalid', appendCustomerSupport: false }, 'code'],
    [{ key: 'errors:enrolment.usernameTaken', appendCustomerSupport: false }, 'userName'],
    [{ key: 'errors:unexpected', appendCustomerSupport: false }, null],
    [{ key: 'errors:code.invalid', appendCustomerSupport: false, serverMessage: 'Server text' }, null],
  ] as const)('serverFieldOf(%j) is %s', (message, field) => {
    expect(serverFieldOf(message)).toBe(field);
  });
});

describe('usePortalMutation', () => {
  function useSignUp(mutationFn: () => Promise<string>, onSuccess?: (data: string, variables: unknown) => void) {
    const form = useForm<{ userName: string; email: string }>({ defaultValues: { userName: '', email: '' } });
    const mutation = usePortalMutation({ mutationFn, ...(onSuccess ? { onSuccess } : {}), form, fields: ['userName'] });
    return { form, mutation };
  }

  it('runs, succeeds and calls back; run resolves either way, so a form may await it', async () => {
    const onSuccess = vi.fn();
    const { result } = renderHook(() => useSignUp(async () => 'ok', onSuccess), { wrapper });
    await act(() => result.current.mutation.run(undefined));
    expect(onSuccess).toHaveBeenCalledWith('ok', undefined);
    await waitFor(() => expect(result.current.mutation.succeeded).toBe(true));
    expect(result.current.mutation.failure).toBeNull();
  });

  it('a failure about a field of the form goes on that field, not the form', async () => {
    const { result } = renderHook(() => useSignUp(async () => Promise.reject(apiError('usernameTaken', 409))), {
      wrapper,
    });
    await act(() => result.current.mutation.run(undefined));
    expect(result.current.form.getFieldState('userName').error?.message).toBe('errors:enrolment.usernameTaken');
    await settle();
    expect(result.current.mutation.failure).toBeNull();
  });

  it('run hands back the answer, and undefined after a failure', async () => {
    const ok = renderHook(() => useSignUp(async () => 'ok'), { wrapper });
    await expect(act(() => ok.result.current.mutation.run(undefined))).resolves.toBe('ok');
    const failing = renderHook(() => useSignUp(async () => Promise.reject(apiError('inputValidationError', 400))), {
      wrapper,
    });
    await expect(act(() => failing.result.current.mutation.run(undefined))).resolves.toBeUndefined();
  });

  it('fieldOf, the screen’s own table, puts a failure under a field the catalogue group does not name', async () => {
    const fieldOf = vi.fn((_error: unknown, message: { key: string }) =>
      message.key === 'errors:unexpected' ? ('email' as const) : null,
    );
    const { result } = renderHook(
      () => {
        const form = useForm<{ userName: string; email: string }>({ defaultValues: { userName: '', email: '' } });
        const mutation = usePortalMutation({
          mutationFn: async () => Promise.reject(apiError('inputValidationError', 400)),
          form,
          fieldOf,
        });
        return { form, mutation };
      },
      { wrapper },
    );
    await act(() => result.current.mutation.run(undefined));
    expect(fieldOf).toHaveBeenCalledWith(expect.objectContaining({ code: 'inputValidationError' }), {
      key: 'errors:unexpected',
      appendCustomerSupport: false,
    });
    expect(result.current.form.getFieldState('email').error?.message).toBe('errors:unexpected');
    await settle();
    expect(result.current.mutation.failure).toBeNull();
  });

  it('any other form message is the form’s, and a new call forgets it', async () => {
    let fail = true;
    const { result } = renderHook(
      () => useSignUp(async () => (fail ? Promise.reject(apiError('inputValidationError', 400)) : 'ok')),
      { wrapper },
    );
    await act(() => result.current.mutation.run(undefined));
    await waitFor(() =>
      expect(result.current.mutation.failure).toEqual({ key: 'errors:unexpected', appendCustomerSupport: false }),
    );
    expect(result.current.mutation.pending).toBe(false);
    fail = false;
    await act(() => result.current.mutation.run(undefined));
    await waitFor(() => expect(result.current.mutation.failure).toBeNull());
  });

  it('the form’s message is one object while the failure stands, so FormError takes focus once, not at every render', async () => {
    const { result, rerender } = renderHook(
      () => useSignUp(async () => Promise.reject(apiError('inputValidationError', 400))),
      { wrapper },
    );
    await act(() => result.current.mutation.run(undefined));
    await waitFor(() => expect(result.current.mutation.failure).not.toBeNull());
    const first = result.current.mutation.failure;
    rerender();
    rerender();
    expect(result.current.mutation.failure).toBe(first);
  });

  it('the catalogue raises what is not the form’s (a popup), once', async () => {
    const { result } = renderHook(() => useSignUp(async () => Promise.reject(apiError('VMCP_001', 502))), { wrapper });
    await act(() => result.current.mutation.run(undefined));
    expect(portalStore.get(errorPopupAtom)?.messageKey).toBe('errors:technical');
    await settle();
    expect(result.current.mutation.failure).toBeNull();
  });
});

describe('usePortalQuery', () => {
  it('reads once per key, shared by every screen that asks', async () => {
    const read = vi.fn(async () => ['a']);
    const options = { queryKey: ['things', 'user-1'], queryFn: read };
    const first = renderHook(() => usePortalQuery(options), { wrapper });
    await waitFor(() => expect(first.result.current.data).toEqual(['a']));
    const second = renderHook(() => usePortalQuery(options), { wrapper });
    expect(second.result.current.data).toEqual(['a']);
    expect(read).toHaveBeenCalledTimes(1);
  });

  it('a failure the form shows is its `failure`; one the catalogue raises is raised', async () => {
    const form = renderHook(
      () =>
        usePortalQuery({
          queryKey: ['form'],
          queryFn: async () => Promise.reject(apiError('inputValidationError', 400)),
        }),
      { wrapper },
    );
    await waitFor(() =>
      expect(form.result.current.failure).toEqual({ key: 'errors:unexpected', appendCustomerSupport: false }),
    );
    const popup = renderHook(
      () => usePortalQuery({ queryKey: ['popup'], queryFn: async () => Promise.reject(apiError('VMCP_001', 500)) }),
      { wrapper },
    );
    await waitFor(() => expect(popup.result.current.isError).toBe(true));
    expect(popup.result.current.failure).toBeNull();
    expect(portalStore.get(errorPopupAtom)?.messageKey).toBe('errors:technical');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('its form message is one object while the failure stands, whatever options a render passes', async () => {
    const read = async () => Promise.reject(apiError('inputValidationError', 400));
    // Options made anew at each render, as a screen's `{ ...someQuery(id) }` are.
    const { result, rerender } = renderHook(() => usePortalQuery({ queryKey: ['stable'], queryFn: read, meta: {} }), {
      wrapper,
    });
    await waitFor(() => expect(result.current.failure).not.toBeNull());
    const first = result.current.failure;
    rerender();
    rerender();
    expect(result.current.failure).toBe(first);
  });
});

describe('the cache follows the session (session-link.ts)', () => {
  it('forgets everything when the token goes or another user signs in, and nothing otherwise', () => {
    const client = createQueryClient();
    portalStore.set(sessionAtom, partial);
    const stop = clearCacheWithSession(client);
    const cached = () => client.getQueryData(['users', 'user-1', 'emails']);
    client.setQueryData(['users', 'user-1', 'emails'], ['e']);
    portalStore.set(sessionAtom, { ...partial, contactId: 'c-1', token: { ...partial.token, value: 't-2' } });
    expect(cached()).toEqual(['e']);
    portalStore.set(sessionAtom, { ...partial, userId: 'user-2' });
    expect(cached()).toBeUndefined();
    client.setQueryData(['users', 'user-1', 'emails'], ['e']);
    portalStore.set(sessionAtom, EMPTY_SESSION);
    expect(cached()).toBeUndefined();
    stop();
    client.setQueryData(['users', 'user-1', 'emails'], ['e']);
    portalStore.set(sessionAtom, partial);
    expect(cached()).toEqual(['e']);
  });
});

describe('what the catalogue’s answer does beyond the message', () => {
  const logged: unknown[] = [];
  beforeEach(() => {
    logged.length = 0;
    setLogAdapter({ error: (event, detail) => logged.push([event, detail]) });
    portalStore.set(heldSessionAtom, EMPTY_HELD);
    window.history.replaceState(null, '', '/');
  });
  afterEach(() => {
    setLogAdapter(QUIET_LOG);
    portalStore.set(heldSessionAtom, EMPTY_HELD);
  });

  it.each([401, 500, 502])('§8 HTTP %i is logged through the one log adapter, once', (status) => {
    presentFailure(apiError('VMCP_001', status), { operation: 'general' });
    expect(logged).toEqual([['call failed', { code: 'VMCP_001', status, operation: 'general' }]]);
  });

  it('§8 other failures are not logged', () => {
    presentFailure(apiError('invalidCode', 400), undefined);
    presentFailure(apiError('sendLimitReached', 429), undefined);
    expect(logged).toEqual([]);
  });

  it('§8 customer support follows every message while the session knows the primary contact is unverified', () => {
    portalStore.set(heldSessionAtom, { ...EMPTY_HELD, unverifiedPrimary: true });
    expect(formMessageOf(apiError('inputValidationError', 400), undefined)).toEqual({
      key: 'errors:unexpected',
      appendCustomerSupport: true,
    });
    presentFailure(apiError('sendLimitReached', 429), undefined);
    expect(portalStore.get(notificationsAtom).map((n) => n.appendCustomerSupport)).toEqual([true]);
    presentFailure(apiError('VMCP_001', 500), undefined);
    expect(portalStore.get(errorPopupAtom)?.appendCustomerSupport).toBe(true);
  });

  it.each([
    [
      'a partial sign-in',
      { flowConfig: { flow: 'login', step: 'challenge', probes: {}, code: null }, partialAccess: true },
      '/login',
      'errors:flow.ended',
    ],
    [
      'an enrolment',
      { flowConfig: { flow: 'enrolment', step: 'verifyCode', probes: {}, code: null }, partialAccess: true },
      '/login',
      'errors:flow.enrolmentEnded',
    ],
    [
      'a recovery',
      { flowConfig: { flow: 'recovery', step: 'resetPassword', probes: {}, code: null } },
      '/forgotpassword',
      'errors:flow.ended',
    ],
    [
      'a migration',
      { flowConfig: { flow: 'migration', step: 'resetPassword', probes: {}, code: null } },
      '/migration/establishAccount',
      'errors:flow.ended',
    ],
  ] as const)(
    'a 401 on the token of %s ends it: token and flow dropped, its start page, and a popup saying why',
    (_what, flow, start, messageKey) => {
      portalStore.set(sessionAtom, {
        ...EMPTY_SESSION,
        userId: 'user-1',
        userName: 'nina',
        sessionId: 'S-1',
        token: { name: 'access_token', value: 't-1', timestamp: 1 },
        ...flow,
      });
      presentFailure(apiError('invalidToken', 401), undefined);
      expect(portalStore.get(sessionAtom)).toEqual({ ...EMPTY_SESSION, sessionId: 'S-1' });
      expect(window.location.pathname).toBe(start);
      expect(portalStore.get(errorPopupAtom)).toEqual({
        messageKey,
        buttonKey: 'common:popup.ok',
        action: { kind: 'close' },
      });
      expect(formMessageOf(apiError('invalidToken', 401), undefined)).toBeNull();
      // The other calls that carried the same token fail alike: the popup that says why stays.
      presentFailure(apiError('invalidToken', 401), undefined);
      expect(portalStore.get(errorPopupAtom)?.messageKey).toBe(messageKey);
    },
  );

  it('a 401 with full access is the technical popup that signs out, as before', () => {
    portalStore.set(sessionAtom, {
      ...EMPTY_SESSION,
      fullAccess: true,
      userId: 'user-1',
      token: { name: 'access_token', value: 't-1', timestamp: 1 },
    });
    presentFailure(apiError('invalidToken', 401), undefined);
    expect(portalStore.get(errorPopupAtom)).toMatchObject({
      messageKey: 'errors:technical',
      action: { kind: 'signOut' },
    });
    expect(portalStore.get(sessionAtom).token).not.toBeNull();
  });

  it('presentFailureInline raises the popups and gives back what a screen without a form shows itself', () => {
    expect(presentFailureInline(apiError('sendLimitReached', 429), undefined)).toEqual({
      key: 'errors:code.sendLimit',
      appendCustomerSupport: false,
    });
    expect(portalStore.get(notificationsAtom)).toEqual([]);
    expect(presentFailureInline(normaliseError(undefined), undefined)).toEqual({
      key: 'errors:technical',
      appendCustomerSupport: false,
    });
    expect(presentFailureInline(apiError('VMCP_001', 502), undefined)).toBeNull();
    expect(portalStore.get(errorPopupAtom)?.messageKey).toBe('errors:technical');
  });
});
