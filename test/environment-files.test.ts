// Every runtime environment file (SPEC-DECISIONS §9) is valid, and local is what `npm start` uses.
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { ENVIRONMENT_NAMES } from '@portal/domain/platform';
import { ENV_DIR, loadEnvironment } from '../shell/server/environment';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

describe('runtime environment files', () => {
  it('there is one per environment of §9', () => {
    const files = readdirSync(ENV_DIR).map((f) => f.replace(/\.json$/, ''));
    expect(new Set(files)).toEqual(new Set(ENVIRONMENT_NAMES));
    expect(path.relative(root, ENV_DIR)).toBe(path.join('shell', 'env'));
  });

  it.each(ENVIRONMENT_NAMES)('%s parses', (name) => {
    const environment = loadEnvironment(name, {});
    expect(environment.name).toBe(name);
    expect(Object.keys(environment.remotes)).toHaveLength(5);
  });
});
