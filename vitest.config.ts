// One `vitest run` for the whole workspace: every package's projects (test/vitest-projects.ts), and
// coverage of the shared rules.
import { defineConfig } from 'vitest/config';
import { ALL_PROJECTS } from './test/vitest-projects';

export default defineConfig({
  test: {
    projects: ALL_PROJECTS,
    // Vitest leaves a core to itself by default (one worker on a 2-core CI machine): its own share is
    // small (collecting and reporting), so every core runs tests.
    maxWorkers: 2,
    // A remote without tests yet is not a failure.
    passWithNoTests: true,
    coverage: {
      provider: 'v8',
      include: [
        'packages/*/src/**/*.{ts,tsx}',
        'shell/src/**/*.{ts,tsx}',
        'shell/server/**/*.ts',
        'gateway/src/**/*.ts',
        'issuers/src/**/*.ts',
        'mfe-*/src/**/*.{ts,tsx}',
      ],
      exclude: ['**/*.test.{ts,tsx}', '**/*.d.ts', '**/index.ts', '**/bootstrap.tsx', '**/main.ts'],
      reporter: ['text-summary', 'json-summary'],
      reportsDirectory: 'coverage',
      // The shared rules and calls must stay proven: the run fails below these.
      thresholds: {
        'packages/domain/src/**': { lines: 95 },
        'packages/client/src/api/**': { lines: 95 },
      },
    },
  },
});
