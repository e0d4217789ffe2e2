import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { appDetailsAtom, useIssuer } from '@portal/client/state';
import { KeepNumbersWhole, PortalLink, usePageMeta } from '@portal/ui';
import styles from './pages.module.css';

/** §2 /error: shown when activation is disallowed or app login is disabled. */
export function ErrorPage() {
  const { t } = useTranslation('shell');
  const issuer = useIssuer();
  const details = useAtomValue(appDetailsAtom);
  usePageMeta('error', t('errorPage.title'));
  const app = t('issuer:appName');
  const reasons: string[] = [];
  if (issuer.flags.appLoginDisabled) reasons.push(t('errorPage.loginDisabled', { app }));
  if (!issuer.flags.cardActivationAllowed || details?.isCardActivationWebEnabled === false)
    reasons.push(t('errorPage.activationDisabled', { app }));
  if (reasons.length === 0) reasons.push(t('errorPage.generic'));
  return (
    <div className={styles.page} data-testid="error-page">
      <h1>{t('errorPage.title')}</h1>
      {reasons.map((r) => (
        <p key={r}>{r}</p>
      ))}
      <p>
        <KeepNumbersWhole text={t('issuer:customerSupport')} />
      </p>
      {!issuer.flags.appLoginDisabled && <PortalLink to="/">{t('errorPage.home')}</PortalLink>}
    </div>
  );
}
