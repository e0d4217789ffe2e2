// The published contract (decision 042): every route declares its operation, and the OpenAPI 3.1
// document the gateway serves has exactly those routes, each with its request and answer schemas and
// the §8 refusals, all valid JSON Schema 2020-12; the reference page is served under its own policy.
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import Fastify from 'fastify';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestGateway, type TestGateway } from '../test-kit';
import { readBody } from './request';
import { type Breach, checkAnswers } from './answer-check';
import { PUBLIC, REFERENCE_PREFIX } from './access';
import { declared, jsonBody, type Operation, refusalsOf } from './operation';

interface Registered {
  method: string;
  url: string;
  prefixed: boolean;
  operation: Operation | undefined;
}

interface MediaObject {
  schema?: Record<string, unknown>;
}
interface DocumentOperation {
  summary?: string;
  tags?: string[];
  requestBody?: { content: Record<string, MediaObject> };
  responses: Record<string, { description: string; content?: Record<string, MediaObject> }>;
  parameters?: { in: string; name: string }[];
}
interface OpenApiDocument {
  openapi: string;
  paths: Record<string, Record<string, DocumentOperation>>;
}

let gw: TestGateway;
let registered: Registered[];
let document: OpenApiDocument;

const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH']);
const label = (method: string, url: string) => `${method} ${url.replace(/:(\w+)/g, '{$1}')}`;

beforeAll(async () => {
  gw = await startTestGateway();
  const seen: Registered[] = [];
  const app = await gw.buildOn(
    {},
    {
      onRoute: ({ method, url, operation }) => {
        for (const one of [method].flat())
          if (one !== 'HEAD' && !(one === 'OPTIONS' && url === '*'))
            seen.push({ method: one, url, prefixed: url.startsWith(REFERENCE_PREFIX), operation });
      },
    },
  );
  await app.close();
  registered = seen;
  document = (await gw.app.inject({ method: 'GET', url: `${REFERENCE_PREFIX}/json` })).json<OpenApiDocument>();
}, 60_000);

afterAll(async () => {
  await gw.close();
});

const contract = () => registered.filter((r) => !r.prefixed && r.operation?.access.kind !== 'sandbox');

const documented = () =>
  Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({ label: `${method.toUpperCase()} ${path}`, operation })),
  );

describe('the OpenAPI document', () => {
  it('is OpenAPI 3.1', () => {
    expect(document.openapi).toBe('3.1.0');
  });

  it('every route but the reference page declares its operation, with at least one answer', () => {
    const undeclared = registered.filter((r) => !r.prefixed && !r.operation).map((r) => label(r.method, r.url));
    expect(undeclared).toEqual([]);
    for (const route of contract())
      expect(Object.keys(route.operation?.answers ?? {}).length, label(route.method, route.url)).toBeGreaterThan(0);
    expect(contract().length).toBeGreaterThan(60);
  });

  it('lists exactly the declared routes, the sandbox helpers and the reference page left out', () => {
    const fromRoutes = contract()
      .map((r) => label(r.method, r.url))
      .sort();
    expect(
      documented()
        .map((d) => d.label)
        .sort(),
    ).toEqual(fromRoutes);
  });

  it('names a summary, a tag and every path parameter of each operation', () => {
    for (const { label: name, operation } of documented()) {
      expect(operation.summary, name).toBeTruthy();
      expect(operation.tags?.length, name).toBe(1);
      const params = [...name.matchAll(/\{(\w+)\}/g)].map((m) => m[1]);
      expect(
        (operation.parameters ?? []).filter((p) => p.in === 'path').map((p) => p.name),
        name,
      ).toEqual(params);
    }
  });

  it('gives every body a schema in its encoding, and every answer and refusal a schema or no body', () => {
    for (const route of contract()) {
      const name = label(route.method, route.url);
      const operation = document.paths[name.split(' ')[1] ?? '']?.[route.method.toLowerCase()];
      expect(operation, name).toBeDefined();
      if (route.operation?.body) {
        expect(BODY_METHODS.has(route.method), name).toBe(true);
        expect(operation?.requestBody?.content[route.operation.body.encoding]?.schema, name).toBeDefined();
      }
      for (const [status, answer] of Object.entries(operation?.responses ?? {})) {
        const declaredBody = route.operation?.answers[Number(status)];
        if (declaredBody === null) expect(answer.content, `${name} ${status}`).toBeUndefined();
        else expect(Object.values(answer.content ?? {})[0]?.schema, `${name} ${status}`).toBeDefined();
      }
    }
  });

  it('answers each refusal in the §8 shape with the codes the route declares', () => {
    for (const route of contract()) {
      const name = label(route.method, route.url);
      const operation = document.paths[name.split(' ')[1] ?? '']?.[route.method.toLowerCase()];
      const refusals = refusalsOf(route.operation as Operation);
      expect(Object.keys(refusals), name).toEqual(expect.arrayContaining(['400', '500']));
      for (const [status, codes] of Object.entries(refusals)) {
        const schema = operation?.responses[status]?.content?.['application/json']?.schema as
          | { properties: { responseStatus: { properties: { code: { enum: string[] }; status: { enum: number[] } } } } }
          | undefined;
        const inner = schema?.properties.responseStatus.properties;
        expect(inner?.status.enum, `${name} ${status}`).toEqual([Number(status)]);
        expect(inner?.code.enum, `${name} ${status}`).toEqual(codes);
      }
    }
  });

  it('holds only schemas that compile as JSON Schema 2020-12', () => {
    const ajv = addFormats(new Ajv2020({ strict: false, allErrors: true }));
    let compiled = 0;
    for (const { label: name, operation } of documented()) {
      const media = [
        ...Object.values(operation.requestBody?.content ?? {}),
        ...Object.values(operation.responses).flatMap((answer) => Object.values(answer.content ?? {})),
      ];
      for (const { schema } of media)
        if (schema) {
          expect(() => ajv.compile(schema), name).not.toThrow();
          compiled += 1;
        }
    }
    expect(compiled).toBeGreaterThan(200);
  });
});

