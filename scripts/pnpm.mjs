// `node scripts/pnpm.mjs <args>`: the pinned pnpm (scripts/lib/pnpm.mjs) on a supported Node, for the workspace scripts of package.json.
import { onSupportedNode } from './lib/node-runtime.mjs';
import { runPnpm } from './lib/pnpm.mjs';

await onSupportedNode();
process.exit(await runPnpm(process.argv.slice(2)));
