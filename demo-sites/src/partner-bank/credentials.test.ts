// Client credentials from HTTP Basic, read as the provider's token endpoint reads them.
import { describe, expect, it } from 'vitest';
import { basicCredentials, sameSecret } from './credentials';

const basic = (pair: string) => `Basic ${Buffer.from(pair).toString('base64')}`;

describe('basicCredentials', () => {
  it('reads the client id and the secret, form-decoded (RFC 6749 §2.3.1)', () => {
    expect(basicCredentials(basic('cardholder-portal:s3cret'))).toEqual({
      clientId: 'cardholder-portal',
      clientSecret: 's3cret',
    });
    expect(basicCredentials(basic('a%3Ab:c%2Bd+e'))).toEqual({ clientId: 'a:b', clientSecret: 'c+d e' });
    expect(basicCredentials(`basic  ${Buffer.from('x:y').toString('base64')}`)).toEqual({
      clientId: 'x',
      clientSecret: 'y',
    });
  });

  it('is undefined for a missing, other or malformed header', () => {
    for (const header of [undefined, '', 'Bearer abc', 'Basic', 'Basic !!!', basic('no-colon'), basic('a:%E0%A4%A')])
      expect(basicCredentials(header)).toBeUndefined();
  });
});

describe('sameSecret', () => {
  it('is true only for the same text', () => {
    expect(sameSecret('northwind-secret', 'northwind-secret')).toBe(true);
    expect(sameSecret('northwind-secret', 'northwind-secreT')).toBe(false);
    expect(sameSecret('', 'northwind-secret')).toBe(false);
    expect(sameSecret('northwind-secret-and-more', 'northwind-secret')).toBe(false);
  });
});
