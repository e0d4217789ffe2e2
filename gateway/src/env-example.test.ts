// gateway/.env.example is a configuration the gateway starts with, once its secret is filled in: every
// variable in it is one the gateway reads, and it is accepted as it stands.
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parseEnv } from 'node:util';
import { packageDir } from '@portal/build/node';
import { describe, expect, it } from 'vitest';
import { readConfig } from './config';

const FILE = path.join(packageDir(import.meta.url, '@portal/gateway'), '.env.example');

describe('gateway/.env.example', () => {
  const example = parseEnv(readFileSync(FILE, 'utf8')) as Record<string, string>;

  it('names only variables the gateway reads (or OpenTelemetry does)', () => {
    const source = readFileSync(path.join(import.meta.dirname, 'config', 'index.ts'), 'utf8');
    for (const name of Object.keys(example)) {
      if (name.startsWith('OTEL_')) continue;
      expect(source, name).toContain(`${name}:`);
    }
  });

  it('is a production configuration the gateway accepts once its key is filled in', () => {
    const config = readConfig({ ...example, GATEWAY_SECRET_KEY: randomBytes(32).toString('base64') });
    expect(config.profile).toBe('production');
    expect(config.database.kind).toBe('postgres');
    expect(config.metrics).toEqual({ port: 9464, host: '0.0.0.0' });
  });

  it('without its key, the gateway refuses to start and says which variable', () => {
    expect(() => readConfig(example)).toThrow(/^GATEWAY_SECRET_KEY: /);
  });
});
