// The checkout page's own script and styles (served as files, so its CSP needs no inline script).
// The script reads the page's configuration, mounts the wallet, and reports its events on the page.

export const CHECKOUT_SCRIPT = `'use strict';
(function () {
  var config = JSON.parse(document.getElementById('checkout-config').textContent);
  var status = document.getElementById('payment-status');
  var element = document.getElementById('wallet');
  function say(text) { status.textContent = text; }
  config.onEvent = function (event) {
    document.body.dataset.lastWalletEvent = event.type;
    // Every event in order, for whoever looks at the page (and the journeys).
    document.body.dataset.walletEvents = ((document.body.dataset.walletEvents || '') + ' ' + event.type).trim();
    if (event.type === 'cardSelected') say('Paid $40.50 with your saved card. Thank you!');
    if (event.type === 'cardSaved') say(event.created ? 'Card saved to your wallet.' : 'Card updated.');
    if (event.type === 'enrolmentDone') say('No card saved. You can still pay another way.');
    if (event.type === 'sessionEnded') say('Your checkout session has ended. Please reload the page.');
  };
  if (!window.PortalWallet) { say('Saved cards are unavailable right now. You can still pay another way.'); return; }
  window.PortalWallet.mount(element, config).catch(function () {
    say('Saved cards are unavailable right now. You can still pay another way.');
  });
})();
`;

export const CHECKOUT_CSS = `:root { color-scheme: light; }
body { margin: 0; font-family: system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif; color: #1f2937; background: #f8fafc; line-height: 1.5; }
header { background: #0f3d5e; color: #fff; padding: 0.75rem 1rem; }
.brand { margin: 0; font-weight: 700; font-size: 1.25rem; }
main { max-width: 48rem; margin: 0 auto; padding: 1rem; }
table { border-collapse: collapse; width: 100%; margin-bottom: 1rem; background: #fff; }
th, td { text-align: left; padding: 0.5rem; border-bottom: 1px solid #cbd5e1; }
.notice { padding: 0.5rem 0.75rem; background: #e0f2fe; border-left: 4px solid #0369a1; }
#wallet { padding: 1rem; background: #fff; border: 1px solid #cbd5e1; border-radius: 8px; }
.modes { display: flex; gap: 1rem; margin-bottom: 0.75rem; }
.modes a { color: #0f3d5e; }
.modes a[aria-current="page"] { font-weight: 700; text-decoration: none; }
`;
