// The README's demo sign-ins are the gateway's (gateway/src/db/demo-users.ts): every demo user, with
// the outbox email and phone the seed gives it, and the issuers where signing in is allowed, so a
// newcomer reads codes from the outbox for the right address whatever the screens mask.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { DEMO_USERS, demoSignIns, signInAllowed } from '../gateway/src/db/demo-users';
import { ISSUERS_DIR, loadAllIssuers } from '../issuers/src/index';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const README = readFileSync(path.join(ROOT, 'README.md'), 'utf8');
const section = README.slice(
  README.indexOf('### Demo sign-ins'),
  README.indexOf('Each issuer is a folder in `issuers/`'),
);
const CONFIGS = loadAllIssuers(ISSUERS_DIR).issuers.map((i) => i.config);

/** The table's rows: username, email and phone (each a `code` cell; the email's cell may add words). */
const rows = section
  .split('\n')
  .filter((line) => line.startsWith('| `'))
  .map((line) => {
    const cells = line.split('|').map((cell) => cell.trim());
    const code = (cell: string | undefined) => /`([^`]+)`/.exec(cell ?? '')?.[1];
    return { username: code(cells[1]), email: code(cells[2]), phone: code(cells[3]) };
  });

describe("the README's demo sign-ins", () => {
  it('name the issuers where signing in is allowed', () => {
    const allowed = CONFIGS.filter(signInAllowed).map((c) => c.id);
    expect(allowed.sort()).toEqual(['acme', 'tailspin']);
    expect(section).toContain(`Sign in on ${allowed.join(' or ')}`);
  });

  it('list every demo user once', () => {
    expect(rows.map((r) => r.username)).toEqual(DEMO_USERS.map((u) => u.username));
  });

  it("give each user's outbox email and phone as seeded, on the first issuer that has the user", () => {
    const signIns = demoSignIns(CONFIGS);
    for (const row of rows) {
      const seeded = signIns.find((s) => s.username === row.username);
      expect(seeded, row.username).toBeDefined();
      expect({ username: row.username, email: row.email, phone: row.phone }).toEqual({
        username: seeded?.username,
        email: seeded?.email,
        phone: seeded?.phone,
      });
    }
  });

  it("say how the other issuer's emails end", () => {
    const tailspin = demoSignIns(CONFIGS).find((s) => s.issuerId === 'tailspin' && s.username === 'ready.rita');
    expect(section).toContain(`\`${tailspin?.email}\``);
  });
});
