// The gateway's secrets (ARCHITECTURE §4, docs/decisions/013): scrypt hashes for passwords and
// one-time codes, opaque access tokens kept only as SHA-256, keys derived from GATEWAY_SECRET_KEY, and
// ids derived from names (stable demo ids, keyed decoy ids).
import {
  createCipheriv,
  createDecipheriv,
  createHash,
  createHmac,
  hkdfSync,
  randomBytes,
  randomInt,
  scrypt,
  timingSafeEqual,
} from 'node:crypto';
import { ONE_TIME_CODE_POLICY } from '@portal/domain/identity';

export interface ScryptParams {
  /** CPU and memory cost, a power of 2. */
  N: number;
  /** Block size. */
  r: number;
  /** Parallelisation. */
  p: number;
}

/**
 * Passwords: the OWASP Password Storage Cheat Sheet's scrypt row N=2^15, r=8, p=3: the same work as
 * its first row (N=2^17, p=1) with a quarter of the memory (32 MiB), about 180 ms on one core. The
 * parameters are stored in each hash, so raising them later leaves old hashes verifiable.
 */
export const PASSWORD_SCRYPT: ScryptParams = { N: 2 ** 15, r: 8, p: 3 };

/**
 * One-time codes: a code lives 10 minutes and allows 5 tries, so the hash only has to keep a stolen
 * database row from giving the code away at once; N=2^14, r=8, p=1 (16 MiB, about 35 ms).
 */
export const CODE_SCRYPT: ScryptParams = { N: 2 ** 14, r: 8, p: 1 };

/** The parameters in use. */
export interface Hashing {
  password: ScryptParams;
  code: ScryptParams;
}

export const DEFAULT_HASHING: Hashing = { password: PASSWORD_SCRYPT, code: CODE_SCRYPT };

/**
 * N=2^10 for both, about 1 ms: for tests, and for a sandbox started with GATEWAY_HASHING=light (the
 * browser journeys), which make and sign in hundreds of accounts; the production profile refuses it
 * (config.ts). The parameters are stored in each hash, so this changes only speed.
 */
export const LIGHT_HASHING: Hashing = { password: { N: 1024, r: 8, p: 1 }, code: { N: 1024, r: 8, p: 1 } };

/** The parameters a configured strength stands for. */
export const hashingOf = (strength: 'standard' | 'light'): Hashing =>
  strength === 'light' ? LIGHT_HASHING : DEFAULT_HASHING;

const SALT_BYTES = 16;
const HASH_BYTES = 32;
const TOKEN_BYTES = 32;

