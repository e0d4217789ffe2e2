// Registers a merchant for the embedded wallet (decision 032) in the gateway's database and
// prints its keys: the public key, and the secret key, shown this once (only its SHA-256 is kept).
//   node --import tsx src/cli/add-merchant.ts --id harbour-goods --issuer acme --name "Harbour Goods" \
//     --origin https://shop.harbour-goods.example
// Each --origin is a checkout page's origin (scheme, host, port): the wallet mounted there may call the gateway.
// The database is the gateway's own (DATABASE_URL, or GATEWAY_DATA_DIR's PGlite), migrated first.
import { parseArgs } from 'node:util';
import { ConfigError, readConfig } from '../config';
import { openPglite, openPostgres } from '../db/database';
import { migrate } from '../db/migrate';
import { MerchantRegistrationError, registerMerchant } from '../wallet/merchants';

const USAGE =
  'usage: add-merchant --id <merchant-id> --issuer <issuer-id> --name <name> [--origin <checkout origin>]...';

async function main(): Promise<number> {
  let values: {
    id?: string | undefined;
    issuer?: string | undefined;
    name?: string | undefined;
    origin?: string[] | undefined;
  };
  try {
    ({ values } = parseArgs({
      options: {
        id: { type: 'string' },
        issuer: { type: 'string' },
        name: { type: 'string' },
        origin: { type: 'string', multiple: true },
      },
      strict: true,
    }));
  } catch (error) {
    console.error(`add-merchant: ${error instanceof Error ? error.message : String(error)}\n${USAGE}`);
    return 2;
  }
  if (!values.id || !values.issuer || !values.name) {
    console.error(USAGE);
    return 2;
  }
  // Only the database settings matter here; the production profile's key check does not.
  const config = readConfig({ ...process.env, GATEWAY_PROFILE: 'sandbox', GATEWAY_HOST: '127.0.0.1' });
  const db =
    config.database.kind === 'postgres'
      ? await openPostgres(config.database.url)
      : await openPglite(config.database.dataDir);
  try {
    await migrate(db);
    const keys = await registerMerchant(
      db,
      { id: values.id, issuerId: values.issuer, name: values.name, origins: values.origin ?? [] },
      new Date(),
    );
    console.log(`merchant ${values.id} registered for issuer ${values.issuer}`);
    console.log(`checkout origins: ${values.origin?.join(', ') ?? 'none yet (the wallet can be mounted nowhere)'}`);
    console.log(`public key: ${keys.publicKey}`);
    console.log(`secret key: ${keys.secretKey}`);
    console.log('The secret key is shown this once: give it to the merchant’s server, and keep it out of any page.');
    return 0;
  } catch (error) {
    if (error instanceof MerchantRegistrationError) {
      console.error(`add-merchant: ${error.message}`);
      return 1;
    }
    throw error;
  } finally {
    await db.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof ConfigError ? `add-merchant: invalid configuration: ${error.message}` : error);
    process.exit(1);
  },
);
