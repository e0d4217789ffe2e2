import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { nodeServerConfig, packageNameOf, runtimeDependencies } from './node-server';

const dir = mkdtempSync(path.join(tmpdir(), 'node-server-'));
writeFileSync(
  path.join(dir, 'package.json'),
  JSON.stringify({
    name: '@portal/server',
    dependencies: { fastify: '5.0.0', '@fastify/static': '9.0.0', '@portal/build': 'workspace:*', pg: '8.0.0' },
    devDependencies: { vitest: '4.0.0' },
  }),
);
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** What the configuration's externals function answers for `request`: the external's request, or undefined (bundled). */
function externalOf(request: string): string | undefined {
  const config = nodeServerConfig({ dir, entries: { main: './src/main.ts' }, outputDir: 'dist' });
  const [decide] = config.externals as [
    (data: { request?: string }, callback: (error?: Error, result?: string) => void) => void,
  ];
  let answer: string | undefined;
  decide({ request }, (_error, result) => (answer = result));
  return answer;
}

describe('packageNameOf', () => {
  it.each([
    ['fastify', 'fastify'],
    ['pg/lib/client', 'pg'],
    ['@fastify/static', '@fastify/static'],
    ['@fastify/static/lib/x.js', '@fastify/static'],
    ['@portal/build/node', '@portal/build'],
  ])('%s is package %s', (request, name) => {
    expect(packageNameOf(request)).toBe(name);
  });

  it.each(['./app', '../packages/build/node/ports.mjs', '/abs/file.js', 'node:fs', 'C:\\\\file.js'])(
    '%s is no package',
    (request) => {
      expect(packageNameOf(request)).toBeUndefined();
    },
  );
});

describe('runtimeDependencies', () => {
  it('is what the package depends on at run time, with no workspace package and no development tool', () => {
    expect([...runtimeDependencies(dir)].sort()).toEqual(['@fastify/static', 'fastify', 'pg']);
  });
});

describe('nodeServerConfig', () => {
  it('leaves the declared dependencies to be imported at run time, subpaths too', () => {
    expect(externalOf('fastify')).toBe('fastify');
    expect(externalOf('@fastify/static')).toBe('@fastify/static');
    expect(externalOf('pg/lib/client')).toBe('pg/lib/client');
  });

  it('bundles the workspace, the package itself, and what only a workspace package depends on', () => {
    expect(externalOf('@portal/build/node')).toBeUndefined();
    expect(externalOf('./app')).toBeUndefined();
    expect(externalOf('../../packages/build/node/ports.mjs')).toBeUndefined();
    expect(externalOf('react-router')).toBeUndefined();
  });

  it('builds ES modules for the oldest Node the README promises, with import.meta.url left for run time', () => {
    const config = nodeServerConfig({
      dir,
      entries: { main: './src/main.ts', other: './src/other.ts' },
      outputDir: 'dist',
    });
    expect(config.target).toBe('node20.19');
    expect(config.output).toMatchObject({
      path: path.join(dir, 'dist'),
      filename: '[name].js',
      module: true,
      chunkFormat: 'module',
    });
    expect(config.entry).toEqual({ main: { import: './src/main.ts' }, other: { import: './src/other.ts' } });
    expect(config.module?.parser?.javascript?.importMeta).toEqual({ url: false });
    expect(config.externalsType).toBe('module');
  });
});
