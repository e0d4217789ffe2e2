import { useAtomValue } from 'jotai';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { localeCookie } from '@portal/shared/domain';
import { localeDisplayName } from '@portal/shared/i18n';
import { localeAtom } from '@portal/shared/state';
import styles from './chrome.module.css';

/** §1: the footer's language submenu stores the locale in a cookie and reloads the page. */
export function LanguageMenu({ locales }: { locales: readonly string[] }) {
  const { t } = useTranslation('shell');
  const current = useAtomValue(localeAtom);
  const [open, setOpen] = useState(false);
  const listId = useId();
  const button = useRef<HTMLButtonElement>(null);

  const choose = (locale: string) => {
    document.cookie = localeCookie(locale, window.location.protocol === 'https:');
    window.location.reload();
  };

  return (
    <div
      className={styles.language}
      onKeyDown={(e) => {
        if (e.key === 'Escape' && open) {
          setOpen(false);
          button.current?.focus();
        }
      }}
    >
      <button
        ref={button}
        type="button"
        className="portal-button portal-button--secondary"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((o) => !o)}
      >
        {t('footer.languageCurrent', { name: localeDisplayName(current) })}
      </button>
      {open && (
        <ul className={styles.languageList} id={listId} aria-label={t('footer.language')}>
          {locales.map((locale) => (
            <li key={locale}>
              <button type="button" className={styles.languageOption} lang={locale} aria-current={locale === current ? 'true' : undefined} onClick={() => choose(locale)}>
                {localeDisplayName(locale)}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
