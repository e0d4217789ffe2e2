// Reading a request: bodies in the encoding §7 gives the call (form-urlencoded for OAuth2, JSON for the
// rest), checked with the shared schemas; a body that fails is 400 inputValidationError naming the field.
import type { FastifyReply, FastifyRequest } from 'fastify';
import * as v from 'valibot';
import { invalidInput } from '../errors';

export const FORM = 'application/x-www-form-urlencoded';
export const JSON_TYPE = 'application/json';

/** The first issue of a failed parse as `field: message` (the message is the shared rule's key). */
export function describeIssue(issues: readonly v.BaseIssue<unknown>[]): string {
  const issue = issues[0];
  if (!issue) return 'invalid input';
  const field = v.getDotPath(issue);
  return field ? `${field}: ${issue.message}` : issue.message;
}

/** Parses a value with a shared schema, or throws 400 inputValidationError. */
export function parseWith<S extends v.GenericSchema>(schema: S, input: unknown): v.InferOutput<S> {
  const result = v.safeParse(schema, input);
  if (!result.success) throw invalidInput(describeIssue(result.issues));
  return result.output;
}

/** The body, sent as `encoding` and of the shape `schema` gives. */
export function readBody<S extends v.GenericSchema>(request: FastifyRequest, encoding: typeof FORM | typeof JSON_TYPE, schema: S): v.InferOutput<S> {
  const type = (request.headers['content-type'] ?? '').split(';')[0]?.trim().toLowerCase();
  if (type !== encoding) throw invalidInput(`The body must be ${encoding}.`);
  return parseWith(schema, request.body);
}

/** A JSON answer that no cache keeps (every answer of these routes is about one person). */
export function answer(reply: FastifyReply, body: unknown, status = 200): FastifyReply {
  return reply.code(status).header('Cache-Control', 'no-store').send(body);
}

/** An answer with no body (204). */
export function noContent(reply: FastifyReply): FastifyReply {
  return reply.code(204).header('Cache-Control', 'no-store').send();
}
