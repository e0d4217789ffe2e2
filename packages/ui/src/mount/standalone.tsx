// Running one remote on a page of its own, for development (`pnpm --filter <remote> dev`): a running
// shell server provides the boot data it would inline in its own pages; the gateway the rest.
import { getAppDetails } from '@portal/client/api';
import { configureApi } from '@portal/client/api/client';
import { BootDataSchema } from '@portal/domain/platform';
import * as v from 'valibot';
import { startSessionPersistence } from '@portal/client/state';
import { preparePage } from './prepare-page';
import type { RemoteLifecycles } from './create-remote-app';

/** The shell server's boot data endpoint, named by the standalone page's <meta name="portal-boot-url">. */
export function standaloneBootUrl(doc: Document = document): string {
  return (
    doc.querySelector('meta[name="portal-boot-url"]')?.getAttribute('content') ??
    'http://localhost:3000/__portal/boot.json'
  );
}

export async function startStandalone(name: string, app: RemoteLifecycles, container: HTMLElement): Promise<void> {
  const response = await fetch(standaloneBootUrl());
  if (!response.ok) throw new Error(`boot data: ${response.status}`);
  const boot = v.parse(BootDataSchema, await response.json());
  // As the shell does at boot: the stored session (the page's query cache follows it by itself).
  startSessionPersistence();
  configureApi(boot.environment.gatewayBaseUrl);
  const details = boot.issuer ? await getAppDetails(boot.issuer.extAppId).catch(() => null) : null;
  await preparePage(boot, details);
  await app.bootstrap({ name, domElement: container });
  await app.mount({ name, domElement: container });
}
