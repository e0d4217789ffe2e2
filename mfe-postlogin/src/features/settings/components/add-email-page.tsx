// §2 userSettings/addEmail: an address the user adds (§5 Identity's email rules, the schema's), then its
// verify page, where a code goes to it (decision 027: POST users/{userGuid}/emails answers it unverified).
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { addEmail } from '@portal/client/api';
import { EMAIL_MAX_LENGTH } from '@portal/domain/identity';
import { Field, FormError, FormSummary, usePortalForm } from '@portal/ui/forms';
import { emailsQuery, usePortalMutation, useQueryClient } from '@portal/client/query';
import { href } from '@portal/client/routes';
import { addEmailFormSchema } from '@portal/domain/schemas';
import { sessionAtom } from '@portal/client/state';
import { navigateTo, PortalLink, useRouteBack, useRouteMeta } from '@portal/ui';
import styles from './settings.module.css';

export function AddEmailPage() {
  const { t } = useTranslation('postlogin');
  const userGuid = useAtomValue(sessionAtom).userId ?? '';
  useRouteMeta('userSettingsAddEmail');
  useRouteBack('userSettingsAddEmail');
  const queryClient = useQueryClient();
  const form = usePortalForm(addEmailFormSchema, { defaultValues: { email: '' } });
  const save = usePortalMutation({
    mutationFn: ({ email }: { email: string }) => addEmail(userGuid, { email }),
    form,
    fields: ['email'],
    onSuccess: async ({ emailGuid }) => {
      // The list shows the new address, not verified, if the cardholder goes back to it.
      await queryClient.invalidateQueries({ queryKey: emailsQuery(userGuid).queryKey });
      navigateTo(href('userSettingsVerifyEmail', { contactGuid: emailGuid }));
    },
  });

  return (
    <div className="portal-page">
      <h1>{t('settings.addEmailTitle')}</h1>
      <p>{t('contacts.email.addIntro')}</p>
      <form noValidate className={styles.form} onSubmit={form.submit(save.run)}>
        <FormSummary form={form} />
        <FormError message={save.failure} />
        <Field
          form={form}
          name="email"
          label="postlogin:contacts.email.field"
          type="email"
          autoComplete="email"
          maxLength={EMAIL_MAX_LENGTH}
          required
        />
        <div className={styles.formActions}>
          <button type="submit" className="portal-button" disabled={form.submitDisabled || save.pending}>
            {t('contacts.email.addSubmit')}
          </button>
          <PortalLink to={href('userSettings')}>{t('contacts.cancel')}</PortalLink>
        </div>
      </form>
    </div>
  );
}
