import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { embedLoaderConfig, remoteConfig } from '@portal/build';

const dir = path.dirname(fileURLToPath(import.meta.url));
const dist = process.env['PORTAL_OUTPUT_DIR'] ?? path.join(dir, 'dist');

// Two builds (decision 033): the remote (its './app' for the portal, './embed' for a merchant's
// page), and in dist/embed/ the framework-free loader a checkout page includes (`embed/wallet.js`). The
// loader provides no shared package, so the remote keeps its own copy of each (ownShared).
const remote = remoteConfig({
  dir,
  name: 'mfe_embedded_wallet',
  exposes: { './embed': './src/exposed/embed.ts' },
  keepInOutput: /(^|[\\/])embed([\\/]|$)/,
  ownShared: true,
});
const loader = embedLoaderConfig({
  dir,
  name: 'portal_wallet_loader',
  entry: './src/loader/index.ts',
  outputDir: path.join(dist, 'embed'),
  filename: 'wallet.js',
  // The isolated mode's page on the wallet's origin (decision 033).
  copy: [{ from: 'src/loader/frame.html', to: 'frame.html' }],
});

export default (env: unknown, argv: { mode?: 'development' | 'production' }) => [remote(env, argv), loader(env, argv)];
