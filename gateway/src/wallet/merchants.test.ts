// Decision 032: a merchant registered by the operator's command gets keys that work at once
// (its secret opens a shopper session, its public key carries it), and only the secret's SHA-256 is kept.
import { describe, expect, it } from 'vitest';
import { useTestGateway } from '../test-kit';
import { MerchantRegistrationError, registerMerchant } from './merchants';

const gw = useTestGateway();

describe('registerMerchant', () => {
  it('makes a public and a secret key; the secret opens a shopper session, the public key carries it; the secret is not kept', async () => {
    const keys = await registerMerchant(
      gw.db,
      { id: 'new-shop', issuerId: 'tailspin', name: '  New Shop ' },
      gw.clock.now,
    );
    expect(keys.publicKey).toMatch(/^pk_[A-Za-z0-9_-]{32}$/);
    expect(keys.secretKey).toMatch(/^sk_[A-Za-z0-9_-]{43}$/);
    const opened = await gw.app.inject({
      method: 'POST',
      url: '/merchant-controller/v1/shopperSessions',
      headers: { authorization: `Bearer ${keys.secretKey}`, 'content-type': 'application/json' },
      payload: JSON.stringify({ shopperReference: 'customer-1' }),
    });
    expect(opened.statusCode, opened.body).toBe(201);
    const session = opened.json<{ shopperSession: string }>().shopperSession;
    const checked = await gw.app.inject({
      url: `/wallet/v1/session?apiKey=${keys.publicKey}`,
      headers: { authorization: `Bearer ${session}` },
    });
    expect(checked.json()).toMatchObject({ merchant: { name: 'New Shop' } });
    expect(JSON.stringify((await gw.db.query("SELECT * FROM merchants WHERE id = 'new-shop'")).rows)).not.toContain(
      keys.secretKey,
    );
  });

  it("keeps the checkout pages' origins: the wallet's calls from there, with its public key, pass CORS", async () => {
    const keys = await registerMerchant(
      gw.db,
      {
        id: 'cors-shop',
        issuerId: 'acme',
        name: 'Cors Shop',
        origins: ['https://shop.example', 'http://localhost:4000'],
      },
      gw.clock.now,
    );
    const preflight = (origin: string) =>
      gw.app.inject({
        method: 'OPTIONS',
        url: `/wallet/v1/paymentInstruments?apiKey=${keys.publicKey}`,
        headers: { origin, 'access-control-request-method': 'POST' },
      });
    expect((await preflight('https://shop.example')).headers['access-control-allow-origin']).toBe(
      'https://shop.example',
    );
    expect((await preflight('https://other.example')).headers['access-control-allow-origin']).toBeUndefined();
  });

  it.each([
    ['an id taken already', { id: 'harbour-goods', issuerId: 'acme', name: 'Again' }, 'exists already'],
    ['an unknown issuer', { id: 'lost-shop', issuerId: 'nobody', name: 'Lost' }, 'no issuer "nobody"'],
    ['an id that is not a word', { id: 'Bad Id', issuerId: 'acme', name: 'Bad' }, 'id: lower-case letters'],
    ['no name', { id: 'nameless', issuerId: 'acme', name: '   ' }, 'name:'],
    [
      'an origin with a path',
      { id: 'pathy', issuerId: 'acme', name: 'Pathy', origins: ['https://shop.example/checkout'] },
      'origin:',
    ],
    [
      'an origin that is not a web address',
      { id: 'ftp-shop', issuerId: 'acme', name: 'Ftp', origins: ['ftp://shop.example'] },
      'origin:',
    ],
  ])('%s is refused, naming what is wrong', async (_name, input, message) => {
    await expect(registerMerchant(gw.db, input, gw.clock.now)).rejects.toThrow(MerchantRegistrationError);
    await expect(registerMerchant(gw.db, input, gw.clock.now)).rejects.toThrow(message);
  });
});
