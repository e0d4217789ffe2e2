// Every citation in the repository resolves inside it: a spec section `§N` to its page
// docs/product/0N-*.md, a spec subsection (`§2 Page refresh`) to a heading of that page,
// `ARCHITECTURE §X` to a section of docs/architecture.md, `CONVENTIONS N` to a convention of
// docs/conventions.md, `SPEC-DECISIONS`, `TOOLCHAIN-NOTES` and `PERFORMANCE-NOTES` to their files, and
// `decision NNN` to a record in docs/decisions/. And every repository path the docs write in backticks
// (or link to) exists, so a doc that still names code which moved fails here. And no doc says "not built"
// in a paragraph that names what is built: a route of the registry, or a repository file that exists.
// One pass over the files.
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { ROUTES, WALLET_ROUTES } from '@portal/client/routes';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Files whose citations are checked: the sources, and every Markdown file (READMEs, docs/). */
const SCANNED = /\.(ts|tsx|mjs|sql|css|md)$/;
/** This file: its citations are the checkers' test cases, not citations. */
const SELF = 'test/doc-citations.test.ts';
/** The docs whose backticked paths and links must exist (the decision records are history and are not held to it). */
const PATH_CHECKED = /^docs\/(product\/)?[^/]+\.md$/;
/** The docs whose "not built" must be true: those, and the READMEs (not the decision records'). */
const CLAIM_CHECKED = /^docs\/(product\/)?[^/]+\.md$|^(?!docs\/decisions\/)(.*\/)?README\.md$/;

/**
 * The spec's subsections, as its headings write them. The spec is kept outside the repository, so its
 * headings are copied here; each must be a `##` heading of its section's page. §1, §6 and §9 have none.
 * A `§N Name` may also name the page's title or one of its `###` headings: the labels inside a
 * subsection that the code cites often ("§2 Back button", "§3 Token model").
 */
const SPEC_SUBSECTIONS: Readonly<Record<number, readonly string[]>> = {
  1: [],
  2: [
    'Pre-login routes',
    'Logged-in routes',
    'Migration routes',
    'Activation routes',
    'Other routes',
    'Payment-instrument routes (embedded)',
    'Address routes',
    'Screens',
    'Header states',
    'Sign-in order and back button',
    'Page refresh',
    'Terms pages',
    'Add and edit card screen',
    'Card carousel (review)',
    'Address screens',
    'Pre-login carousel',
  ],
  3: [
    'Address',
    'Card in the embedded checkout',
    'Card in the portal (from the server)',
    'Billing address, server names',
    'Features',
    'Virtual card control',
    'Application details',
    'Terms',
    'Session',
  ],
  4: [
    'Access levels and session',
    'Flows',
    'Notifications',
    'Address flow',
    'Card edit form state',
    'Card submit',
    'Card save success',
    'Card save error',
    'Card defaults',
    'Delete card',
    'Suspend control',
  ],
  5: ['Address', 'Card', 'Form behaviour', 'Identity and credentials'],
  6: [],
  7: [
    'Authentication and session',
    'User, terms and credentials',
    'Cards (portal)',
    'Cards (embedded checkout)',
    'Addresses',
    'Application and other',
  ],
  8: [
    'Add card (portal)',
    'Update card (portal)',
    'Add card (embedded)',
    'Exception cases',
    'Addresses',
    'Sign-in and general',
  ],
  9: [],
};

/**
 * Citations known not to resolve, skipped line by line until their source is fixed. They are to be
 * fixed in the source (not here); an entry whose line no longer fails makes this test fail, so that
 * the entry is removed with the fix. Key: file:line; value: the citation and what it should say.
 */
const KNOWN_UNRESOLVED: Readonly<Record<string, string>> = {};

// ---------------------------------------------------------------------------------------------
// The documents, read once

export interface ProductPage {
  file: string;
  /** The `##` headings, which hold the spec's subsection names. */
  subsections: readonly string[];
  /** What a `§N Name` may name: the page title (without its number), the `##` and the `###` headings. */
  names: readonly string[];
}

