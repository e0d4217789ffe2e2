import { useAtomValue } from 'jotai';
import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { localeCookie } from '@portal/shared/domain';
import { localeDisplayName } from '@portal/shared/i18n';
import { localeAtom } from '@portal/shared/state';
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
  const [open, setOpen] = useState(false);
  const listId = useId();
  const button = useRef<HTMLButtonElement>(null);

  const onKeyDown = (e: KeyboardEvent<HTMLButtonElement>) => {
    if (e.key === 'Escape' && open) {
      setOpen(false);
      button.current?.focus();
    }
  };

  return (
    <div className={styles.language}>
      <button
        ref={button}
        type="button"
        className="portal-button portal-button--secondary"
        aria-expanded={open}
        aria-controls={listId}
        onKeyDown={onKeyDown}
        onClick={() => setOpen((o) => !o)}
      >
        {t('footer.languageCurrent', { name: localeDisplayName(current) })}
      </button>
      {open && (
        <ul className={styles.languageList} id={listId} aria-label={t('footer.language')}>
          {locales.map((locale) => (
            <li key={locale}>
              <button type="button" className={styles.languageOption} lang={locale} aria-current={locale === current ? 'true' : undefined} onKeyDown={onKeyDown} onClick={() => chooseLocale(locale)}>
                {localeDisplayName(locale)}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
