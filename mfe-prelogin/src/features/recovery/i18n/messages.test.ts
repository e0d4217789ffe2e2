import path from 'node:path';
import { describe, it } from 'vitest';
import { expectCompleteMessages, keysNamedIn } from '../testing/message-catalogue';
import en from './en.json';
import es from './es.json';

describe('the recovery messages', () => {
  it('are complete in en and es, alike, under "recovery", and hold every key the screens name', () => {
    expectCompleteMessages(en, es, 'recovery', keysNamedIn(path.join(import.meta.dirname, '..'), 'recovery'));
  });
});