export interface Docs {
  pages: ReadonlyMap<number, ProductPage>;
  /** The section ids of docs/architecture.md ('1', '2.4', '2b'), or null when it is missing. */
  architecture: ReadonlySet<string> | null;
  /** The convention numbers of docs/conventions.md, or null when it is missing. */
  conventions: ReadonlySet<number> | null;
  /** The design documents cited by name that exist, by that name (SPEC-DECISIONS...). */
  present: ReadonlySet<string>;
  /** The decision record numbers ('001'...). */
  decisions: ReadonlySet<string>;
}

/** Design documents cited by name, and the file that holds each. */
export const NAMED_DOCS: Readonly<Record<string, string>> = {
  ARCHITECTURE: 'docs/architecture.md',
  CONVENTIONS: 'docs/conventions.md',
  'SPEC-DECISIONS': 'docs/spec-decisions.md',
  'TOOLCHAIN-NOTES': 'docs/toolchain-notes.md',
  'PERFORMANCE-NOTES': 'docs/performance-notes.md',
};

export function headings(markdown: string, level: 1 | 2 | 3): string[] {
  const marker = `${'#'.repeat(level)} `;
  return markdown
    .split('\n')
    .filter((line) => line.startsWith(marker))
    .map((line) => line.slice(marker.length).trim());
}

/** docs/architecture.md's section ids: `## 2. How…` is '2', `### 2.4 The…` is '2.4', `## 2b. Who…` is '2b'. */
export function architectureSections(markdown: string): Set<string> {
  const ids = new Set<string>();
  for (const line of markdown.split('\n')) {
    const id = /^#{2,4} (\d+(?:\.\d+)?[a-z]?)\.?\s/.exec(line)?.[1];
    if (id) ids.add(id);
  }
  return ids;
}

/** docs/conventions.md's numbers: `### 2. Remotes never…` is 2. */
export function conventionNumbers(markdown: string): Set<number> {
  const numbers = new Set<number>();
  for (const line of markdown.split('\n')) {
    const n = /^#{2,4} (\d+)\.\s/.exec(line)?.[1];
    if (n) numbers.add(Number(n));
  }
  return numbers;
}

export function productPage(file: string, markdown: string): ProductPage {
  const title = headings(markdown, 1)[0]?.replace(/^\d+\.\s*/, '');
  const subsections = headings(markdown, 2);
  return { file, subsections, names: [...(title ? [title] : []), ...subsections, ...headings(markdown, 3)] };
}

/** The documents as the files `read` returns (null for a missing file); `list` lists a folder's files. */
export function readDocs(read: (file: string) => string | null, list: (dir: string) => readonly string[]): Docs {
  const pages = new Map<number, ProductPage>();
  for (const name of list('docs/product')) {
    const n = /^0(\d)-.+\.md$/.exec(name)?.[1];
    const file = `docs/product/${name}`;
    const text = n ? read(file) : null;
    if (n && text !== null) pages.set(Number(n), productPage(file, text));
  }
  const architecture = read(NAMED_DOCS['ARCHITECTURE']!);
  const conventions = read(NAMED_DOCS['CONVENTIONS']!);
  return {
    pages,
    architecture: architecture === null ? null : architectureSections(architecture),
    conventions: conventions === null ? null : conventionNumbers(conventions),
    present: new Set(Object.entries(NAMED_DOCS).flatMap(([name, file]) => (read(file) === null ? [] : [name]))),
    decisions: new Set(list('docs/decisions').flatMap((name) => /^(\d{3})-.+\.md$/.exec(name)?.slice(1, 2) ?? [])),
  };
}

// ---------------------------------------------------------------------------------------------
// Spec subsection names

const lower = (text: string) => text.toLowerCase();
const wordsOf = (text: string) => lower(text).replace(/[(),]/g, ' ').split(/\s+/).filter(Boolean);

/** A cited word matches a heading's word: the same, a plural of it, or (the last cited word) its beginning. */
function sameWord(cited: string, heading: string, last: boolean): boolean {
  return cited === heading || `${cited}s` === heading || cited === `${heading}s` || (last && heading.startsWith(cited));
}

