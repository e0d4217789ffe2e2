// @portal/shared/api: the HTTP client and one module per resource of §7.
export { apiClient, CHANNEL, CHANNEL_HEADER, configureApi, createApiClient, parseResponse, toApiError } from './client';
export { getAppDetails } from './get-app-details';
