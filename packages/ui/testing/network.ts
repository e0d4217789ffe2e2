// The gateway at the HTTP seam, for component tests: Mock Service Worker answers the requests the page's
// real API client makes (its paths, headers, bodies and the shared schemas' parsing all run), and
// records them, so a test checks the calls a screen makes rather than the names of the functions it
// imports. A stub's body is typed and parsed with the shared response schema it names, so a renamed
// field breaks the test where the fixture is written, not only where the client refuses the answer.
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import * as v from 'valibot';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { configureApi, createMemorySession } from '@portal/client/api';

// For a test's own answers (`handle`): built with MSW's, which every package's tests reach through here.
export { HttpResponse };
/** A shared response schema, and the body it parses, for helpers built on `answer` in packages without valibot. */
export type { GenericSchema as ResponseSchema, InferInput as ResponseBody } from 'valibot';

/**
 * The gateway's base URL in component tests: on the page's own origin, as a same-origin deployment
 * has it, so jsdom sends no CORS preflight for the stubs to answer.
 */
export const TEST_GATEWAY = new URL(
  '/test-gateway/',
  typeof location === 'undefined' ? 'http://localhost/' : location.origin,
).href;

export type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';

/** A request the gateway received: its method, URL, headers and JSON body (null without one). */
export interface ReceivedRequest {
  method: string;
  url: URL;
  headers: Headers;
  body: unknown;
}

export interface ReplyInit {
  status?: number;
  headers?: Record<string, string>;
}

export interface TestGateway {
  /**
   * Answers `method path` (relative to the gateway, `:name` for a segment, `*` for the rest) with
   * `body`, parsed with `schema` first; returns the requests it answers, in order.
   */
  reply<S extends v.GenericSchema>(
    method: Method,
    path: string,
    schema: S,
    body: v.InferInput<S>,
    init?: ReplyInit,
  ): ReceivedRequest[];
  /** Answers with no body (204 unless said): the calls whose success carries nothing. */
  replyEmpty(method: Method, path: string, init?: ReplyInit): ReceivedRequest[];
  /** Answers with §8's error body: `{ responseStatus: { code, status, message } }` at `status`. */
  fail(method: Method, path: string, code: string, status: number, message?: string): ReceivedRequest[];
  /** Answers with what `respond` returns for each request (a sequence, a body that depends on the request). */
  handle(
    method: Method,
    path: string,
    respond: (request: ReceivedRequest) => Response | Promise<Response>,
  ): ReceivedRequest[];
  /** Answers with no response at all (a network failure). */
  unreachable(method: Method, path: string): ReceivedRequest[];
  /** Every request the gateway received in this test. */
  readonly requests: ReceivedRequest[];
}

/** Every request of this test, in order. */
const log: ReceivedRequest[] = [];
/** The requests of this test that no stub answered: the test fails, naming them. */
const unanswered: string[] = [];
// Last of the handlers (a test's own come first): a request no stub answers is recorded with the rest,
// fails as a network failure would, and fails the test once it ends.
const server = setupServer(
  http.all('*', async ({ request }) => {
    const entry = await receive(request);
    unanswered.push(`${entry.method} ${entry.url.pathname}${entry.url.search}`);
    return HttpResponse.error();
  }),
);

async function receive(request: Request): Promise<ReceivedRequest> {
  const text = await request.clone().text();
  let body: unknown = null;
  if (text !== '') {
    try {
      body = JSON.parse(text);
    } catch {
      body = text;
    }
  }
  const entry = { method: request.method, url: new URL(request.url), headers: request.headers, body };
  log.push(entry);
  return entry;
}

const url = (path: string) => `${TEST_GATEWAY}${path.replace(/^\//, '')}`;

function on(
  method: Method,
  path: string,
  respond: (request: ReceivedRequest) => Response | Promise<Response>,
): ReceivedRequest[] {
  const mine: ReceivedRequest[] = [];
  server.use(
    http[method](url(path), async ({ request }) => {
      const entry = await receive(request);
      mine.push(entry);
      return respond(entry);
    }),
  );
  return mine;
}

