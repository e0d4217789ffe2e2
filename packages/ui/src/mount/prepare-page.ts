// Preparing a page from the shell server's boot data: state, i18n and theme. The shell does this at
// boot; a remote running alone for development does the same, so neither re-states it.
import * as v from 'valibot';
import {
  type AppDetails,
  type IssuerConfig,
  LOCALE_COOKIE,
  readCookie,
  resolveLocale,
  themeFromPrimary,
} from '@portal/domain/issuer';
import { BOOT_ELEMENT_ID, BootDataSchema, type BootData } from '@portal/domain/platform';
import { changeLocale, initI18n } from '@portal/client/i18n';
import {
  appDetailsAtom,
  assetBaseAtom,
  environmentAtom,
  issuerAtom,
  localeAtom,
  portalStore,
} from '@portal/client/state';

/** Boot data that could not be read: the page shows VMCP_001 instead of going blank. */
export class BootDataError extends Error {
  override readonly name = 'BootDataError';
}

/** Reads and validates the JSON the shell server inlined in the page. */
export function readBootData(doc: Document = document): BootData {
  const text = doc.getElementById(BOOT_ELEMENT_ID)?.textContent;
  if (!text) throw new BootDataError('The page has no boot data.');
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new BootDataError('The boot data is not JSON.');
  }
  const result = v.safeParse(BootDataSchema, json);
  if (!result.success) throw new BootDataError(`The boot data is invalid: ${v.summarize(result.issues)}`);
  return result.output;
}

/** Sets the issuer's colours as CSS custom properties (CSSOM, so the CSP needs no 'unsafe-inline'). */
export function applyTheme(issuer: IssuerConfig, root: HTMLElement = document.documentElement): void {
  for (const [name, value] of Object.entries(themeFromPrimary(issuer.branding.primaryColor))) {
    root.style.setProperty(name, value);
  }
}

/** The locale for this page: the cookie's if supported, else the default (§1, §7). */
export function pageLocale(
  issuer: IssuerConfig | null,
  appDetails: AppDetails | null,
  cookie: string = document.cookie,
): string {
  const supported = appDetails?.supportedLocales ?? issuer?.supportedLocales ?? [];
  return resolveLocale(readCookie(cookie, LOCALE_COOKIE), supported);
}

/** Puts the boot data into the shared store and starts i18n in the page's locale. */
export async function preparePage(boot: BootData, appDetails: AppDetails | null): Promise<string> {
  const locale = pageLocale(boot.issuer, appDetails);
  portalStore.set(environmentAtom, boot.environment);
  portalStore.set(issuerAtom, boot.issuer);
  portalStore.set(assetBaseAtom, boot.assetBase);
  portalStore.set(appDetailsAtom, appDetails);
  portalStore.set(localeAtom, locale);
  document.documentElement.lang = locale;
  await initI18n({ locale, issuerMessages: boot.issuerMessages });
  if (boot.issuer) applyTheme(boot.issuer);
  return locale;
}

/**
 * The gateway's application details arrived (after the page was prepared from the issuer's own
 * configuration): store them, and switch language if the gateway's locale list changes the choice.
 */
export async function applyAppDetails(issuer: IssuerConfig, appDetails: AppDetails): Promise<string> {
  portalStore.set(appDetailsAtom, appDetails);
  const locale = pageLocale(issuer, appDetails);
  if (locale !== portalStore.get(localeAtom)) {
    portalStore.set(localeAtom, locale);
    document.documentElement.lang = locale;
    await changeLocale(locale);
  }
  return locale;
}