/** Words after a one-word name that show the prose has begun ("§5 Identity is silent on length"). */
const PROSE = new Set([
  'is',
  'are',
  'was',
  'has',
  'have',
  'says',
  'asks',
  'gives',
  'knows',
  'keeps',
  'lists',
  'only',
  'and',
  'or',
  'as',
  'in',
  'on',
  'of',
  'for',
  'to',
  'with',
  'at',
  'by',
  'from',
  'the',
  'a',
  'an',
]);

export type NameVerdict = 'resolves' | 'not-a-name' | 'unresolved';

/**
 * Whether the text after `§N` names one of the section's headings. Only a text that starts with a
 * capitalised word that is the first word of a heading is taken as a name (anything else is prose);
 * such a name resolves when it is a whole heading followed by anything, a shortening of a heading
 * ("§2 Sign-in order", "§5 Identity"), or agrees with a heading for two words or more before the prose.
 */
export function subsectionVerdict(after: string, names: readonly string[]): NameVerdict {
  const run = /^ ([A-Z][\w-]*(?: [\w-]+)*)/.exec(after)?.[1];
  if (!run) return 'not-a-name';
  const cited = wordsOf(run);
  const first = cited[0] ?? '';
  const candidates = names.map(wordsOf).filter((h) => h[0] === first);
  if (candidates.length === 0) return 'not-a-name';
  for (const heading of candidates) {
    let agree = 0;
    while (
      agree < cited.length &&
      agree < heading.length &&
      sameWord(cited[agree]!, heading[agree]!, agree === cited.length - 1)
    )
      agree++;
    if (agree === heading.length || agree === cited.length || agree >= 2) return 'resolves';
    if (agree === 1 && PROSE.has(cited[1]!)) return 'resolves';
  }
  return 'unresolved';
}

// ---------------------------------------------------------------------------------------------
// Checking one file's citations

export interface Problem {
  file: string;
  line: number;
  citation: string;
  why: string;
}

const shown = (text: string) => text.trim().slice(0, 60);

/** Every citation problem of one line. */
export function lineProblems(text: string, docs: Docs): Omit<Problem, 'file' | 'line'>[] {
  const problems: Omit<Problem, 'file' | 'line'>[] = [];
  const architectureIds = docs.architecture;

  // ARCHITECTURE §X (and a bare dotted or lettered §2.4 or §2b, which only the architecture has).
  for (const m of text.matchAll(/\bARCHITECTURE(?:\.md)?\b(?: §(\d+(?:\.\d+)?[a-z]?)\b)?/g)) {
    if (architectureIds === null) problems.push({ citation: m[0], why: `${NAMED_DOCS['ARCHITECTURE']} is missing` });
    else if (m[1] && !architectureIds.has(m[1]))
      problems.push({ citation: m[0], why: `${NAMED_DOCS['ARCHITECTURE']} has no section ${m[1]}` });
  }
  for (const m of text.matchAll(/§(\d+(?:\.\d+|[a-z]))(?!\w|\.\d)/g)) {
    if (/ARCHITECTURE(?:\.md)? $/.test(text.slice(0, m.index))) continue;
    if (architectureIds === null || !architectureIds.has(m[1]!))
      problems.push({
        citation: m[0],
        why: `a section like ${m[0]} is the architecture's, and ${NAMED_DOCS['ARCHITECTURE']} has none`,
      });
  }

  // Spec sections and subsections.
  for (const m of text.matchAll(/§(\d+)(?!\d|\.\d|[a-z])/g)) {
    if (/ARCHITECTURE(?:\.md)? $/.test(text.slice(0, m.index))) continue;
    const section = Number(m[1]);
    const page = docs.pages.get(section);
    const after = text.slice(m.index + m[0].length);
    if (!page) {
      problems.push({
        citation: m[0],
        why: `no page docs/product/${String(section).padStart(2, '0')}-*.md (the spec has sections 1 to 9)`,
      });
      continue;
    }
    if (subsectionVerdict(after, page.names) === 'unresolved') {
      problems.push({
        citation: `${m[0]} ${shown(after)}`,
        why: `names no heading of ${page.file} (${page.subsections.join('; ')})`,
      });
    }
  }

  // CONVENTIONS N.
  for (const m of text.matchAll(/\bCONVENTIONS(?:\.md)?\b(?: (\d+)\b)?/g)) {
    if (docs.conventions === null) problems.push({ citation: m[0], why: `${NAMED_DOCS['CONVENTIONS']} is missing` });
    else if (m[1] && !docs.conventions.has(Number(m[1])))
      problems.push({ citation: m[0], why: `${NAMED_DOCS['CONVENTIONS']} has no convention ${m[1]}` });
  }

  // The other design documents, by name.
  for (const m of text.matchAll(/\b(SPEC-DECISIONS|TOOLCHAIN-NOTES|PERFORMANCE-NOTES)\b/g)) {
    if (!docs.present.has(m[1]!)) problems.push({ citation: m[0], why: `${NAMED_DOCS[m[1]!]} is missing` });
  }

  // Decision records.
  for (const m of text.matchAll(/\bdecisions?[ /](\d{3})\b/g)) {
    if (!docs.decisions.has(m[1]!)) problems.push({ citation: m[0], why: `no docs/decisions/${m[1]}-*.md` });
  }
  return problems;
}

