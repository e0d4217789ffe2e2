import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { appConfig } from '@portal/shared/build';

const dir = path.dirname(fileURLToPath(import.meta.url));

export default (_env: unknown, argv: { mode?: 'development' | 'production' }) =>
  appConfig({
    dir,
    name: 'shell',
    mode: argv.mode ?? 'production',
    entry: './src/index.ts',
    publicPath: '/',
    html: { template: './index.html' },
    devServer: { port: Number(process.env['SHELL_DEV_PORT'] ?? 3100), historyApiFallback: true, hot: false },
  });
