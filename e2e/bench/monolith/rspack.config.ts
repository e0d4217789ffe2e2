import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { appConfig } from '@portal/build';

const dir = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(dir, '../../..');

export default (_env: unknown, argv: { mode?: 'development' | 'production' }) =>
  appConfig({
    dir,
    name: 'monolith',
    mode: argv.mode ?? 'production',
    entry: './entry.ts',
    publicPath: '/',
    federation: false,
    outputDir: process.env['PORTAL_OUTPUT_DIR'] ?? path.join(root, 'e2e/.tmp/monolith'),
    html: { template: path.join(root, 'shell/index.html') },
    versionDir: path.join(root, 'shell'),
  });
