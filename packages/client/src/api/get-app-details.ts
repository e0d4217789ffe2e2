// §7 Application and other: the application details the shell boots with.
import { AppDetailsSchema, type AppDetails } from '@portal/domain/issuer';
import { call, path } from './http';

/** §7 Application details: GET dpsapps/{extAppId}. */
export async function getAppDetails(extAppId: string): Promise<AppDetails> {
  return call(AppDetailsSchema, { method: 'get', url: path`dpsapps/${extAppId}` });
}
