import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { RemoteLifecycles } from '@portal/ui/mount';
import { setUpPortal, testIssuer } from '@portal/ui/testing';
import { errorApp, notFoundApp } from './shell-apps';

async function mount(app: RemoteLifecycles, name: string) {
  const el = document.createElement('div');
  document.body.append(el);
  await act(async () => {
    await app.bootstrap({ name, domElement: el });
    await app.mount({ name, domElement: el });
  });
  return async () => {
    await act(async () => {
      await app.unmount({ name, domElement: el });
    });
    el.remove();
  };
}

describe('the shell pages as single-spa applications', () => {
  afterEach(() => {
    window.history.replaceState(null, '', '/');
  });

  it('§2 shell_not_found shows the 404 page on any unmatched path', async () => {
    window.history.replaceState(null, '', '/no/such/page');
    await setUpPortal();
    const unmount = await mount(notFoundApp, 'shell_not_found');
    expect(screen.getByRole('heading', { level: 1, name: 'Page not found' })).toBeDefined();
    expect(screen.getByText('Page not found, ensure the URL is correct.')).toBeDefined();
    await unmount();
    expect(screen.queryByRole('heading', { name: 'Page not found' })).toBeNull();
  });

  it('§2 shell_error shows /error with its own messages (added at bootstrap)', async () => {
    window.history.replaceState(null, '', '/error');
    await setUpPortal({ issuer: testIssuer({ flags: { appLoginDisabled: true } }) });
    const unmount = await mount(errorApp, 'shell_error');
    expect(screen.getByRole('heading', { level: 1, name: 'Online service not available' })).toBeDefined();
    expect(screen.getByText("Signing in online isn't available for Test Bank Cards.")).toBeDefined();
    await unmount();
  });
});
