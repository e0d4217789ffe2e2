// The sandbox's wallet card answers are documented in the gateway's README, row for row, and exist only
// in the sandbox profile.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  networkVerdict,
  VERIFIED_US_CREDIT,
  WALLET_SANDBOX_CARDS,
  WALLET_SANDBOX_SECURITY_CODES,
  walletSandboxRefusal,
} from './wallet-sandbox';

const README = readFileSync(path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../README.md'), 'utf8');
const SECTION = README.slice(README.indexOf('### Wallet card answers on demand'), README.indexOf('## Tests'));

const cellsOf = (line: string) =>
  line
    .split('|')
    .map((cell) => cell.trim().replaceAll('`', ''))
    .slice(1, -1);
const sorted = (rows: string[][]) => [...rows].sort((a, b) => String(a[0]).localeCompare(String(b[0])));

describe('the sandbox wallet card answers', () => {
  it('the security codes are listed in the README with their status, code and meaning', () => {
    const rows = SECTION.split('\n')
      .filter((line) => /^\| `\d{3}` \|/.test(line))
      .map(cellsOf);
    expect(sorted(rows)).toEqual(
      sorted(
        Object.entries(WALLET_SANDBOX_SECURITY_CODES).map(([cvv, o]) => [cvv, String(o.status), o.code, o.meaning]),
      ),
    );
  });

  it('the test numbers are listed in the README with what the network says', () => {
    const rows = SECTION.split('\n')
      .filter((line) => /^\| `\d{13,19}` \|/.test(line))
      .map(cellsOf);
    expect(sorted(rows)).toEqual(
      sorted(Object.entries(WALLET_SANDBOX_CARDS).map(([number, c]) => [number, c.meaning])),
    );
  });

  it('exist only in the sandbox profile', () => {
    expect(walletSandboxRefusal('sandbox', '128')?.code).toBe('1028');
    expect(walletSandboxRefusal('production', '128')).toBeNull();
    expect(walletSandboxRefusal('sandbox', '737')).toBeNull();
    expect(networkVerdict('sandbox', '4000000000003220').failed3ds).toBe(true);
    expect(networkVerdict('production', '4000000000003220')).toEqual(VERIFIED_US_CREDIT);
  });
});
