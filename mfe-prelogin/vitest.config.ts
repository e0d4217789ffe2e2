import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'mfe-prelogin',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['../shared/testing/setup.ts'],
    passWithNoTests: true,
  },
});
