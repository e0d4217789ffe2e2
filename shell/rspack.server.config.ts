// `shell/server/dist/`: the shell server and the remotes' static origins as plain JavaScript built
// ahead of time; never in shell/dist/, which the shell server serves.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { nodeServerConfig } from '@portal/build/node-server';

export default nodeServerConfig({
  dir: path.dirname(fileURLToPath(import.meta.url)),
  entries: { main: './server/main.ts', 'static-origins': './server/static-origins.ts' },
  outputDir: 'server/dist',
});
