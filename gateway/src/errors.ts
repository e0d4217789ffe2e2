// Every error the gateway answers is in a §8 shape with a catalogue code (ARCHITECTURE §4).
import type { FastifyReply } from 'fastify';
import { type CatalogueCode, errorBody } from '@portal/domain/errors';

export function sendError(reply: FastifyReply, status: number, code: CatalogueCode, message: string): FastifyReply {
  return reply
    .code(status)
    .header('Cache-Control', 'no-store')
    .send(errorBody(code, status, message));
}

/**
 * A refusal a service raises and the application's error handler answers in the §8 shape; services
 * throw it so a route stays a few lines of "parse, call, answer".
 */
export class GatewayError extends Error {
  override readonly name = 'GatewayError';
  readonly status: number;
  /** A code the §8 catalogue names: a code renamed there breaks the build here. */
  readonly code: CatalogueCode;
  /** Headers the answer carries (Retry-After for a limit or a full queue). */
  readonly headers: Readonly<Record<string, string>>;

  constructor(status: number, code: CatalogueCode, message: string, headers: Readonly<Record<string, string>> = {}) {
    super(message);
    this.status = status;
    this.code = code;
    this.headers = headers;
  }
}

/** The codes of docs/decisions/013 and §8 that the sign-in routes answer with. */
export const CODES = {
  invalidCredentials: 'invalidCredentials',
  temporaryLock: '9618',
  permanentLock: 'ICM_1004',
  invalidCode: 'invalidCode',
  codeExpired: 'codeExpired',
  codeAttemptsExceeded: 'codeAttemptsExceeded',
  resendTooSoon: 'resendTooSoon',
  sendLimitReached: 'sendLimitReached',
  usernameTaken: 'usernameTaken',
  tooManyRequests: 'tooManyRequests',
  serviceBusy: 'serviceBusy',
  flowNotOffered: 'flowNotOffered',
  invalidToken: 'invalidToken',
  insufficientScope: 'insufficientScope',
  inputValidation: 'inputValidationError',
  notFound: '404',
  unknownApp: 'DPS_0001',
  technical: 'VMCP_001',
} as const satisfies Readonly<Record<string, CatalogueCode>>;

export const invalidInput = (message: string) => new GatewayError(400, CODES.inputValidation, message);
export const notFound = (message: string) => new GatewayError(404, CODES.notFound, message);
/**
 * A token of the wrong kind, or another user's: 401, never 403, which §8 shows as a lock;
 * the portal ends the flow whose token it was.
 */
export const insufficientScope = (message: string) => new GatewayError(401, CODES.insufficientScope, message);
export const invalidToken = () =>
  new GatewayError(401, CODES.invalidToken, 'The access token is missing, unknown, expired or revoked.');
