// The type check's one program (typecheck.mjs): packages with the same compiler options share it, a
// package whose options differ keeps its own, and the merged program reports what each package's would.
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { planTypecheck, workspaceConfigs, writeMergedConfig } from './typecheck.mjs';

const tsc = createRequire(import.meta.url).resolve('typescript/bin/tsc');

let root = '';
function write(file: string, text: string): void {
  mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  writeFileSync(path.join(root, file), text);
}
const config = (options: object) =>
  JSON.stringify({ compilerOptions: { strict: true, noEmit: true, types: [], ...options }, include: ['src'] });

beforeEach(() => {
  root = mkdtempSync(path.join(os.tmpdir(), 'typecheck-'));
  write(
    'tsconfig.json',
    JSON.stringify({ compilerOptions: { strict: true, noEmit: true, types: [] }, include: ['test'] }),
  );
  write('test/a.ts', 'export const a: number = 1;\n');
  // A comment, as the workspace's configurations have.
  write('one/tsconfig.json', `// the first package\n${config({})}`);
  write('one/src/one.ts', 'export const one: number = 1;\n');
  write('two/tsconfig.json', config({ allowJs: true, checkJs: false }));
  write('two/src/two.ts', 'export const two: string = "2";\n');
  write('packages/three/tsconfig.json', config({}));
  write('packages/three/src/three.ts', 'export const three = 3;\n');
  write('loose/tsconfig.json', config({ strict: false }));
  write('loose/src/loose.ts', 'export function loose(x) { return x; }\n');
  write('no-config/src/x.ts', 'export const x = 1;\n');
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('planTypecheck', () => {
  it('finds the root, top-level and packages/* configurations', () => {
    expect(workspaceConfigs(root).map((c) => path.relative(root, c))).toEqual([
      'loose/tsconfig.json',
      'one/tsconfig.json',
      'packages/three/tsconfig.json',
      'tsconfig.json',
      'two/tsconfig.json',
    ]);
  });

  it('merges the packages whose options agree (allowJs aside) and sets the others apart', () => {
    const { merged, separate } = planTypecheck(workspaceConfigs(root));
    expect(merged.configs.map((c) => path.relative(root, c)).sort()).toEqual([
      'one/tsconfig.json',
      'packages/three/tsconfig.json',
      'tsconfig.json',
      'two/tsconfig.json',
    ]);
    expect([...merged.files].map((f) => path.relative(root, f)).sort()).toEqual([
      'one/src/one.ts',
      'packages/three/src/three.ts',
      'test/a.ts',
      'two/src/two.ts',
    ]);
    expect(merged.allowJs).toBe(true);
    expect(separate.map((c) => path.relative(root, c))).toEqual(['loose/tsconfig.json']);
  });

  it('writes a configuration whose program reports an error in any member package', () => {
    write('packages/three/src/three.ts', 'export const three: string = 3;\n');
    const file = writeMergedConfig(planTypecheck(workspaceConfigs(root)).merged, path.join(root, '.cache', 'all.json'));
    let output = '';
    try {
      execFileSync(process.execPath, [tsc, '-p', file], { encoding: 'utf8' });
    } catch (error) {
      output = String((error as { stdout: string }).stdout);
    }
    expect(output).toContain('packages/three/src/three.ts');
    expect(output).toContain('TS2322');
  });

  it('refuses a configuration TypeScript cannot read, naming the problem', () => {
    write('one/tsconfig.json', '{ "compilerOptions": { "strict": "yes" } }');
    expect(() => planTypecheck(workspaceConfigs(root))).toThrow(/strict/);
  });
});
