// The versions running on this page, for support: the environment's application
// version (§9), the shell's own, and each remote whose manifest the page has read, with the contract
// major it was built against; a remote refused for another major, or loaded through a tester's
// override, says so. A disclosure in the footer: closed, it is one short line.
import { useAtomValue } from 'jotai';
import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { CONTRACT_MAJOR } from '@portal/domain/platform';
import { runningRemotes, subscribeRunningRemotes, type RunningRemote } from '@portal/ui/mount';
import { environmentAtom } from '@portal/client/state';
import styles from './chrome.module.css';

/** The shell's package version, written into the build (packages/build/src/rspack.ts); 'development' elsewhere. */
const SHELL_VERSION = process.env['PORTAL_PACKAGE_VERSION'] ?? 'development';

function RemoteLine({ remote, configured }: { remote: RunningRemote; configured: string | undefined }) {
  const { t } = useTranslation('shell');
  const details = [
    remote.contract === null ? t('versions.noContract') : t('versions.contract', { major: remote.contract }),
  ];
  if (remote.refused) details.push(t('versions.refused'));
  if (configured !== undefined && configured !== remote.manifestUrl)
    details.push(t('versions.override', { url: remote.manifestUrl }));
  return (
    <>
      <dt>{remote.name}</dt>
      <dd>
        {remote.version ?? t('versions.unknown')} ({details.join('; ')})
      </dd>
    </>
  );
}

export function Versions() {
  const { t } = useTranslation('shell');
  const environment = useAtomValue(environmentAtom);
  const remotes = useSyncExternalStore(subscribeRunningRemotes, runningRemotes);
  const configured = environment?.remotes as Readonly<Record<string, string>> | undefined;
  return (
    <details className={styles.versions}>
      <summary>{t('versions.summary', { version: environment?.appVersion ?? t('versions.unknown') })}</summary>
      <dl>
        <dt>{t('versions.shell')}</dt>
        <dd>
          {SHELL_VERSION} ({t('versions.contract', { major: CONTRACT_MAJOR })})
        </dd>
        {remotes.map((remote) => (
          <RemoteLine key={remote.name} remote={remote} configured={configured?.[remote.name]} />
        ))}
      </dl>
    </details>
  );
}
