// Harbour Goods' checkout: the demo merchant's page on its own origin, plain HTML and a few
// lines of script under a strict CSP, where the embedded wallet is mounted. Its server does what a
// merchant's server does: it asks the gateway, with the merchant's secret key, for a short-lived shopper
// session for its customer (a cookie of its own, or ?shopper= for the journeys), and hands it to the page
// with the public key. The secret key never reaches the page.
import { randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { html, trustedHtml, type SafeHtml } from '../partner-bank/html';
import { readCookie } from '../partner-bank/http';
import { CHECKOUT_CSS, CHECKOUT_SCRIPT } from './assets';

export interface CheckoutOptions {
  /** 0 takes any free port (tests). */
  port: number;
  host?: string;
  /** The gateway the merchant's server and the wallet call (http://localhost:8080/). */
  gatewayUrl: string;
  /** The wallet remote's origin, which serves embed/wallet.js (http://localhost:3005). */
  walletOrigin: string;
  /** Where the issuer publishes its card art (the shell's issuer assets), for the wallet's carousel. */
  cardArtBase: string;
  merchant: { name: string; publicKey: string; secretKey: string };
  /**
   * The hosted places service the merchant's issuer has the wallet load (the sandbox's stand-in): the
   * wallet in this page calls it, so the page's policy names it, as a merchant names a real one.
   */
  placesOrigin?: string;
  log?: (line: string) => void;
}

export interface Checkout {
  url: string;
  close(): Promise<void>;
}

/** The demo basket: what the shopper is paying for. */
const BASKET = [
  { item: 'Canvas tote bag', price: '24.00' },
  { item: 'Enamel mug', price: '16.50' },
] as const;
const TOTAL = '40.50';

const SHOPPER_COOKIE = 'harbour_shopper';
/** A merchant's reference for its customer: letters, digits and . _ : @ - (the gateway's rule). */
const REFERENCE = /^[A-Za-z0-9._:@-]{1,128}$/;

/** §6: the demo merchant takes Visa, Mastercard and Discover, not American Express nor Canadian Visa debit. */
const CHECKOUT_CARD_CONFIG = {
  acceptedBrands: ['visa', 'mastercard', 'discover'],
  paymentConstraints: { acceptCanadianVISADebit: false },
} as const;

interface SessionAnswer {
  shopperSession: string;
}

async function openShopperSession(options: CheckoutOptions, reference: string): Promise<string | null> {
  try {
    const response = await fetch(new URL('merchant-controller/v1/shopperSessions', options.gatewayUrl), {
      method: 'POST',
      headers: { authorization: `Bearer ${options.merchant.secretKey}`, 'content-type': 'application/json' },
      body: JSON.stringify({ shopperReference: reference }),
      signal: AbortSignal.timeout(5000),
    });
    if (response.status !== 201) {
      options.log?.(`the gateway answered ${response.status} to a shopper session request`);
      return null;
    }
    return ((await response.json()) as SessionAnswer).shopperSession;
  } catch (error) {
    options.log?.(`no shopper session: ${error instanceof Error ? error.name : 'failure'}`);
    return null;
  }
}

function contentSecurityPolicy(nonce: string, options: CheckoutOptions): string {
  const wallet = new URL(options.walletOrigin).origin;
  const gateway = new URL(options.gatewayUrl).origin;
  const art = new URL(options.cardArtBase).origin;
  const places = options.placesOrigin ? ` ${new URL(options.placesOrigin).origin}` : '';
  return [
    "default-src 'none'",
    // 'strict-dynamic': what the wallet's nonced loader adds (its chunks, the places script) runs too.
    `script-src 'nonce-${nonce}' 'strict-dynamic'`,
    `style-src 'self' 'nonce-${nonce}' ${wallet}`,
    `img-src 'self' data: ${art}`,
    `connect-src ${gateway} ${wallet}${places}`,
    `frame-src ${wallet}`,
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/** JSON inside a <script> element, which the parser does not decode: no `<` can close it early. */
const jsonForScript = (value: unknown): SafeHtml => trustedHtml(JSON.stringify(value).replace(/</g, '\\u003c'));

function page(
  nonce: string,
  options: CheckoutOptions,
  config: Record<string, unknown> | null,
  notice: string | null,
  modes: { inPage: string; isolated: string; current: 'none' | 'iframe' },
): SafeHtml {
  return html`<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="csp-nonce" content="${nonce}">
<title>Checkout · ${options.merchant.name}</title>
<link rel="icon" href="data:,">
<link rel="stylesheet" href="/checkout.css">
</head>
<body>
<header><p class="brand">${options.merchant.name}</p></header>
<main>
<h1>Checkout</h1>
${notice ? html`<p class="notice" role="status">${notice}</p>` : null}
<section aria-labelledby="basket-heading">
<h2 id="basket-heading">Your basket</h2>
<table>
<thead><tr><th scope="col">Item</th><th scope="col">Price</th></tr></thead>
<tbody>${BASKET.map((line) => html`<tr><td>${line.item}</td><td>$${line.price}</td></tr>`)}</tbody>
<tfoot><tr><th scope="row">Total</th><td>$${TOTAL}</td></tr></tfoot>
</table>
</section>
<section aria-labelledby="pay-heading">
<h2 id="pay-heading">Pay with saved card</h2>
<nav aria-label="How the wallet is shown" class="modes">
<a href="${modes.inPage}"${modes.current === 'none' ? html` aria-current="page"` : null}>In this page</a>
<a href="${modes.isolated}"${modes.current === 'iframe' ? html` aria-current="page"` : null}>In a separate frame (isolated)</a>
</nav>
${
  config
    ? html`<div id="wallet"></div>
<p id="payment-status" role="status"></p>
<script type="application/json" id="checkout-config">${jsonForScript(config)}</script>
<script nonce="${nonce}" src="${new URL('embed/wallet.js', options.walletOrigin).href}"></script>
<script nonce="${nonce}" src="/checkout.js"></script>`
    : html`<p role="alert">Saved cards are unavailable right now. You can still pay another way.</p>`
}
</section>
</main>
</body>
</html>`;
}

function send(
  res: http.ServerResponse,
  status: number,
  type: string,
  body: string,
  headers: Record<string, string> = {},
): void {
  res.writeHead(status, {
    'content-type': type,
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'no-referrer',
    ...headers,
  });
  res.end(body);
}

export async function startCheckout(options: CheckoutOptions): Promise<Checkout> {
  let url = '';
  const server = http.createServer((req, res) => {
    const requested = new URL(req.url ?? '/', 'http://checkout.invalid');
    if (req.method !== 'GET') return send(res, 405, 'text/plain; charset=utf-8', 'Method not allowed');
    if (requested.pathname === '/checkout.js')
      return send(res, 200, 'text/javascript; charset=utf-8', CHECKOUT_SCRIPT, { 'cache-control': 'no-cache' });
    if (requested.pathname === '/checkout.css')
      return send(res, 200, 'text/css; charset=utf-8', CHECKOUT_CSS, { 'cache-control': 'no-cache' });
    if (requested.pathname === '/health') return send(res, 200, 'application/json', '{"status":"ok"}');
    if (requested.pathname !== '/') return send(res, 404, 'text/plain; charset=utf-8', 'Not found');
    void (async () => {
      const asked = requested.searchParams.get('shopper');
      const cookie = readCookie(req, SHOPPER_COOKIE);
      const reference =
        asked && REFERENCE.test(asked)
          ? asked
          : cookie && REFERENCE.test(cookie)
            ? cookie
            : `guest-${randomBytes(9).toString('base64url')}`;
      const session = await openShopperSession(options, reference);
      const nonce = randomBytes(16).toString('base64');
      const mode = requested.searchParams.get('mode') === 'iframe' ? 'iframe' : 'none';
      // The wallet route to open first (the wallet checks it: a bad one is refused with a message).
      const start = requested.searchParams.get('start');
      // ?offer=save: the checkout offers to save a card, with No thanks (§2) in place of Cancel.
      const offer = requested.searchParams.get('offer') === 'save';
      // ?locale=es: the merchant's page in Spanish shows the wallet in Spanish.
      const locale = requested.searchParams.get('locale') === 'es' ? 'es' : null;
      const config = session
        ? {
            publicKey: options.merchant.publicKey,
            shopperSession: session,
            gateway: options.gatewayUrl,
            isolation: mode,
            backUrl: `${url}/?left=wallet${mode === 'iframe' ? '&mode=iframe' : ''}`,
            cardArtBase: options.cardArtBase,
            // What the wallet adds to this page (an issuer's places script) carries the page's nonce.
            nonce,
            ...(start ? { start } : {}),
            ...(offer ? { start: 'addCard', showNoThanks: true } : {}),
            ...(locale ? { locale } : {}),
            ...CHECKOUT_CARD_CONFIG,
          }
        : null;
      const notice =
        requested.searchParams.get('left') === 'wallet' ? 'You left the wallet. Your basket is still here.' : null;
      // A shopper named in the address (the journeys') stays named; a guest's stays in its cookie.
      const named = asked && REFERENCE.test(asked) ? `shopper=${encodeURIComponent(asked)}&` : '';
      const modeUrl = (m: 'none' | 'iframe') => `/?${named}mode=${m === 'iframe' ? 'iframe' : 'inpage'}`;
      const modes = { inPage: modeUrl('none'), isolated: modeUrl('iframe'), current: mode } as const;
      send(res, 200, 'text/html; charset=utf-8', page(nonce, options, config, notice, modes).markup, {
        'content-security-policy': contentSecurityPolicy(nonce, options),
        'cache-control': 'no-store',
        'set-cookie': `${SHOPPER_COOKIE}=${reference}; Path=/; HttpOnly; SameSite=Lax`,
      });
    })().catch(() => send(res, 500, 'text/plain; charset=utf-8', 'The checkout could not be shown.'));
    return undefined;
  });
  await new Promise<void>((resolve) => server.listen(options.port, options.host ?? '127.0.0.1', resolve));
  url = `http://localhost:${(server.address() as AddressInfo).port}`;
  return {
    url,
    close: () => new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve()))),
  };
}
