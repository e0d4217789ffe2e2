// Northwind online banking, the demo partner bank of the SSO issuer northwind: what
// `npm start`, the gateway's tests and the journeys use.
export { startPartnerBank, type PartnerBank, type PartnerBankOptions } from './server';
export { DEMO_MEMBER_PASSWORD, DEMO_MEMBERS, type DemoMember, type ProvisionedCard } from './members';
export { PARTNER_CLIENT_ID, SANDBOX_CLIENT_SECRET } from './provider';
export type { PartnerEvent } from './events';
