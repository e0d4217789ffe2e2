import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderFlow } from '../../../testing/render-prelogin';
import { loginRoutes } from '../routes';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('§2 timeout (session expired page), §8 "Session timeout shows the timeout screen"', () => {
  it('has a title, the timeout message and one return-to-sign-in button', async () => {
    await renderFlow({ routes: loginRoutes, path: '/timeout' });
    expect(screen.getAllByRole('heading', { level: 1 }).map((h) => h.textContent)).toEqual([
      'Your session has expired',
    ]);
    expect(screen.getByText('Your session has expired to protect your account. Please sign in again.')).toBeTruthy();
    expect(screen.getAllByRole('button').map((b) => b.textContent)).toEqual(['Return to sign in']);
    expect(document.title).toBe('Your session has expired | Test Bank Cards');
  });

  it('the button reloads the site origin (a full page load, nothing of the old page kept)', async () => {
    const assign = vi.fn<(url: string) => void>();
    const { user } = await renderFlow({ routes: loginRoutes, path: '/timeout' });
    vi.stubGlobal('location', { ...window.location, origin: 'https://cards.bank.example', assign });
    await user.click(screen.getByRole('button', { name: 'Return to sign in' }));
    expect(assign).toHaveBeenCalledWith('https://cards.bank.example/');
  });
});
