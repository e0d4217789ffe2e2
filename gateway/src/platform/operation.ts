// A route's declaration, once, in its options (decision 042): who may call it (platform/access.ts), the
// query and body it reads and every answer it gives, each as a shared valibot schema of @portal/domain,
// and the §8 codes it refuses with. The same declaration is the route's part of the OpenAPI document
// (platform/openapi.ts): the schemas are converted to JSON Schema, while valibot stays the one judge of
// a request (readBody), so the §8 messages an issuer's portal shows are the forms' own.
import type { FastifySchema } from 'fastify';
import { toJsonSchema } from '@valibot/to-json-schema';
import * as v from 'valibot';
import type { CatalogueCode } from '@portal/domain/errors';
import type { Access } from './access';

export const FORM = 'application/x-www-form-urlencoded';
export const JSON_TYPE = 'application/json';
/** What browsers post to a CSP report-uri. */
export const CSP_REPORT = 'application/csp-report';

export type Encoding = typeof FORM | typeof JSON_TYPE | typeof CSP_REPORT;

/**
 * A body in `encoding`, valid under `schema`. `prepare` reads a raw body the way the form sends it before
 * the schema does (an empty optional field is no field).
 */
export interface BodyDeclaration<S extends v.GenericSchema = v.GenericSchema> {
  readonly encoding: Encoding;
  readonly schema: S;
  readonly prepare?: (body: unknown) => unknown;
  /** What is sent, when `prepare` reads another shape than `schema` judges (a browser's CSP report). */
  readonly wire?: v.GenericSchema;
}

export const bodyIn = <S extends v.GenericSchema>(
  encoding: Encoding,
  schema: S,
  prepare?: (body: unknown) => unknown,
  wire?: v.GenericSchema,
): BodyDeclaration<S> => ({ encoding, schema, ...(prepare ? { prepare } : {}), ...(wire ? { wire } : {}) });
export const jsonBody = <S extends v.GenericSchema>(schema: S): BodyDeclaration<S> => bodyIn(JSON_TYPE, schema);
/** §7: the OAuth2 calls are form-urlencoded. */
export const formBody = <S extends v.GenericSchema>(
  schema: S,
  prepare?: (body: unknown) => unknown,
): BodyDeclaration<S> => bodyIn(FORM, schema, prepare);

/** An answer's body: its schema, or null for an answer with none (204 No Content, a redirect). */
type AnswerBody = v.GenericSchema | null;

export interface Operation {
  readonly access: Access;
  /** What the call does, in a line of the reference page. */
  readonly summary: string;
  /** The reference page's group (the §7 heading the call is under). */
  readonly tag: string;
  /** The query the route reads, when it reads one beyond its access's key. */
  readonly query?: v.ObjectSchema<v.ObjectEntries, v.ErrorMessage<v.ObjectIssue> | undefined>;
  readonly body?: BodyDeclaration;
  /** Each success status and its body. */
  readonly answers: Readonly<Record<number, AnswerBody>>;
  /** The §8 codes the route refuses with, by status, beyond those refusalsOf adds (every route's, its access's). */
  readonly refusals?: Readonly<Record<number, readonly CatalogueCode[]>>;
  /** The media types a success answer may be sent as, when not JSON alone (the alerts v1 type, an SVG logo). */
  readonly answerTypes?: readonly string[];
  /** Headers an answer carries that the portal reads (the card control's documentId, a renewed access_token). */
  readonly answerHeaders?: Readonly<Record<string, string>>;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    operation?: Operation;
  }
}

/** The JSON Schema of what goes on the wire for `schema`: its input, before any transformation. */
function wireSchema(schema: v.GenericSchema): Record<string, unknown> {
  const { $schema: _dialect, ...json } = toJsonSchema(schema, {
    target: 'draft-2020-12',
    typeMode: 'input',
    // A check JSON Schema cannot say (a Luhn digit, a date in range) is left to the prose and to the
    // gateway's own refusal; the document never claims more than the schema enforces.
    errorMode: 'ignore',
  });
  return json;
}

/**
 * Refusals any route may answer: an unreadable address, another host, a failure of ours, and a body
 * (sent to any route, one that reads none too) that Fastify's parsers refuse before the route runs:
 * unreadable, too large, or of a type the gateway reads none of.
 */
const EVERY_ROUTE: Readonly<Record<number, readonly CatalogueCode[]>> = {
  400: ['inputValidationError'],
  413: ['inputValidationError'],
  415: ['inputValidationError'],
  421: ['inputValidationError'],
  500: ['VMCP_001'],
};

/** The refusals the access's hook answers with before the handler runs. */
function accessRefusals(access: Access): Record<number, CatalogueCode[]> {
  switch (access.kind) {
    case 'public':
      return {};
    case 'sandbox':
      return { 404: ['404'] };
    case 'merchant':
      return { 401: ['invalidToken'] };
    case 'shopper':
      return { 401: ['invalidToken'], 404: ['DPS_0001'] };
    case 'token': {
      const refused = access.owner?.refuse?.();
      return {
        401: ['invalidToken', 'insufficientScope'],
        ...(refused ? { [refused.status]: [refused.code] } : {}),
      };
    }
    case 'choice':
      return mergeRefusals(...access.options.map(accessRefusals));
  }
}

