import path from 'node:path';
import { describe, it } from 'vitest';
import { expectCompleteMessages, keysNamedIn } from '../../recovery/testing/message-catalogue';
import en from './en.json';
import es from './es.json';

describe('the migration messages', () => {
  it('are complete in en and es, alike, under "migration", and hold every key the screens name', () => {
    expectCompleteMessages(en, es, 'migration', keysNamedIn(path.join(import.meta.dirname, '..'), 'migration'));
  });
});
