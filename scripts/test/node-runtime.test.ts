// The Node lines the scripts accept, and what they run the second pass on (scripts/lib/node-runtime.mjs),
// against package.json's `engines`, .node-version and the README.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_LINE,
  envOnNode,
  isSupportedNode,
  otherTestedLine,
  SUPPORTED_LINES,
  SUPPORTED_TEXT,
  TESTED_NODE,
} from '../lib/node-runtime.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const read = (file: string) => readFileSync(path.join(root, file), 'utf8');

describe('the supported Node lines', () => {
  it.each([
    ['20.20.2', false],
    ['22.12.0', false],
    ['22.22.1', false],
    ['22.22.2', true],
    ['v22.23.5', true],
    ['23.11.0', false],
    ['24.14.1', false],
    ['24.15.0', true],
    ['24.22.3', true],
    ['25.2.0', false],
    ['26.0.0', true],
    ['26.12.1', true],
    ['27.0.0', false],
  ])('%s supported: %s', (version, supported) => {
    expect(isSupportedNode(version)).toBe(supported);
  });

  it("are package.json's engines, each line from its floor", () => {
    const { engines } = JSON.parse(read('package.json')) as { engines: { node: string } };
    expect(engines.node).toBe(
      Object.values(SUPPORTED_LINES)
        .map((floor) => `^${floor}`)
        .join(' || '),
    );
  });

  it('.node-version names the default line, and each tested patch is in its supported line', () => {
    expect(read('.node-version').trim()).toBe(String(DEFAULT_LINE));
    for (const [line, version] of Object.entries(TESTED_NODE)) {
      expect(version.split('.')[0]).toBe(line);
      expect(isSupportedNode(version), version).toBe(true);
    }
  });

  it('the second pass of npm test runs on the tested line this process is not on', () => {
    expect(otherTestedLine('24.22.3')).toBe(26);
    expect(otherTestedLine('26.12.1')).toBe(24);
    expect(otherTestedLine('22.22.2')).toBe(24);
  });

  it('a process started on another Node finds it first on PATH, as npm records it', () => {
    const env = envOnNode('/cache/node-26/bin/node', {
      PATH: '/usr/bin',
      npm_node_execpath: '/usr/bin/node',
      HOME: '/root',
    });
    expect(env.PATH).toBe(`/cache/node-26/bin${path.delimiter}/usr/bin`);
    expect(env.npm_node_execpath).toBe('/cache/node-26/bin/node');
    expect(env.HOME).toBe('/root');
    expect(envOnNode('/n/bin/node', { PATH: '/usr/bin' })).not.toHaveProperty('npm_node_execpath');
  });

  it('the README says which lines are supported and which are tested', () => {
    const readme = read('README.md');
    expect(readme).toContain(`Node.js ${SUPPORTED_TEXT}`);
    for (const version of Object.values(TESTED_NODE)) expect(readme).toContain(version);
  });
});
