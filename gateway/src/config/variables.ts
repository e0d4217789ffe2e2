// The shapes of the gateway's environment variables: ports, counts, proxy lists, absolute URLs and JSON
// objects by issuer, each read so that a bad value names its variable.
import { isIP } from 'node:net';
import * as v from 'valibot';
import { portFromEnv } from '@portal/build/ports';

/** A port variable, read as every program here reads one (packages/build/node/ports.mjs): empty is unset. */
export const port = (name: string, fallback: number) =>
  v.pipe(
    v.optional(v.string(), ''),
    v.rawTransform(({ dataset, addIssue, NEVER }) => {
      try {
        return portFromEnv({ [name]: dataset.value }, name, fallback);
      } catch (error) {
        addIssue({ message: error instanceof Error ? error.message : String(error) });
        return NEVER;
      }
    }),
  );

/** A port variable with no default: empty is off (null). */
export const optionalPort = (name: string) =>
  v.pipe(
    v.optional(v.string(), ''),
    v.rawTransform(({ dataset, addIssue, NEVER }): number | null => {
      if (dataset.value.trim() === '') return null;
      try {
        return portFromEnv({ [name]: dataset.value }, name, 0);
      } catch (error) {
        addIssue({ message: error instanceof Error ? error.message : String(error) });
        return NEVER;
      }
    }),
  );

/** A count variable: a whole number from 1 up; empty is unset. */
export const count = (name: string, fallback: number) =>
  v.pipe(
    v.optional(v.string(), ''),
    v.transform((text) => (text.trim() === '' ? String(fallback) : text.trim())),
    v.regex(/^[1-9]\d{0,5}$/, `${name} must be a whole number from 1 to 999999`),
    v.transform(Number),
  );

/** An address, or an address and a prefix length its family allows (`10.0.0.0/8`, `fd00::/8`). */
function isAddressOrCidr(entry: string): boolean {
  const [address = '', prefix, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128);
}

/**
 * GATEWAY_TRUSTED_PROXIES: who may say, in X-Forwarded-For, which client a request is from (the
 * limits per client and the hashing queue's turns count by it, decision 023). Empty trusts nobody:
 * the address a request comes from is its client, and X-Forwarded-For is ignored, so no client can
 * name a new address on each request. Else a hop count (the client is that many addresses back from
 * the connection, for a gateway reachable only through that many proxies), or a comma-separated list
 * of the proxies' addresses and CIDRs. Never `true` (trust everybody: any client could name itself).
 */
export const trustedProxies = () =>
  v.pipe(
    v.optional(v.string(), ''),
    v.rawTransform(({ dataset, addIssue, NEVER }): false | number | string[] => {
      const text = dataset.value.trim();
      if (text === '') return false;
      if (/^\d+$/.test(text)) {
        const hops = Number(text);
        if (hops >= 1 && hops <= 99) return hops;
        addIssue({ message: `a hop count is from 1 to 99, not "${text}" (leave it empty to trust no proxy)` });
        return NEVER;
      }
      const entries = text
        .split(',')
        .map((entry) => entry.trim())
        .filter(Boolean);
      const bad = entries.filter((entry) => !isAddressOrCidr(entry));
      if (bad.length === 0) return entries;
      addIssue({
        message: `${bad.map((entry) => `"${entry}"`).join(', ')} is not an address or CIDR; give a hop count or a comma-separated list of addresses and CIDRs (empty trusts no proxy)`,
      });
      return NEVER;
    }),
  );

export const absoluteUrl = (name: string) =>
  v.pipe(
    v.string(`${name} must be text`),
    v.url(`${name} must be an absolute URL`),
    v.check((text) => /^https?:\/\//.test(text), `${name} must be an http or https URL`),
  );

/**
 * A JSON object from issuer id to one issuer's setting (`schema`), read from the environment; empty
 * is unset (null: the profile's default then applies). `shape` says what each value holds.
 */
export const jsonByIssuer = <T>(schema: v.GenericSchema<unknown, T>, shape: string) =>
  v.pipe(
    v.optional(v.string(), ''),
    v.rawTransform(({ dataset, addIssue, NEVER }): Record<string, T> | null => {
      const text = dataset.value.trim();
      if (text === '') return null;
      let json: unknown;
      try {
        json = JSON.parse(text);
      } catch {
        addIssue({ message: `must be a JSON object from issuer id to ${shape}` });
        return NEVER;
      }
      const result = v.safeParse(
        v.record(v.pipe(v.string(), v.regex(/^[a-z][a-z0-9-]*$/, 'an issuer id is a lower-case word')), schema),
        json,
      );
      if (result.success) return result.output;
      addIssue({ message: result.issues.map((i) => `${v.getDotPath(i) ?? 'issuers'}: ${i.message}`).join('; ') });
      return NEVER;
    }),
  );
