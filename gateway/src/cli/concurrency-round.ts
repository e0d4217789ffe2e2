// The concurrency round of `npm run fuzz` and `npm run load`: bursts of parallel
// requests at the limits, over real connections, each showing that no limit is exceeded. The suite
// bursts at each in process too, on PGlite and on PostgreSQL (races.test.ts, rate-limits.test.ts);
// here they go through sockets to a gateway process, whatever its database and rate-limit settings
// (the per-client limits may be lifted; a burst from one account meets the per-account ones, which
// refuse more, never admit more).
import { DEMO_MERCHANTS } from '../db/demo-merchants';
import { DEMO_PASSWORD } from '../db/demo-users';
import { PRODUCTION_RATE_LIMITS } from '../platform/policy';
import { type Answer, send as sendShort } from './harness';

/** Whole answers: the round reads tokens, probes and outboxes from them. */
const send = (port: number, method: string, url: string, headers: Record<string, string>, body?: string) =>
  sendShort(port, method, url, headers, body, 1_000_000);

/** The production limit of shopper sessions a client may open (decision 032). */
export const SESSION_LIMIT = PRODUCTION_RATE_LIMITS.shopperSession.client;
const EXT_APP_ID = 'ACME-WEB-01';
const WRONG_PASSWORD = 'Wrong!Password99';

/** An answer's status and §8 code, `400 invalidCredentials`, or `200 ok`. */
export function codeOf(answer: Answer): string {
  if (answer.status >= 200 && answer.status < 300) return `${answer.status} ok`;
  try {
    return `${answer.status} ${(JSON.parse(answer.body) as { responseStatus?: { code?: string } }).responseStatus?.code ?? '?'}`;
  } catch {
    return `${answer.status} ?`;
  }
}

/** How many answers had each status and code. */
export function tally(answers: readonly Answer[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const answer of answers) counts[codeOf(answer)] = (counts[codeOf(answer)] ?? 0) + 1;
  return counts;
}

const ok = (counts: Record<string, number>) =>
  Object.entries(counts)
    .filter(([key]) => /^2\d\d /.test(key))
    .reduce((sum, [, n]) => sum + n, 0);

interface Partial {
  token: string;
  userGuid: string;
  challengeRef: string;
  email: string;
}

/**
 * The concurrency round against the gateway on `port`: what each burst got, and what broke a limit.
 * `tag` makes its accounts' names new (a run of its own).
 */
