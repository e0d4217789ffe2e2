// Registering a merchant for the embedded wallet (decision 032): its keys are made here,
// the public one kept as it is (it travels in every wallet call's apiKey query) and the secret one as
// its SHA-256 only, so it is shown once, to whoever registers the merchant, and never again.
import { randomBytes } from 'node:crypto';
import * as v from 'valibot';
import type { Queryable } from '../db/database';
import { issuerExists } from '../platform/issuers-store';
import { tokenHash } from '../platform/secrets';
import { insertMerchant } from './shoppers-store';

const MerchantInputSchema = v.object({
  id: v.pipe(
    v.string('id: a merchant id'),
    v.regex(/^[a-z][a-z0-9-]{1,62}$/, 'id: lower-case letters, digits and hyphens, starting with a letter'),
  ),
  issuerId: v.pipe(v.string('issuer: an issuer id'), v.regex(/^[a-z][a-z0-9-]*$/, 'issuer: an issuer id')),
  name: v.pipe(
    v.string('name: the merchant’s name'),
    v.trim(),
    v.minLength(1, 'name: the merchant’s name'),
    v.maxLength(100, 'name: at most 100 characters'),
  ),
  /** Its checkout pages' origins, exactly as a browser sends them: the wallet's calls from there pass CORS. */
  origins: v.optional(
    v.array(
      v.pipe(
        v.string('origin: a checkout page’s origin'),
        v.check(
          (o) => isOrigin(o),
          'origin: a scheme, host and optional port, such as https://shop.example, with nothing after',
        ),
      ),
    ),
    [],
  ),
});

/** Whether `text` is an origin as a browser sends it: http or https, a host, maybe a port, no path. */
function isOrigin(text: string): boolean {
  try {
    const url = new URL(text);
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.origin === text;
  } catch {
    return false;
  }
}
export type MerchantInput = v.InferInput<typeof MerchantInputSchema>;

export class MerchantRegistrationError extends Error {
  override readonly name = 'MerchantRegistrationError';
}

/** New keys: `pk_` and 24 random bytes, `sk_` and 32, base64url. */
function newMerchantKeys(): { publicKey: string; secretKey: string } {
  return {
    publicKey: `pk_${randomBytes(24).toString('base64url')}`,
    secretKey: `sk_${randomBytes(32).toString('base64url')}`,
  };
}

/** Adds a merchant of an issuer and answers its keys; the secret cannot be read back afterwards. */
export async function registerMerchant(
  db: Queryable,
  input: MerchantInput,
  now: Date,
): Promise<{ publicKey: string; secretKey: string }> {
  const parsed = v.safeParse(MerchantInputSchema, input);
  if (!parsed.success) throw new MerchantRegistrationError(parsed.issues.map((i) => i.message).join('; '));
  const merchant = parsed.output;
  if (!(await issuerExists(db, merchant.issuerId)))
    throw new MerchantRegistrationError(`issuer: no issuer "${merchant.issuerId}"`);
  const keys = newMerchantKeys();
  const kept = await insertMerchant(
    db,
    { ...merchant, publicKey: keys.publicKey, secretHash: tokenHash(keys.secretKey) },
    now,
  );
  if (!kept) throw new MerchantRegistrationError(`id: a merchant "${merchant.id}" exists already`);
  return keys;
}
