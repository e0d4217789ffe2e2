// The Features screen's calls at the HTTP seam, for its component tests: the paths it reads and writes
// (§7 Cards (portal), Terms, Phones, partner logos), and the answers the stubs are built from
// (@portal/ui/testing/network). The test file starts the gateway
// (startTestGateway) itself.
import { USER } from './features-test-kit';

/** §7 Cards (portal): the session user's cards (the account id is the user's guid). */
export const CARDS = `consumer-controller/v1/account/${USER}/paymentInstrument`;
/** §7 the card display SDK payload of a card of the session user. */
export const cardDetailsOf = (panGuid: string) => `users/${USER}/paymentInstruments/${panGuid}/sdkPayload/v2`;
/** §7 Terms: the terms the session user has still to accept (featureCode in the query). */
export const USER_TERMS = `users/${USER}/getTerms`;
/** §7 Phones under users/{userGuid}. */
export const PHONES = `users/${USER}/phones`;
/** §7 the partners' logos in a language. */
export const logosOf = (locale: string) => `vmeservices/v1/partner/logo/locale/${locale}`;
/** §7 a federated token for push provisioning. */
export const FEDERATED_PROVISION = 'issuer-controller/v1/federatedProvision';
/** Where the test's partners take a pushed card (the sandbox's are on the gateway's origin too). */
export const partnerOf = (orgId: string) => `partners/${orgId}/provision`;

// The answers every component test builds its stubs from.
export { inTurn, json, never, received, refusal } from '@portal/ui/testing/network';
