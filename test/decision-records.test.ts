// Every decision record says where it stands and since when, under its title; a superseded one names
// the record that replaced it, and that record names it back.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const dir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', 'docs', 'decisions');
const records = readdirSync(dir)
  .filter((f) => /^\d{3}-.+\.md$/.test(f))
  .map((file) => ({ file, text: readFileSync(path.join(dir, file), 'utf8') }));

const STATUS = /^Status: (?:accepted,|superseded by \[\d{3}\]\((\d{3}-[^)]+\.md)\) on) (\d{4}-\d{2}-\d{2})\b/m;

describe('decision records', () => {
  it.each(records.map((r) => [r.file, r.text]))('%s has a status and a date under its title', (_file, text) => {
    const [title, blank, status] = text.split('\n');
    expect(title).toMatch(/^# \d{3} /);
    expect(blank).toBe('');
    expect(status).toMatch(STATUS);
  });

  it('a superseded record names one that exists and says it supersedes it', () => {
    for (const { file, text } of records) {
      const match = STATUS.exec(text);
      if (!match?.[1]) continue;
      const successor = records.find((r) => r.file === match[1]);
      expect(successor, `${file} names ${match[1]}`).toBeDefined();
      expect(successor?.text).toContain(`Supersedes [${file.slice(0, 3)}](${file})`);
    }
  });
});
