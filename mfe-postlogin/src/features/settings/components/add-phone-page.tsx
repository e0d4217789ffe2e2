// §2 userSettings/addPhone: a US number the user adds (§5 Identity's phone rules, the schema's: 10
// digits, typed in any of the usual ways, sent as the digits), then its verify page, where a code goes
// to it (decision 027: POST users/{userGuid}/phones answers it unverified).
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { addPhone } from '@portal/client/api';
import { Field, FormError, FormSummary, usePortalForm } from '@portal/ui/forms';
import { phonesQuery, usePortalMutation, useQueryClient } from '@portal/client/query';
import { href } from '@portal/client/routes';
import { addPhoneFormSchema } from '@portal/domain/schemas';
import { sessionAtom } from '@portal/client/state';
import { navigateTo, PortalLink, useRouteBack, useRouteMeta } from '@portal/ui';
import styles from './settings.module.css';

export function AddPhonePage() {
  const { t } = useTranslation('postlogin');
  const userGuid = useAtomValue(sessionAtom).userId ?? '';
  useRouteMeta('userSettingsAddPhone');
  useRouteBack('userSettingsAddPhone');
  const queryClient = useQueryClient();
  const form = usePortalForm(addPhoneFormSchema, { defaultValues: { phoneNumber: '' } });
  const save = usePortalMutation({
    // §5: the portal offers US numbers only.
    mutationFn: ({ phoneNumber }: { phoneNumber: string }) =>
      addPhone(userGuid, { phoneNumber, phoneNumberCountryIsoCode: 'US' }),
    // No field to put a failure on: the catalogue's ServerField names none for a phone (the form's
    // error region says it instead).
    onSuccess: async ({ phoneGuid }) => {
      await queryClient.invalidateQueries({ queryKey: phonesQuery(userGuid).queryKey });
      navigateTo(href('userSettingsVerifyPhone', { contactGuid: phoneGuid }));
    },
  });

  return (
    <div className="portal-page">
      <h1>{t('settings.addPhoneTitle')}</h1>
      <p>{t('contacts.phone.addIntro')}</p>
      <form noValidate className={styles.form} onSubmit={form.submit(save.run)}>
        <FormSummary form={form} />
        <FormError message={save.failure} />
        <Field
          form={form}
          name="phoneNumber"
          label="postlogin:contacts.phone.field"
          hint="postlogin:contacts.phone.hint"
          type="tel"
          inputMode="tel"
          autoComplete="tel-national"
          required
        />
        <div className={styles.formActions}>
          <button type="submit" className="portal-button" disabled={form.submitDisabled || save.pending}>
            {t('contacts.phone.addSubmit')}
          </button>
          <PortalLink to={href('userSettings')}>{t('contacts.cancel')}</PortalLink>
        </div>
      </form>
    </div>
  );
}
