// The sandbox profile's push-provisioning partners: POST /__dev/partners/{orgId}/provision takes a
// federated token (issuer-controller/v1/federatedProvision) as a partner's server would, and answers
// what the partner did with the card (sandbox-partners.ts). It needs no portal token: a partner holds
// only the federated token. app.ts registers it in the sandbox profile only.
import type { FastifyInstance } from 'fastify';
import { PartnerProvisionRequestSchema, PartnerProvisionResponseSchema } from '@portal/domain/schemas';
import type { GatewayContext } from '../context';
import { SANDBOX } from '../platform/access';
import { declared, jsonBody } from '../platform/operation';
import { answer, readBody } from '../platform/request';
import { SANDBOX_PARTNER_PATH } from './partner-logos';
import { pushToSandboxPartner } from './sandbox-partners';

const PROVISION_BODY = jsonBody(PartnerProvisionRequestSchema);

export function devPartnersRoutes(app: FastifyInstance, ctx: GatewayContext): void {
  app.post<{ Params: { orgId: string } }>(
    `${SANDBOX_PARTNER_PATH}/:orgId/provision`,
    declared({
      access: SANDBOX,
      tag: 'Sandbox',
      summary: "A sandbox partner takes a pushed card's federated token",
      body: PROVISION_BODY,
      answers: { 200: PartnerProvisionResponseSchema },
      // 400 (every route's): the token is not a live one of this partner (used, expired, another's).
      // 404 (the sandbox access's): no such partner.
    }),
    async (request, reply) => {
      const body = readBody(request, PROVISION_BODY);
      const outcome = await pushToSandboxPartner(ctx, request.params.orgId, body.federatedToken);
      request.log.info({ orgId: request.params.orgId, outcome }, 'sandbox partner answered a pushed card');
      return answer(reply, { outcome });
    },
  );
}
