// §2 forgotusername (EnterContact): the email on the account. The gateway answers 204 whether or not
// the email is known (decision 013), and the screen says the same thing either way: it never
// reveals which addresses belong to an account.
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { recoverUsername } from '@portal/client/api';
import { Field, FormError, FormSummary, usePortalForm } from '@portal/ui/forms';
import { forgotUsernameFormSchema } from '@portal/domain/schemas';
import { usePortalMutation } from '@portal/client/query';
import { href } from '@portal/client/routes';
import { useIssuer } from '@portal/client/state';
import { useRouteBack, useRouteMeta } from '@portal/ui';
import styles from '../../../flow/flow.module.css';

export function ForgotUsername() {
  const { t } = useTranslation('prelogin');
  const { extAppId } = useIssuer();
  useRouteMeta('forgotUsername');
  useRouteBack('forgotUsername');
  const form = usePortalForm(forgotUsernameFormSchema, { defaultValues: { email: '' } });
  const send = usePortalMutation({
    mutationFn: ({ email }: { email: string }) => recoverUsername(extAppId, { email }),
  });

  return (
    <div className={styles.page}>
      <h1>{t('recovery.forgotUsername.title')}</h1>
      {send.succeeded ? (
        <Confirmation />
      ) : (
        <>
          <p className={styles.intro}>{t('recovery.forgotUsername.intro')}</p>
          <form noValidate onSubmit={form.submit(send.run)}>
            <FormSummary form={form} />
            <FormError message={send.failure} />
            <Field
              form={form}
              name="email"
              label="prelogin:recovery.forgotUsername.email"
              type="email"
              autoComplete="email"
              required
            />
            <div className="portal-actions">
              <button type="submit" className="portal-button" disabled={form.submitDisabled || send.pending}>
                {t('recovery.forgotUsername.submit')}
              </button>
              <Link to={href('login')}>{t('recovery.backToSignIn')}</Link>
            </div>
          </form>
        </>
      )}
    </div>
  );
}

/** The one answer, focused so it is read at once (the form it replaces had the focus). */
function Confirmation() {
  const { t } = useTranslation('prelogin');
  const region = useRef<HTMLDivElement>(null);
  useEffect(() => region.current?.focus(), []);
  return (
    <div ref={region} role="status" tabIndex={-1} className={styles.confirmation}>
      <p>{t('recovery.forgotUsername.sent')}</p>
      <Link to={href('login')} className="portal-button">
        {t('recovery.forgotUsername.signIn')}
      </Link>
    </div>
  );
}
