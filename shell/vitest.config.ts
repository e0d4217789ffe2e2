import { defineConfig } from 'vitest/config';

// Server tests declare `// @vitest-environment node` at their top.
export default defineConfig({
  test: {
    name: 'shell',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}', 'server/**/*.test.ts'],
    setupFiles: ['../shared/testing/setup.ts'],
  },
});
