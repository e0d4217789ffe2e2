// The remotes of the portal, for the scripts, the ports and the standalone development pages.

/**
 * The remotes: folder, Module Federation name, the variable and default of their origin's port under
 * `npm start`, and of their standalone development page's port (`rspack serve`).
 */
export const REMOTES = [
  {
    dir: 'mfe-prelogin',
    name: 'mfe_prelogin',
    portVar: 'MFE_PRELOGIN_PORT',
    port: 3001,
    devPortVar: 'MFE_PRELOGIN_DEV_PORT',
    devPort: 3101,
  },
  {
    dir: 'mfe-postlogin',
    name: 'mfe_postlogin',
    portVar: 'MFE_POSTLOGIN_PORT',
    port: 3002,
    devPortVar: 'MFE_POSTLOGIN_DEV_PORT',
    devPort: 3102,
  },
  {
    dir: 'mfe-sso',
    name: 'mfe_sso',
    portVar: 'MFE_SSO_PORT',
    port: 3003,
    devPortVar: 'MFE_SSO_DEV_PORT',
    devPort: 3103,
  },
  {
    dir: 'mfe-activation',
    name: 'mfe_activation',
    portVar: 'MFE_ACTIVATION_PORT',
    port: 3004,
    devPortVar: 'MFE_ACTIVATION_DEV_PORT',
    devPort: 3104,
  },
  {
    dir: 'mfe-embedded-wallet',
    name: 'mfe_embedded_wallet',
    portVar: 'MFE_EMBEDDED_WALLET_PORT',
    port: 3005,
    devPortVar: 'MFE_EMBEDDED_WALLET_DEV_PORT',
    devPort: 3105,
  },
];