/** Refusal sets joined: the codes of a status that several sets name are all kept. */
export function mergeRefusals(
  ...all: readonly Readonly<Record<number, readonly CatalogueCode[]>>[]
): Record<number, CatalogueCode[]> {
  const merged: Record<number, CatalogueCode[]> = {};
  for (const one of all)
    for (const [status, codes] of Object.entries(one)) {
      const into = (merged[Number(status)] ??= []);
      for (const code of codes) if (!into.includes(code)) into.push(code);
    }
  return merged;
}

/** Every §8 code the operation may answer, by status. */
export function refusalsOf(operation: Operation): Readonly<Record<number, readonly CatalogueCode[]>> {
  return mergeRefusals(EVERY_ROUTE, accessRefusals(operation.access), operation.refusals ?? {});
}

/** The §8 body of a refusal with `status` and one of `codes` (errorBody of @portal/domain/errors). */
export function refusalSchema(status: number, codes: readonly CatalogueCode[]) {
  return v.object({
    responseStatus: v.object({
      code: v.picklist(codes as [CatalogueCode, ...CatalogueCode[]]),
      status: v.literal(status),
      message: v.string(),
    }),
  });
}

const STATUS_TEXT: Readonly<Record<number, string>> = {
  200: 'OK',
  201: 'Created',
  204: 'No Content',
  302: 'Found: the browser goes to the Location',
  400: 'The request is not valid',
  401: 'No valid credential for this call',
  403: 'Refused',
  404: 'Not found',
  409: 'Conflict or lock',
  410: 'Gone',
  413: 'The body is too large',
  415: 'The body is in a type the gateway does not read',
  421: 'This gateway does not answer for that host',
  422: 'Refused by a rule',
  423: 'Locked',
  429: 'Too many requests: wait for Retry-After',
  500: 'A failure of the service',
  503: 'Busy: wait for Retry-After',
};

const describe = (status: number): string => STATUS_TEXT[status] ?? `HTTP ${status}`;

/** The security schemes of the document, by the access kind that checks them. */
const SECURITY: Readonly<Record<Access['kind'], readonly Record<string, []>[]>> = {
  public: [],
  sandbox: [],
  token: [{ accessToken: [] }],
  shopper: [{ shopperSession: [] }],
  merchant: [{ merchantSecret: [] }],
  choice: [],
};

function securityOf(access: Access): Record<string, []>[] {
  if (access.kind !== 'choice') return [...SECURITY[access.kind]];
  // A choice with a public way needs no credential: OpenAPI's empty requirement says so.
  return access.options.flatMap((option) => (option.kind === 'public' ? [{}] : securityOf(option)));
}

/** The Fastify schema of an operation: what @fastify/swagger writes into the document. */
function fastifySchemaOf(operation: Operation): FastifySchema {
  const response: Record<string, unknown> = {};
  const headers = operation.answerHeaders
    ? {
        headers: Object.fromEntries(
          Object.entries(operation.answerHeaders).map(([name, description]) => [name, { type: 'string', description }]),
        ),
      }
    : {};
  const content = (types: readonly string[], schema: v.GenericSchema) => {
    const json = wireSchema(schema);
    return { content: Object.fromEntries(types.map((type) => [type, { schema: json }])) };
  };
  for (const [status, body] of Object.entries(operation.answers)) {
    response[status] = {
      description: describe(Number(status)),
      ...headers,
      ...(body ? content(operation.answerTypes ?? [JSON_TYPE], body) : { type: 'null' }),
    };
  }
  for (const [status, codes] of Object.entries(refusalsOf(operation))) {
    if (status in response) throw new Error(`${operation.summary}: ${status} is both an answer and a refusal`);
    response[status] = {
      description: describe(Number(status)),
      ...content([JSON_TYPE], refusalSchema(Number(status), codes)),
    };
  }
  const security = securityOf(operation.access);
  return {
    summary: operation.summary,
    tags: [operation.tag],
    ...(operation.query ? { querystring: wireSchema(operation.query) } : {}),
    ...(operation.body
      ? {
          body: {
            content: {
              [operation.body.encoding]: { schema: wireSchema(operation.body.wire ?? operation.body.schema) },
            },
          },
        }
      : {}),
    response,
    ...(security.length > 0 ? { security } : {}),
    // The sandbox's helpers are no part of the contract an issuer implements (decision 041).
    ...(operation.access.kind === 'sandbox' ? { hide: true } : {}),
  };
}

/** A route's options: its declaration, enforced by platform/access.ts and published by platform/openapi.ts. */
export function declared(operation: Operation): {
  readonly config: { readonly access: Access; readonly operation: Operation };
  readonly schema: FastifySchema;
} {
  return { config: { access: operation.access, operation }, schema: fastifySchemaOf(operation) };
}

/** Refusals as the document lists them, from a list of status and code pairs. */
export function byStatus(
  refusals: readonly { readonly status: number; readonly code: CatalogueCode }[],
): Record<number, CatalogueCode[]> {
  return mergeRefusals(...refusals.map(({ status, code }) => ({ [status]: [code] })));
}

/** A route whose limit counts this call: 429 tooManyRequests with Retry-After (decision 023). */
export const LIMITED: Readonly<Record<number, readonly CatalogueCode[]>> = { 429: ['tooManyRequests'] };
