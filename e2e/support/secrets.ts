// The at-rest check, the recording half: every password a journey types, every code it reads
// from the outbox and every token it reads from sessionStorage is appended here (and,
// every card number, security code, card PIN and answer to an activation question it types), and the
// last project (journeys/at-rest.spec.ts) looks for each of them in the gateway's database and log.
// One JSON line per secret, appended: both workers write to the same file, and an append of one short
// line is atomic.
import { appendFileSync, existsSync, mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { test, type Page } from '@playwright/test';
import { E2E_TMP } from './ports.mjs';

/** In the run's scratch folder, which the web server empties at each start (scripts/serve-for-tests.mjs). */
const SECRETS_FILE = path.join(E2E_TMP, 'secrets.jsonl');

/**
 * `pin`: a card's PIN typed on activation/set-pin, refused or kept (only ever a salted slow
 * hash). `answer`: an answer to an activation question that is a secret (date of birth, SSN last four,
 * mother's maiden name), as typed and as the gateway compares it (journeys/activation.spec.ts).
 */
export type SecretKind = 'password' | 'code' | 'token' | 'cardNumber' | 'securityCode' | 'pin' | 'answer';

export interface RecordedSecret {
  kind: SecretKind;
  value: string;
  /** The journey that used it, for the at-rest report. */
  journey: string;
}

/** The journey running now: its file and title. */
export function currentJourney(): string {
  try {
    return test.info().titlePath.join(' › ');
  } catch {
    return 'outside a journey';
  }
}

/** Records a secret the running journey used; returns it, so it can be recorded where it is used. */
export function recordSecret(kind: SecretKind, value: string): string {
  mkdirSync(E2E_TMP, { recursive: true });
  appendFileSync(
    SECRETS_FILE,
    `${JSON.stringify({ kind, value, journey: currentJourney() } satisfies RecordedSecret)}\n`,
  );
  return value;
}

/** Every secret recorded in this run. */
export function recordedSecrets(): RecordedSecret[] {
  if (!existsSync(SECRETS_FILE)) return [];
  return readFileSync(SECRETS_FILE, 'utf8')
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => JSON.parse(line) as RecordedSecret);
}

/** The key the shell keeps the session under (decision 013 tokens; @portal/domain/session SESSION_STORAGE_KEY). */
export const SESSION_STORAGE_KEY = 'portal.session';

/** The access token the page holds in sessionStorage, recorded; null when there is none. */
export async function storedToken(page: Page): Promise<string | null> {
  const value = await page.evaluate((key) => {
    const text = sessionStorage.getItem(key);
    if (!text) return null;
    const session = JSON.parse(text) as { token?: { value?: unknown } | null };
    return typeof session.token?.value === 'string' ? session.token.value : null;
  }, SESSION_STORAGE_KEY);
  if (value !== null) recordSecret('token', value);
  return value;
}
