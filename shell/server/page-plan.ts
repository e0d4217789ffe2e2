// What the shell server can tell, from the request's path and the issuer alone, about the page the
// browser is about to build: which remote it fetches at once, which image is its largest
// paint, and whether the server draws that image (with the home's heading) before any script runs.
import { type IssuerConfig, type MessageTree, responsiveSources } from '@portal/domain/issuer';
import { isRemoteName, type RemoteName } from '@portal/domain/platform';
import { ownerOf, type RouteId, routeOf } from '@portal/client/routes';
import { guard } from '../src/routing/guard';

/** An image as the remotes draw it: a <picture> of the device and pixel-ratio files (§3 Assets). */
export interface Picture {
  alt: string;
  /** The <img> src: the pc 1x file, used where no <source> matches. */
  src: string;
  sources: readonly { media: string; srcSet: string }[];
}

/**
 * The server's copy of a screen's first view, in the box the screen draws it in: the pre-login home's
 * heading and first banner; login's marketing image, beside (or, on one column, under) the space its
 * sign-in panel takes.
 */
export type FirstPaint =
  | { route: 'preloginHome'; heading: string; picture: Picture }
  | { route: 'login'; picture: Picture };

export interface PagePlan {
  /**
   * The remote the page fetches at once: the shell's boot loads the owner of the path asked for
   * (shell/src/boot/boot.tsx, ownerOf), before the guard may send the visitor elsewhere.
   */
  remote: RemoteName | null;
  /** The route's largest image (its LCP element), when the page draws one for a visitor not signed in. */
  picture: Picture | null;
  firstPaint: FirstPaint | null;
}

/** The issuer's text at `path` in the page's language (the `issuer` namespace), as the remotes' t('issuer:...') finds it. */
export type IssuerText = (path: readonly string[], fallback: string) => string;

export function issuerText(tree: MessageTree | undefined): IssuerText {
  return (path, fallback) => {
    let node: MessageTree[string] | undefined = tree;
    for (const key of path) node = node && typeof node === 'object' && !Array.isArray(node) ? node[key] : undefined;
    return typeof node === 'string' ? node : fallback;
  };
}

function pictureOf(issuer: IssuerConfig, assetBase: string, image: string, alt: string): Picture {
  const ext = issuer.branding.assetExtension;
  // The same sources, in the same order, as mfe-prelogin's carousel and marketing image.
  const sources = responsiveSources(assetBase, image, ext).map(({ media, srcSet }) => ({ media, srcSet }));
  return { alt, src: `${assetBase}${image}_pc_1x.${ext}`, sources };
}

/**
 * The largest image of the routes that have one (Lighthouse's LCP element on them): the pre-login
 * home's first banner (none for an SSO app, whose home signs out: §2), and the login page's
 * marketing image (§2 Login with a side marketing image).
 */
function routeImage(route: RouteId, issuer: IssuerConfig, assetBase: string, text: IssuerText): Picture | null {
  if (route === 'preloginHome') {
    const banner = issuer.flags.ssoApp ? undefined : issuer.branding.banners[0];
    return banner ? pictureOf(issuer, assetBase, banner.image, text(['banners', banner.image], banner.alt)) : null;
  }
  if (route === 'login') {
    const { image, alt } = issuer.branding.marketingImage;
    return pictureOf(issuer, assetBase, image, text(['marketingAlt'], alt));
  }
  return null;
}

export function planPage(pathname: string, issuer: IssuerConfig, assetBase: string, text: IssuerText): PagePlan {
  const owner = ownerOf(pathname);
  const remote = isRemoteName(owner) ? owner : null;
  const route = routeOf(pathname)?.id;
  // The issuer's flags send some visitors elsewhere whatever their session (§6): no image then.
  const stays =
    guard(pathname, {
      access: 'none',
      flags: issuer.flags,
      activationWebEnabled: issuer.flags.isCardActivationWebEnabled,
    }).kind === 'allow';
  const picture = route && stays ? routeImage(route, issuer, assetBase, text) : null;
  return { remote, picture, firstPaint: picture ? firstPaintOf(route, picture, issuer, text) : null };
}

function firstPaintOf(
  route: RouteId | undefined,
  picture: Picture,
  issuer: IssuerConfig,
  text: IssuerText,
): FirstPaint | null {
  // A migrated app's home shows its warning above the carousel (§2): drawn by the remote alone, so
  // nothing it would push down is drawn before it.
  if (route === 'preloginHome')
    return issuer.flags.migratedApp ? null : { route, heading: text(['appName'], issuer.appName), picture };
  // The sign-in panel is the remote's: the server keeps its place (shell/index.html) and draws the
  // image beside it. Its heading is the remote's text, so the copy has none (a page may go without
  // one for the moment before the remote draws; never with two).
  if (route === 'login') return { route, picture };
  return null;
}
