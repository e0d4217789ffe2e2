// This remote on a page of its own, for development (`pnpm --filter @portal/mfe-postlogin dev`, with the shell
// server and gateway of `npm start` running). In the portal the shell mounts './app' instead.
import '@portal/ui/styles.css';
import { startStandalone } from '@portal/ui/mount';
import * as app from './exposed/app';

const container = document.getElementById('root');
if (container) {
  startStandalone('mfe_postlogin', app, container).catch((error: unknown) => {
    container.textContent = `mfe-postlogin could not start: ${error instanceof Error ? error.message : String(error)}`;
  });
}
