// A product locale whose chunk does not arrive (decision 026): the page speaks English, never fails.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { changeLocale, i18n, initI18n } from './index';

vi.mock('./locales/es/index', () => {
  throw new Error('the chunk did not arrive');
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe("a locale's messages that do not load", () => {
  it('leave the page in its fallback, English, with a warning, and no rejection', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await expect(initI18n({ locale: 'es' })).resolves.toBe(i18n);
    expect(i18n.t('carousel.next')).toBe('Next slide');
    await expect(changeLocale('es')).resolves.toBeUndefined();
    expect(warn).toHaveBeenCalledWith('[i18n] the es messages did not load', expect.any(Error));
  });
});