export async function concurrencyRound(
  port: number,
  tag: string,
  options: { sessionLimitHolds: boolean },
): Promise<{ lines: string[]; broken: string[] }> {
  const host = { host: `localhost:${port}` };
  const json = { ...host, 'content-type': 'application/json' };
  const form = { ...host, 'content-type': 'application/x-www-form-urlencoded' };
  const lines: string[] = [];
  const broken: string[] = [];
  const burst = async (count: number, request: (i: number) => Promise<Answer>) =>
    tally(await Promise.all(Array.from({ length: count }, (_, i) => request(i))));
  const makeUser = async (like: string, username: string): Promise<string> => {
    const made = await send(port, 'POST', '/__dev/users', json, JSON.stringify({ issuerId: 'acme', like, username }));
    if (made.status !== 201) throw new Error(`could not make ${username}: ${made.status} ${made.body}`);
    return (JSON.parse(made.body) as { email: string }).email;
  };
  const signInAs = (username: string, password: string) =>
    send(
      port,
      'POST',
      `/apps/${EXT_APP_ID}/oauth2/token`,
      form,
      new URLSearchParams({ grant_type: 'password', username, password, code_challenge: 'x'.repeat(45) }).toString(),
    );
  /** A fresh copy of challenge.chen signed in: a partial token whose probe is a code to his email. */
  const challenged = async (username: string): Promise<Partial> => {
    const email = await makeUser('challenge.chen', username);
    const answer = await signInAs(username, DEMO_PASSWORD);
    const token = JSON.parse(answer.body || '{}') as {
      access_token?: string;
      userGuid?: string;
      probes?: { type: string; ref: string }[];
    };
    const challengeRef = token.probes?.find((p) => p.type === 'SOLVE_CHALLENGE')?.ref;
    if (answer.status !== 200 || !token.access_token || !token.userGuid || !challengeRef)
      throw new Error(`could not sign ${username} in: ${answer.status} ${answer.body}`);
    return { token: token.access_token, userGuid: token.userGuid, challengeRef, email };
  };
  const auth = (p: Partial) => ({ authorization: `Bearer ${p.token}` });
  const sendCode = async (p: Partial) => {
    const emails = await send(port, 'GET', `/users/${p.userGuid}/emails`, { ...host, ...auth(p) });
    const contactId = (JSON.parse(emails.body || '{}') as { emails?: { emailGuid: string }[] }).emails?.[0]?.emailGuid;
    return send(port, 'POST', `/users/${p.userGuid}/otvc`, { ...json, ...auth(p) }, JSON.stringify({ contactId }));
  };
  const twoFactor = (p: Partial, code: string) =>
    send(
      port,
      'POST',
      '/oauth2/token/2fa',
      { ...form, ...auth(p) },
      new URLSearchParams({ grant_type: 'authorization_probe', probes_ref: p.challengeRef, code }).toString(),
    );
  const latestCode = async (email: string) => {
    const outbox = await send(port, 'GET', `/__dev/outbox?recipient=${encodeURIComponent(email)}`, host);
    return (JSON.parse(outbox.body || '{}') as { messages?: { code?: string }[] }).messages?.[0]?.code ?? null;
  };

  // The lockout (SPEC-DECISIONS: one lock per five wrong passwords): 60 at once are judged five times.
  const locked = `round.lock.${tag}`;
  await makeUser('ready.rita', locked);
  const wrong = await burst(60, () => signInAs(locked, WRONG_PASSWORD));
  const after = codeOf(await signInAs(locked, DEMO_PASSWORD));
  lines.push(`60 wrong passwords at once: ${JSON.stringify(wrong)}; then the right one: ${after}`);
  // The right password afterwards finds the lock (409 9618), or, where the limits per account hold, the
  // sign-in limit already spent by the burst (429): never a token.
  const lockedOnce = (wrong['409 9618'] ?? 0) === 1 || after === '409 9618';
  if (
    (wrong['400 invalidCredentials'] ?? 0) > 4 ||
    ok(wrong) > 0 ||
    !lockedOnce ||
    !['409 9618', '429 tooManyRequests'].includes(after)
  )
    broken.push('the lockout: more than five wrong passwords judged, the account not locked, or a token after them');

  // Code tries (five a code): 200 wrong codes at once, at most five judged, no token.
  const tries = await challenged(`round.tries.${tag}`);
  const sent = codeOf(await sendCode(tries));
  const code = await latestCode(tries.email);
  if (sent !== '200 ok' || !code) throw new Error(`could not send ${tries.email} a code: ${sent}`);
  const other = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
  const wrongCodes = await burst(200, () => twoFactor(tries, other));
  const late = codeOf(await twoFactor(tries, code));
  lines.push(`200 wrong codes at once: ${JSON.stringify(wrongCodes)}; then the right one: ${late}`);
  if ((wrongCodes['400 invalidCode'] ?? 0) > 5 || ok(wrongCodes) > 0 || late === '200 ok')
    broken.push('code tries: more than five wrong codes judged, or the right code taken after them');

  // Resend waits (30 seconds between sends): 20 sends at once, one code.
  const resend = await challenged(`round.resend.${tag}`);
  const sends = await burst(20, () => sendCode(resend));
  lines.push(`20 code sends at once: ${JSON.stringify(sends)}`);
  if (ok(sends) !== 1) broken.push('resend waits: more than one code sent at once');

  // Probe solving (a probe is solved once): the right code 20 times at once, one full token.
  const probe = await challenged(`round.probe.${tag}`);
  await sendCode(probe);
  const right = await latestCode(probe.email);
  if (!right) throw new Error(`no code in the outbox of ${probe.email}`);
  const solved = await burst(20, () => twoFactor(probe, right));
  lines.push(`the right code 20 times at once: ${JSON.stringify(solved)}`);
  if (ok(solved) !== 1) broken.push('probe solving: the probe solved more than once');

  // The shopper-session limit per client: at most its maximum open, the rest 429, where the gateway
  // keeps its production value (the fuzz's does; the load's lifts the per-client limits).
  const merchant = DEMO_MERCHANTS[0];
  if (merchant) {
    const opened = await burst(SESSION_LIMIT.max + 80, (i) =>
      send(
        port,
        'POST',
        '/merchant-controller/v1/shopperSessions',
        { ...json, authorization: `Bearer ${merchant.secretKey}` },
        JSON.stringify({ shopperReference: `burst-${tag}-${i}` }),
      ),
    );
    lines.push(
      `${SESSION_LIMIT.max + 80} shopper sessions at once (limit ${SESSION_LIMIT.max} a minute per client where it holds): ${JSON.stringify(opened)}`,
    );
    const created = opened['201 ok'] ?? 0;
    if (created + (opened['429 tooManyRequests'] ?? 0) !== SESSION_LIMIT.max + 80)
      broken.push('shopper sessions: an answer other than opened or 429');
    if (options.sessionLimitHolds && created > SESSION_LIMIT.max)
      broken.push('the shopper-session limit: more sessions opened than it allows');
  }
  return { lines, broken };
}
