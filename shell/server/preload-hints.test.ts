import { describe, expect, it } from 'vitest';
import { ISSUERS_DIR, loadIssuer } from '@portal/issuers';
import { issuerText, planPage, type Picture } from './page-plan';
import { imageHints, remoteHints, renderHints } from './preload-hints';

const MANIFEST = 'http://localhost:3001/mf-manifest.json';
const ASSETS = {
  remoteEntry: 'http://localhost:3001/remoteEntry.js',
  js: ['http://localhost:3001/__federation_expose_app.1111.js'],
  css: ['http://localhost:3001/__federation_expose_app.2222.css'],
};

describe('remoteHints: as the Module Federation runtime will ask for each file', () => {
  it('the manifest alone while the shell server has no fresh read of it: a fetch() in cors mode without credentials', () => {
    expect(remoteHints(MANIFEST, null)).toEqual([{ as: 'fetch', href: MANIFEST, crossorigin: 'anonymous' }]);
  });

  it('then the remote entry, the stylesheets and the scripts of ./app, each with crossorigin="anonymous" as the runtime plugin sets it', () => {
    expect(remoteHints(MANIFEST, ASSETS)).toEqual([
      { as: 'fetch', href: MANIFEST, crossorigin: 'anonymous' },
      { as: 'script', href: ASSETS.remoteEntry, crossorigin: 'anonymous' },
      { as: 'style', href: ASSETS.css[0], crossorigin: 'anonymous' },
      { as: 'script', href: ASSETS.js[0], crossorigin: 'anonymous' },
    ]);
  });
});

/** Whether a media condition of the forms imageHints and responsiveSources write holds at a width. */
function holds(media: string | undefined, width: number): boolean {
  if (media === undefined || media === 'all') return true;
  return media.split(' and ').every((term) => {
    const negated = /^\(not (.+)\)$/.exec(term);
    const inner = negated?.[1] ?? term;
    const below = /^\(width < (\d+)px\)$/.exec(inner);
    if (!below?.[1]) throw new Error(`unexpected media ${term}`);
    return width < Number(below[1]) !== Boolean(negated);
  });
}

describe('imageHints: one per <source>, for exactly the widths where the browser takes it', () => {
  const acme = loadIssuer(ISSUERS_DIR, 'acme');
  const picture = planPage('/', acme.config, '/issuer-assets/', issuerText(acme.messages['en']?.['issuer']))
    .picture as Picture;
  const hints = imageHints(picture);

  it("carries each source's srcset (the browser picks 1x or 2x as for the <img>) and a high fetch priority, and no href to fetch beside it", () => {
    expect(hints.map((h) => h.imagesrcset)).toEqual(picture.sources.map((s) => s.srcSet));
    for (const hint of hints) expect(hint).toMatchObject({ as: 'image', fetchpriority: 'high' });
    for (const hint of hints) expect(hint.href).toBeUndefined();
    expect(hints.map((h) => h.media)).toEqual([
      '(width < 420px)',
      '(not (width < 420px)) and (width < 1025px)',
      '(not (width < 420px)) and (not (width < 1025px))',
    ]);
  });

  it('at every width, one hint applies, and it is the first <source> whose media matches', () => {
    for (let width = 0; width <= 2000; width += 0.5) {
      const applying = hints.filter((h) => holds(h.media, width));
      const chosen = picture.sources.find((s) => holds(s.media, width));
      expect(applying, `${width}px`).toHaveLength(1);
      expect(applying[0]?.imagesrcset, `${width}px`).toBe(chosen?.srcSet);
    }
  });
});

describe('renderHints', () => {
  it('writes <link rel="preload"> tags, attributes escaped', () => {
    const html = renderHints([
      { as: 'fetch', href: 'http://cdn.example/a"b<c>.json', crossorigin: 'anonymous' },
      { as: 'image', imagesrcset: '/x_1x.png 1x, /x_2x.png 2x', media: '(width < 420px)', fetchpriority: 'high' },
    ]);
    expect(html.split('\n').map((l) => l.trim())).toEqual([
      '<link rel="preload" href="http://cdn.example/a&quot;b&lt;c&gt;.json" as="fetch" crossorigin="anonymous">',
      '<link rel="preload" as="image" imagesrcset="/x_1x.png 1x, /x_2x.png 2x" media="(width &lt; 420px)" fetchpriority="high">',
    ]);
  });

  it('nothing for no hints', () => {
    expect(renderHints([])).toBe('');
  });
});
