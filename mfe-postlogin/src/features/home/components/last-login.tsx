// §2 "At home the message shows the last login time": the previous full sign-in (the profile's
// lastLoginTimeStamp), in the page's language and the browser's time zone, the zone named.
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { localeAtom } from '@portal/client/state';
import { Trans } from '../../../i18n/trans';

/** The time as a cardholder reads it: "November 20, 2025 at 3:04 PM UTC", "20 de noviembre de 2025 a las 15:04 UTC". */
export function formatLastLogin(date: Date, locale: string): string {
  return new Intl.DateTimeFormat(locale, {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZoneName: 'short',
  }).format(date);
}

/**
 * `timestamp` null with the profile loaded is a first sign-in; while the profile is still loading
 * nothing is said, rather than something that may be wrong.
 */
export function LastLogin({ timestamp, profileLoaded }: { timestamp: string | null; profileLoaded: boolean }) {
  const { t, i18n } = useTranslation('postlogin');
  const locale = useAtomValue(localeAtom);
  if (!profileLoaded) return null;
  const date = timestamp ? new Date(timestamp) : null;
  if (!date || Number.isNaN(date.getTime())) return timestamp ? null : <p>{t('home.firstLogin')}</p>;
  return (
    <p>
      <Trans
        i18n={i18n}
        t={t}
        i18nKey="home.lastLogin"
        values={{ time: formatLastLogin(date, locale) }}
        components={{ time: <time dateTime={date.toISOString()} /> }}
      />
    </p>
  );
}
