// The portal's browser failures (@portal/domain/platform client-errors): POST apps/{extAppId}/client-errors
// from the shell (a remote that would not load, an uncaught error or rejection), and
// apps/{extAppId}/client-errors/csp, the shell's CSP report-uri. No sign-in (a page fails before one
// too), a limit per client and per issuer, the text scrubbed again here, and one warn line in the log
// per report: never stored, never answered but with 204.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import * as v from 'valibot';
import { type ClientErrorReport, ClientErrorReportSchema, cspViolationReport } from '@portal/domain/platform';
import type { GatewayContext } from '../context';
import { invalidInput } from '../errors';
import { findIssuer } from './issuers-store';
import { PUBLIC } from './access';
import { bodyIn, CSP_REPORT, declared, jsonBody, LIMITED, mergeRefusals, type Operation } from './operation';
import { UNKNOWN_APP } from './refusals';
import { noContent, readBody } from './request';

type Params = { Params: { extAppId: string } };

/** What a browser posts to a report-uri (CSP Level 2): the members the report is read from. */
const CspReportWireSchema = v.object({
  'csp-report': v.object({
    'document-uri': v.optional(v.string()),
    'violated-directive': v.optional(v.string()),
    'effective-directive': v.optional(v.string()),
    'blocked-uri': v.optional(v.string()),
  }),
});

const REPORT_BODY = jsonBody(ClientErrorReportSchema);
const CSP_BODY = bodyIn(CSP_REPORT, ClientErrorReportSchema, cspViolationReport, CspReportWireSchema);
const report = (rest: Omit<Operation, 'access' | 'tag' | 'answers' | 'refusals'>) =>
  declared({
    access: PUBLIC,
    tag: 'Browser errors',
    answers: { 204: null },
    refusals: mergeRefusals(UNKNOWN_APP, LIMITED),
    ...rest,
  });

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

  app.post<Params>(
    '/apps/:extAppId/client-errors',
    report({ summary: 'Report a failure of the portal in a browser (sampled, no personal data)', body: REPORT_BODY }),
    async (request, reply) => take(request, reply, readBody(request, REPORT_BODY)),
  );

  // A body that is not a violation report reads as nothing, which the schema refuses (400).
  app.post<Params>(
    '/apps/:extAppId/client-errors/csp',
    report({ summary: "The shell's CSP report-uri", body: CSP_BODY }),
    async (request, reply) => take(request, reply, readBody(request, CSP_BODY)),
  );
}
