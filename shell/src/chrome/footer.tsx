import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import type { IssuerConfig } from '@portal/domain/issuer';
import { appDetailsAtom, useIssuer } from '@portal/client/state';
import { ExternalLink } from '@portal/ui';
import styles from './chrome.module.css';
import { LanguageMenu } from './language-menu';
import { Versions } from './versions';

/** §2 Footer links, in the spec's order; each opens a new window. */
export const FOOTER_LINKS = [
  'terms',
  'privacy',
  'help',
  'contactUs',
  'aboutUs',
  'softAgreement',
] as const satisfies readonly (keyof IssuerConfig['url'])[];

export function Footer() {
  const { t } = useTranslation('shell');
  const issuer = useIssuer();
  const details = useAtomValue(appDetailsAtom);
  const locales = (details?.supportedLocales ?? issuer.supportedLocales).map((l) => l.locale);
  return (
    <div className={styles.footerBand}>
      <div className={styles.footer}>
        <nav aria-label={t('footer.label')}>
          <ul className={styles.footerLinks}>
            {FOOTER_LINKS.map((key) => (
              <li key={key}>
                <ExternalLink href={issuer.url[key]}>{t(`footer.links.${key}`)}</ExternalLink>
              </li>
            ))}
          </ul>
        </nav>
        {locales.length > 1 && <LanguageMenu locales={locales} />}
        <Versions />
        <p className={styles.copyright}>
          {t('footer.copyright', { year: new Date().getFullYear(), app: t('issuer:appName') })}
        </p>
      </div>
    </div>
  );
}
