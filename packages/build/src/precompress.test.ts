import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { PRECOMPRESS_MAX_RATIO, PRECOMPRESS_MIN_BYTES, precompressFile, precompressFolder } from './precompress';

const tmp = mkdtempSync(path.join(tmpdir(), 'precompress-'));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

/** A folder laid out like a build: file name -> content. */
function build(name: string, files: Record<string, string | Buffer>): string {
  const dir = path.join(tmp, name);
  for (const [file, content] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), content);
  }
  return dir;
}

const JS = 'export function greet(name) { return `Hello, ${name}!`; }\n'.repeat(200);
const CSS = '.banner { display: grid; gap: var(--space-2); }\n'.repeat(100);
const MANIFEST = JSON.stringify({
  name: 'mfe_prelogin',
  exposes: Array.from({ length: 40 }, (_, i) => ({ id: `expose-${i}`, path: `./feature-${i}` })),
});
/** Bytes that do not compress (random): a copy would be as large as the file. */
const NOISE = randomBytes(4096);

describe('precompressFolder (packages/build/src/precompress.ts)', () => {
  it('writes .br and .gz beside JS, CSS and JSON above the threshold; each decompresses to the original', async () => {
    const dir = build('app', {
      'main.0123abcdef.js': JS,
      'assets/style.0123abcdef.css': CSS,
      'mf-manifest.json': MANIFEST,
    });
    const results = await precompressFolder(dir);
    expect(results).toHaveLength(3);
    for (const file of ['main.0123abcdef.js', 'assets/style.0123abcdef.css', 'mf-manifest.json']) {
      const original = readFileSync(path.join(dir, file));
      const br = readFileSync(path.join(dir, `${file}.br`));
      const gz = readFileSync(path.join(dir, `${file}.gz`));
      expect(brotliDecompressSync(br).equals(original), file).toBe(true);
      expect(gunzipSync(gz).equals(original), file).toBe(true);
      expect(br.length, file).toBeLessThanOrEqual(original.length * PRECOMPRESS_MAX_RATIO);
      // Brotli at its best beats gzip at its best on text.
      expect(br.length, file).toBeLessThan(gz.length);
    }
    expect(results.find((r) => r.file.endsWith('main.0123abcdef.js'))).toEqual({
      file: path.join(dir, 'main.0123abcdef.js'),
      bytes: Buffer.byteLength(JS),
      br: readFileSync(path.join(dir, 'main.0123abcdef.js.br')).length,
      gz: readFileSync(path.join(dir, 'main.0123abcdef.js.gz')).length,
    });
  });

  it('leaves alone what does not pay: small files, incompressible ones, source maps, images, dotfiles', async () => {
    const dir = build('skip', {
      'tiny.0123abcdef.js': 'x'.repeat(PRECOMPRESS_MIN_BYTES - 1),
      'noise.json': NOISE,
      'main.0123abcdef.js.map': JS,
      'logo.png': NOISE,
      '.portal-build-stamp': JS,
    });
    const results = await precompressFolder(dir);
    expect(results.map((r) => path.basename(r.file)).sort()).toEqual(['noise.json', 'tiny.0123abcdef.js']);
    for (const r of results) expect(r).toMatchObject({ br: null, gz: null });
    for (const file of [
      'tiny.0123abcdef.js',
      'noise.json',
      'main.0123abcdef.js.map',
      'logo.png',
      '.portal-build-stamp',
    ]) {
      expect(existsSync(path.join(dir, `${file}.br`)), file).toBe(false);
      expect(existsSync(path.join(dir, `${file}.gz`)), file).toBe(false);
    }
  });

  it('a file at the threshold is compressed', async () => {
    const dir = build('edge', { 'edge.js': 'a'.repeat(PRECOMPRESS_MIN_BYTES) });
    expect(await precompressFile(path.join(dir, 'edge.js'))).toMatchObject({
      bytes: PRECOMPRESS_MIN_BYTES,
      br: expect.any(Number) as unknown,
      gz: expect.any(Number) as unknown,
    });
  });

  it('removes a copy left from an earlier build when the file no longer pays, so it is never sent in its place', async () => {
    const dir = build('stale', { 'mf-manifest.json': MANIFEST });
    await precompressFolder(dir);
    expect(existsSync(path.join(dir, 'mf-manifest.json.br'))).toBe(true);
    writeFileSync(path.join(dir, 'mf-manifest.json'), '{"name":"small"}');
    await precompressFolder(dir);
    expect(existsSync(path.join(dir, 'mf-manifest.json.br'))).toBe(false);
    expect(existsSync(path.join(dir, 'mf-manifest.json.gz'))).toBe(false);
  });

  it('rewrites a copy when the file changed', async () => {
    const dir = build('changed', { 'remoteEntry.js': JS });
    await precompressFolder(dir);
    writeFileSync(path.join(dir, 'remoteEntry.js'), CSS);
    await precompressFolder(dir);
    expect(brotliDecompressSync(readFileSync(path.join(dir, 'remoteEntry.js.br'))).toString('utf8')).toBe(CSS);
    expect(gunzipSync(readFileSync(path.join(dir, 'remoteEntry.js.gz'))).toString('utf8')).toBe(CSS);
  });
});
