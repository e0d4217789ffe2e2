// §2 userSettings: the user's email addresses and phone numbers, each with its status and which is the
// primary one, with the changes decision 027 allows (make primary, remove), and the links to the add
// and verify pages (add-email-page, add-phone-page, verify-contact-page), then the change of password
// (password-section).
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { sessionAtom } from '@portal/client/state';
import { useRouteBack, useRouteMeta } from '@portal/ui';
import { useEmails, usePhones } from '../hooks/use-contacts';
import { ContactSection } from './contact-section';
import { PasswordSection } from './password-section';

export function SettingsPage() {
  const { t } = useTranslation('postlogin');
  // §7: the contacts are under users/{userGuid}, the session's user.
  const userGuid = useAtomValue(sessionAtom).userId ?? '';
  useRouteMeta('userSettings');
  useRouteBack('userSettings');
  const emails = useEmails(userGuid);
  const phones = usePhones(userGuid);
  return (
    <div className="portal-page">
      <h1>{t('settings.title')}</h1>
      <ContactSection kind="email" userGuid={userGuid} read={emails} />
      <ContactSection kind="phone" userGuid={userGuid} read={phones} />
      <PasswordSection />
    </div>
  );
}
