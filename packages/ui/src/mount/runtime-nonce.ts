// The page's CSP nonce on what the Module Federation runtime injects, for the runtime plugins of a host
// (runtime-plugin.ts) and of a remote (remote-runtime-plugin.ts): the runtime has no nonce option.
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

declare let __webpack_nonce__: string | undefined;

/** The nonce the shell server put in <meta name="csp-nonce"> for this response. */
export function pageNonce(doc: Document | undefined = globalThis.document): string | undefined {
  const content = doc?.querySelector('meta[name="csp-nonce"]')?.getAttribute('content');
  return content ? content : undefined;
}

/**
 * Reads the page's nonce, hands it to this app's own chunk loader, and returns the hooks that put it on
 * every script and link the runtime creates.
 */
export function nonceHooks(): Pick<ModuleFederationRuntimePlugin, 'createScript' | 'createLink'> {
  const nonce = pageNonce();
  if (nonce) {
    // This app's own chunk loader reads it (each app has its own __webpack_require__.nc).
    __webpack_nonce__ = nonce;
  }
  return {
    createScript({ url, attrs }) {
      const script = document.createElement('script');
      script.src = url;
      // When an element is returned the runtime no longer copies attrs: set what it would have.
      script.type = attrs?.['type'] === 'module' ? 'module' : 'text/javascript';
      script.crossOrigin = typeof attrs?.['crossorigin'] === 'string' ? attrs['crossorigin'] : 'anonymous';
      if (attrs?.['fetchpriority']) script.setAttribute('fetchpriority', String(attrs['fetchpriority']));
      if (nonce) script.nonce = nonce;
      return script;
    },
    createLink({ url, attrs }) {
      const link = document.createElement('link');
      for (const [name, value] of Object.entries(attrs ?? {})) {
        if (value !== undefined && value !== null && value !== false) link.setAttribute(name, String(value));
      }
      link.href = url;
      if (!link.getAttribute('crossorigin')) link.crossOrigin = 'anonymous';
      if (nonce) link.nonce = nonce;
      return link;
    },
  };
}
