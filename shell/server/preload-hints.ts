// The page's <link rel="preload"> hints, so the page loads with no waterfall: what the browser would otherwise
// find only one file after another (the shell's main.js, then the remote's mf-manifest.json, then its
// remoteEntry.js and chunks, then the image the remote draws). Each hint is written as the request
// that will use it is made, or Chrome fetches twice and warns that the preload went unused:
// - mf-manifest.json: the Module Federation runtime's fetch(url, {}) (mode cors, credentials
//   same-origin), hence as="fetch" crossorigin="anonymous";
// - remoteEntry.js and './app''s chunks: script tags the runtime plugin creates with crossOrigin
//   "anonymous" (shared/src/mount/runtime-plugin.ts), as does the remote's own chunk loader
//   (output.crossOriginLoading in shared/build/rspack.ts); its stylesheets the same;
// - the image: the remote's <picture>, one hint per <source>, their media made exclusive as the
//   first matching <source> is (the browser then picks 1x or 2x from the same srcset).
// Not hinted: the application details (GET dpsapps/{extAppId}). The API client sends that call with
// X-CHNL, X-THMID and the server session id (DFPSESSIONID), and the shell's boot waits for that id
// before it asks (shared/src/api/client.ts, session.ts; shell/src/boot/boot.tsx). A preload carries
// no headers. Chromium (150, tried here) does hand the preload's answer to the XHR despite the headers
// (one request, no warning), so the gateway would see the call without §7's session headers, before
// the page has a session; a gateway that insists on them would answer 4xx, and that answer would be
// the boot's. Lighthouse found nothing to gain either (/login's LCP the same with and without it): the
// call is not on the page's critical path, the shell's scripts are.
import type { RemoteAssets } from './remote-manifests';
import type { Picture } from './page-plan';
import { escapeAttr } from './html';

export interface PreloadHint {
  as: 'fetch' | 'script' | 'style' | 'image';
  href?: string;
  crossorigin?: 'anonymous';
  fetchpriority?: 'high';
  imagesrcset?: string;
  media?: string;
}

/** A remote's manifest, and when the shell server has read it lately, its entry and './app' files. */
export function remoteHints(manifestUrl: string, assets: RemoteAssets | null): PreloadHint[] {
  const hints: PreloadHint[] = [{ as: 'fetch', href: manifestUrl, crossorigin: 'anonymous' }];
  if (!assets) return hints;
  hints.push({ as: 'script', href: assets.remoteEntry, crossorigin: 'anonymous' });
  for (const href of assets.css) hints.push({ as: 'style', href, crossorigin: 'anonymous' });
  for (const href of assets.js) hints.push({ as: 'script', href, crossorigin: 'anonymous' });
  return hints;
}

/**
 * One hint per <source> of the picture, each for the widths where the browser takes that source: its
 * media where no earlier one holds (`(not (width < 420px)) and (width < 1025px)`); `all`, the last
 * source, adds nothing. The sources' media are conditions in parentheses (responsiveSources).
 */
export function imageHints(picture: Picture): PreloadHint[] {
  const earlier: string[] = [];
  return picture.sources.map((source) => {
    const own = source.media === 'all' ? [] : [source.media];
    const media = [...earlier.map((m) => `(not ${m})`), ...own].join(' and ');
    earlier.push(source.media);
    return { as: 'image', imagesrcset: source.srcSet, ...(media ? { media } : {}), fetchpriority: 'high' };
  });
}

const ATTRIBUTE_ORDER = ['href', 'as', 'crossorigin', 'imagesrcset', 'media', 'fetchpriority'] as const;

/** The hints as <link rel="preload"> tags (renderPage puts the page's nonce on each). */
export function renderHints(hints: readonly PreloadHint[]): string {
  return hints
    .map((hint) => {
      const attributes = ATTRIBUTE_ORDER.flatMap((name) =>
        hint[name] === undefined ? [] : [`${name}="${escapeAttr(hint[name])}"`],
      );
      return `<link rel="preload" ${attributes.join(' ')}>`;
    })
    .join('\n    ');
}
