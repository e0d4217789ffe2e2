// Runs Harbour Goods' checkout on its own: `node --import tsx src/checkout/main.ts` in demo-sites/.
// DEMO_CHECKOUT_PORT (3020) is where it listens; GATEWAY_PORT (8080) the gateway it calls;
// MFE_EMBEDDED_WALLET_PORT (3005) the wallet's origin; SHELL_PORT (3000) where the issuer's card art is;
// DEMO_PLACES_PORT (3030) the stand-in places service acme's wallet loads (the page's policy names it).
// The merchant is the sandbox's demo merchant (gateway/src/db/demo-merchants.ts), keys published.
import { PORT_DEFAULTS, portFromEnv } from '@portal/build/ports';
import { startCheckout } from './checkout';

/** The sandbox's demo merchant (gateway/src/db/demo-merchants.ts): its keys are published, like the demo users'. */
const DEMO_MERCHANT = {
  name: 'Harbour Goods',
  publicKey: 'pk_sandbox_harbour_goods',
  secretKey: 'sk_sandbox_harbour_goods_demo_secret_public',
} as const;

async function main(): Promise<void> {
  const env = process.env;
  const port = portFromEnv(env, 'DEMO_CHECKOUT_PORT', PORT_DEFAULTS.DEMO_CHECKOUT_PORT);
  const gateway = portFromEnv(env, 'GATEWAY_PORT', PORT_DEFAULTS.GATEWAY_PORT);
  const wallet = portFromEnv(env, 'MFE_EMBEDDED_WALLET_PORT', 3005);
  const shell = portFromEnv(env, 'SHELL_PORT', PORT_DEFAULTS.SHELL_PORT);
  const places = portFromEnv(env, 'DEMO_PLACES_PORT', PORT_DEFAULTS.DEMO_PLACES_PORT);
  const checkout = await startCheckout({
    port,
    gatewayUrl: `http://localhost:${gateway}/`,
    walletOrigin: `http://localhost:${wallet}`,
    cardArtBase: `http://localhost:${shell}/issuer-assets/`,
    merchant: DEMO_MERCHANT,
    placesOrigin: `http://localhost:${places}`,
    log: (line) => console.error(`checkout: ${line}`),
  });
  let closing = false;
  const shutdown = async () => {
    if (closing) return;
    closing = true;
    await checkout.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown());
  process.on('SIGTERM', () => void shutdown());
  process.once('disconnect', () => void shutdown());
  console.info(`Harbour Goods checkout (demo merchant): ${checkout.url}`);
}

main().catch((error: unknown) => {
  console.error(`checkout: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
