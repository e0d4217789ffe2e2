// @portal/issuers: the issuer folders and their loader (Node only).
export {
  ASSETS_DIR,
  CONFIG_FILE,
  IssuerConfigError,
  issuerIds,
  ISSUERS_DIR,
  loadAllIssuers,
  loadIssuer,
  LOCALES_DIR,
  mergeMessages,
  type LoadedIssuer,
} from './load';
