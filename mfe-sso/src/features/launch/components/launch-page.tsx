// §2 sso/launch (decision 031): where the partner's "Manage my cards" arrives. A plain
// arrival asks the gateway for a launch and goes to sign in at the partner, which (the member being
// signed in there already) answers straight back here with a code; the answer, when it is this tab's,
// is completed by partnerConsumer/enroll (§7), which signs the member in, enrolling them on first
// arrival, and the cardholder goes on signed in, to the SSO card flow. Anything else (an answer for another browser, a
// replayed or expired one, the partner's error, a gateway that cannot be reached) shows §8's message
// with a way back to the partner and a way to try again: never a blank page.
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { enrollSsoConsumer, startSsoLaunch } from '@portal/client/api';
import { resolveError } from '@portal/domain/errors';
import { webApiKey, type IssuerConfig } from '@portal/domain/issuer';
import { href } from '@portal/client/routes';
import { applyTokenAnswer, purgeSession, useIssuer } from '@portal/client/state';
import { navigateTo, Spinner, useRouteMeta } from '@portal/ui';
import { goToPartner } from '../go-to-partner';
import { rememberLaunch, takeLaunch } from '../launch-state';
import { launchStepOf } from '../launch-step';
import styles from './launch.module.css';

/** What a launch came to: the browser leaving for the partner, the member signed in, or §8's message. */
type Outcome = { kind: 'leaving' } | { kind: 'signedIn' } | { kind: 'failed'; messageKey: string };

const TECHNICAL = 'errors:technical';

/**
 * One run per address: a screen mounted twice for the same arrival (React's strict mode, a remount)
 * shares it, so an answer is never sent twice (the second would be refused as a replay).
 */
const runs = new Map<string, Promise<Outcome>>();

function launchOnce(issuer: IssuerConfig, search: string): Promise<Outcome> {
  let run = runs.get(search);
  if (!run) {
    run = launch(issuer, search).catch(
      (error: unknown): Outcome => ({ kind: 'failed', messageKey: resolveError('general', error).messageKey }),
    );
    runs.set(search, run);
    // The next arrival (Try again, another launch) is a run of its own.
    void run.then(() => runs.delete(search));
  }
  return run;
}

async function launch(issuer: IssuerConfig, search: string): Promise<Outcome> {
  const apiKey = webApiKey(issuer);
  if (!apiKey) return { kind: 'failed', messageKey: TECHNICAL };
  const step = launchStepOf(search, search === '' ? null : takeLaunch());
  if (step.kind === 'refused') return { kind: 'failed', messageKey: TECHNICAL };
  if (step.kind === 'authorize') {
    const { authorizationUrl, state } = await startSsoLaunch(apiKey);
    if (!rememberLaunch(state)) return { kind: 'failed', messageKey: TECHNICAL };
    goToPartner(authorizationUrl);
    return { kind: 'leaving' };
  }
  // The code leaves the address bar at once: a refresh or a shared address cannot send it again.
  window.history.replaceState(window.history.state, '', href('ssoLaunch'));
  const answer = await enrollSsoConsumer(apiKey, step.answer);
  // Another member's session in this tab (or a partial one) ends: this arrival is who is here now.
  purgeSession();
  applyTokenAnswer(answer, Date.now());
  // §6: the SSO card flow follows (it goes on home when the partner provisioned nothing new).
  navigateTo(href('ssoAddCard'), { replace: true });
  return { kind: 'signedIn' };
}

export function SsoLaunchPage() {
  const issuer = useIssuer();
  const [attempt, setAttempt] = useState(0);
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  useEffect(() => {
    let current = true;
    void launchOnce(issuer, attempt === 0 ? window.location.search : '').then((result) => {
      if (current) setOutcome(result);
    });
    return () => {
      current = false;
    };
  }, [issuer, attempt]);

  if (outcome?.kind === 'failed') {
    return (
      <LaunchFailed
        messageKey={outcome.messageKey}
        partnerSite={issuer.issuerWebSiteUrl}
        onRetry={() => {
          window.history.replaceState(window.history.state, '', href('ssoLaunch'));
          setOutcome(null);
          setAttempt((n) => n + 1);
        }}
      />
    );
  }
  return <LaunchUnderWay />;
}

function LaunchUnderWay() {
  const { t } = useTranslation('sso');
  useRouteMeta('ssoLaunch');
  return (
    <div className={`portal-page ${styles.launch}`} role="status">
      <h1>{t('launch.title')}</h1>
      <Spinner />
      <p>{t('launch.message')}</p>
    </div>
  );
}

function LaunchFailed({
  messageKey,
  partnerSite,
  onRetry,
}: {
  messageKey: string;
  partnerSite: string;
  onRetry: () => void;
}) {
  const { t } = useTranslation('sso');
  useRouteMeta('ssoLaunch');
  return (
    <div className={`portal-page ${styles.launch}`}>
      <h1>{t('launch.failedTitle')}</h1>
      <div role="alert" className={styles.alert}>
        <p>{t(messageKey)}</p>
      </div>
      <p>{t('launch.failedHelp')}</p>
      <div className="portal-actions">
        <button type="button" className="portal-button" onClick={onRetry}>
          {t('launch.retry')}
        </button>
        <a className="portal-button portal-button--secondary" href={partnerSite}>
          {t('launch.back', { site: new URL(partnerSite).hostname })}
        </a>
      </div>
    </div>
  );
}
