import { screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { EMPTY_HELD, heldSessionAtom, holdProfile, portalStore } from '@portal/shared/state';
import { renderInPortal, setUpPortal } from '@portal/shared/testing';
import { postloginMessages } from './i18n/messages';
import { routes } from './routes';

vi.mock('@portal/shared/api', () => ({ revokeToken: vi.fn(() => Promise.resolve()) }));

async function renderAt(path: string) {
  await setUpPortal({ access: 'full', messages: { postlogin: postloginMessages } });
  holdProfile({ fullName: 'Rita Ready' });
  renderInPortal(<RouterProvider router={createMemoryRouter(routes, { initialEntries: [path] })} />, 'postlogin');
}

const h1 = () => screen.getAllByRole('heading', { level: 1 }).map((h) => h.textContent);

beforeEach(() => {
  window.dataLayer = [];
});

afterEach(() => {
  portalStore.set(heldSessionAtom, EMPTY_HELD);
});

describe("mfe-postlogin's route table (§2 logged-in routes)", () => {
  it.each(['/home', '/HOME'])('%s is home', async (path) => {
    await renderAt(path);
    expect(h1()).toEqual(['Welcome, Rita Ready']);
  });

  it('/signOut signs out', async () => {
    await renderAt('/signOut');
    expect(h1()).toEqual(['Signing you out']);
    await waitFor(() => expect(window.location.pathname).toBe('/'));
  });

  it.each(['/userSettings', '/accounts', '/a/b/c/d/e'])('%s (not built here yet, or unknown) is the 404 page', async (path) => {
    await renderAt(path);
    expect(h1()).toEqual(['Page not found']);
  });
});
