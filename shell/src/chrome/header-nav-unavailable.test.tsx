// Header state 4's nav is a chunk of its own (header.tsx): when it cannot be fetched, sign-out stays.
import { screen, within } from '@testing-library/react';
import { expect, it, vi } from 'vitest';
import { renderInPortal, setUpPortal, testIssuer } from '@portal/ui/testing';
import { shellMessages } from '../i18n/messages';
import { Header } from './header';

// As a chunk of a shell origin that no longer answers arrives: its import() rejects.
vi.mock('./signed-in-nav', () => {
  throw Object.assign(new Error('Loading chunk later failed.'), { name: 'ChunkLoadError' });
});

it.each(['en', 'es'] as const)(
  'the nav that cannot load leaves a sign-out link (%s), never a header with no way out',
  async (locale) => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    window.history.replaceState(null, '', '/home');
    await setUpPortal({ issuer: testIssuer(), access: 'full', locale, messages: { shell: shellMessages } });
    renderInPortal(<Header />, 'shell');
    const nav = await screen.findByRole('navigation', { name: locale === 'en' ? 'Main' : 'Principal' });
    expect(
      within(nav)
        .getByRole('link', { name: locale === 'en' ? 'Sign out' : 'Cerrar sesión' })
        .getAttribute('href'),
    ).toBe('/signOut');
    expect(consoleError).toHaveBeenCalledWith('[shell] the signed-in nav did not load', expect.anything());
  },
);
