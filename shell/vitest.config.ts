import { defineConfig } from 'vitest/config';

// Server tests declare `// @vitest-environment node` at their top.
export default defineConfig({
  test: {
    name: 'shell',
    environment: 'jsdom',
    // Screens walked through with user-event take seconds on a loaded 2-core CI machine.
    testTimeout: 20_000,
    include: ['src/**/*.test.{ts,tsx}', 'server/**/*.test.ts'],
    setupFiles: ['../shared/testing/setup.ts'],
  },
});