export function fileProblems(file: string, text: string, docs: Docs): Problem[] {
  return text.split('\n').flatMap((line, i) => lineProblems(line, docs).map((p) => ({ file, line: i + 1, ...p })));
}

// ---------------------------------------------------------------------------------------------
// Paths the docs name

/** The repository's files and folders. */
export interface Tree {
  files: ReadonlySet<string>;
  folders: ReadonlySet<string>;
  /** The first segment of every file: what a repository path starts with. */
  tops: ReadonlySet<string>;
}

export function treeOf(files: readonly string[]): Tree {
  const folders = new Set<string>();
  for (const file of files) {
    const parts = file.split('/');
    for (let i = 1; i < parts.length; i++) folders.add(parts.slice(0, i).join('/'));
  }
  return { files: new Set(files), folders, tops: new Set(files.map((f) => f.split('/')[0]!)) };
}

const GLOB = /[*<{]/;

/** A backticked text that is a repository path: it starts with a top-level file or folder of the repository. */
export function isRepoPath(text: string, tree: Tree): boolean {
  if (/\s/.test(text)) return false;
  const first = text.split('/')[0]!;
  if (GLOB.test(first)) return [...tree.tops].some((top) => globRegex(first).test(top));
  return tree.tops.has(first) && (text.includes('/') || tree.files.has(text));
}

function globRegex(pattern: string): RegExp {
  const body = pattern
    .split(/(\*|<[^>]*>|\{[^}]*\})/)
    .map((part, i) => (i % 2 === 1 ? '[^/]+' : part.replace(/[.+?^$()|[\]\\]/g, '\\$&')))
    .join('');
  return new RegExp(`^${body}$`);
}

/** Whether a path (a file, a folder, or a pattern with `*`, `<name>` or `{name}`) exists in the tree. */
export function pathExists(text: string, tree: Tree): boolean {
  const clean = text.replace(/\/$/, '');
  if (!GLOB.test(clean)) return tree.files.has(clean) || tree.folders.has(clean);
  const re = globRegex(clean);
  return [...tree.files, ...tree.folders].some((p) => re.test(p));
}

