import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { localeCookie } from '@portal/domain/issuer';
import { localeDisplayName } from '@portal/client/i18n';
import { localeAtom } from '@portal/client/state';
import { useDisclosure } from '@portal/ui';
import styles from './chrome.module.css';

/** §1: choosing a language stores it in the locale cookie and reloads the page. */
export function chooseLocale(locale: string): void {
  document.cookie = localeCookie(locale, window.location.protocol === 'https:');
  window.location.reload();
}

/** §1: the footer's language submenu, shown when more than one locale is supported. */
export function LanguageMenu({ locales }: { locales: readonly string[] }) {
  const { t } = useTranslation('shell');
  const current = useAtomValue(localeAtom);
  const { open, panelId, closeOnEscape, closeOnFocusOut, buttonProps } = useDisclosure();

  return (
    <div className={styles.language} onBlur={closeOnFocusOut}>
      <button {...buttonProps} className="portal-button portal-button--secondary">
        {t('footer.languageCurrent', { name: localeDisplayName(current) })}
      </button>
      {open && (
        <ul className={styles.languageList} id={panelId} aria-label={t('footer.language')}>
          {locales.map((locale) => (
            <li key={locale}>
              <button
                type="button"
                className={styles.languageOption}
                lang={locale}
                aria-current={locale === current ? 'true' : undefined}
                onKeyDown={closeOnEscape}
                onClick={() => chooseLocale(locale)}
              >
                {localeDisplayName(locale)}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
