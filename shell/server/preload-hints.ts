// The page's <link rel="preload"> hints, so the browser fetches at once what it would otherwise find one
// file after another (main.js, the remote's manifest, entry and chunks, the image it draws). Each hint
// copies the request that will use it, or Chrome fetches twice and warns that the preload went unused:
// the runtime fetches the manifest in cors mode and loads scripts and styles with crossOrigin
// "anonymous" (packages/ui/src/mount/runtime-plugin.ts). The application details call is not hinted
// (decision 026 item 4 says why).
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
