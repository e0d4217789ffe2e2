// shell/.env.example is a configuration the shell server starts with: every variable in it is one the
// server reads, and it is accepted as it stands (a built shell stood in by a folder with its page).
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseEnv } from 'node:util';
import { packageDir } from '@portal/build/node';
import { afterAll, describe, expect, it } from 'vitest';
import { readShellConfig } from './config';

const FILE = path.join(packageDir(import.meta.url, '@portal/shell'), '.env.example');
const dist = mkdtempSync(path.join(tmpdir(), 'shell-dist-'));
writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>portal</title>');
afterAll(() => rmSync(dist, { recursive: true, force: true }));

describe('shell/.env.example', () => {
  const example = parseEnv(readFileSync(FILE, 'utf8')) as Record<string, string>;

  it('names only variables the shell server reads', () => {
    const source = ['config.ts', 'environment.ts']
      .map((f) => readFileSync(path.join(import.meta.dirname, f), 'utf8'))
      .join('\n');
    for (const name of Object.keys(example)) {
      const remote = /^PORTAL_REMOTE_(\w+)_URL$/.exec(name);
      if (remote) expect(source).toContain('PORTAL_REMOTE_');
      else expect(source, name).toContain(name);
    }
  });

  it('is accepted as it stands: the production environment file, every override empty', () => {
    const config = readShellConfig({ ...example, SHELL_DIST_DIR: dist });
    expect(config.port).toBe(3000);
    expect(config.host).toBe('0.0.0.0');
  });
});
