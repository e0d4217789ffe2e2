// Request ids: a proxy's or a caller's `x-request-id` is kept when it is a plain token, so one id
// follows a request through every hop's log; anything else (absent, too long, a newline or a quote
// that could forge a log line) gets a fresh UUID, unique across instances.
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

export const REQUEST_ID_HEADER = 'x-request-id';

/** Letters, digits and `-._:@/+=`, up to 128 characters: a UUID, a ULID, a trace id, an ELB id. */
const ACCEPTABLE = /^[A-Za-z0-9._:@/+=-]{1,128}$/;

/** The incoming id when it is acceptable, else null. */
function acceptedRequestId(header: string | string[] | undefined): string | null {
  const value = Array.isArray(header) ? header[0] : header;
  return value !== undefined && ACCEPTABLE.test(value) ? value : null;
}

/** Fastify's `genReqId`: the incoming id, or a new UUID. */
export const requestIdOf = (request: IncomingMessage): string =>
  acceptedRequestId(request.headers[REQUEST_ID_HEADER]) ?? randomUUID();
