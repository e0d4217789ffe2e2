// The remote override banner: shown while a tester's override is in force, naming
// each remote and its build, with one button that clears them.
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderInPortal, setUpPortal, setupUser } from '@portal/ui/testing';
import { shellMessages } from '../i18n/messages';
import { OverrideBanner } from './override-banner';

const BRANCH = 'http://localhost:4013/mfe-postlogin/mf-manifest.json';

describe('OverrideBanner', () => {
  it('is not there without an override', async () => {
    await setUpPortal({ messages: { shell: shellMessages } });
    const { container } = renderInPortal(<OverrideBanner overrides={{}} onClear={() => undefined} />, 'shell');
    expect(container.innerHTML).toBe('');
    expect(screen.queryByRole('region', { name: 'Remote overrides' })).toBeNull();
  });

  it('names the remote and its build; its button clears, by click or by keyboard', async () => {
    await setUpPortal({ messages: { shell: shellMessages } });
    const onClear = vi.fn();
    renderInPortal(<OverrideBanner overrides={{ mfe_postlogin: BRANCH }} onClear={onClear} />, 'shell');
    const banner = screen.getByRole('region', { name: 'Remote overrides' });
    expect(within(banner).getByText('Testing: this page runs a remote from another build.').tagName).toBe('P');
    expect(within(banner).getByRole('listitem').textContent).toBe(`mfe_postlogin from ${BRANCH}`);
    const user = setupUser();
    await user.click(within(banner).getByRole('button', { name: 'Clear overrides and reload' }));
    await user.keyboard('{Enter}');
    expect(onClear).toHaveBeenCalledTimes(2);
  });

  it('counts several, and speaks Spanish', async () => {
    await setUpPortal({ locale: 'es', messages: { shell: shellMessages } });
    renderInPortal(
      <OverrideBanner
        overrides={{ mfe_postlogin: BRANCH, mfe_sso: 'http://localhost:4013/mfe-sso/mf-manifest.json' }}
        onClear={() => undefined}
      />,
      'shell',
    );
    const banner = screen.getByRole('region', { name: 'Sustituciones de remotos' });
    expect(within(banner).getByText('Pruebas: esta página ejecuta 2 remotos de otras compilaciones.').tagName).toBe(
      'P',
    );
    expect(within(banner).getAllByRole('listitem')).toHaveLength(2);
    expect(
      within(banner).getByRole('button', { name: 'Quitar las sustituciones y recargar' }).getAttribute('type'),
    ).toBe('button');
  });
});

const SSO = 'http://localhost:4013/mfe-sso/mf-manifest.json';

describe('OverrideBanner, further', () => {
  it('in English, one override: the region, the intro, one item and the button, nothing clicked yet', async () => {
    await setUpPortal({ messages: { shell: shellMessages } });
    const onClear = vi.fn();
    renderInPortal(<OverrideBanner overrides={{ mfe_postlogin: BRANCH }} onClear={onClear} />, 'shell');
    const banner = screen.getByRole('region', { name: 'Remote overrides' });
    expect(within(banner).getByText('Testing: this page runs a remote from another build.')).toBeTruthy();
    expect(within(banner).getByRole('list')).toBeTruthy();
    expect(
      within(banner)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([`mfe_postlogin from ${BRANCH}`]);
    expect(
      within(banner)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Clear overrides and reload']);
    expect(onClear).not.toHaveBeenCalled();
  });

  it('in English, two overrides: the plural intro and both, in the order given', async () => {
    await setUpPortal({ messages: { shell: shellMessages } });
    renderInPortal(
      <OverrideBanner overrides={{ mfe_sso: SSO, mfe_postlogin: BRANCH }} onClear={() => undefined} />,
      'shell',
    );
    const banner = screen.getByRole('region', { name: 'Remote overrides' });
    expect(within(banner).getByText('Testing: this page runs 2 remotes from other builds.')).toBeTruthy();
    expect(within(banner).queryByText('Testing: this page runs a remote from another build.')).toBeNull();
    expect(
      within(banner)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([`mfe_sso from ${SSO}`, `mfe_postlogin from ${BRANCH}`]);
  });

  it('counts every remote overridden', async () => {
    await setUpPortal({ messages: { shell: shellMessages } });
    const all = {
      mfe_prelogin: BRANCH,
      mfe_postlogin: BRANCH,
      mfe_sso: SSO,
      mfe_activation: BRANCH,
      mfe_embedded_wallet: BRANCH,
    };
    renderInPortal(<OverrideBanner overrides={all} onClear={() => undefined} />, 'shell');
    expect(screen.getByText('Testing: this page runs 5 remotes from other builds.')).toBeTruthy();
    expect(screen.getAllByRole('listitem')).toHaveLength(5);
  });

  it('shows a URL as text, never as markup', async () => {
    await setUpPortal({ messages: { shell: shellMessages } });
    const odd = 'http://localhost:4013/<b>x</b>&amp;/mf-manifest.json';
    renderInPortal(<OverrideBanner overrides={{ mfe_postlogin: odd }} onClear={() => undefined} />, 'shell');
    const item = screen.getByRole('listitem');
    expect(item.textContent).toBe(`mfe_postlogin from ${odd}`);
    expect(item.querySelector('b')).toBeNull();
  });

  it('the button is reached with Tab and pressed with Enter, then with Space', async () => {
    await setUpPortal({ messages: { shell: shellMessages } });
    const onClear = vi.fn();
    renderInPortal(<OverrideBanner overrides={{ mfe_postlogin: BRANCH }} onClear={onClear} />, 'shell');
    const user = setupUser();
    await user.tab();
    const button = screen.getByRole('button', { name: 'Clear overrides and reload' });
    expect(document.activeElement).toBe(button);
    await user.keyboard('{Enter}');
    expect(onClear).toHaveBeenCalledTimes(1);
    await user.keyboard(' ');
    expect(onClear).toHaveBeenCalledTimes(2);
  });

  it('in Spanish, one override: its intro, its item and its button', async () => {
    await setUpPortal({ locale: 'es', messages: { shell: shellMessages } });
    const onClear = vi.fn();
    renderInPortal(<OverrideBanner overrides={{ mfe_postlogin: BRANCH }} onClear={onClear} />, 'shell');
    const banner = screen.getByRole('region', { name: 'Sustituciones de remotos' });
    expect(within(banner).getByText('Pruebas: esta página ejecuta un remoto de otra compilación.')).toBeTruthy();
    expect(within(banner).getByRole('listitem').textContent).toBe(`mfe_postlogin desde ${BRANCH}`);
    await setupUser().click(within(banner).getByRole('button', { name: 'Quitar las sustituciones y recargar' }));
    expect(onClear).toHaveBeenCalledTimes(1);
  });

  it('in Spanish, nothing without an override', async () => {
    await setUpPortal({ locale: 'es', messages: { shell: shellMessages } });
    const { container } = renderInPortal(<OverrideBanner overrides={{}} onClear={() => undefined} />, 'shell');
    expect(container.childElementCount).toBe(0);
    expect(screen.queryByRole('region')).toBeNull();
  });
});
