// Deny by default (decision 041): every route declares who may call it, once, in its options
// (`declared({ access, … })` of platform/operation.ts), and one preHandler enforces the declaration before the handler runs. A route
// registered without one stops the gateway at start (the onRoute hook throws), so a forgotten check
// cannot ship. Handlers read the caller the hook established (tokenOf, shopperOf, merchantOf) and never
// check a credential themselves.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import * as v from 'valibot';
import type { GatewayContext } from '../context';
import { insufficientScope, invalidInput, notFound, type GatewayError } from '../errors';
import { authenticateShopper, merchantBySecret, type ShopperContext } from '../wallet/shoppers';
import { type Merchant } from '../wallet/shoppers-store';
import { authenticate, type TokenContext } from '../sign-in/tokens';
import { TOKEN_KINDS, type TokenKind } from '../sign-in/tokens-store';

/** The path parameter that names the token's user, and how a request naming someone else is refused. */
export interface OwnerRule {
  readonly param: string;
  /** 404 where a guess must learn nothing (cards, addresses); 401 insufficientScope by default. */
  readonly refuse?: () => GatewayError;
}

export type Access =
  /** No credential: the ways in (sign-in, enrolment, recovery, activation) and the public reads. */
  | { readonly kind: 'public' }
  /** A live access token of one of `scopes` (013 Tokens), for the user `owner` names when it does. */
  | { readonly kind: 'token'; readonly scopes: readonly TokenKind[]; readonly owner?: OwnerRule }
  /** The embedded wallet: the merchant's public key in the `key` query and a shopper session (decision 032). */
  | { readonly kind: 'shopper'; readonly key: 'apiKey' | 'apikey' }
  /** A merchant's server, with its secret key as a Bearer token (decision 032). */
  | { readonly kind: 'merchant' }
  /** The sandbox profile's own helpers: registered there only, and refused anywhere else. */
  | { readonly kind: 'sandbox' }
  /** One of `options`, the request decides which (a query that names the wallet, a feature asked for). */
  | {
      readonly kind: 'choice';
      readonly options: readonly Access[];
      readonly choose: (request: FastifyRequest) => Access;
    };

export const PUBLIC: Access = { kind: 'public' };
/** Where the gateway publishes its OpenAPI document and reference page (platform/openapi.ts). */
export const REFERENCE_PREFIX = '/openapi';
export const SANDBOX: Access = { kind: 'sandbox' };
export const MERCHANT: Access = { kind: 'merchant' };
export const shopperSession = (key: 'apiKey' | 'apikey'): Access => ({ kind: 'shopper', key });
export const token = (scopes: readonly TokenKind[], owner?: OwnerRule): Access => ({
  kind: 'token',
  scopes,
  ...(owner ? { owner } : {}),
});
/** Any token (partial, reset or full), for the user `owner` names. */
export const anyToken = (owner?: OwnerRule): Access => token(TOKEN_KINDS, owner);
export const choice = (options: readonly Access[], choose: (request: FastifyRequest) => Access): Access => ({
  kind: 'choice',
  options,
  choose,
});

/** Who is calling, as the hook established it. */
type Caller =
  | { readonly kind: 'public' }
  | { readonly kind: 'token'; readonly token: TokenContext }
  | { readonly kind: 'shopper'; readonly shopper: ShopperContext }
  | { readonly kind: 'merchant'; readonly merchant: Merchant };

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
  }
  interface FastifyRequest {
    caller: Caller | null;
  }
}

const publicKeyField = (name: string) =>
  v.pipe(v.string(`${name} is missing`), v.minLength(1, `${name} is missing`), v.maxLength(200, `${name} is too long`));

/** The query naming a public key (`apiKey` for §7's oidc, SSO and card art calls, `apikey` for the wallet's). */
export const publicKeyQuery = <const Name extends 'apiKey' | 'apikey'>(name: Name) =>
  v.object({ [name]: publicKeyField(name) } as { [K in Name]: ReturnType<typeof publicKeyField> });

/** The public key a query names, checked for shape. */
export const publicKeyOf = (request: FastifyRequest, name: 'apiKey' | 'apikey'): string => {
  const query = v.safeParse(publicKeyQuery(name), request.query);
  if (!query.success) throw invalidInput(query.issues[0].message);
  return String(query.output[name]);
};

async function callerFor(
  ctx: Pick<GatewayContext, 'db' | 'config' | 'now'>,
  request: FastifyRequest,
  access: Access,
): Promise<Caller> {
  switch (access.kind) {
    case 'public':
      return { kind: 'public' };
    case 'sandbox':
      if (ctx.config.profile !== 'sandbox') throw notFound('No such route.');
      return { kind: 'public' };
    case 'merchant':
      return { kind: 'merchant', merchant: await merchantBySecret(ctx.db, request.headers.authorization) };
    case 'shopper':
      return { kind: 'shopper', shopper: await authenticateShopper(ctx, request, publicKeyOf(request, access.key)) };
    case 'choice':
      return callerFor(ctx, request, access.choose(request));
    case 'token': {
      const auth = await authenticate(ctx, request, access.scopes);
      if (access.owner) {
        const named = (request.params as Record<string, string | undefined>)[access.owner.param];
        if (named !== auth.userId)
          throw access.owner.refuse ? access.owner.refuse() : insufficientScope('The token belongs to another user.');
      }
      return { kind: 'token', token: auth };
    }
  }
}

/** The route the gateway's own CORS plugin registers for preflight requests: it answers headers only. */
const isCorsPreflight = (route: { method: string | string[]; url: string }) =>
  route.method === 'OPTIONS' && route.url === '*';

/**
 * Installs the declaration check (at registration) and the one enforcing hook (before every handler).
 * Call before any route is registered.
 */
export function enforceAccess(app: FastifyInstance, ctx: Pick<GatewayContext, 'db' | 'config' | 'now'>): void {
  app.decorateRequest('caller', null);
  app.addHook('onRoute', (route) => {
    if (isCorsPreflight(route)) return;
    // The reference page's own routes, registered by @fastify/swagger-ui under its prefix: the contract is public.
    if (route.prefix.startsWith(REFERENCE_PREFIX)) {
      route.config = { ...route.config, access: PUBLIC };
      return;
    }
    const access = route.config?.access;
    if (!access) throw new Error(`The route ${String(route.method)} ${route.url} declares no access.`);
    if (access.kind === 'sandbox' && ctx.config.profile !== 'sandbox')
      throw new Error(`The sandbox route ${String(route.method)} ${route.url} is registered outside the sandbox.`);
  });
  app.addHook('preHandler', async (request) => {
    const access = request.routeOptions.config.access;
    // Only the preflight route has none (onRoute refused every other); a 404 reaches no route.
    if (!access) return;
    request.caller = await callerFor(ctx, request, access);
  });
}

const undeclared = (request: FastifyRequest, what: string) =>
  new Error(`${request.method} ${request.routeOptions.url} reads a ${what} its access does not declare.`);

/** The token the route's access checked (and, when it names one, its owner). */
export function tokenOf(request: FastifyRequest): TokenContext {
  if (request.caller?.kind !== 'token') throw undeclared(request, 'token');
  return request.caller.token;
}

/** The wallet shopper the route's access checked. */
export function shopperOf(request: FastifyRequest): ShopperContext {
  if (request.caller?.kind !== 'shopper') throw undeclared(request, 'shopper session');
  return request.caller.shopper;
}

/** The merchant whose secret key the route's access checked. */
export function merchantOf(request: FastifyRequest): Merchant {
  if (request.caller?.kind !== 'merchant') throw undeclared(request, 'merchant key');
  return request.caller.merchant;
}
