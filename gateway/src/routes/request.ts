// Reading a request: bodies in the encoding §7 gives the call (form-urlencoded for OAuth2, JSON for the
// rest), checked with the portal's own schemas (@portal/domain/schemas: the forms' schemas where a form
// sends the body); a body that fails is 400 inputValidationError naming the field, or, when a §5
// password rule refuses it, that rule's invalidPassword* code (§8).
import type { FastifyReply, FastifyRequest } from 'fastify';
import type * as v from 'valibot';
import { invalidInput } from '../errors';
import { parseWith } from '../services/validation';

export const FORM = 'application/x-www-form-urlencoded';
export const JSON_TYPE = 'application/json';
/** What browsers post to a CSP report-uri. */
export const CSP_REPORT = 'application/csp-report';

/**
 * The body, sent as `encoding` and valid under `schema`. `prepare` reads a raw body the way the form
 * sends it before the schema does (an empty optional field is no field).
 */
export function readBody<S extends v.GenericSchema>(
  request: FastifyRequest,
  encoding: typeof FORM | typeof JSON_TYPE | typeof CSP_REPORT,
  schema: S,
  prepare: (body: unknown) => unknown = (body) => body,
): v.InferOutput<S> {
  const type = (request.headers['content-type'] ?? '').split(';')[0]?.trim().toLowerCase();
  if (type !== encoding) throw invalidInput(`The body must be ${encoding}.`);
  return parseWith(schema, prepare(request.body));
}

/** A JSON answer that no cache keeps (every answer of these routes is about one person). */
export function answer(reply: FastifyReply, body: unknown, status = 200): FastifyReply {
  return reply.code(status).header('Cache-Control', 'no-store').send(body);
}

/** An answer with no body (204). */
export function noContent(reply: FastifyReply): FastifyReply {
  return reply.code(204).header('Cache-Control', 'no-store').send();
}
