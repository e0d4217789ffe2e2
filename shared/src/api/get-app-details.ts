import { AppDetailsSchema, type AppDetails } from '../domain/app-details';
import { apiClient, parseResponse } from './client';

/** §7 Application details: GET dpsapps/{extAppId}. */
export async function getAppDetails(extAppId: string): Promise<AppDetails> {
  const response = await apiClient().get<unknown>(`dpsapps/${encodeURIComponent(extAppId)}`);
  return parseResponse(AppDetailsSchema, response.data, response.status);
}
