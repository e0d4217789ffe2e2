// Precompression at build time: a brotli (.br) and a gzip (.gz) copy beside each built JavaScript,
// CSS, JSON and SVG file where it pays (at least PRECOMPRESS_MIN_BYTES, and a copy at most
// PRECOMPRESS_MAX_RATIO of the original). The servers send such a copy as it is (@fastify/static's
// preCompressed, shell/server/static-files.ts), made once at the best settings (brotli 11, gzip 9)
// that would cost too much per response; anything without a copy is compressed on the fly.
import { readdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Compiler, RspackPluginInstance } from '@rspack/core';

/** The types worth it: text that browsers fetch. Source maps are not (a developer's tools fetch them rarely). */
const PRECOMPRESS_EXTENSIONS: readonly string[] = ['.js', '.mjs', '.css', '.json', '.svg'];

/** Below about one network packet, compression saves no round trip. */
export const PRECOMPRESS_MIN_BYTES = 1024;

/** A copy is written only when it is at most this share of the original. */
export const PRECOMPRESS_MAX_RATIO = 0.9;

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

export interface PrecompressResult {
  file: string;
  bytes: number;
  /** Bytes of the copy written, or null when none pays. */
  br: number | null;
  gz: number | null;
}

/** Writes `file.br` and `file.gz` where they pay, and removes a stale copy where they no longer do. */
export async function precompressFile(file: string): Promise<PrecompressResult> {
  const body = await readFile(file);
  const pays = body.length >= PRECOMPRESS_MIN_BYTES;
  const [br, gz] = pays
    ? await Promise.all([
        brotli(body, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
            [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
            [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
          },
        }),
        gzipped(body, { level: constants.Z_BEST_COMPRESSION }),
      ])
    : [null, null];
  const keep = async (copy: Buffer | null, extension: string): Promise<number | null> => {
    if (copy !== null && copy.length <= body.length * PRECOMPRESS_MAX_RATIO) {
      await writeFile(`${file}${extension}`, copy);
      return copy.length;
    }
    // A copy left from an earlier build would be sent in place of the new file.
    await rm(`${file}${extension}`, { force: true });
    return null;
  };
  return { file, bytes: body.length, br: await keep(br, '.br'), gz: await keep(gz, '.gz') };
}

/** Every file of a build's folder (dotfiles and copies aside) worth precompressing. */
async function candidates(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries
    .filter(
      (e) =>
        e.isFile() && !e.name.startsWith('.') && PRECOMPRESS_EXTENSIONS.includes(path.extname(e.name).toLowerCase()),
    )
    .map((e) => path.join(e.parentPath, e.name));
}

/** Precompresses a build's folder: every candidate file, in parallel (zlib works on its thread pool). */
export async function precompressFolder(dir: string): Promise<PrecompressResult[]> {
  return Promise.all((await candidates(dir)).map(precompressFile));
}

/**
 * Precompresses a production build once Rspack has written it. The whole folder, rather than the
 * compilation's assets, so that files written beside them (the Module Federation manifest) count too.
 */
export class PrecompressPlugin implements RspackPluginInstance {
  apply(compiler: Compiler): void {
    compiler.hooks.afterEmit.tapPromise('PrecompressPlugin', async () => {
      await precompressFolder(compiler.outputPath);
    });
  }
}
