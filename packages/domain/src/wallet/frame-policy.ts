// The wallet frame's Content-Security-Policy (decision 033): the isolated mode's page
// (embed/frame.html on the wallet's origin) may be framed only by the merchants' registered origins
// (frame-ancestors), and runs only the wallet's own scripts and the issuers' places services. Its
// origin is static (a CDN): the policy is a header set there for that one file, built from these
// inputs (the merchant registry's origins, the gateway, where card art comes from, the places
// services). The frame's page gets no nonce (it is a static file), so the sources are origins.
import * as v from 'valibot';
import { isCspSafeOrigin } from '../platform/origin';

const origin = v.pipe(
  v.string(),
  v.check(
    (value) => URL.canParse(value) && isCspSafeOrigin(new URL(value).origin),
    'must be an http or https URL on a plain host',
  ),
  v.transform((value) => new URL(value).origin),
);

export const WalletFramePolicySchema = v.strictObject({
  /** The merchants' registered origins: the only pages that may frame the wallet. */
  merchantOrigins: v.array(origin),
  /** The gateway the wallet calls. */
  gateway: origin,
  /** Where card art and issuer assets come from. */
  cardArt: v.optional(v.array(origin), []),
  /** The issuers' hosted places services (their script and its calls). */
  places: v.optional(v.array(origin), []),
});
export type WalletFramePolicy = v.InferOutput<typeof WalletFramePolicySchema>;

const list = (values: readonly string[]) => [...new Set(values)];

/** The frame page's policy: strict, and `frame-ancestors 'none'` when no merchant is registered. */
export function walletFrameCsp(policy: WalletFramePolicy): string {
  const ancestors = list(policy.merchantOrigins);
  const directives: [string, string[]][] = [
    ['default-src', ["'none'"]],
    ['script-src', ["'self'", ...list(policy.places)]],
    ['style-src', ["'self'"]],
    ['img-src', ["'self'", 'data:', ...list(policy.cardArt)]],
    ['font-src', ["'self'"]],
    ['connect-src', ["'self'", ...list([policy.gateway, ...policy.places])]],
    ['frame-ancestors', ancestors.length > 0 ? ancestors : ["'none'"]],
    ['base-uri', ["'none'"]],
    ['form-action', ["'none'"]],
    ['object-src', ["'none'"]],
  ];
  return directives.map(([name, values]) => `${name} ${values.join(' ')}`).join('; ');
}
