import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'mfe-sso',
    environment: 'jsdom',
    // Screens walked through with user-event take seconds on a loaded 2-core CI machine.
    testTimeout: 20_000,
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['../shared/testing/setup.ts'],
    passWithNoTests: true,
  },
});
