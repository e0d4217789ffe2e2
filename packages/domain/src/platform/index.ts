export { BootDataSchema, serialiseBootData, type BootData, BOOT_ELEMENT_ID } from './boot';
export {
  isRemoteName,
  REMOTE_NAMES,
  RuntimeEnvironmentSchema,
  type RemoteName,
  type RemoteOverridesConfig,
  type RuntimeEnvironment,
  ENVIRONMENT_NAMES,
} from './environment';
export { FIRST_PAINT_ID } from './first-paint';
export {
  checkContract,
  ContractMismatchError,
  CONTRACT_MAJOR,
  isContractMismatch,
  remoteBuildOf,
  type RemoteBuild,
} from './contract';
export {
  judgeOverrides,
  overrideOrigins,
  overridesInQuery,
  withOverrides,
  withoutOverrideParams,
  type RefusedOverride,
  type RemoteOverrides,
} from './remote-overrides';
export {
  CLIENT_ERROR_KINDS,
  CLIENT_ERROR_POLICY,
  ClientErrorReportSchema,
  cspViolationReport,
  isReportableRelease,
  scrubClientText,
  scrubPagePath,
  shouldReport,
  type ClientErrorKind,
  type ClientErrorReport,
} from './client-errors';
