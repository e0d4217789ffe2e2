// `node scripts/pnpm.mjs <args>`: pnpm through corepack, for the workspace scripts of package.json.
import { runPnpm } from './lib/pnpm.mjs';

process.exit(await runPnpm(process.argv.slice(2)));
