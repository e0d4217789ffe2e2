// The footer's versions: what support reads off a page, the environment's version,
// the shell's, and each remote the page has read the manifest of, refused or overridden ones saying so.
import { act, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CONTRACT_MAJOR, REMOTE_NAMES, type RuntimeEnvironment } from '@portal/domain/platform';
import type * as Mount from '@portal/ui/mount';
import type { RunningRemote } from '@portal/ui/mount';
import { environmentAtom, portalStore } from '@portal/client/state';
import { renderInPortal, setUpPortal, setupUser } from '@portal/ui/testing';
import { shellMessages } from '../i18n/messages';
import { Footer } from './footer';
import { Versions } from './versions';

// The runtime plugin records the remotes in @portal/ui/mount's module state, which the shell's code
// reads only through the entry (recordRemote is not part of it): the page's record is stood in for here,
// with the same contract (a stable array until the next record, listeners told of each record).
const record = vi.hoisted(() => {
  let remotes: readonly RunningRemote[] = [];
  const listeners = new Set<() => void>();
  return {
    runningRemotes: () => remotes,
    subscribeRunningRemotes: (listener: () => void) => {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    set(next: readonly RunningRemote[]) {
      remotes = next;
      for (const listener of listeners) listener();
    },
    listening: () => listeners.size,
  };
});

vi.mock('@portal/ui/mount', async (importOriginal) => ({
  ...(await importOriginal<typeof Mount>()),
  runningRemotes: record.runningRemotes,
  subscribeRunningRemotes: record.subscribeRunningRemotes,
}));

const manifestUrl = (name: string) => `https://cdn.example/${name}/mf-manifest.json`;

function environment(over: Partial<RuntimeEnvironment> = {}): RuntimeEnvironment {
  return {
    name: 'qa',
    gatewayBaseUrl: 'https://qa.example/api',
    remotes: Object.fromEntries(REMOTE_NAMES.map((name) => [name, manifestUrl(name)])) as RuntimeEnvironment['remotes'],
    appVersion: '2026.11.3',
    partnerSites: {},
    ...over,
  };
}

function remote(name: string, over: Partial<RunningRemote> = {}): RunningRemote {
  return { name, contract: CONTRACT_MAJOR, version: '0.2.0', manifestUrl: manifestUrl(name), refused: false, ...over };
}

async function renderVersions({
  locale = 'en',
  env = environment(),
}: {
  locale?: string;
  env?: RuntimeEnvironment | null;
} = {}) {
  await setUpPortal({ locale, messages: { shell: shellMessages } });
  portalStore.set(environmentAtom, env);
  renderInPortal(<Versions />, 'shell');
}

/** The disclosure: a <details>, whose role is group. */
const disclosure = () => screen.getByRole('group');

/**
 * The disclosure's summary line, by its text: a <summary> has no ARIA role to find it by (browsers
 * expose it as the disclosure's button, which Testing Library's role table does not know).
 */
function summary(text: string): HTMLElement {
  const line = within(disclosure()).getByText(text);
  expect(line.tagName).toBe('SUMMARY');
  return line;
}

/** Opens the disclosure as a person does, by its summary line. */
async function open(text: string) {
  await setupUser().click(summary(text));
  expect(disclosure()).toHaveProperty('open', true);
}

/** The definition given for a term (a <dt> and the <dd> after it). */
function definitionOf(term: string): string {
  const dt = within(disclosure())
    .getAllByRole('term')
    .find((t) => t.textContent === term);
  if (!dt) throw new Error(`no term ${term}`);
  const dd = dt.nextElementSibling;
  expect(dd).not.toBeNull();
  expect(within(disclosure()).getAllByRole('definition')).toContain(dd);
  return dd?.textContent?.replace(/\s+/g, ' ').trim() ?? '';
}

const terms = () =>
  within(disclosure())
    .getAllByRole('term')
    .map((t) => t.textContent);

afterEach(() => {
  record.set([]);
  portalStore.set(environmentAtom, null);
});

describe('the versions in the footer', () => {
  it("is a closed disclosure whose summary is the environment's application version", async () => {
    await renderVersions();
    expect(disclosure()).toHaveProperty('open', false);
    expect(summary('Version 2026.11.3')).toBeDefined();
  });

  it('says the version is unknown before the environment is known', async () => {
    await renderVersions({ env: null });
    expect(summary('Version unknown')).toBeDefined();
  });

  it("opened, lists the shell with this host's contract major, and no remote before any is read", async () => {
    await renderVersions();
    await open('Version 2026.11.3');
    expect(terms()).toEqual(['shell']);
    // Outside a build the shell's version is 'development' (packages/build/src/rspack.ts writes the package's).
    expect(definitionOf('shell')).toBe(`development (contract ${CONTRACT_MAJOR})`);
  });

  it('lists each remote read, in the order the record keeps, with its version and contract', async () => {
    record.set([remote('mfe_postlogin', { version: '0.3.0' }), remote('mfe_prelogin', { version: '0.2.1' })]);
    await renderVersions();
    await open('Version 2026.11.3');
    expect(terms()).toEqual(['shell', 'mfe_postlogin', 'mfe_prelogin']);
    expect(definitionOf('mfe_postlogin')).toBe(`0.3.0 (contract ${CONTRACT_MAJOR})`);
    expect(definitionOf('mfe_prelogin')).toBe(`0.2.1 (contract ${CONTRACT_MAJOR})`);
  });

  it('follows the record: a remote read after the page was drawn appears, a redeployed one changes', async () => {
    await renderVersions();
    await open('Version 2026.11.3');
    expect(record.listening()).toBe(1);
    act(() => record.set([remote('mfe_sso', { version: '1.0.0' })]));
    expect(definitionOf('mfe_sso')).toBe(`1.0.0 (contract ${CONTRACT_MAJOR})`);
    act(() => record.set([remote('mfe_sso', { version: '1.0.1' })]));
    expect(definitionOf('mfe_sso')).toBe(`1.0.1 (contract ${CONTRACT_MAJOR})`);
  });

  it('a remote refused for another major says so, with the major it was built against', async () => {
    record.set([remote('mfe_prelogin', { contract: CONTRACT_MAJOR + 1, version: '2.0.0', refused: true })]);
    await renderVersions();
    await open('Version 2026.11.3');
    expect(definitionOf('mfe_prelogin')).toBe(`2.0.0 (contract ${CONTRACT_MAJOR + 1}; refused: another contract)`);
  });

  it('says refused from the record alone, not by comparing majors itself (the runtime plugin decides)', async () => {
    record.set([
      remote('mfe_postlogin', { contract: CONTRACT_MAJOR + 1, version: '2.0.0', refused: false }),
      remote('mfe_sso', { contract: CONTRACT_MAJOR, version: '1.0.0', refused: true }),
    ]);
    await renderVersions();
    await open('Version 2026.11.3');
    expect(definitionOf('mfe_postlogin')).toBe(`2.0.0 (contract ${CONTRACT_MAJOR + 1})`);
    expect(definitionOf('mfe_sso')).toBe(`1.0.0 (contract ${CONTRACT_MAJOR}; refused: another contract)`);
  });

  it('a remote refused for declaring no contract says that, and that its version is unknown', async () => {
    record.set([remote('mfe_activation', { contract: null, version: null, refused: true })]);
    await renderVersions();
    await open('Version 2026.11.3');
    expect(definitionOf('mfe_activation')).toBe('unknown (no contract declared; refused: another contract)');
  });

  it("a remote loaded from another manifest than the environment's (a tester's override) says where from", async () => {
    const override = 'https://tester.example/mfe_postlogin/mf-manifest.json';
    record.set([remote('mfe_postlogin', { manifestUrl: override, version: '0.4.0-beta' }), remote('mfe_prelogin')]);
    await renderVersions();
    await open('Version 2026.11.3');
    expect(definitionOf('mfe_postlogin')).toBe(`0.4.0-beta (contract ${CONTRACT_MAJOR}; overridden from ${override})`);
    // The one read from where the environment says is not called overridden.
    expect(definitionOf('mfe_prelogin')).toBe(`0.2.0 (contract ${CONTRACT_MAJOR})`);
  });

  it('an overridden remote that was refused says both', async () => {
    const override = 'https://tester.example/mfe_sso/mf-manifest.json';
    record.set([
      remote('mfe_sso', { manifestUrl: override, contract: CONTRACT_MAJOR + 1, version: '3.0.0', refused: true }),
    ]);
    await renderVersions();
    await open('Version 2026.11.3');
    expect(definitionOf('mfe_sso')).toBe(
      `3.0.0 (contract ${CONTRACT_MAJOR + 1}; refused: another contract; overridden from ${override})`,
    );
  });

  it('a remote the environment does not list (no configured manifest) is not called overridden', async () => {
    record.set([remote('mfe_unlisted', { manifestUrl: 'https://elsewhere.example/mf-manifest.json' })]);
    await renderVersions();
    await open('Version 2026.11.3');
    expect(definitionOf('mfe_unlisted')).toBe(`0.2.0 (contract ${CONTRACT_MAJOR})`);
  });

  it('in Spanish', async () => {
    const override = 'https://tester.example/mfe_prelogin/mf-manifest.json';
    record.set([
      remote('mfe_activation', { contract: null, version: null, refused: true }),
      remote('mfe_prelogin', { manifestUrl: override, contract: CONTRACT_MAJOR + 1, version: '2.0.0', refused: true }),
    ]);
    await renderVersions({ locale: 'es' });
    await open('Versión 2026.11.3');
    expect(definitionOf('shell')).toBe(`development (contrato ${CONTRACT_MAJOR})`);
    expect(definitionOf('mfe_activation')).toBe('desconocida (sin contrato declarado; rechazado: otro contrato)');
    expect(definitionOf('mfe_prelogin')).toBe(
      `2.0.0 (contrato ${CONTRACT_MAJOR + 1}; rechazado: otro contrato; sustituido desde ${override})`,
    );
  });

  it('stops listening to the record once it is gone', async () => {
    await setUpPortal({ messages: { shell: shellMessages } });
    portalStore.set(environmentAtom, environment());
    const { unmount } = renderInPortal(<Versions />, 'shell');
    expect(record.listening()).toBe(1);
    unmount();
    expect(record.listening()).toBe(0);
  });

  it('sits in the footer', async () => {
    record.set([remote('mfe_prelogin', { version: '0.2.5' })]);
    await setUpPortal({ messages: { shell: shellMessages } });
    portalStore.set(environmentAtom, environment());
    renderInPortal(<Footer />, 'shell');
    await open('Version 2026.11.3');
    expect(definitionOf('mfe_prelogin')).toBe(`0.2.5 (contract ${CONTRACT_MAJOR})`);
  });
});
