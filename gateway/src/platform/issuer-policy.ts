// §6 on the gateway: what an issuer's flags forbid its portal to show
// (shell/src/routing/guard.ts sends those routes elsewhere), the gateway refuses too, whoever calls:
// 404 flowNotOffered, as for a route the application does not have. A table, one row per flag, each
// with the spec's sentence (CONVENTIONS 4).
import type { IssuerFlags } from '@portal/domain/issuer';
import { CODES, GatewayError } from '../errors';

/** The gateway's public flows: the password grant, enrolment, forgot password and username, migration. */
export type IssuerFlow = 'signIn' | 'enrolment' | 'recovery' | 'migration';

interface IssuerFlowRule {
  /** The §6 sentence this row enforces. */
  why: string;
  flag: keyof IssuerFlags;
  forbids: readonly IssuerFlow[];
}

const ISSUER_FLOW_RULES: readonly IssuerFlowRule[] = [
  {
    why: '§6: apps with app login disabled forbid all public routes and go to /error',
    flag: 'appLoginDisabled',
    forbids: ['signIn', 'enrolment', 'recovery', 'migration'],
  },
  {
    why: '§6: SSO apps forbid the login, forgot password, forgot username and create-account routes',
    flag: 'ssoApp',
    forbids: ['signIn', 'enrolment', 'recovery'],
  },
  {
    why: '§6: an activation-only app redirects enrolment, login, forgot password and forgot username to card activation',
    flag: 'activationOnlyApp',
    forbids: ['signIn', 'enrolment', 'recovery'],
  },
];

/** Throws 404 flowNotOffered when a row of the table forbids the flow to an issuer with these flags (§6). */
export function refuseUnlessOffered(issuer: { flags: IssuerFlags }, flow: IssuerFlow): void {
  const rule = ISSUER_FLOW_RULES.find((r) => issuer.flags[r.flag] && r.forbids.includes(flow));
  if (rule) throw new GatewayError(404, CODES.flowNotOffered, 'This application does not offer that.');
}

/**
 * §2 sso/launch, §6 "SSO users use a different flow": single sign-on is an SSO app's way in, and no
 * other app has it: 404 flowNotOffered, as for a flow a row above forbids.
 */
export function refuseUnlessSso(issuer: { flags: IssuerFlags }): void {
  if (!issuer.flags.ssoApp) throw new GatewayError(404, CODES.flowNotOffered, 'This application does not offer that.');
}
