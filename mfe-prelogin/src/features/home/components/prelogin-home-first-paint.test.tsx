import { screen } from '@testing-library/react';
import { useLayoutEffect } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderInPortal, setUpPortal } from '@portal/ui/testing';
import { preloginMessages } from '../../../i18n/messages';
import { FIRST_PAINT_ID } from '@portal/domain/platform';
import { PreloginHome } from './prelogin-home';

/** The server's copy of the home's first screen, as shell/server/first-paint.ts writes it. */
function serverCopy(): HTMLElement {
  const copy = document.createElement('div');
  copy.id = FIRST_PAINT_ID;
  copy.dataset['route'] = 'preloginHome';
  copy.innerHTML =
    '<h1 class="visually-hidden">Test Bank Cards</h1><picture><img src="/assets/jumbotron-1_pc_1x.png" alt="First offer"></picture>';
  document.body.prepend(copy);
  return copy;
}

/**
 * Rendered after the home, in the same commit: its layout effect runs once the home's have, before
 * the browser may paint. What it sees is what the first frame with the home shows.
 */
function FirstFrame({ onCommit }: { onCommit: (seen: { copy: boolean; headings: number }) => void }) {
  useLayoutEffect(() => {
    onCommit({
      copy: document.getElementById(FIRST_PAINT_ID) !== null,
      headings: document.querySelectorAll('h1').length,
    });
  }, [onCommit]);
  return null;
}

afterEach(() => {
  document.getElementById(FIRST_PAINT_ID)?.remove();
});

describe("the home takes over the server's first paint", () => {
  it('removes it in the commit that draws the home, before the browser paints: never two headings, never two first banners', async () => {
    await setUpPortal({ messages: { prelogin: preloginMessages } });
    const copy = serverCopy();
    let seen: { copy: boolean; headings: number } | null = null;
    renderInPortal(
      <>
        <PreloginHome />
        <FirstFrame onCommit={(what) => (seen = what)} />
      </>,
      'prelogin',
    );
    expect(seen).toEqual({ copy: false, headings: 1 });
    expect(copy.isConnected).toBe(false);
    expect(screen.getAllByRole('heading', { level: 1 }).map((h) => h.textContent)).toEqual(['Test Bank Cards']);
    expect(screen.getAllByRole('img', { name: 'First offer', hidden: true })).toHaveLength(1);
  });

  it('draws the home as before when there is no copy (a client-side navigation, a page of another route)', async () => {
    await setUpPortal({ messages: { prelogin: preloginMessages } });
    renderInPortal(<PreloginHome />, 'prelogin');
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  });
});
