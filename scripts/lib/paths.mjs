// Where things are, for every script.
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const at = (...parts) => path.join(ROOT, ...parts);

/** The remotes: folder, Module Federation name, and the environment variable and default of their port. */
export const REMOTES = [
  { dir: 'mfe-prelogin', name: 'mfe_prelogin', portVar: 'MFE_PRELOGIN_PORT', port: 3001 },
  { dir: 'mfe-postlogin', name: 'mfe_postlogin', portVar: 'MFE_POSTLOGIN_PORT', port: 3002 },
  { dir: 'mfe-sso', name: 'mfe_sso', portVar: 'MFE_SSO_PORT', port: 3003 },
  { dir: 'mfe-activation', name: 'mfe_activation', portVar: 'MFE_ACTIVATION_PORT', port: 3004 },
  { dir: 'mfe-embedded-wallet', name: 'mfe_embedded_wallet', portVar: 'MFE_EMBEDDED_WALLET_PORT', port: 3005 },
];

/** The apps built by Rspack, in build order. */
export const APPS = ['shell', ...REMOTES.map((r) => r.dir)];

/** A package's own binary (pnpm links binaries per package). */
export const bin = (pkg, name) => (pkg === '.' ? at('node_modules', '.bin', name) : at(pkg, 'node_modules', '.bin', name));
