// The card events of the portal: the strict check of a body, and the log per member.
import { describe, expect, it } from 'vitest';
import { createEventLog, EVENTS_KEPT_PER_MEMBER, isIsoDateTime, parseCardEvent, type PartnerEvent } from './events';

const event: PartnerEvent = {
  type: 'add-card-success',
  sub: 'nw-member-0001',
  cardLast4: '1111',
  at: '2026-11-27T10:15:00.000Z',
};

describe('parseCardEvent', () => {
  it('takes an event of exactly its four fields', () => {
    expect(parseCardEvent({ ...event })).toEqual({ ok: true, event });
  });

  it.each<[string, unknown, string]>([
    ['null', null, 'the body must be a JSON object'],
    ['an array', [event], 'the body must be a JSON object'],
    ['a string', 'add-card-success', 'the body must be a JSON object'],
    ['an extra field', { ...event, panGuid: 'x' }, 'unknown field(s): panGuid'],
    ['another type', { ...event, type: 'ADD-CARD-SUCCESS' }, "type must be 'add-card-success'"],
    ['no sub', { ...event, sub: undefined }, 'sub must be a subject (1 to 255 printable ASCII characters)'],
    ['an empty sub', { ...event, sub: '' }, 'sub must be a subject (1 to 255 printable ASCII characters)'],
    [
      'a sub with a space',
      { ...event, sub: 'nw member' },
      'sub must be a subject (1 to 255 printable ASCII characters)',
    ],
    [
      'a sub too long',
      { ...event, sub: 'x'.repeat(256) },
      'sub must be a subject (1 to 255 printable ASCII characters)',
    ],
    ['three last digits', { ...event, cardLast4: '111' }, 'cardLast4 must be 4 digits'],
    ['last digits as a number', { ...event, cardLast4: 1111 }, 'cardLast4 must be 4 digits'],
    ['a date only', { ...event, at: '2026-11-27' }, 'at must be an ISO 8601 date and time with an offset'],
    [
      'a time without an offset',
      { ...event, at: '2026-11-27T10:15:00' },
      'at must be an ISO 8601 date and time with an offset',
    ],
    ['a date as a number', { ...event, at: 1795774500000 }, 'at must be an ISO 8601 date and time with an offset'],
  ])('refuses %s', (_why, body, problem) => {
    expect(parseCardEvent(body)).toEqual({ ok: false, problem });
  });
});

describe('isIsoDateTime', () => {
  it.each([
    '2026-11-27T10:15:00Z',
    '2026-11-27T10:15:00.123Z',
    '2026-11-27T10:15:00+01:00',
    '2028-02-29T00:00:00-05:30',
    '2026-12-31T23:59:59.999999999Z',
  ])('takes %s', (text) => expect(isIsoDateTime(text)).toBe(true));

  it.each([
    '2026-02-29T10:15:00Z',
    '2026-04-31T10:15:00Z',
    '2026-13-01T10:15:00Z',
    '2026-00-10T10:15:00Z',
    '2026-11-27T24:00:00Z',
    '2026-11-27T10:60:00Z',
    '2026-11-27 10:15:00Z',
    'yesterday',
  ])('refuses %s', (text) => expect(isIsoDateTime(text)).toBe(false));
});

describe('the event log', () => {
  it("keeps each member's events apart, newest first by when the card was added", () => {
    const log = createEventLog();
    log.add({ ...event, cardLast4: '0001', at: '2026-11-27T10:00:00Z' });
    log.add({ ...event, cardLast4: '0003', at: '2026-11-27T12:00:00Z' });
    log.add({ ...event, cardLast4: '0002', at: '2026-11-27T12:30:00+01:00' });
    log.add({ ...event, sub: 'nw-member-0002', cardLast4: '9999' });
    expect(log.of(event.sub).map((e) => e.cardLast4)).toEqual(['0003', '0002', '0001']);
    expect(log.of('nw-member-0002').map((e) => e.cardLast4)).toEqual(['9999']);
    expect(log.of('nw-member-0003')).toEqual([]);
  });

  it(`keeps the newest ${EVENTS_KEPT_PER_MEMBER} of a member`, () => {
    const log = createEventLog();
    for (let minute = 0; minute < EVENTS_KEPT_PER_MEMBER + 5; minute++) {
      log.add({
        ...event,
        cardLast4: String(minute).padStart(4, '0'),
        at: new Date(Date.UTC(2026, 10, 27, 10, minute)).toISOString(),
      });
    }
    const kept = log.of(event.sub);
    expect(kept).toHaveLength(EVENTS_KEPT_PER_MEMBER);
    expect(kept[0]?.cardLast4).toBe('0024');
    expect(kept.at(-1)?.cardLast4).toBe('0005');
  });
});
