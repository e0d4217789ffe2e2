// `npm run typecheck`: the tree's type check, as `npm test` runs it (@portal/build/typecheck).
import { typecheck } from '../packages/build/node/typecheck.mjs';
import { run } from './lib/build.mjs';
import { onSupportedNode } from './lib/node-runtime.mjs';
import { bin } from './lib/paths.mjs';

await onSupportedNode();
process.exitCode = (await typecheck(run, bin('.', 'tsc'))) ? 0 : 1;
