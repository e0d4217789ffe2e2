// `npm run build`: installs what is missing, validates the issuers and builds the shell, every remote and the servers.
import { ensureBuilt } from './lib/build.mjs';
import { ensureInstalled } from './lib/install.mjs';
import { onSupportedNode } from './lib/node-runtime.mjs';

await onSupportedNode();
try {
  await ensureInstalled();
  await ensureBuilt({ force: process.argv.includes('--force') });
} catch (error) {
  console.error(`build failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
