import { defineConfig } from '@playwright/test';
import path from 'node:path';
import { E2E_PORTS, E2E_TMP } from './support/ports.mjs';

const CHROMIUM = process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium';

export default defineConfig({
  testDir: './journeys',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: true,
  workers: 2,
  retries: 0,
  forbidOnly: true,
  reporter: [['list']],
  // A run with a scratch folder of its own (E2E_TMP_DIR) keeps its traces there, apart from another run's.
  outputDir: process.env['E2E_TMP_DIR'] ? path.join(E2E_TMP, 'test-results') : './test-results',
  use: {
    browserName: 'chromium',
    launchOptions: {
      executablePath: CHROMIUM,
      // As root and on a closed network: no sandbox, and no background calls home.
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
      ],
    },
    // No trace: recording one took a quarter of the journeys' time on 2 cores (decision 037). On a
    // failure the screenshot and the error context remain; `--trace=on` records one for a rerun.
    trace: 'off',
    screenshot: 'only-on-failure',
  },
  webServer: {
    // The runner's own Node, not the PATH's: `npm test` runs a journey set on the other tested Node line,
    // and the portal's servers start with the Node that runs this file.
    command: `"${process.execPath}" ../scripts/serve-for-tests.mjs`,
    url: `http://127.0.0.1:${E2E_PORTS.ready}/`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    stderr: 'pipe',
  },
  projects: [
    { name: 'journeys', testIgnore: /redeploy|at-rest/ },
    // Replaces a remote's files while the portal runs: after every other journey.
    { name: 'redeploy', testMatch: /redeploy/, dependencies: ['journeys'] },
    // Reads the gateway's database once every journey has signed in, recovered, enrolled and migrated.
    { name: 'at-rest', testMatch: /at-rest/, dependencies: ['journeys', 'redeploy'] },
  ],
});
