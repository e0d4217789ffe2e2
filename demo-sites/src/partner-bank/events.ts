// The card events the portal's gateway reports to the bank (spec: "In an SSO flow, an
// add-card-success event is also sent"): checked strictly at the door, kept in memory per member.

export interface PartnerEvent {
  readonly type: 'add-card-success';
  /** The member's subject, as the bank's ID token named it. */
  readonly sub: string;
  readonly cardLast4: string;
  /** When the card was added: an ISO 8601 date and time with its offset, as sent. */
  readonly at: string;
}

type ParsedEvent =
  | { readonly ok: true; readonly event: PartnerEvent }
  | { readonly ok: false; readonly problem: string };

/** A member's events the bank keeps; older ones are dropped. */
export const EVENTS_KEPT_PER_MEMBER = 20;

const EVENT_FIELDS = ['type', 'sub', 'cardLast4', 'at'] as const;

/** OpenID Connect Core §2: a subject is at most 255 ASCII characters; these are the printable ones. */
const SUBJECT = /^[\x21-\x7e]{1,255}$/;
const LAST_FOUR = /^\d{4}$/;
const ISO_DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2}):(\d{2})(?:\.\d{1,9})?(?:Z|[+-](\d{2}):(\d{2}))$/;

/** Whether `text` is an ISO 8601 date and time with an offset that exists on the calendar (no 30 February). */
export function isIsoDateTime(text: string): boolean {
  const parts = ISO_DATE_TIME.exec(text);
  if (!parts) return false;
  const [year, month, day, hour, minute, second, offsetHour = 0, offsetMinute = 0] = parts
    .slice(1)
    .map((part) => (part === undefined ? undefined : Number(part)));
  if (
    year === undefined ||
    month === undefined ||
    day === undefined ||
    hour === undefined ||
    minute === undefined ||
    second === undefined
  )
    return false;
  const daysInMonth = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return (
    month >= 1 &&
    month <= 12 &&
    day >= 1 &&
    day <= daysInMonth &&
    hour < 24 &&
    minute < 60 &&
    second < 60 &&
    offsetHour < 24 &&
    offsetMinute < 60
  );
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A card event from a parsed JSON body: exactly its four fields, each of its shape; otherwise what is wrong. */
export function parseCardEvent(body: unknown): ParsedEvent {
  if (!isRecord(body)) return { ok: false, problem: 'the body must be a JSON object' };
  const extra = Object.keys(body).filter((key) => !(EVENT_FIELDS as readonly string[]).includes(key));
  if (extra.length > 0) return { ok: false, problem: `unknown field(s): ${extra.join(', ')}` };
  const { type, sub, cardLast4, at } = body;
  if (type !== 'add-card-success') return { ok: false, problem: "type must be 'add-card-success'" };
  if (typeof sub !== 'string' || !SUBJECT.test(sub))
    return { ok: false, problem: 'sub must be a subject (1 to 255 printable ASCII characters)' };
  if (typeof cardLast4 !== 'string' || !LAST_FOUR.test(cardLast4))
    return { ok: false, problem: 'cardLast4 must be 4 digits' };
  if (typeof at !== 'string' || !isIsoDateTime(at))
    return { ok: false, problem: 'at must be an ISO 8601 date and time with an offset' };
  return { ok: true, event: { type, sub, cardLast4, at } };
}

export interface EventLog {
  add(event: PartnerEvent): void;
  /** A member's events, newest first. */
  of(sub: string): readonly PartnerEvent[];
}

export function createEventLog(kept = EVENTS_KEPT_PER_MEMBER): EventLog {
  const bySub = new Map<string, readonly PartnerEvent[]>();
  return {
    add(event) {
      // Sorted by when the card was added, not by arrival: a retried report may come late.
      const events = [event, ...(bySub.get(event.sub) ?? [])].sort((a, b) => Date.parse(b.at) - Date.parse(a.at));
      bySub.set(event.sub, Object.freeze(events.slice(0, kept)));
    },
    of: (sub) => bySub.get(sub) ?? [],
  };
}
