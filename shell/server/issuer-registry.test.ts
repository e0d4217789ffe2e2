import { cpSync, mkdtempSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ISSUERS_DIR } from '@portal/issuers';
import { IssuerRegistry } from './issuer-registry';

let dir = '';

function configFile(id: string): string {
  return path.join(dir, id, 'issuer.json');
}

/** Rewrites a file and moves its mtime on, so the registry sees the change whatever the clock's resolution. */
function rewrite(file: string, text: string, secondsLater: number): void {
  writeFileSync(file, text);
  const when = new Date(Date.now() + secondsLater * 1000);
  utimesSync(file, when, when);
}

beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'shell-issuers-'));
  for (const id of ['acme', 'northwind']) cpSync(path.join(ISSUERS_DIR, id), path.join(dir, id), { recursive: true });
});

afterEach(() => {
  rmSync(dir, { recursive: true, force: true });
});

describe('IssuerRegistry', () => {
  it('knows the issuer folders and loads them', () => {
    const registry = new IssuerRegistry(dir);
    expect([...registry.ids].sort()).toEqual(['acme', 'northwind']);
    const result = registry.get('northwind');
    expect(result.ok && result.issuer.config.flags.ssoApp).toBe(true);
  });

  it("maps each issuer's production hosts to it", () => {
    const json = JSON.parse(readFileSync(configFile('acme'), 'utf8')) as Record<string, unknown>;
    writeFileSync(configFile('acme'), JSON.stringify({ ...json, hosts: ['portal.acmebank.example'] }));
    const registry = new IssuerRegistry(dir);
    expect(registry.hostMap.get('portal.acmebank.example')).toBe('acme');
  });

  it('reports a broken configuration, naming the file, without throwing', () => {
    writeFileSync(configFile('acme'), '{ "id": "acme", ');
    const registry = new IssuerRegistry(dir);
    const result = registry.get('acme');
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error).toContain(path.join('acme', 'issuer.json'));
    expect(registry.get('northwind').ok).toBe(true);
  });

  it('re-reads an issuer when its file changes (a fix needs no restart)', () => {
    const good = readFileSync(configFile('acme'), 'utf8');
    const registry = new IssuerRegistry(dir);
    expect(registry.get('acme').ok).toBe(true);
    rewrite(configFile('acme'), 'not json', 5);
    expect(registry.get('acme').ok).toBe(false);
    rewrite(configFile('acme'), good, 10);
    expect(registry.get('acme').ok).toBe(true);
  });

  it('an unknown issuer is an error, not a crash', () => {
    expect(new IssuerRegistry(dir).get('nobody').ok).toBe(false);
  });
});
