import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { trackScreenLoad } from '../state/analytics';

/**
 * §1: each screen has its page title and sends one analytics screen-load event. `screen` is the
 * stable analytics name; `title` the translated page name.
 */
export function usePageMeta(screen: string, title: string): void {
  const { t } = useTranslation('common');
  const app = t('issuer:appName', { defaultValue: '' });
  const full = app ? t('pageTitle', { page: title, app }) : title;
  useEffect(() => {
    document.title = full;
  }, [full]);
  useEffect(() => {
    trackScreenLoad(screen);
  }, [screen]);
}
