// Errors: the normaliser of spec §8 (every body shape to one ApiError) and the body the gateway
// answers with. §3 Error object: errorCode, errorStatus, errorMessage, original response.

/** §8: no response body gives VMCP_001. */
export const NO_BODY_CODE = 'VMCP_001';

/**
 * What marks an ApiError. The rules are bundled into every app (decision 026), so an error made by the
 * shell's copy of this class is not an `instanceof` of a remote's copy: the mark, registered for the
 * whole page, is the same in every copy.
 */
const API_ERROR = Symbol.for('@portal/domain/ApiError');

export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly [API_ERROR] = true;
  /** §3 errorCode: the catalogue code (PROFILE_3004, VMCP_001) or the HTTP status as text. */
  readonly code: string;
  /** §3 errorStatus: the HTTP status, when there was a response. */
  readonly status: number | null;
  /** §3 original response body. */
  readonly original: unknown;

  constructor(code: string, status: number | null, message: string, original: unknown) {
    super(message);
    this.code = code;
    this.status = status;
    this.original = original;
  }
}

export function isApiError(value: unknown): value is ApiError {
  return typeof value === 'object' && value !== null && (value as { [API_ERROR]?: unknown })[API_ERROR] === true;
}

type Json = Record<string, unknown>;
const isObject = (x: unknown): x is Json => typeof x === 'object' && x !== null && !Array.isArray(x);

/** §8: the wrappers an error body may come in, in the order they are tried, else the body itself. */
export const ERROR_BODY_WRAPPERS = [
  'ResponseStatus',
  'responseStatus',
  'errorResponse',
  'error',
  'verificationStatus',
] as const;
/** §8: the code is taken from reason, code or error. */
export const ERROR_CODE_FIELDS = ['reason', 'code', 'error'] as const;
/** §8: the status from httpStatus, statusCode or status. */
export const ERROR_STATUS_FIELDS = ['httpStatus', 'statusCode', 'status'] as const;
const ERROR_MESSAGE_FIELDS = ['message', 'errorMessage', 'description'] as const;

function firstText(o: Json, fields: readonly string[]): string | null {
  for (const f of fields) {
    const x = o[f];
    if (typeof x === 'string' && x.trim() !== '') return x.trim();
    if (typeof x === 'number' && Number.isFinite(x)) return String(x);
  }
  return null;
}

function firstStatus(o: Json, fields: readonly string[]): number | null {
  for (const f of fields) {
    const x = o[f];
    const n = typeof x === 'number' ? x : typeof x === 'string' && /^\d{3}$/.test(x.trim()) ? Number(x) : NaN;
    if (Number.isInteger(n) && n >= 100 && n <= 599) return n;
  }
  return null;
}

/** The part of a body that carries the error (§8 body shapes). */
function errorPart(body: unknown): Json | null {
  if (!isObject(body)) return null;
  for (const w of ERROR_BODY_WRAPPERS) {
    const inner = body[w];
    if (isObject(inner)) return inner;
  }
  return body;
}

/**
 * Any response (or none) to one ApiError. `httpStatus` is the transport status when there was a
 * response; `body` any parsed JSON value or text.
 */
export function normaliseError(body: unknown, httpStatus: number | null = null): ApiError {
  const parsed = typeof body === 'string' ? tryJson(body) : body;
  const part = errorPart(parsed);
  const code = part ? firstText(part, ERROR_CODE_FIELDS) : null;
  const status = (part ? firstStatus(part, ERROR_STATUS_FIELDS) : null) ?? httpStatus;
  const message = (part ? firstText(part, ERROR_MESSAGE_FIELDS) : null) ?? '';
  const hasBody = parsed !== undefined && parsed !== null && parsed !== '';
  const finalCode = code ?? (hasBody && status !== null ? String(status) : NO_BODY_CODE);
  return new ApiError(finalCode, status, message || finalCode, body);
}

function tryJson(text: string): unknown {
  if (text.trim() === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/** The one body shape the gateway answers errors with (a shape §8 parses). */
export function errorBody(
  code: string,
  status: number,
  message: string,
): { responseStatus: { code: string; status: number; message: string } } {
  return { responseStatus: { code, status, message } };
}
