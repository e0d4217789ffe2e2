import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { appConfig, DEV_HOST } from '@portal/build';
import { portFromEnv } from '@portal/build/ports';

const dir = path.dirname(fileURLToPath(import.meta.url));

export default (_env: unknown, argv: { mode?: 'development' | 'production' }) =>
  appConfig({
    dir,
    name: 'shell',
    mode: argv.mode ?? 'production',
    entry: './src/index.ts',
    publicPath: '/',
    html: { template: './index.html' },
    ...(argv.mode === 'development'
      ? {
          devServer: {
            host: DEV_HOST,
            port: portFromEnv(process.env, 'SHELL_DEV_PORT', 3100),
            historyApiFallback: true,
            hot: false,
          },
        }
      : {}),
  });
