export { pageRefreshOutcome, type RefreshOutcome } from './page-refresh';
