// The sandbox's card answers are documented in the gateway's README, row for row.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { sandboxRefusal, SANDBOX_SECURITY_CODES } from './card-sandbox';

const README = readFileSync(path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../README.md'), 'utf8');
/** The README's section on the portal's card answers (the wallet's have their own, wallet-sandbox.test.ts). */
const SECTION = README.slice(
  README.indexOf('### Card answers on demand'),
  README.indexOf('## Merchants and shopper sessions'),
);

describe('the sandbox card answers', () => {
  it('are listed in the README with their status and code', () => {
    const rows = SECTION.split('\n').filter((line) => /^\| `\d{3}` \|/.test(line));
    const listed = rows.map((line) =>
      line
        .split('|')
        .map((cell) => cell.trim().replaceAll('`', ''))
        .slice(1, 4),
    );
    // Object.entries lists keys that look like numbers in numeric order, whatever the source's order.
    const byCode = (rows: string[][]) => [...rows].sort((a, b) => String(a[0]).localeCompare(String(b[0])));
    expect(byCode(listed)).toEqual(
      byCode(Object.entries(SANDBOX_SECURITY_CODES).map(([cvv, o]) => [cvv, String(o.status), o.code])),
    );
  });

  it('exist only in the sandbox profile', () => {
    expect(sandboxRefusal('sandbox', '500')?.status).toBe(500);
    expect(sandboxRefusal('production', '500')).toBeNull();
    expect(sandboxRefusal('sandbox', '123')).toBeNull();
    expect(sandboxRefusal('sandbox', undefined)).toBeNull();
  });
});
