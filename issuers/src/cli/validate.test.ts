// The issuers build step: `tsx src/cli/validate.ts [dir]` exits 0 on valid folders and 1 naming the
// file and the field of each problem.
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, unlinkSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { ISSUERS_DIR } from '../load';

const PACKAGE_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const TSX = path.join(PACKAGE_DIR, 'node_modules', '.bin', 'tsx');
const CLI = path.join(PACKAGE_DIR, 'src', 'cli', 'validate.ts');

function validate(dir?: string) {
  const result = spawnSync(TSX, dir ? [CLI, dir] : [CLI], { cwd: PACKAGE_DIR, encoding: 'utf8', timeout: 60_000 });
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}

const temp = mkdtempSync(path.join(os.tmpdir(), 'issuers-cli-'));
afterAll(() => rmSync(temp, { recursive: true, force: true }));

describe('issuers validate CLI (the build step)', () => {
  it('exits 0 on the demo issuers and lists them', () => {
    const { status, stdout, stderr } = validate(ISSUERS_DIR);
    expect(stderr).toBe('');
    expect(stdout).toContain('5 issuers valid: acme, contoso, fabrikam, northwind, tailspin');
    expect(status).toBe(0);
  });

  it('validates the demo issuers when given no folder', () => {
    const { status, stdout } = validate();
    expect(stdout).toContain('5 issuers valid');
    expect(status).toBe(0);
  });

  it('exits 1 on a broken folder, naming each broken file and its field', () => {
    const dir = path.join(temp, 'broken');
    cpSync(path.join(ISSUERS_DIR, 'acme'), path.join(dir, 'acme'), { recursive: true });
    cpSync(path.join(ISSUERS_DIR, 'northwind'), path.join(dir, 'northwind'), { recursive: true });
    cpSync(path.join(ISSUERS_DIR, 'tailspin'), path.join(dir, 'tailspin'), { recursive: true });
    const acmeFile = path.join(dir, 'acme', 'issuer.json');
    const acme = JSON.parse(readFileSync(acmeFile, 'utf8')) as { branding: { primaryColor: string } };
    acme.branding.primaryColor = 'not-a-colour';
    writeFileSync(acmeFile, JSON.stringify(acme));
    unlinkSync(path.join(dir, 'northwind', 'assets', 'favicon.svg'));

    const { status, stdout, stderr } = validate(dir);
    expect(status).toBe(1);
    expect(stdout).toBe('');
    expect(stderr).toContain(path.relative(PACKAGE_DIR, acmeFile));
    expect(stderr).toMatch(/^\s+branding\.primaryColor: /m);
    expect(stderr).toContain(path.relative(PACKAGE_DIR, path.join(dir, 'northwind', 'issuer.json')));
    expect(stderr).toContain('branding.favicon: missing file assets/favicon.svg');
    expect(stderr).not.toContain('tailspin');
    expect(stderr).toContain('2 issuer configuration(s) invalid.');
  });
});
