// The loader's mount: the remote's embed module mounts the wallet; a remote that cannot be loaded
// leaves a message for the shopper in the element (in the page's language) and rejects for the page.
import { describe, expect, it, vi } from 'vitest';
import { mountWithRemote } from './mount';

describe('PortalWallet.mount', () => {
  it('loads the embed module and hands it the element and the options', async () => {
    const mountWallet = vi.fn().mockResolvedValue('handle');
    const element = document.createElement('div');
    await expect(mountWithRemote(() => Promise.resolve({ mountWallet }), element, { publicKey: 'pk_x' })).resolves.toBe(
      'handle',
    );
    expect(mountWallet).toHaveBeenCalledWith(element, { publicKey: 'pk_x' });
  });

  it('a remote that cannot be loaded: a polite message in the element, and a rejection', async () => {
    const element = document.createElement('div');
    element.textContent = 'loading…';
    await expect(
      mountWithRemote(() => Promise.reject(new Error('manifest 503')), element, { locale: 'es' }),
    ).rejects.toThrow('the wallet could not be loaded');
    expect(element.querySelector('[role="alert"]')?.textContent).toBe(
      'Las tarjetas guardadas no están disponibles en este momento. Vuelva a intentarlo en unos minutos.',
    );
    await expect(mountWithRemote(() => Promise.reject(new Error('x')), element, { locale: 'fr' })).rejects.toThrow();
    expect(element.textContent).toContain('Saved cards are unavailable right now.');
  });
});
