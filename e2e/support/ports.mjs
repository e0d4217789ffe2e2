// The journeys' own ports, apart from `npm start`'s, so both can run at once.
export const E2E_PORTS = {
  shell: Number(process.env.E2E_SHELL_PORT ?? 4000),
  gateway: Number(process.env.E2E_GATEWAY_PORT ?? 4080),
  remotes: {
    mfe_prelogin: 4001,
    mfe_postlogin: 4002,
    mfe_sso: 4003,
    mfe_activation: 4004,
    mfe_embedded_wallet: 4005,
  },
  /** Answers 200 once every server is ready (Playwright's webServer waits on it). */
  ready: Number(process.env.E2E_READY_PORT ?? 4099),
};
