// The outbox's sealing (AES-256-GCM, the row id as associated data) and its recipient normalisation.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { normaliseRecipient, openMessage, sealMessage, type OutboxMessage } from './outbox';

const key = Buffer.alloc(32, 9);
const message: OutboxMessage = {
  recipient: 'ready.rita@acmebank.example',
  subject: 'Your code',
  text: 'Your code is 123456.',
  code: '123456',
};

describe('sealMessage / openMessage', () => {
  it('opens what it sealed; the sealed text shows nothing of the message', () => {
    const sealed = sealMessage(key, 'id-1', message);
    expect(sealed).toMatch(/^v1\./);
    expect(sealed).not.toContain('123456');
    expect(sealed).not.toContain('ready.rita');
    expect(openMessage(key, 'id-1', sealed)).toEqual(message);
    expect(sealMessage(key, 'id-1', message)).not.toBe(sealed);
  });

  it('refuses another key, another row id, a changed byte or another format', () => {
    const sealed = sealMessage(key, 'id-1', message);
    expect(() => openMessage(Buffer.alloc(32, 8), 'id-1', sealed)).toThrow();
    expect(() => openMessage(key, 'id-2', sealed)).toThrow();
    const [v, iv, body, tag] = sealed.split('.');
    const flipped = Buffer.from(body ?? '', 'base64');
    flipped[0] = (flipped[0] ?? 0) ^ 1;
    expect(() => openMessage(key, 'id-1', [v, iv, flipped.toString('base64'), tag].join('.'))).toThrow();
    expect(() => openMessage(key, 'id-1', 'v2.a.b.c')).toThrow('not a sealed outbox message');
  });

  it('property: any message round-trips', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), fc.string(), (recipient, subject, text) => {
        expect(openMessage(key, 'x', sealMessage(key, 'x', { recipient, subject, text }))).toEqual({
          recipient,
          subject,
          text,
        });
      }),
      { numRuns: 200 },
    );
  });
});

describe('normaliseRecipient', () => {
  it.each([
    [' Ready.Rita@AcmeBank.example ', 'ready.rita@acmebank.example'],
    ['+1 (202) 555-0112', '2025550112'],
    ['(202) 555-0112', '2025550112'],
    ['2025550112', '2025550112'],
  ])('%s -> %s', (input, expected) => {
    expect(normaliseRecipient(input)).toBe(expected);
  });
});
