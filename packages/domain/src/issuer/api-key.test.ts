import { describe, expect, it } from 'vitest';
import { webApiKey } from './api-key';

const withPlatforms = (...supportivePlatforms: { name: string; attributes?: Record<string, string> }[]) => ({
  application: { supportivePlatforms },
});

describe('§3 API key: the WEB platform’s API_KEY attribute', () => {
  it('is read from the WEB platform, whatever else is listed', () => {
    expect(
      webApiKey(
        withPlatforms(
          { name: 'IOS', attributes: { API_KEY: 'ios-key' } },
          { name: 'WEB', attributes: { API_KEY: 'web-key' } },
        ),
      ),
    ).toBe('web-key');
  });

  it.each([
    ['no platform', withPlatforms()],
    ['no WEB platform', withPlatforms({ name: 'IOS', attributes: { API_KEY: 'ios-key' } })],
    ['a WEB platform without attributes', withPlatforms({ name: 'WEB' })],
    ['an empty key', withPlatforms({ name: 'WEB', attributes: { API_KEY: '  ' } })],
  ])('is null with %s', (_name, issuer) => {
    expect(webApiKey(issuer)).toBeNull();
  });
});
