// The shell server (ARCHITECTURE §2.1): serves the shell for every portal URL with a fresh CSP nonce
// and the issuer resolved from the host name, the shell's built files, and the issuer's assets. The
// page carries preload hints for what the route will fetch, and the pre-login home its first screen
// (page-plan.ts, preload-hints.ts, first-paint.ts).
import { requestLogSerializers } from './log-redaction';
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import { LOCALE_COOKIE, readCookie, resolveLocale, type IssuerConfig } from '@portal/domain/issuer';
import { type BootData, overrideOrigins, type RuntimeEnvironment } from '@portal/domain/platform';
import { ownerOf } from '@portal/client/routes';
import { NOT_FOUND_APP } from '../src/routing/route-map';
import { originOf, securityHeaders, type CspSources } from './csp';
import { renderFirstPaint } from './first-paint';
import { renderPage } from './html';
import { hostnameOf, isWellFormedHost, issuerIdForHost } from './issuer-host';
import { IssuerRegistry } from './issuer-registry';
import { issuerText, planPage } from './page-plan';
import { imageHints, remoteHints, renderHints } from './preload-hints';
import { RemoteManifests, type RemoteManifestsOptions } from './remote-manifests';
import { registerCompression, registerStaticFiles, resolveInside, sendInside } from './static-files';

export const ISSUER_ASSETS_PREFIX = '/issuer-assets/';

export interface ShellServerOptions {
  distDir: string;
  issuersDir: string;
  environment: RuntimeEnvironment;
  defaultIssuer: string;
  logLevel?: string;
  /** How remotes' manifests are read for the preload hints (tests give their own fetch). */
  manifests?: RemoteManifestsOptions;
  /**
   * Whether the build loads remotes through Module Federation, so their files are hinted; by default
   * whether it has an mf-manifest.json (the monolithic build of the bench has none).
   */
  federated?: boolean;
}

/**
 * An SSO issuer's web site and SSO link (§3 issuerWebSiteUrl, otherInfo.ssoLink) where this
 * environment puts its partner, so the SSO logout and the SSO link reach the partner that exists here
 * (the local demo partner bank) rather than the production site named in the issuer's folder.
 */
export function withPartnerSite(config: IssuerConfig, site: string | undefined): IssuerConfig {
  if (!site) return config;
  return { ...config, issuerWebSiteUrl: site, otherInfo: { ...config.otherInfo, ssoLink: site } };
}

export function newNonce(): string {
  return randomBytes(18).toString('base64');
}

