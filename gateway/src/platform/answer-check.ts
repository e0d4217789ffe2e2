// Holding the gateway to its own document: every answer a route gives, checked against the route's
// declaration (platform/operation.ts) as it is sent. The tests turn it on (test-kit.ts), so each of the
// gateway's suites also proves that the document tells the truth about the answers it exercises.
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { refusalSchema, refusalsOf, type Operation } from './operation';

/** The log line of a breach (GATEWAY_CHECK_ANSWERS): `npm run fuzz` counts them. */
export const BREACH_MESSAGE = 'answer outside the document';

export interface Breach {
  readonly method: string;
  readonly url: string;
  readonly status: number;
  readonly problem: string;
}

function bodyOf(payload: unknown): unknown {
  if (payload === null || payload === undefined || payload === '') return undefined;
  const text = typeof payload === 'string' ? payload : Buffer.isBuffer(payload) ? payload.toString('utf8') : null;
  if (text === null) return payload;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

const firstIssue = (issues: readonly v.BaseIssue<unknown>[]): string => {
  const issue = issues[0];
  return issue ? `${v.getDotPath(issue) ?? '(body)'}: ${issue.message}` : 'invalid';
};

/** What is wrong with answering `status` and `payload` for `operation`, or null. */
function breachOf(operation: Operation, status: number, payload: unknown): string | null {
  const body = bodyOf(payload);
  if (status in operation.answers) {
    const schema = operation.answers[status];
    if (schema === null || schema === undefined)
      return body === undefined ? null : `${status} declares no body but one was sent`;
    const parsed = v.safeParse(schema, body);
    return parsed.success ? null : `the ${status} body breaks its schema (${firstIssue(parsed.issues)})`;
  }
  const codes = refusalsOf(operation)[status];
  if (!codes) return `${status} is not declared`;
  const parsed = v.safeParse(refusalSchema(status, codes), body);
  if (parsed.success) return null;
  const code = (body as { responseStatus?: { code?: unknown } } | undefined)?.responseStatus?.code;
  return `the ${status} refusal ${JSON.stringify(code)} is not declared (${firstIssue(parsed.issues)})`;
}

/** Calls `onBreach` for every answer a declared route gives that its declaration does not allow. */
export function checkAnswers(app: FastifyInstance, onBreach: (breach: Breach) => void): void {
  app.addHook('onSend', async (request, reply, payload) => {
    const operation = request.routeOptions.config.operation;
    if (!operation || request.method === 'HEAD') return payload;
    const problem = breachOf(operation, reply.statusCode, payload);
    if (problem)
      onBreach({
        method: request.method,
        url: request.routeOptions.url ?? request.url,
        status: reply.statusCode,
        problem,
      });
    return payload;
  });
}
