// §7 Application and other: partner logos and federated provisioning. §7 shows no shapes: these are the
// gateway's contract.
import {
  type PartnerLogo,
  PartnerLogosResponseSchema,
  type FederatedProvisionRequest,
  FederatedProvisionResponseSchema,
  type FederatedProvision,
  type PartnerProvisionOutcome,
  PartnerProvisionResponseSchema,
} from '@portal/domain/schemas';
import { call, path } from './http';

/** §7: GET vmeservices/v1/partner/logo/locale/{locale}. */
export async function getPartnerLogos(locale: string): Promise<PartnerLogo[]> {
  return (
    await call(PartnerLogosResponseSchema, { method: 'get', url: path`vmeservices/v1/partner/logo/locale/${locale}` })
  ).logos;
}

/** §7: POST issuer-controller/v1/federatedProvision. */
export async function createFederatedProvision(body: FederatedProvisionRequest): Promise<FederatedProvision> {
  return call(FederatedProvisionResponseSchema, {
    method: 'post',
    url: 'issuer-controller/v1/federatedProvision',
    data: body,
  });
}

/**
 * §6 push provisioning: hands the federated token to the partner at `provisionUrl` (the logo's), which
 * redeems it and answers what it did with the card. The partner gets the token and nothing of the session.
 */
export async function provisionAtPartner(
  provisionUrl: string,
  federatedToken: string,
): Promise<PartnerProvisionOutcome> {
  return (
    await call(PartnerProvisionResponseSchema, {
      method: 'post',
      url: provisionUrl,
      data: { federatedToken },
      outsideParty: true,
    })
  ).outcome;
}
