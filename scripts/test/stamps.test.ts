// Content fingerprints (scripts/lib/stamps.mjs): the same tree gives the same hash, a changed file
// another, and a file that comes and goes while the tree is read (another test's transient probe
// file) is left out instead of failing the build that asked.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fingerprint } from '../lib/stamps.mjs';

let dir = '';
beforeEach(() => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'stamps-'));
  mkdirSync(path.join(dir, 'src'));
  writeFileSync(path.join(dir, 'src', 'a.ts'), 'export const a = 1;\n');
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('fingerprint', () => {
  it('is the same for the same tree and changes with a file’s content', () => {
    const before = fingerprint([dir]);
    expect(fingerprint([dir])).toBe(before);
    writeFileSync(path.join(dir, 'src', 'a.ts'), 'export const a = 2;\n');
    expect(fingerprint([dir])).not.toBe(before);
  });

  it('leaves out the tests when asked', () => {
    const before = fingerprint([dir], { ignoreTests: true });
    writeFileSync(path.join(dir, 'src', 'a.test.ts'), 'it();\n');
    expect(fingerprint([dir], { ignoreTests: true })).toBe(before);
    expect(fingerprint([dir])).not.toBe(before);
  });

  it('never fails while files come and go beside it', async () => {
    // Another thread writes and deletes files in the tree as fast as it can, as a lint probe does.
    const churn = new Worker(
      `const { writeFileSync, rmSync } = require('node:fs');
       const { workerData } = require('node:worker_threads');
       const until = Date.now() + 1500;
       for (let i = 0; Date.now() < until; i++) {
         const file = workerData + '/probe-' + (i % 8) + '.ts';
         writeFileSync(file, 'x');
         rmSync(file, { force: true });
       }`,
      { eval: true, workerData: path.join(dir, 'src') },
    );
    const done = new Promise((resolve) => churn.once('exit', resolve));
    let runs = 0;
    const started = Date.now();
    while (Date.now() - started < 1000) {
      expect(typeof fingerprint([dir])).toBe('string');
      runs += 1;
      await new Promise((resolve) => setImmediate(resolve));
    }
    await done;
    expect(runs).toBeGreaterThan(10);
  });
});
