// The journeys' accounts and mail: a fresh copy of a demo user per journey (the sandbox gateway's
// POST /__dev/users), so no lock, reset or code limit of one journey reaches another; the outbox
// (GET /__dev/outbox), where the codes arrive; and signing in through the real sign-in screen.
// Every password typed and every code read is recorded for the at-rest check (support/secrets.ts).
import { randomBytes } from 'node:crypto';
import { expect, type Page } from '@playwright/test';
import { asIssuer, GATEWAY } from './fixtures';
import { recordSecret } from './secrets';

/** The seeded demo users of decision 013 (gateway/src/db/demo-users.ts). */
export type DemoUsername =
  | 'ready.rita'
  | 'new.nora'
  | 'unverified.uma'
  | 'challenge.chen'
  | 'terms.tomas'
  | 'reset.rosa'
  | 'locked.lee'
  | 'migrate.mia';

export interface Account {
  issuerId: string;
  username: string;
  /** Null for an account awaiting migration (no password until it is established). */
  password: string | null;
  email: string;
  /** As the gateway formats it: `+1 (202) 555-0234`. */
  phone: string;
  /**
   * The copy's own card waiting for activation (decision 029), when its demo user has one (ready.rita,
   * new.nora) and the issuer offers activation (acme, contoso, tailspin): what a cardholder types.
   * Sandbox demo data: a journey records each part as it types it (support/secrets.ts).
   */
  issuedCard?: IssuedCard;
}

/** The questions an issuer may ask to activate a card (@portal/domain/schemas ACTIVATION_QUESTION_TYPES). */
export type ActivationQuestionType = 'DATE_OF_BIRTH' | 'SSN_LAST_FOUR' | 'BILLING_ZIP' | 'MOTHERS_MAIDEN_NAME';

/** A card to activate as POST /__dev/users answers it (gateway/src/platform/dev-users.routes.ts, DevUser.issuedCard). */
export interface IssuedCard {
  /** 16 digits, no spaces. */
  accountNumber: string;
  expirationMonth: number;
  /** Four digits. */
  expirationYear: number;
  cvv: string;
  /** The issuer's three questions, in the order its screen asks them, with the issuer's record of the answers. */
  questions: { type: ActivationQuestionType; answer: string }[];
}

/** A username no other journey uses: `<first part of the demo user>.<random>`, e.g. `rita.k3f9x2`. */
export function uniqueUsername(like: string): string {
  return `${like.split('.')[1] ?? like}.${randomBytes(4).toString('hex')}`;
}

/** States a fresh account may have other than its demo user's (POST /__dev/users `with`). */
export interface AccountStates {
  emailVerified?: boolean;
  twoFactor?: boolean;
  forceReset?: boolean;
  terms?: 'current' | 'previous' | 'none';
}

/** A fresh account of a demo user's kind (its state, terms, contacts), at an issuer with demo users. */
export async function freshAccount(issuerId: string, like: DemoUsername, states: AccountStates = {}): Promise<Account> {
  const res = await fetch(`${GATEWAY}/__dev/users`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ issuerId, like, username: uniqueUsername(like), with: states }),
  });
  if (res.status !== 201) throw new Error(`POST /__dev/users answered ${res.status}: ${await res.text()}`);
  const account = { issuerId, ...((await res.json()) as Omit<Account, 'issuerId'>) };
  if (account.password) recordSecret('password', account.password);
  return account;
}

export interface OutboxMessage {
  recipient: string;
  subject: string;
  text: string;
  /** The one-time code a message carries, if any. */
  code: string | null;
  sentAt: string;
}

/** The messages sent to an email address or a phone's digits, newest first. */
export async function readOutbox(recipient: string): Promise<OutboxMessage[]> {
  const res = await fetch(`${GATEWAY}/__dev/outbox?recipient=${encodeURIComponent(recipient)}`);
  if (!res.ok) throw new Error(`GET /__dev/outbox answered ${res.status}: ${await res.text()}`);
  return ((await res.json()) as { messages: OutboxMessage[] }).messages;
}

/**
 * Ends the live codes sent to a recipient now, as ten minutes would (the sandbox gateway's POST
 * /__dev/outbox/expire): a journey's expired code, with no clock to move. Returns how many it ended.
 */
export async function expireCodes(recipient: string): Promise<number> {
  const res = await fetch(`${GATEWAY}/__dev/outbox/expire`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ recipient }),
  });
  if (!res.ok) throw new Error(`POST /__dev/outbox/expire answered ${res.status}: ${await res.text()}`);
  return ((await res.json()) as { expired: number }).expired;
}

/** The phone's 10 digits, as the outbox files a text message: `+1 (202) 555-0234` -> `2025550234`. */
export const phoneDigits = (phone: string): string => phone.replace(/\D/g, '').slice(-10);

/**
 * Waits for a message to a recipient carrying a code that is not among `seen` (the codes read before),
 * and returns that code, recorded. Pass the codes read earlier in the journey to wait for a new one.
 */
export async function nextCode(recipient: string, seen: readonly string[] = []): Promise<string> {
  let code: string | null = null;
  await expect
    .poll(
      async () => {
        const fresh = (await readOutbox(recipient)).find((m) => m.code !== null && !seen.includes(m.code));
        code = fresh?.code ?? null;
        return code;
      },
      { message: `a new code in the outbox for ${recipient}`, timeout: 10_000 },
    )
    .not.toBeNull();
  return recordSecret('code', code as unknown as string);
}

/** Opens the issuer's sign-in page and signs in with the account's (or the given) password. */
export async function signIn(
  page: Page,
  account: Pick<Account, 'issuerId' | 'username' | 'password'>,
  password = account.password,
): Promise<void> {
  if (password === null) throw new Error(`${account.username} has no password yet`);
  recordSecret('password', password);
  await page.goto(asIssuer(account.issuerId, '/login'));
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
  await page.getByLabel('Username').fill(account.username);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
}

/** Waits for the signed-in home page (mfe-postlogin), welcoming the cardholder. */
export async function waitForSignedInHome(page: Page, issuerId: string): Promise<void> {
  await expect(page).toHaveURL(asIssuer(issuerId, '/home'));
  await expect(page.getByRole('heading', { level: 1, name: /^Welcome/ })).toBeVisible();
}