/** An error body as the gateway answers it (§8). */
export const errorBody = (code: string, status: number, message = '') => ({
  responseStatus: { code, status, message },
});

/**
 * A JSON answer for `handle`, parsed with the shared response schema first (as `reply` does), for an
 * answer that depends on the request or its turn: a fixture the schema refuses fails where it is written.
 */
export function answer<S extends v.GenericSchema>(schema: S, body: v.InferInput<S>, init: ReplyInit = {}): Response {
  const parsed = v.safeParse(schema, body);
  if (!parsed.success) throw new Error(`The stub's answer is not a valid one: ${v.summarize(parsed.issues)}`);
  return HttpResponse.json(body as never, { status: init.status ?? 200, headers: init.headers ?? {} });
}

export const testGateway: TestGateway = {
  reply(method, path, schema, body, init = {}) {
    // A fixture the shared schema refuses fails here, naming the field, before any screen reads it.
    try {
      answer(schema, body, init);
    } catch (error) {
      throw new Error(`The stub of ${method.toUpperCase()} ${path}: ${(error as Error).message}`);
    }
    return on(method, path, () => answer(schema, body, init));
  },
  replyEmpty(method, path, init = {}) {
    return on(method, path, () => new HttpResponse(null, { status: init.status ?? 204, headers: init.headers ?? {} }));
  },
  fail(method, path, code, status, message = '') {
    return on(method, path, () => HttpResponse.json(errorBody(code, status, message), { status }));
  },
  handle: on,
  unreachable(method, path) {
    return on(method, path, () => HttpResponse.error());
  },
  get requests() {
    return log;
  },
};

/**
 * Starts the test gateway for the file's tests: the page's API client on TEST_GATEWAY with a fresh
 * token (no renewal, unless a test renews itself), a request no stub answers a failure of the test that
 * made it, and the stubs and records of one test gone before the next.
 */
export function startTestGateway(): TestGateway {
  beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
  afterEach(() => {
    server.resetHandlers();
    log.length = 0;
    configureTestClient();
    const missed = unanswered.splice(0);
    if (missed.length > 0) throw new Error(`The test gateway has no stub for ${missed.join(', ')}`);
  });
  afterAll(() => server.close());
  configureTestClient();
  return testGateway;
}

/** The page's API client on the test gateway, with a session that has every id and a fresh token. */
export function configureTestClient(): void {
  configureApi({
    baseURL: TEST_GATEWAY,
    renewal: false,
    session: createMemorySession({
      sessionId: 'test-session',
      deviceId: 'test-device',
      token: { accessToken: 'test-token', timestamp: Date.now() },
    }),
  });
}

/** One answer of a stub, for `inTurn` (json, refusal, never, or any of the test's own). */
export type Answer = () => Response | Promise<Response>;

/** A JSON body, parsed with its shared response schema first (answer). */
export const json =
  <S extends v.GenericSchema>(schema: S, body: v.InferInput<S>): Answer =>
  () =>
    answer(schema, body);

/** §8's error body at `status`. */
export const refusal =
  (code: string, status: number, message = ''): Answer =>
  () =>
    HttpResponse.json(errorBody(code, status, message), { status });

/** An answer that never comes (the screen stays busy). */
export const never: Answer = () => new Promise<Response>(() => undefined);

/** Answers `method path` with `answers` in turn, one a request, the last one again after them. */
export function inTurn(method: Method, path: string, ...answers: Answer[]): ReceivedRequest[] {
  let turn = 0;
  return testGateway.handle(method, path, () => (answers[Math.min(turn++, answers.length - 1)] as Answer)());
}

/** The requests the gateway received with `method` (upper case) on `path` (no parameters). */
export const received = (method: string, path: string): ReceivedRequest[] =>
  testGateway.requests.filter((r) => r.method === method && r.url.pathname === new URL(path, TEST_GATEWAY).pathname);
