// Runs the sandbox's stand-in hosted places service on its own: `node --import tsx src/places/main.ts`
// in demo-sites/. DEMO_PLACES_PORT (3030) is where it listens; its key works from the demo checkout
// page (DEMO_CHECKOUT_PORT, 3020) and the wallet's own origin (MFE_EMBEDDED_WALLET_PORT, 3005), where
// the isolated frame is.
import { PORT_DEFAULTS, portFromEnv } from '@portal/build/ports';
import { STAND_IN_PLACES_KEY, startPlaces } from './places';

async function main(): Promise<void> {
  const env = process.env;
  const port = portFromEnv(env, 'DEMO_PLACES_PORT', PORT_DEFAULTS.DEMO_PLACES_PORT);
  const checkout = portFromEnv(env, 'DEMO_CHECKOUT_PORT', PORT_DEFAULTS.DEMO_CHECKOUT_PORT);
  const wallet = portFromEnv(env, 'MFE_EMBEDDED_WALLET_PORT', 3005);
  const origins = [checkout, wallet].flatMap((p) => [`http://localhost:${p}`, `http://127.0.0.1:${p}`]);
  const places = await startPlaces({
    port,
    apiKey: STAND_IN_PLACES_KEY,
    allowedOrigins: origins,
    log: (line) => console.error(`places: ${line}`),
  });
  let closing = false;
  const shutdown = async () => {
    if (closing) return;
    closing = true;
    await places.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown());
  process.on('SIGTERM', () => void shutdown());
  process.once('disconnect', () => void shutdown());
  console.info(`Stand-in places service (acme's wallet address autocomplete): ${places.url}`);
}

main().catch((error: unknown) => {
  console.error(`places: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
