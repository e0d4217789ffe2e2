// How the shell's and the remotes' chunks are cut (decision 026 item 10, decision 036): the modules of
// named packages, and the shell's two groups, what its first page loads and what waits.

/**
 * The files of the named packages wherever they are installed: node_modules/<name>/, or pnpm's
 * node_modules/.pnpm/<name>@<version>/node_modules/<name>/. A scoped name's slash matches either separator.
 */
export function modulesOfPackages(names: readonly string[]): RegExp {
  const escape = (name: string) => name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace('/', '[\\\\/]');
  return new RegExp(
    `[\\\\/]node_modules[\\\\/](?:\\.pnpm[\\\\/][^\\\\/]+[\\\\/]node_modules[\\\\/])?(?:${names.map(escape).join('|')})[\\\\/]`,
  );
}

/**
 * What the shell provides or shows only once a page makes a call to the gateway, shows a form or a card,
 * or is signed in, in one chunk of its own (`later`) that a page before sign-in never fetches (decision
 * 036): TanStack Query and @portal/client/query (the shell provides them; the first screen that reads or
 * writes loads them, login's form for one), the rules' and forms' English messages (loadRuleMessages),
 * and header state 4's nav, which reads the cards.
 */
export const SHELL_LATER_CHUNK =
  /[\\/](?:node_modules[\\/](?:\.pnpm[\\/][^\\/]+[\\/]node_modules[\\/])?@tanstack[\\/]|packages[\\/]client[\\/]src[\\/]query[\\/]|packages[\\/]client[\\/]src[\\/]i18n[\\/]locales[\\/]en[\\/](?:rules\.ts|address\.json|card\.json|forms\.json|identity\.json)$|shell[\\/]src[\\/]chrome[\\/]signed-in-nav\.tsx$)/;

/**
 * Everything else the shell loads after main.js, in one chunk (`boot`), but the messages of a locale
 * other than English, which a page fetches only in that language (packages/client/src/i18n/index.ts). The shell's
 * first page, whatever the route, loads all of it: its own code, its code from the portal's packages, the libraries
 * its boot needs and the tree-shaken copies it provides to the remotes (SHAKEN_SHARED). By default each
 * shared package is an async chunk of its own; as six files and two stylesheets they cost 3.0 KB more
 * gzip than as one of each (decision 026 item 10), and six more requests. A shell module that should
 * load later than the first page needs a cache group of its own, as SHELL_LATER_CHUNK's have. The other
 * host built here, the wallet's loader, has no async chunk.
 */
export const SHELL_BOOT_CHUNK = /^(?![\s\S]*[\\/]packages[\\/]client[\\/]src[\\/]i18n[\\/]locales[\\/](?!en[\\/]))/;