export async function buildShellServer(options: ShellServerOptions): Promise<FastifyInstance> {
  const distDir = path.resolve(options.distDir);
  const template = readFileSync(path.join(distDir, 'index.html'), 'utf8');
  const registry = new IssuerRegistry(path.resolve(options.issuersDir));
  const hosts = { ids: registry.ids, hostMap: registry.hostMap, defaultId: options.defaultIssuer };
  // The gateway's base as a directory URL, for the paths under it (a base without its final slash too).
  const gatewayBase = options.environment.gatewayBaseUrl.replace(/\/?$/, '/');
  const csp: CspSources = {
    gateway: originOf(options.environment.gatewayBaseUrl),
    // A tester's override loads a remote from an allowlisted origin: its manifest, chunks
    // and styles come from there too. None unless the environment allows overrides.
    remotes: [...Object.values(options.environment.remotes).map(originOf), ...overrideOrigins(options.environment)],
  };

  const app = Fastify({
    logger: { level: options.logLevel ?? 'info', serializers: requestLogSerializers },
    trustProxy: false,
  });
  const federated = options.federated ?? existsSync(path.join(distDir, 'mf-manifest.json'));
  const manifests = new RemoteManifests({
    // A remote still starting or down: its pages go out without its files hinted, and work as before.
    onError: (manifestUrl, problem) =>
      app.log.info({ manifestUrl, problem }, 'remote manifest unreadable: its files are not hinted'),
    ...options.manifests,
  });
  // Read at start and kept current, so pages carry the remotes' files as they are deployed now.
  if (federated) {
    manifests.watch(Object.values(options.environment.remotes));
    app.addHook('onClose', async () => manifests.unwatch());
  }
  // First, so that every route below (the page, boot.json, files) is compressed.
  await registerCompression(app);

  /** The boot data for a request's issuer (by host) and locale (by cookie). */
  const bootFor = (host: string | undefined, cookie: string | undefined, report: (problem: object) => void) => {
    const issuerId = issuerIdForHost(host, hosts);
    const result = registry.get(issuerId);
    if (!result.ok) report({ issuer: issuerId, problem: result.error });
    const issuer = result.ok ? result.issuer : null;
    const lang = issuer ? resolveLocale(readCookie(cookie, LOCALE_COOKIE), issuer.config.supportedLocales) : 'en';
    const boot: BootData = {
      environment: options.environment,
      assetBase: ISSUER_ASSETS_PREFIX,
      issuer: issuer ? withPartnerSite(issuer.config, options.environment.partnerSites[issuer.config.id]) : null,
      issuerMessages: issuer?.messages ?? {},
      issuerError: result.ok ? null : 'ISSUER_CONFIG_UNREADABLE',
    };
    return { boot, issuer, lang, ok: result.ok };
  };

  /** The shell's page for a portal URL, with a fresh nonce and the issuer's boot data inlined. */
  const sendPage = (request: FastifyRequest, reply: FastifyReply, urlPath: string) => {
    const { boot, issuer, lang, ok } = bootFor(request.headers.host, request.headers.cookie, (problem) =>
      request.log.error(problem, 'issuer configuration unreadable'),
    );
    const nonce = newNonce();
    const localized = issuer?.messages[lang]?.['issuer']?.['appName'];
    const title = typeof localized === 'string' ? localized : (issuer?.config.appName ?? 'Cardholder portal');
    // An issuer that cannot be read gets the unable-to-process page: it loads no remote and no image.
    const plan = issuer
      ? planPage(urlPath, issuer.config, ISSUER_ASSETS_PREFIX, issuerText(issuer.messages[lang]?.['issuer']))
      : null;
    const manifestUrl = federated && plan?.remote ? options.environment.remotes[plan.remote] : null;
    const hints = [
      ...(plan?.picture ? imageHints(plan.picture) : []),
      ...(manifestUrl ? remoteHints(manifestUrl, manifests.assets(manifestUrl)) : []),
    ];
    const html = renderPage(template, {
      nonce,
      boot,
      title,
      lang,
      favicon: issuer ? `${ISSUER_ASSETS_PREFIX}${issuer.config.branding.favicon}` : 'data:,',
      preloads: renderHints(hints),
      firstPaint: plan?.firstPaint ? renderFirstPaint(plan.firstPaint) : '',
    });
    const status = !ok ? 503 : ownerOf(urlPath) === NOT_FOUND_APP ? 404 : 200;
    const reportUri = issuer
      ? new URL(`apps/${encodeURIComponent(issuer.config.extAppId)}/client-errors/csp`, gatewayBase).href
      : undefined;
    reply.headers(
      securityHeaders(nonce, { ...csp, ...(reportUri ? { reportUri } : {}) }, hostnameOf(request.headers.host)),
    );
    return reply.code(status).header('Cache-Control', 'no-store').type('text/html; charset=utf-8').send(html);
  };

  app.get('/health', async (_req, reply) => reply.header('Cache-Control', 'no-store').send({ status: 'ok' }));

  // What a remote running alone for development needs (the same data every page carries).
  app.get('/__portal/boot.json', async (request, reply) => {
    // The Host is written back into assetBase: only a host name and port, never a path or markup.
    if (!isWellFormedHost(request.headers.host))
      return reply
        .code(400)
        .header('Cache-Control', 'no-store')
        .send({ error: 'The Host header is not a host name and port.' });
    const { boot } = bootFor(request.headers.host, request.headers.cookie, (problem) =>
      request.log.error(problem, 'issuer configuration unreadable'),
    );
    const absolute = { ...boot, assetBase: `http://${request.headers.host ?? 'localhost'}${ISSUER_ASSETS_PREFIX}` };
    return reply.header('Access-Control-Allow-Origin', '*').header('Cache-Control', 'no-store').send(absolute);
  });

  // The issuer's assets: a folder per issuer, chosen by host, so the folder is given file by file.
  await app.register(async (scope) => {
    await registerStaticFiles(scope, { cacheControl: () => 'public, max-age=3600' });
    scope.get(`${ISSUER_ASSETS_PREFIX}*`, async (request, reply) => {
      const result = registry.get(issuerIdForHost(request.headers.host, hosts));
      const rel = request.url.slice(ISSUER_ASSETS_PREFIX.length);
      const file = result.ok ? resolveInside(result.issuer.assetsDir, rel) : null;
      if (!file || !result.ok) return reply.code(404).type('text/plain; charset=utf-8').send('Not found');
      return sendInside(reply, result.issuer.assetsDir, file);
    });
  });

  // Every other path: a built file when there is one, else the page (index.html is a template, never sent as it is).
  await app.register(async (scope) => {
    await registerStaticFiles(scope);
    scope.get('*', async (request, reply) => {
      const urlPath = request.url.split('?')[0] ?? '/';
      if (urlPath !== '/' && urlPath !== '/index.html') {
        const file = resolveInside(distDir, urlPath);
        if (file) return sendInside(reply, distDir, file);
        // A missing script or image must not be answered with a page.
        if (/\.[a-z0-9]+$/i.test(urlPath)) return reply.code(404).type('text/plain; charset=utf-8').send('Not found');
      }
      return sendPage(request, reply, urlPath);
    });
  });

  // Only GET and HEAD are served; the shell takes no form posts.
  app.setNotFoundHandler((_request, reply) =>
    reply.code(405).type('text/plain; charset=utf-8').send('Method not allowed'),
  );
  return app;
}
