// The rules' English messages that do not arrive (a dead network, a redeploy): the screen that asked is
// told, so its region says it is unavailable with a retry, rather than showing keys for texts.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n, initI18n, loadRuleMessages } from './index';

vi.mock('./locales/en/rules', () => {
  throw new Error('the chunk did not arrive');
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe("the rules' messages that do not load", () => {
  it('reject, with a warning, and leave the common texts as they were', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await initI18n({ locale: 'en' });
    await expect(loadRuleMessages()).rejects.toThrow('the rule messages did not load');
    expect(warn).toHaveBeenCalledWith('[i18n] the en rule messages did not load', expect.any(Error));
    expect(i18n.t('carousel.next')).toBe('Next slide');
  });
});
