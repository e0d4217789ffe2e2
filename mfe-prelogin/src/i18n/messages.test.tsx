// The prelogin namespace (CONVENTIONS 10): every message file of the remote, complete and alike in en
// and es, each under top-level groups of its own (the merge in messages.ts is shallow, so two files
// sharing a group would hide each other's keys), and every key the code names present.
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { expectCompleteMessages, keysNamedIn } from '../testing/message-catalogue';
import { PRELOGIN_MESSAGE_FILES, PRELOGIN_NS, preloginMessages } from './messages';

const src = path.join(import.meta.dirname, '..');

/** Where each file's keys are named: the app's own files, the shared flow kit, each feature. */
const FOLDERS: Readonly<Record<keyof typeof PRELOGIN_MESSAGE_FILES, string[]>> = {
  app: [path.join(src, 'features/home'), path.join(src, 'features/legal')],
  flow: [path.join(src, 'flow'), path.join(src, 'features')],
  login: [path.join(src, 'features/login')],
  recovery: [path.join(src, 'features/recovery')],
  enrolment: [path.join(src, 'features/enrolment')],
  migration: [path.join(src, 'features/migration')],
};

const files = Object.entries(PRELOGIN_MESSAGE_FILES) as [keyof typeof PRELOGIN_MESSAGE_FILES, (typeof PRELOGIN_MESSAGE_FILES)[keyof typeof PRELOGIN_MESSAGE_FILES]][];

describe('CONVENTIONS 10 the prelogin messages', () => {
  it('are the prelogin namespace, in en and es', () => {
    expect(PRELOGIN_NS).toBe('prelogin');
    expect(Object.keys(preloginMessages).sort()).toEqual(['en', 'es']);
  });

  it('give each file top-level groups of its own, so the merge hides nothing', () => {
    const owners = files.flatMap(([name, { en }]) => Object.keys(en).map((group) => [group, name] as const));
    const groups = owners.map(([group]) => group);
    expect(groups.filter((group, i) => groups.indexOf(group) !== i)).toEqual([]);
    expect(Object.keys(preloginMessages['en'] ?? {}).sort()).toEqual([...groups].sort());
  });

  it.each(files)('%s: complete and alike in en and es, with every key its code names', (name, { en, es }) => {
    const groups = Object.keys(en);
    const named = FOLDERS[name].flatMap((folder) => keysNamedIn(folder, groups));
    expectCompleteMessages(en, es, groups, named);
  });
});
