// Test setup for every `:dom` project (test/vitest-projects.ts): unmount what a test rendered, forget what the page's one
// server-state cache held, and wait for what a screen shows next as long as a loaded 2-core CI
// machine needs (Testing Library's 1 s is a fast machine's figure).
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { queryClient } from '../src/query/client';

configure({ asyncUtilTimeout: 5_000 });

afterEach(() => {
  cleanup();
  queryClient.clear();
});
