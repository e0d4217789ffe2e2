// The gateway's contract, published (decision 042): an OpenAPI 3.1 document written by @fastify/swagger
// from every route's declaration (platform/operation.ts), and a reference page (@fastify/swagger-ui), under
// /openapi. An issuer who brings its own backend implements the document; the contract test
// (contract.test.ts) runs every call of the portal's client against it.
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { REFERENCE_PREFIX } from './access';

const DOCUMENT_INFO = {
  title: 'Cardholder portal gateway',
  description:
    'The calls the cardholder portal and the embedded wallet make (portal specification §7), with the §8 error ' +
    'shape and codes. Every error answers `{ "responseStatus": { "code", "status", "message" } }`; a 429 or 503 ' +
    'carries Retry-After. Bodies are JSON except the OAuth2 calls (form-urlencoded).',
  version: '1',
} as const;

/** The page's own policy: its scripts and styles from here, the document fetched from here. */
const REFERENCE_CSP =
  "default-src 'none'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; connect-src 'self'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";

/**
 * Turns Fastify's own validation and serialisation off (valibot judges, in readBody) and records every
 * route's declaration into the document. Call before any route is registered.
 */
export async function publishContract(app: FastifyInstance): Promise<void> {
  app.setValidatorCompiler(() => () => true);
  app.setSerializerCompiler(() => (data) => JSON.stringify(data));
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: DOCUMENT_INFO,
      components: {
        securitySchemes: {
          accessToken: {
            type: 'http',
            scheme: 'bearer',
            description: 'An access token of the oauth2 calls; the route says which scopes (partial, reset, full).',
          },
          shopperSession: {
            type: 'http',
            scheme: 'bearer',
            description:
              "A wallet shopper session a merchant's server opened, with the merchant's public key in the query.",
          },
          merchantSecret: {
            type: 'http',
            scheme: 'bearer',
            description: "A merchant's secret key, from its server only.",
          },
        },
      },
    },
    // Only declared routes are the contract: the CORS preflight and the reference page are not.
    transform: ({ schema, url, route }) => ({
      schema: route.config?.operation ? schema : { ...schema, hide: true },
      url,
    }),
  });
}

/** The reference page and the document (`/openapi`, `/openapi/json`, `/openapi/yaml`). Call after the routes. */
export async function serveReference(app: FastifyInstance): Promise<void> {
  await app.register(swaggerUi, {
    routePrefix: REFERENCE_PREFIX,
    staticCSP: REFERENCE_CSP,
    uiConfig: { docExpansion: 'list', deepLinking: true },
  });
}
