// `gateway/dist/main.js`: the gateway as plain JavaScript built ahead of time.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { nodeServerConfig } from '@portal/build/node-server';

export default nodeServerConfig({
  dir: path.dirname(fileURLToPath(import.meta.url)),
  entries: { main: './src/main.ts' },
  outputDir: 'dist',
});
