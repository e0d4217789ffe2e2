// A browser failure reported to the gateway (decision 040): POST apps/{extAppId}/client-errors, the
// report scrubbed of personal data first (@portal/domain/platform client-errors).
import * as v from 'valibot';
import { type ClientErrorReport, ClientErrorReportSchema } from '@portal/domain/platform';
import { callVoid, path } from './http';

/** Sends one report; never rejects (a report that cannot go is dropped, and reports nothing itself). */
export async function reportClientError(extAppId: string, report: ClientErrorReport): Promise<void> {
  const clean = v.safeParse(ClientErrorReportSchema, report);
  if (!clean.success) return;
  try {
    await callVoid({ method: 'post', url: path`apps/${extAppId}/client-errors`, data: clean.output });
  } catch {
    // Dropped: the page's own failure is already on the screen; a report of the report helps nobody.
  }
}