/** The backticked repository paths and the relative link targets of a Markdown file, with their lines. */
export function namedPaths(
  file: string,
  markdown: string,
  tree: Tree,
): { line: number; path: string; shownAs: string }[] {
  const found: { line: number; path: string; shownAs: string }[] = [];
  markdown.split('\n').forEach((text, i) => {
    for (const m of text.matchAll(/`([^`\n]+)`/g)) {
      const candidate = m[1]!.replace(/:\d+$/, '');
      if (isRepoPath(candidate, tree)) found.push({ line: i + 1, path: candidate, shownAs: m[0] });
    }
    for (const m of text.matchAll(/\[[^\]\n]*\]\(([^)\s]+)\)/g)) {
      const target = m[1]!.split('#')[0]!;
      if (!target || /^[a-z]+:/i.test(target)) continue;
      found.push({
        line: i + 1,
        path: path.posix.normalize(path.posix.join(path.posix.dirname(file), target)),
        shownAs: m[0],
      });
    }
  });
  return found;
}

export function pathProblems(file: string, markdown: string, tree: Tree): Problem[] {
  return namedPaths(file, markdown, tree)
    .filter((p) => !pathExists(p.path, tree))
    .map((p) => ({ file, line: p.line, citation: p.shownAs, why: `${p.path} does not exist` }));
}

// ---------------------------------------------------------------------------------------------
// "Not built" where it is built

/** What the docs may not call unbuilt: the registry's routes (every row has its screen) and the repository's files. */
export interface Built {
  /** The paths of ROUTES and WALLET_ROUTES, as the registry writes them ('editCard/:cardID'). */
  routes: readonly string[];
  tree: Tree;
}

/** A parameter as the registry (`:cardID`), the spec (`{cardID}`) or a doc (`<id>`) writes it. */
const PARAMETER = /:\w+|\{[^}/]*\}|<[^>/]*>/g;

/**
 * The route a backticked text names, or undefined: a route's path (`/review`, `editCard/{id}`), the
 * part of it before its first parameter (`activation/questions` for `activation/questions/:tokenNumber`),
 * or a pattern with `*` that matches it (`migration/*`).
 */
export function routeNamed(text: string, routes: readonly string[]): string | undefined {
  const written = text.replace(/^\//, '').replace(/\/$/, '').replace(PARAMETER, ':');
  if (written === '' || /\s/.test(written)) return undefined;
  const pattern = written.includes('*')
    ? new RegExp(`^${written.replace(/[.+?^$()|[\]\\]/g, '\\$&').replace(/\*/g, '.+')}$`)
    : null;
  return routes.find((route) => {
    if (route === '') return false;
    const shape = route.replace(PARAMETER, ':');
    const beforeParameter = shape.includes(':') ? shape.slice(0, shape.indexOf('/:')) : null;
    return pattern ? pattern.test(shape) : written === shape || written === beforeParameter;
  });
}

/** What a backticked text names that is built, said for a message, or null. */
export function builtNamed(text: string, built: Built): string | null {
  const file = text.replace(/:\d+$/, '');
  if (isRepoPath(file, built.tree) && built.tree.files.has(file)) return `\`${text}\` (a file that exists)`;
  const route = routeNamed(text, built.routes);
  return route === undefined ? null : `\`${text}\` (the registry's route ${route})`;
}

/**
 * A Markdown file's paragraphs, each with its first line: a heading, a table row, a list item with its
 * indented continuation, or a run of plain lines. Fenced code is left out.
 */
export function paragraphs(markdown: string): { line: number; text: string }[] {
  const found: { line: number; lines: string[] }[] = [];
  let current: { line: number; lines: string[] } | null = null;
  let fenced = false;
  markdown.split('\n').forEach((text, i) => {
    if (/^\s*(```|~~~)/.test(text)) {
      fenced = !fenced;
      current = null;
      return;
    }
    if (fenced || text.trim() === '') {
      current = null;
      return;
    }
    const previous = current?.lines.at(-1) ?? '';
    if (!current || /^\s*([-*+]|\d+\.)\s|^\s*[#|]/.test(text) || /^\s*[#|]/.test(previous)) {
      current = { line: i + 1, lines: [] };
      found.push(current);
    }
    current.lines.push(text);
  });
  return found.map((p) => ({ line: p.line, text: p.lines.join('\n') }));
}

/** "not built", "not yet built", "isn't built", however the lines wrap it. */
const NOT_BUILT = /(?:\bnot|n't)\s+(?:yet\s+)?built(?:\s+yet)?\b/gi;

/**
 * Every "not built" of a Markdown file in a paragraph that names something built. A claim that is true
 * is written in a paragraph of its own, naming nothing that exists.
 */
export function claimProblems(file: string, markdown: string, built: Built): Problem[] {
  const problems: Problem[] = [];
  for (const paragraph of paragraphs(markdown)) {
    const claims = [...paragraph.text.matchAll(NOT_BUILT)];
    if (claims.length === 0) continue;
    const named = [
      ...new Set([...paragraph.text.matchAll(/`([^`\n]+)`/g)].flatMap((m) => builtNamed(m[1]!, built) ?? [])),
    ];
    if (named.length === 0) continue;
    for (const claim of claims) {
      const line = paragraph.line + (paragraph.text.slice(0, claim.index).match(/\n/g)?.length ?? 0);
      problems.push({
        file,
        line,
        citation: `"${claim[0].replace(/\s+/g, ' ')}"`,
        why: `its paragraph names what is built: ${named.join(', ')}`,
      });
    }
  }
  return problems;
}

/** The registry's route paths: every row of the portal and of the wallet has its screen. */
const BUILT_ROUTES: readonly string[] = [...Object.values(ROUTES), ...Object.values(WALLET_ROUTES)].map((r) => r.path);

// ---------------------------------------------------------------------------------------------
// The repository

/**
 * Tracked and new (not ignored) files that exist: what a commit would hold. The probe files that
 * test/lint-boundaries.test.ts writes for a moment, while it runs beside this test, are not.
 */
function repositoryFiles(): string[] {
  const out = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], {
    cwd: ROOT,
    encoding: 'utf8',
  });
  return [...new Set(out.split('\0'))].filter(
    (f) =>
      f !== '' &&
      !/(^|\/)(node_modules|dist)\//.test(f) &&
      !/(^|\/)lint-probe-/.test(f) &&
      existsSync(path.join(ROOT, f)),
  );
}

const readOrNull = (file: string): string | null => {
  try {
    return readFileSync(path.join(ROOT, file), 'utf8');
  } catch {
    return null;
  }
};
const listOrEmpty = (dir: string): string[] => {
  try {
    return readdirSync(path.join(ROOT, dir));
  } catch {
    return [];
  }
};

const format = (p: Problem) => `${p.file}:${p.line}: ${p.citation} (${p.why})`;

describe('doc citations: the checkers', () => {
  const page = (n: number, markdown: string): [number, ProductPage] => [
    n,
    productPage(`docs/product/0${n}-x.md`, markdown),
  ];
  const docs: Docs = {
    pages: new Map([
      page(
        2,
        '# 2. Screens and routes\n## Page refresh\n## Sign-in order and back button\n### Back button\n## Header states\n',
      ),
      page(5, '# 5. Validation rules\n## Identity and credentials\n'),
    ]),
    architecture: architectureSections(
      '## 1. The house\n## 2. A page\n### 2.4 Failures\n## 2b. Who owns which route\n',
    ),
    conventions: conventionNumbers('### 1. Layout\n### 2. Remotes never import each other\n'),
    present: new Set(['ARCHITECTURE', 'CONVENTIONS', 'SPEC-DECISIONS']),
    decisions: new Set(['013']),
  };
  const problems = (line: string) => lineProblems(line, docs).map((p) => p.why);

  it('a §N with a page resolves; one without a page does not', () => {
    expect(problems('// §2 route list and §5, as written')).toEqual([]);
    expect(problems("describe('§10 postlogin messages'")).toEqual([
      'no page docs/product/10-*.md (the spec has sections 1 to 9)',
    ]);
    expect(problems('// §3 Address')).toEqual(['no page docs/product/03-*.md (the spec has sections 1 to 9)']);
  });

  it('a §N Subsection resolves to a heading of its page; a name that is no heading does not', () => {
    for (const ok of [
      '§2 Page refresh',
      '§2 Page refresh ends the flow',
      '§2 Sign-in order',
      '§2 Sign-in order with the keyboard',
      '§2 Back button on every page',
      '§2 Header state 4',
      '§5 Identity',
      '§5 Identity is silent on length',
      '§2 Screens and routes',
    ]) {
      expect(problems(`// ${ok}: …`), ok).toEqual([]);
    }
    expect(problems('// §2 Page reload: the flow')).toEqual([
      expect.stringContaining('names no heading of docs/product/02-x.md'),
    ]);
    expect(problems('// §2 Header buttons')).toHaveLength(1);
  });

  it('free prose after a section number is not a name', () => {
    expect(subsectionVerdict(' the route list', ['Page refresh'])).toBe('not-a-name');
    expect(subsectionVerdict(' VMCP_001 is technical', ['Page refresh'])).toBe('not-a-name');
    expect(subsectionVerdict(': login', ['Page refresh'])).toBe('not-a-name');
    expect(subsectionVerdict(' Page refresh', ['Page refresh'])).toBe('resolves');
    expect(subsectionVerdict(' Page reload', ['Page refresh'])).toBe('unresolved');
  });

  it('ARCHITECTURE §X resolves to a section of the architecture; a missing section does not', () => {
    expect(
      problems('// ARCHITECTURE §2.4, ARCHITECTURE §2b, ARCHITECTURE §2 (ARCHITECTURE §2.3 missing below)'),
    ).toEqual(['docs/architecture.md has no section 2.3']);
    expect(problems('// (ARCHITECTURE §2.4, §2.9)')).toEqual([
      "a section like §2.9 is the architecture's, and docs/architecture.md has none",
    ]);
    expect(problems('// the app §2b gives each')).toEqual([]);
    expect(lineProblems('// ARCHITECTURE §1', { ...docs, architecture: null }).map((p) => p.why)).toEqual([
      'docs/architecture.md is missing',
    ]);
  });

  it('CONVENTIONS N resolves to a numbered convention; a missing number does not', () => {
    expect(problems('// (CONVENTIONS 2) and CONVENTIONS: the entry')).toEqual([]);
    expect(problems('// CONVENTIONS 15')).toEqual(['docs/conventions.md has no convention 15']);
  });

  it('SPEC-DECISIONS, TOOLCHAIN-NOTES and decision records resolve while their files exist', () => {
    expect(problems('// SPEC-DECISIONS: 6 digits (decision 013, docs/decisions/013)')).toEqual([]);
    expect(problems('// as TOOLCHAIN-NOTES found')).toEqual(['docs/toolchain-notes.md is missing']);
    expect(problems('// decision 099')).toEqual(['no docs/decisions/099-*.md']);
  });

  it('a repository path in backticks or a relative link resolves while it exists', () => {
    const tree = treeOf([
      'packages/client/src/routes/registry.ts',
      'shell/env/local.json',
      'docs/product/02-x.md',
      'README.md',
    ]);
    const md = [
      '`packages/client/src/routes/registry.ts`, `packages/client/src/routes/`, `shell/env/<environment>.json`, `README.md`',
      '`npm start`, `login/verifyCode`, `@portal/client/api`, [a page](02-x.md), [a site](https://example.com)',
      '`packages/client/src/routes/gone.ts` and [gone](03-y.md)',
    ].join('\n');
    expect(pathProblems('docs/product/README.md', md, tree).map(format)).toEqual([
      'docs/product/README.md:3: `packages/client/src/routes/gone.ts` (packages/client/src/routes/gone.ts does not exist)',
      'docs/product/README.md:3: [gone](03-y.md) (docs/product/03-y.md does not exist)',
    ]);
  });

  it('a route is named by its path, its part before a parameter, or a pattern', () => {
    const routes = ['', 'review', 'editCard/:cardID', 'activation/questions/:tokenNumber', 'migration/acceptTac'];
    expect(routeNamed('/review', routes)).toBe('review');
    expect(routeNamed('editCard/{cardID}', routes)).toBe('editCard/:cardID');
    expect(routeNamed('editCard/<id>', routes)).toBe('editCard/:cardID');
    expect(routeNamed('editCard', routes)).toBe('editCard/:cardID');
    expect(routeNamed('activation/questions', routes)).toBe('activation/questions/:tokenNumber');
    expect(routeNamed('migration/*', routes)).toBe('migration/acceptTac');
    for (const not of ["''", '', 'activation', 'review/more', 'npm start', 'migration'])
      expect(routeNamed(not, routes), not).toBeUndefined();
  });

  it('"not built" beside a route of the registry or a file that exists fails; a true claim does not', () => {
    const built: Built = {
      routes: ['sso/launch', 'activation/questions/:tokenNumber/:error', 'editCard/:cardID'],
      tree: treeOf(['packages/client/src/api/activation.ts', 'mfe-sso/src/routes.tsx', 'README.md']),
    };
    const md = [
      '## Card activation', // 1
      '', // 2
      '- Client: `packages/client/src/api/activation.ts`.', // 3
      '  Not built yet beyond the calls.', // 4
      '| questions | not built yet | `activation/questions/{tokenNumber}/{error}` |', // 5
      '| sso | built | `mfe-sso/src/routes.tsx` |', // 6
      'The SSO entry point `sso/launch` is not', // 7
      "built yet, and the `editCard` variant isn't built.", // 8
      '', // 9
      '- The confirmation dialog is not built (`shared/src/gone.ts`, `mfe-sso/`, `npm start`).', // 10
      '- `README.md` exists.', // 11
      '- Not built yet: nothing here names it.', // 12
      '```', // 13
      'not built: `README.md`', // 14
      '```', // 15
    ].join('\n');
    expect(claimProblems('docs/x.md', md, built).map(format)).toEqual([
      'docs/x.md:4: "Not built yet" (its paragraph names what is built: `packages/client/src/api/activation.ts` (a file that exists))',
      'docs/x.md:5: "not built yet" (its paragraph names what is built: `activation/questions/{tokenNumber}/{error}` (the registry\'s route activation/questions/:tokenNumber/:error))',
      'docs/x.md:7: "not built yet" (its paragraph names what is built: `sso/launch` (the registry\'s route sso/launch), `editCard` (the registry\'s route editCard/:cardID))',
      "docs/x.md:8: \"n't built\" (its paragraph names what is built: `sso/launch` (the registry's route sso/launch), `editCard` (the registry's route editCard/:cardID))",
    ]);
  });
});

describe('doc citations: the repository', () => {
  const files = repositoryFiles();
  const tree = treeOf(files);
  const docs = readDocs(readOrNull, listOrEmpty);

  it('has a product page for each spec section, with a heading for each of its subsections', () => {
    const missing = Object.entries(SPEC_SUBSECTIONS).flatMap(([n, names]) => {
      const page = docs.pages.get(Number(n));
      if (!page) return [`docs/product/0${n}-*.md is missing`];
      return names.filter((name) => !page.subsections.includes(name)).map((name) => `${page.file}: no "## ${name}"`);
    });
    expect(missing).toEqual([]);
  });

  it('every citation in the sources and Markdown resolves, every path the docs name exists, and nothing built is called unbuilt', () => {
    const problems: Problem[] = [];
    const claims: Problem[] = [];
    const built: Built = { routes: BUILT_ROUTES, tree };
    for (const file of files) {
      if (!SCANNED.test(file) || file === SELF) continue;
      const text = readFileSync(path.join(ROOT, file), 'utf8');
      problems.push(...fileProblems(file, text, docs));
      if (PATH_CHECKED.test(file)) problems.push(...pathProblems(file, text, tree));
      if (CLAIM_CHECKED.test(file)) claims.push(...claimProblems(file, text, built));
    }
    const known = (p: Problem) => `${p.file}:${p.line}` in KNOWN_UNRESOLVED;
    expect(problems.filter((p) => !known(p)).map(format), 'fix the citation or the doc').toEqual([]);
    const stale = Object.keys(KNOWN_UNRESOLVED).filter((at) => !problems.some((p) => `${p.file}:${p.line}` === at));
    expect(stale, 'fixed: remove these from KNOWN_UNRESOLVED').toEqual([]);
    expect(claims.map(format), 'a doc says "not built" beside what is built: say what exists and where').toEqual([]);
  });
});
