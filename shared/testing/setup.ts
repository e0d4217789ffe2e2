// Test setup for every jsdom project: unmount what a test rendered.
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

afterEach(() => {
  cleanup();
});
