/** A setting the gateway cannot start with; its message names the variable. */
export class ConfigError extends Error {
  override readonly name = 'ConfigError';
}
