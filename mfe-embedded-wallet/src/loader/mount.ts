// The loader's mount, apart from the Module Federation runtime so it can be tested on its own: load the
// remote's embed module, then mount. A remote that cannot be loaded (a dead origin, a broken deploy)
// leaves a polite message in the element and rejects, so the merchant's page can offer another way to pay.
export interface EmbedModule {
  /** `frame`: mounted in the isolated frame, whose page the wallet does not leave itself. */
  mountWallet: (element: unknown, options: unknown, host?: { inFrame: boolean }) => Promise<unknown>;
}

/** The message a shopper reads when the wallet cannot load (the wallet's translations did not load either). */
const UNAVAILABLE: Readonly<Record<string, string>> = {
  en: 'Saved cards are unavailable right now. Please try again in a moment.',
  es: 'Las tarjetas guardadas no están disponibles en este momento. Vuelva a intentarlo en unos minutos.',
};

function localeOf(options: unknown): string {
  const locale = typeof options === 'object' && options !== null && 'locale' in options ? options.locale : undefined;
  return typeof locale === 'string' && locale in UNAVAILABLE ? locale : 'en';
}

export async function mountWithRemote(
  load: () => Promise<EmbedModule>,
  element: unknown,
  options: unknown,
): Promise<unknown> {
  let module: EmbedModule;
  try {
    module = await load();
  } catch (error) {
    if (element instanceof HTMLElement) {
      const message = document.createElement('p');
      message.setAttribute('role', 'alert');
      message.textContent = UNAVAILABLE[localeOf(options)] ?? UNAVAILABLE['en'] ?? '';
      element.replaceChildren(message);
    }
    throw new Error('PortalWallet.mount: the wallet could not be loaded', { cause: error });
  }
  return module.mountWallet(element, options);
}
