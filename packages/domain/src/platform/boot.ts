// What the shell server hands the page at load (inlined as JSON beside the CSP nonce): the runtime
// environment, the issuer's configuration and locale overrides, or why the configuration could not
// be read (§8: an unreadable issuer configuration shows the unable-to-process page).
import * as v from 'valibot';
import { RuntimeEnvironmentSchema } from './environment';
import { IssuerConfigSchema, IssuerMessagesSchema } from '../issuer/issuer';

export const BOOT_ELEMENT_ID = 'portal-boot';

export const BootDataSchema = v.strictObject({
  environment: RuntimeEnvironmentSchema,
  /** URL prefix of the issuer's assets folder, ending with '/'. */
  assetBase: v.string(),
  issuer: v.nullable(IssuerConfigSchema),
  /** locale -> namespace -> messages. */
  issuerMessages: v.record(v.string(), IssuerMessagesSchema),
  /** Set when the issuer configuration could not be read; the page then shows VMCP_001. */
  issuerError: v.nullable(v.string()),
});
export type BootData = v.InferOutput<typeof BootDataSchema>;

/** JSON safe to place inside a <script> element: no `</script>`, no HTML comment openers. */
export function serialiseBootData(data: BootData): string {
  return JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
