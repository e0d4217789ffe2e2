// Release trains: the shell and each remote carry their own version and a short
// changelog; the version a build writes into its manifest (packages/build/src/federation.ts) has its section.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { REMOTES } from '@portal/build/remotes';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const APPS = ['shell', ...REMOTES.map((r: { dir: string }) => r.dir)];

describe('each app its version and changelog', () => {
  it.each(APPS)('%s: CHANGELOG.md has a section for its package version', (dir) => {
    const { version } = JSON.parse(readFileSync(path.join(root, dir, 'package.json'), 'utf8')) as { version: string };
    expect(version).toMatch(/^\d+\.\d+\.\d+$/);
    const changelog = readFileSync(path.join(root, dir, 'CHANGELOG.md'), 'utf8');
    const sections = [...changelog.matchAll(/^## (\d+\.\d+\.\d+)$/gm)].map((m) => m[1]);
    // The newest first: the top section is the version being built.
    expect(sections[0]).toBe(version);
    expect(new Set(sections).size).toBe(sections.length);
  });
});
