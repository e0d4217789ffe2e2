// What a built file is made of, from its hidden source map (packages/build/src/rspack.ts writes them to
// <app>/source-maps/, never served): the minified bytes each source produced, grouped by the package
// or workspace module they belong to. The bench prints the largest group beside each file fetched.
// The map's mappings are decoded by @jridgewell/sourcemap-codec (what Rollup and Babel use).
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { decode } from '@jridgewell/sourcemap-codec';

/**
 * The group a source belongs to: an npm package ('react-dom', '@module-federation/runtime-core'), or
 * a workspace folder ('@portal/ui', 'mfe-prelogin/features/login', 'shell/chrome'), or
 * 'webpack runtime' for code the bundler wrote.
 * @param {string} source a `sources` entry (webpack://<app>/<path>)
 */
export function groupOf(source) {
  const app = /^webpack:\/\/([^/]*)\//.exec(source)?.[1]?.replace(/_/g, '-') ?? 'app';
  const file = decodeURIComponent(source.replace(/^webpack:\/\/[^/]*\//, '')).replace(/^css /, '');
  const nodeModules = file.lastIndexOf('node_modules/');
  if (nodeModules >= 0) {
    const rest = file.slice(nodeModules + 'node_modules/'.length).split('/');
    return rest[0]?.startsWith('@') ? `${rest[0]}/${rest[1]}` : (rest[0] ?? file);
  }
  const parts = file.replace(/^(\.\.\/)+|^\.\//, '').split('/');
  const src = parts.indexOf('src');
  if (src >= 0) {
    const pkg = src === 0 ? app : parts[src - 1];
    const inner = parts.slice(src + 1);
    // features/<name>, or the first folder below src/ (kit, api, a domain's subject).
    const depth = inner[0] === 'features' ? 2 : 1;
    const where = inner.length > depth ? inner.slice(0, depth).join('/') : inner[0]?.replace(/\.[a-z]+$/, '');
    return parts[src - 2] === 'packages' ? `@portal/${pkg}/${where}` : `${pkg}/${where}`;
  }
  // Rspack's own runtime modules and generated federation code have no file behind them.
  return file.includes('webpack/runtime') || !file.includes('/') ? 'bundler runtime' : file;
}

/** The group of the data a bundle inlines with no source map: `JSON.parse('…')` of a JSON module (messages). */
export const JSON_DATA = 'JSON data (unmapped)';

/**
 * The bytes of the `JSON.parse('…')` calls in a piece of code with no source (how Rspack inlines a JSON
 * module, such as a remote's messages): without this they counted as the bundler's own code.
 * @param {string} text
 */
export function inlinedJsonBytes(text) {
  let bytes = 0;
  for (let start = text.indexOf("JSON.parse('"); start !== -1; start = text.indexOf("JSON.parse('", start + 1)) {
    let i = start + "JSON.parse('".length;
    while (i < text.length && text[i] !== "'") i += text[i] === '\\' ? 2 : 1;
    if (text[i + 1] !== ')') continue;
    bytes += i + 2 - start;
    start = i;
  }
  return bytes;
}

/**
 * The minified bytes of a built file per group, largest first, from its map. Code with no source is
 * the bundler's ('bundler runtime'), but for the JSON it inlines (JSON_DATA).
 * @param {string} code the built file's text
 * @param {{ sources: string[], mappings: string }} map
 * @returns {Array<{ group: string, bytes: number }>}
 */
export function composition(code, map) {
  const lines = code.split('\n');
  // [generated column] for code with no source, [column, source index, …] for mapped code.
  const decoded = decode(map.mappings).map((line) =>
    line.map((segment) => [segment[0], segment.length >= 4 ? segment[1] : -1]),
  );
  const bytes = new Map();
  const add = (group, n) => bytes.set(group, (bytes.get(group) ?? 0) + n);
  decoded.forEach((segments, i) => {
    const line = lines[i] ?? '';
    // The line's code with no source, run by run (adjacent segments joined, so a literal is whole).
    let unmapped = '';
    const endRun = () => {
      const json = inlinedJsonBytes(unmapped);
      add(JSON_DATA, json);
      add('bundler runtime', unmapped.length - json);
      unmapped = '';
    };
    segments.forEach(([column, source], j) => {
      const end = segments[j + 1]?.[0] ?? line.length;
      if (end <= column) return;
      if (source >= 0) {
        endRun();
        add(groupOf(map.sources[source] ?? ''), end - column);
      } else {
        unmapped += line.slice(column, end);
      }
    });
    endRun();
  });
  return [...bytes.entries()]
    .filter(([, n]) => n > 0)
    .map(([group, n]) => ({ group, bytes: n }))
    .sort((a, b) => b.bytes - a.bytes);
}

/**
 * The composition of a built file of an app, from `<outputDir>/../source-maps/<file>.map`, or null
 * when the file has no map (a CSS file, the manifest).
 * @param {string} outputDir the app's dist folder
 * @param {string} file the file's name in it
 */
export function compositionOf(outputDir, file) {
  const mapFile = path.join(outputDir, '..', 'source-maps', `${file}.map`);
  const codeFile = path.join(outputDir, file);
  if (!existsSync(mapFile) || !existsSync(codeFile)) return null;
  return composition(readFileSync(codeFile, 'utf8'), JSON.parse(readFileSync(mapFile, 'utf8')));
}

/**
 * "react-dom 97%" or "react-router 61%, @portal/ui 20%": the group that dominates a file, and
 * the second when the first has less than 80 %.
 * @param {Array<{ group: string, bytes: number }> | null} parts
 */
export function dominantOf(parts) {
  if (!parts || parts.length === 0) return '';
  const total = parts.reduce((s, p) => s + p.bytes, 0);
  const pct = (p) => `${p.group} ${Math.round((100 * p.bytes) / total)}%`;
  const [first, second] = parts;
  return first.bytes / total >= 0.8 || !second ? pct(first) : `${pct(first)}, ${pct(second)}`;
}