function derive(secret: string, salt: Buffer, { N, r, p }: ScryptParams): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    // scrypt needs 128 * N * r bytes; the default ceiling (32 MiB) is exactly the password setting's need.
    scrypt(secret.normalize('NFC'), salt, HASH_BYTES, { N, r, p, maxmem: 256 * N * r }, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

/** `scrypt$N$r$p$salt$hash` (base64), with a fresh random salt per secret. */
export async function hashSecret(secret: string, params: ScryptParams): Promise<string> {
  const salt = randomBytes(SALT_BYTES);
  const hash = await derive(secret, salt, params);
  return ['scrypt', params.N, params.r, params.p, salt.toString('base64'), hash.toString('base64')].join('$');
}

/** Whether `secret` is the one `stored` was made from; a malformed or missing hash matches nothing. */
export async function verifySecret(secret: string, stored: string | null): Promise<boolean> {
  const parts = stored?.split('$') ?? [];
  const [scheme, n, r, p, salt, hash] = parts;
  if (parts.length !== 6 || scheme !== 'scrypt' || !salt || !hash) return false;
  const params = { N: Number(n), r: Number(r), p: Number(p) };
  if (![params.N, params.r, params.p].every((x) => Number.isInteger(x) && x > 0)) return false;
  const expected = Buffer.from(hash, 'base64');
  const actual = await derive(secret, Buffer.from(salt, 'base64'), params);
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}

/** 013: an access token is 32 random bytes, base64url-encoded, and opaque. */
export function newAccessToken(): string {
  return randomBytes(TOKEN_BYTES).toString('base64url');
}

/** 013: the gateway stores only the SHA-256 of a token. */
export function tokenHash(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

/** SPEC-DECISIONS one-time codes: 6 random digits, leading zeros kept. */
export function newOneTimeCode(): string {
  return String(randomInt(0, 10 ** ONE_TIME_CODE_POLICY.digits)).padStart(ONE_TIME_CODE_POLICY.digits, '0');
}

/** A probe's ref: random, and useless without the token it belongs to. */
export function newRef(): string {
  return randomBytes(18).toString('base64url');
}

/** Keys for separate purposes, derived from the one configured key (HKDF-SHA-256). */
export interface Keys {
  /** AES-256-GCM key of the outbox's messages. */
  outbox: Buffer;
  /** HMAC key of the outbox's recipient index. */
  recipients: Buffer;
  /** HMAC key of the decoy ids answered for unknown users. */
  decoys: Buffer;
  /** HMAC key of the names that are no account, whose sign-in attempts are counted (decision 022). */
  names: Buffer;
  /** HMAC key of the rate limits' keys (client addresses, account names: decision 023). */
  limits: Buffer;
  /** AES-256-GCM key of a single sign-on launch's code verifier and nonce (decision 031). */
  sso: Buffer;
}

/**
 * This process's own random secret, for the keys that must not be computable by anyone when the
 * master key is the public sandbox one (decision 022): decoys and name digests made with a public key
 * could be computed offline and compared with an answer.
 */
const PROCESS_SECRET = randomBytes(32);

/**
 * The keys, from the configured master key. `masterIsPublic` (the sandbox's development key): the
 * outbox stays readable with that key (the sandbox's own promise), but the decoys, the name digests and
 * the limits' keys come from a secret of this process instead.
 */
export function deriveKeys(master: Buffer, options: { masterIsPublic?: boolean } = {}): Keys {
  const from = (secret: Buffer) => (info: string) =>
    Buffer.from(hkdfSync('sha256', secret, Buffer.alloc(0), `portal-gateway ${info}`, 32));
  const key = from(master);
  const secret = options.masterIsPublic ? from(PROCESS_SECRET) : key;
  return {
    outbox: key('outbox encryption'),
    recipients: key('outbox recipient index'),
    decoys: secret('recovery decoys'),
    names: secret('sign-in names'),
    limits: secret('rate limits'),
    sso: key('sso launches'),
  };
}

/** A keyed one-way digest (hex), for indexes that must not reveal what they index. */
export function keyedDigest(key: Buffer, text: string): string {
  return createHmac('sha256', key).update(text, 'utf8').digest('hex');
}

/**
 * A UUID (RFC 9562 version 8, "custom") derived from names: the same names always give the same id.
 * Without a key it is a stable name for public seeded data (terms versions); anyone can compute it, so
 * it never names a person's account (decision 022).
 */
export function derivedUuid(parts: readonly string[], key?: Buffer): string {
  const text = parts.join('\u0000');
  const bytes = key
    ? createHmac('sha256', key).update(text, 'utf8').digest()
    : createHash('sha256').update(text, 'utf8').digest();
  const b = Buffer.from(bytes.subarray(0, 16));
  b[6] = ((b[6] ?? 0) & 0x0f) | 0x80;
  b[8] = ((b[8] ?? 0) & 0x3f) | 0x80;
  const hex = b.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/**
 * A UUID of version 4's form derived with a key from names (a decoy's ids, decision 022): the same names
 * always give the same id, and without the key it cannot be told from a random one, as a real id is.
 */
export function keyedUuid(parts: readonly string[], key: Buffer): string {
  const b = Buffer.from(createHmac('sha256', key).update(parts.join('\u0000'), 'utf8').digest().subarray(0, 16));
  b[6] = ((b[6] ?? 0) & 0x0f) | 0x40;
  b[8] = ((b[8] ?? 0) & 0x3f) | 0x80;
  const hex = b.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether a path parameter can be a stored id at all (PostgreSQL refuses to compare a uuid with anything else). */
export function isUuid(value: string): boolean {
  return UUID.test(value);
}

const SEAL_IV_BYTES = 12;
const SEAL_FORMAT = 'v1';

/**
 * AES-256-GCM with a random IV: `v1.iv.body.tag` (base64). `boundTo` (the row's id) is the associated
 * data, so a sealed value moved to another row does not open. The outbox and the card vault seal with it.
 */
export function sealText(key: Buffer, boundTo: string, text: string): string {
  const iv = randomBytes(SEAL_IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(Buffer.from(boundTo, 'utf8'));
  const body = Buffer.concat([cipher.update(text, 'utf8'), cipher.final()]);
  return [SEAL_FORMAT, iv.toString('base64'), body.toString('base64'), cipher.getAuthTag().toString('base64')].join(
    '.',
  );
}

/** Opens what `sealText` sealed; a wrong key, a changed byte or another row's id throws; not a sealed value is null. */
export function openText(key: Buffer, boundTo: string, sealed: string): string | null {
  const [format, iv, body, tag] = sealed.split('.');
  if (format !== SEAL_FORMAT || !iv || !body || !tag) return null;
  const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64'));
  decipher.setAAD(Buffer.from(boundTo, 'utf8'));
  decipher.setAuthTag(Buffer.from(tag, 'base64'));
  return Buffer.concat([decipher.update(Buffer.from(body, 'base64')), decipher.final()]).toString('utf8');
}