describe('the reference page', () => {
  it('is served with a policy of its own: its scripts and styles from the gateway, no frame', async () => {
    const page = await gw.app.inject({ method: 'GET', url: REFERENCE_PREFIX });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    const policy = String(page.headers['content-security-policy']);
    expect(policy).toContain("script-src 'self'");
    expect(policy).toContain("frame-ancestors 'none'");
    expect(page.body).toContain('swagger-ui');
    const script = await gw.app.inject({ method: 'GET', url: `${REFERENCE_PREFIX}/static/swagger-ui-bundle.js` });
    expect(script.statusCode).toBe(200);
  });

  it('offers the document as YAML too', async () => {
    const yaml = await gw.app.inject({ method: 'GET', url: `${REFERENCE_PREFIX}/yaml` });
    expect(yaml.statusCode).toBe(200);
    expect(yaml.body).toContain('openapi: 3.1.0');
  });
});

describe('a body is read as declared', () => {
  it('a route that reads a body it does not declare fails as our mistake (500), never as the client’s', async () => {
    const app = Fastify();
    const Named = v.object({ name: v.string() });
    const declaredBody = jsonBody(Named);
    const otherBody = jsonBody(Named);
    app.post(
      '/reads-its-own',
      declared({ access: PUBLIC, tag: 'Test', summary: 'Reads its body', body: declaredBody, answers: { 200: Named } }),
      async (request) => readBody(request, declaredBody),
    );
    app.post(
      '/reads-another',
      declared({ access: PUBLIC, tag: 'Test', summary: 'Reads another', body: declaredBody, answers: { 200: Named } }),
      async (request) => readBody(request, otherBody),
    );
    const send = (url: string) =>
      app.inject({ method: 'POST', url, headers: { 'content-type': 'application/json' }, payload: '{"name":"x"}' });
    expect((await send('/reads-its-own')).json()).toEqual({ name: 'x' });
    const wrong = await send('/reads-another');
    expect(wrong.statusCode).toBe(500);
    expect(wrong.body).toContain('POST /reads-another reads a body it does not declare.');
    await app.close();
  });
});

describe('an answer outside the document', () => {
  it('is reported with its route, status and what is wrong, and a declared one is not', async () => {
    const breaches: Breach[] = [];
    const app = Fastify();
    // As the gateway does (platform/openapi.ts): the answer is sent as it is, and checked.
    app.setSerializerCompiler(() => (data) => JSON.stringify(data));
    checkAnswers(app, (breach) => breaches.push(breach));
    const Named = v.object({ name: v.string() });
    const operation = declared({
      access: PUBLIC,
      tag: 'Test',
      summary: 'Names',
      answers: { 200: Named },
      refusals: { 404: ['404'] },
    });
    app.get('/named', operation, async (_request, reply) => reply.send({ name: 'x' }));
    app.get('/unnamed', operation, async (_request, reply) => reply.send({ nom: 'x' }));
    app.get('/teapot', operation, async (_request, reply) => reply.code(418).send({}));
    app.get('/other-code', operation, async (_request, reply) =>
      reply.code(404).send({ responseStatus: { code: 'DPS_0001', status: 404, message: 'no' } }),
    );
    for (const url of ['/named', '/unnamed', '/teapot', '/other-code']) await app.inject({ method: 'GET', url });
    expect(breaches.map(({ url, status }) => `${url} ${status}`)).toEqual([
      '/unnamed 200',
      '/teapot 418',
      '/other-code 404',
    ]);
    expect(breaches[0]?.problem).toMatch(/^the 200 body breaks its schema \(name: /);
    expect(breaches[1]?.problem).toBe('418 is not declared');
    expect(breaches[2]?.problem).toMatch(/^the 404 refusal "DPS_0001" is not declared/);
    await app.close();
  });
});
