// §2 userSettings/email/verifyCode/{contactGuid} and userSettings/phone/verifyCode/{contactGuid}: the
// sign-in's code step for a contact the user added (decision 027): a code goes on arrival (otvc with
// the full token), a right one proves the contact, and the cardholder is back on Settings, told so.
// §2 Back button: back returns to userSettings (the registry's toUserSettings rule).
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { sendVerificationCode, verifyContact, type Email, type Phone } from '@portal/client/api';
import { CodeStepForm, useCodeStep } from '@portal/ui/code-step';
import { formatUsPhone } from '@portal/domain/identity';
import { isApiError } from '@portal/domain/errors';
import { emailsQuery, phonesQuery, useQueryClient } from '@portal/client/query';
import { href } from '@portal/client/routes';
import { notify, sessionAtom } from '@portal/client/state';
import { navigateTo, PortalLink, useRouteBack, useRouteMeta } from '@portal/ui';
import { useContactCodeStore } from '../hooks/use-contact-code-store';
import type { ContactKind } from './contact-view';
import styles from './settings.module.css';

/** Each kind's route, title, list and words. */
const KINDS = {
  email: {
    route: 'userSettingsVerifyEmail',
    title: 'settings.verifyEmailTitle',
    list: emailsQuery,
    verified: 'postlogin:contacts.email.verified',
    unavailable: 'contacts.email.unavailable',
  },
  phone: {
    route: 'userSettingsVerifyPhone',
    title: 'settings.verifyPhoneTitle',
    list: phonesQuery,
    verified: 'postlogin:contacts.phone.verified',
    unavailable: 'contacts.phone.unavailable',
  },
} as const satisfies Record<ContactKind, unknown>;

/**
 * Decision 027: the gateway answers 404 for a guid that is no contact of the user's (another user's
 * included) and 400 inputValidationError for one verified already. The catalogue has presented the
 * failure; the page then says there is nothing to verify here, with the way back.
 */
function contactNotProvable(error: unknown): boolean {
  return isApiError(error) && (error.status === 404 || (error.status === 400 && error.code === 'inputValidationError'));
}

/** The proved contact as the notification names it (a phone in §5's display format). */
const addressOf = (contact: Email | Phone) => ('email' in contact ? contact.email : formatUsPhone(contact.phoneNumber));

export function VerifyContactPage({ kind }: { kind: ContactKind }) {
  const { t } = useTranslation('postlogin');
  const { contactGuid = '' } = useParams();
  const userGuid = useAtomValue(sessionAtom).userId ?? '';
  useRouteMeta(KINDS[kind].route);
  useRouteBack(KINDS[kind].route);
  // The contact this page cannot prove (kept by guid, so a link to another contact starts afresh).
  const [unprovable, setUnprovable] = useState<string | null>(null);
  return (
    <div className="portal-page">
      <h1>{t(KINDS[kind].title)}</h1>
      {unprovable === contactGuid ? (
        <div role="status" className={styles.form}>
          <p>{t(KINDS[kind].unavailable)}</p>
          <PortalLink to={href('userSettings')} className="portal-button">
            {t('contacts.backToSettings')}
          </PortalLink>
        </div>
      ) : (
        <VerifyContactForm
          key={contactGuid}
          kind={kind}
          userGuid={userGuid}
          contactGuid={contactGuid}
          onUnprovable={() => setUnprovable(contactGuid)}
        />
      )}
    </div>
  );
}

interface VerifyContactFormProps {
  kind: ContactKind;
  userGuid: string;
  contactGuid: string;
  onUnprovable: () => void;
}

function VerifyContactForm({ kind, userGuid, contactGuid, onUnprovable }: VerifyContactFormProps) {
  const { t } = useTranslation('postlogin');
  const queryClient = useQueryClient();
  /** Runs a call; a contact the gateway will not prove here turns the page to say so. */
  const watched = async <T,>(call: () => Promise<T>): Promise<T> => {
    try {
      return await call();
    } catch (error) {
      if (contactNotProvable(error)) onUnprovable();
      throw error;
    }
  };
  const step = useCodeStep({
    store: useContactCodeStore(contactGuid),
    contactId: contactGuid,
    sendOnArrival: true,
    send: () => watched(() => sendVerificationCode(userGuid, { contactId: contactGuid })),
    verify: async (code) => {
      const proved = await watched(() => verifyContact(userGuid, { contactId: contactGuid, code }));
      await queryClient.invalidateQueries({ queryKey: KINDS[kind].list(userGuid).queryKey });
      notify({
        messageKey: KINDS[kind].verified,
        values: { address: addressOf(proved) },
        showOn: href('userSettings'),
      });
      navigateTo(href('userSettings'));
    },
  });
  return (
    <div className={styles.form}>
      <CodeStepForm
        step={step}
        aside={<PortalLink to={href('userSettings')}>{t('contacts.backToSettings')}</PortalLink>}
      />
    </div>
  );
}
