// The portal's browser failures (@portal/domain/platform client-errors): POST apps/{extAppId}/client-errors
// from the shell (a remote that would not load, an uncaught error or rejection), and
// apps/{extAppId}/client-errors/csp, the shell's CSP report-uri. No sign-in (a page fails before one
// too), a limit per client and per issuer, the text scrubbed again here, and one warn line in the log
// per report: never stored, never answered but with 204.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { type ClientErrorReport, ClientErrorReportSchema, cspViolationReport } from '@portal/domain/platform';
import type { GatewayContext } from '../context';
import { invalidInput } from '../errors';
import { findIssuer } from '../services/issuers';
import { CSP_REPORT, JSON_TYPE, noContent, readBody } from './request';
import { declared, PUBLIC } from '../platform/access';

type Params = { Params: { extAppId: string } };

export function clientErrorRoutes(app: FastifyInstance, ctx: GatewayContext): void {
  app.addContentTypeParser(CSP_REPORT, { parseAs: 'string', bodyLimit: 16 * 1024 }, (_request, body, done) => {
    try {
      done(null, JSON.parse(typeof body === 'string' ? body : body.toString('utf8')));
    } catch {
      done(invalidInput('The report is not JSON.'), undefined);
    }
  });

  /** One warn line for a report that is whole, scrubbed by its schema and within the limits. */
  const take = async (request: FastifyRequest<Params>, reply: FastifyReply, report: ClientErrorReport) => {
    const issuer = await findIssuer(ctx.db, request.params.extAppId);
    await ctx.limit(request, 'clientErrors', issuer.id);
    request.log.warn({ issuer: issuer.id, clientError: report }, 'browser error reported');
    return noContent(reply);
  };

  app.post<Params>('/apps/:extAppId/client-errors', declared({ access: PUBLIC }), async (request, reply) =>
    take(request, reply, readBody(request, JSON_TYPE, ClientErrorReportSchema)),
  );

  // A body that is not a violation report reads as nothing, which the schema refuses (400).
  app.post<Params>('/apps/:extAppId/client-errors/csp', declared({ access: PUBLIC }), async (request, reply) =>
    take(request, reply, readBody(request, CSP_REPORT, ClientErrorReportSchema, cspViolationReport)),
  );
}
