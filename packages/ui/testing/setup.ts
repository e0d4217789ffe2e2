// Test setup for every `:dom` project (test/vitest-projects.ts): a quiet log, unmount what a test rendered, forget what the page's one
// server-state cache held, and wait for what a screen shows next as long as a loaded 2-core CI
// machine needs (Testing Library's 1 s is a fast machine's figure).
import { ReadableStream, TransformStream, WritableStream } from 'node:stream/web';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { QUIET_LOG, setLogAdapter } from '@portal/client/state';

configure({ asyncUtilTimeout: 5_000 });
// jsdom's window has no web streams, which Mock Service Worker (testing/network.ts) answers with.
for (const [name, value] of Object.entries({ ReadableStream, TransformStream, WritableStream }))
  if (!(name in globalThis)) Object.defineProperty(globalThis, name, { value, writable: true, configurable: true });
// The failures a test provokes are asserted, not printed (§8's log goes to the console in the page).
setLogAdapter(QUIET_LOG);

afterEach(async () => {
  cleanup();
  // Imported here, not at the top: the query entry imports the calls, and a setup file's imports load
  // before a test file's vi.mock of @portal/client/api would apply, so the reads would keep the real ones.
  const { queryClient } = await import('@portal/client/query');
  queryClient.clear();
});
