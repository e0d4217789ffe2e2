import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { packageDir, PackageNotFoundError } from './package-dir';

// A small workspace: app/ (with dist/ and src/deep/), lib/ linked into app/node_modules/@x/lib, as pnpm links.
const root = mkdtempSync(path.join(tmpdir(), 'package-dir-'));
const write = (file: string, text: string) => {
  mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  writeFileSync(path.join(root, file), text);
};
write('package.json', JSON.stringify({ name: 'workspace' }));
write('app/package.json', JSON.stringify({ name: '@x/app' }));
write('app/src/deep/file.ts', '');
write('app/dist/main.js', '');
write('lib/package.json', JSON.stringify({ name: '@x/lib' }));
write('lib/src/load.ts', '');
write('broken/package.json', '{ not json');
write('broken/index.js', '');
mkdirSync(path.join(root, 'app/node_modules/@x'), { recursive: true });
symlinkSync(path.join(root, 'lib'), path.join(root, 'app/node_modules/@x/lib'), 'dir');
const url = (file: string) => pathToFileURL(path.join(root, file)).href;

afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('packageDir', () => {
  it('finds the package a source file belongs to, however deep', () => {
    expect(packageDir(url('app/src/deep/file.ts'), '@x/app')).toBe(path.join(root, 'app'));
  });

  it('gives the same folder from a file built into dist/', () => {
    expect(packageDir(url('app/dist/main.js'), '@x/app')).toBe(path.join(root, 'app'));
  });

  it('finds another package through node_modules, following the link to its real folder', () => {
    expect(packageDir(url('app/dist/main.js'), '@x/lib')).toBe(path.join(root, 'lib'));
    expect(packageDir(url('lib/src/load.ts'), '@x/lib')).toBe(path.join(root, 'lib'));
  });

  it('finds the workspace root above the packages', () => {
    expect(packageDir(url('app/dist/main.js'), 'workspace')).toBe(root);
  });

  it('passes over a package.json it cannot read', () => {
    expect(packageDir(url('broken/index.js'), 'workspace')).toBe(root);
  });

  it('names the package and the file when there is none', () => {
    const file = url('lib/src/load.ts');
    expect(() => packageDir(file, '@x/nowhere')).toThrow(PackageNotFoundError);
    expect(() => packageDir(file, '@x/nowhere')).toThrow(
      `@x/nowhere is neither a folder above ${path.join(root, 'lib/src/load.ts')} nor in a node_modules folder above it`,
    );
  });
});
