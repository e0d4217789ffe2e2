// The portal's browser failures (@portal/domain/platform client-errors): POST apps/{extAppId}/client-errors
// from the shell (a remote that would not load, an uncaught error or rejection), and
// apps/{extAppId}/client-errors/csp, the shell's CSP report-uri. No sign-in (a page fails before one
// too), a limit per client and per issuer, the text scrubbed again here, and one warn line in the log
// per report: never stored, never answered but with 204.
import type { FastifyInstance } from 'fastify';
import { ClientErrorReportSchema, cspViolationReport } from '@portal/domain/platform';
import type { GatewayContext } from '../context';
import { invalidInput } from '../errors';
import { findIssuer } from '../services/issuers';
import { parseWith } from '../services/validation';
import { JSON_TYPE, noContent, readBody } from './request';

/** What browsers post to a CSP report-uri. */
const CSP_REPORT = 'application/csp-report';

type Params = { Params: { extAppId: string } };

export function clientErrorRoutes(app: FastifyInstance, ctx: GatewayContext): void {
  app.addContentTypeParser(CSP_REPORT, { parseAs: 'string', bodyLimit: 16 * 1024 }, (_request, body, done) => {
    try {
      done(null, JSON.parse(typeof body === 'string' ? body : body.toString('utf8')));
    } catch {
      done(invalidInput('The report is not JSON.'), undefined);
    }
  });

  app.post<Params>('/apps/:extAppId/client-errors', async (request, reply) => {
    const issuer = await findIssuer(ctx.db, request.params.extAppId);
    const report = readBody(request, JSON_TYPE, ClientErrorReportSchema);
    await ctx.limit(request, 'clientErrors', issuer.id);
    request.log.warn({ issuer: issuer.id, clientError: report }, 'browser error reported');
    return noContent(reply);
  });

  app.post<Params>('/apps/:extAppId/client-errors/csp', async (request, reply) => {
    const issuer = await findIssuer(ctx.db, request.params.extAppId);
    const type = (request.headers['content-type'] ?? '').split(';')[0]?.trim().toLowerCase();
    if (type !== CSP_REPORT) throw invalidInput(`The body must be ${CSP_REPORT}.`);
    const violation = cspViolationReport(request.body);
    if (!violation) throw invalidInput('The body is not a CSP violation report.');
    const report = parseWith(ClientErrorReportSchema, violation);
    await ctx.limit(request, 'clientErrors', issuer.id);
    request.log.warn({ issuer: issuer.id, clientError: report }, 'browser error reported');
    return noContent(reply);
  });
}
