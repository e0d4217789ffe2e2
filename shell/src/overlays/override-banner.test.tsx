// The remote override banner (issue 15, item 2): shown while a tester's override is in force, naming
// each remote and its build, with one button that clears them.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderInPortal, setUpPortal } from '@portal/shared/testing';
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
    const user = userEvent.setup();
    await user.click(within(banner).getByRole('button', { name: 'Clear overrides and reload' }));
    await user.keyboard('{Enter}');
    expect(onClear).toHaveBeenCalledTimes(2);
  });

  it('counts several, and speaks Spanish', async () => {
    await setUpPortal({ locale: 'es', messages: { shell: shellMessages } });
    renderInPortal(<OverrideBanner overrides={{ mfe_postlogin: BRANCH, mfe_sso: 'http://localhost:4013/mfe-sso/mf-manifest.json' }} onClear={() => undefined} />, 'shell');
    const banner = screen.getByRole('region', { name: 'Sustituciones de remotos' });
    expect(within(banner).getByText('Pruebas: esta página ejecuta 2 remotos de otras compilaciones.').tagName).toBe('P');
    expect(within(banner).getAllByRole('listitem')).toHaveLength(2);
    expect(within(banner).getByRole('button', { name: 'Quitar las sustituciones y recargar' }).getAttribute('type')).toBe('button');
  });
});
