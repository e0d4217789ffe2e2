// The master key the gateway seals and keys with, and the sandbox's public stand-in for it.

/** AES-256-GCM and HMAC-SHA-256 keys are 32 bytes. */
export const SECRET_KEY_BYTES = 32;

/**
 * The sandbox profile's fixed key, when GATEWAY_SECRET_KEY is not set: public, so it protects nothing
 * and exists only so a demo starts with no setup. The production profile refuses to start without a key.
 */
export const SANDBOX_DEVELOPMENT_KEY = Buffer.from('sandbox-development-key-public!!', 'utf8').toString('base64');
