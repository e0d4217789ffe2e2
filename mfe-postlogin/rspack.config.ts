import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { remoteConfig } from '@portal/build';

export default remoteConfig({ dir: path.dirname(fileURLToPath(import.meta.url)), name: 'mfe_postlogin' });
