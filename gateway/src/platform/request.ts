// Reading a request: bodies in the encoding §7 gives the call (form-urlencoded for OAuth2, JSON for the
// rest), checked with the portal's own schemas (@portal/domain/schemas: the forms' schemas where a form
// sends the body); a body that fails is 400 inputValidationError naming the field, or, when a §5
// password rule refuses it, that rule's invalidPassword* code (§8).
import type { FastifyReply, FastifyRequest } from 'fastify';
import type * as v from 'valibot';
import { invalidInput } from '../errors';
import type { BodyDeclaration } from './operation';
import { parseWith } from './validation';

/**
 * The body the route declared (declared({ body })), sent in its encoding and valid under its schema.
 * Reading a body another route declared is a mistake of ours, never the client's: the document would
 * promise one body and the route judge another.
 */
export function readBody<S extends v.GenericSchema>(
  request: FastifyRequest,
  body: BodyDeclaration<S>,
): v.InferOutput<S> {
  if (request.routeOptions.config.operation?.body !== body)
    throw new Error(`${request.method} ${request.routeOptions.url} reads a body it does not declare.`);
  const type = (request.headers['content-type'] ?? '').split(';')[0]?.trim().toLowerCase();
  if (type !== body.encoding) throw invalidInput(`The body must be ${body.encoding}.`);
  return parseWith(body.schema, body.prepare ? body.prepare(request.body) : request.body);
}

/** A JSON answer that no cache keeps (every answer of these routes is about one person). */
export function answer(reply: FastifyReply, body: unknown, status = 200): FastifyReply {
  return reply.code(status).header('Cache-Control', 'no-store').send(body);
}

/** An answer with no body (204). */
export function noContent(reply: FastifyReply): FastifyReply {
  return reply.code(204).header('Cache-Control', 'no-store').send();
}
