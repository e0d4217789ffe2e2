// The prelogin namespace (CONVENTIONS 10): every message file of the remote, complete and alike in en
// and es, each under top-level groups of its own (the remote's first chunk merges its files
// shallowly, so two files sharing a group would hide each other's keys), and every key the code names
// present. The first chunk carries the home, legal and flow-kit files only; each feature's file travels
// with the feature's lazy chunk.
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { messages as enrolmentChunk } from '../features/enrolment/screens';
import { messages as loginChunk } from '../features/login/screens';
import { messages as migrationChunk } from '../features/migration/screens';
import { messages as recoveryChunk } from '../features/recovery/screens';
import { expectCompleteMessages, keysNamedIn } from '../testing/message-catalogue';
import { allPreloginMessages, PRELOGIN_MESSAGE_FILES } from './message-files';
import { PRELOGIN_NS, preloginMessages } from './messages';

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

const files = Object.entries(PRELOGIN_MESSAGE_FILES) as [
  keyof typeof PRELOGIN_MESSAGE_FILES,
  (typeof PRELOGIN_MESSAGE_FILES)[keyof typeof PRELOGIN_MESSAGE_FILES],
][];

const groupsOf = (bundles: { readonly en?: unknown }) => Object.keys(bundles.en ?? {}).sort();

describe('CONVENTIONS 10 the prelogin messages', () => {
  it('are the prelogin namespace, in en and es', () => {
    expect(PRELOGIN_NS).toBe('prelogin');
    expect(Object.keys(preloginMessages).sort()).toEqual(['en', 'es']);
    expect(Object.keys(allPreloginMessages).sort()).toEqual(['en', 'es']);
  });

  it('give each file top-level groups of its own, so the merge hides nothing', () => {
    const owners = files.flatMap(([name, { en }]) => Object.keys(en).map((group) => [group, name] as const));
    const groups = owners.map(([group]) => group);
    expect(groups.filter((group, i) => groups.indexOf(group) !== i)).toEqual([]);
    expect(groupsOf(allPreloginMessages)).toEqual([...groups].sort());
  });

  it("the remote's first chunk carries the home, legal and flow-kit files, and no feature's", () => {
    const { app, flow } = PRELOGIN_MESSAGE_FILES;
    expect(groupsOf(preloginMessages)).toEqual([...groupsOf(app), ...groupsOf(flow)].sort());
    expect(preloginMessages['en']).toEqual({ ...app.en, ...flow.en });
    expect(preloginMessages['es']).toEqual({ ...app.es, ...flow.es });
  });

  it.each([
    ['login', loginChunk],
    ['recovery', recoveryChunk],
    ['enrolment', enrolmentChunk],
    ['migration', migrationChunk],
  ] as const)("the %s feature's lazy chunk carries its own file, in en and es", (name, chunk) => {
    expect(chunk).toEqual(PRELOGIN_MESSAGE_FILES[name]);
  });

  it.each(files)('%s: complete and alike in en and es, with every key its code names', (name, { en, es }) => {
    const groups = Object.keys(en);
    const named = FOLDERS[name].flatMap((folder) => keysNamedIn(folder, groups));
    expectCompleteMessages(en, es, groups, named);
  });
});
