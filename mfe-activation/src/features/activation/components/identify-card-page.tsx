// §2 activation: the card to activate, as printed on it (number, expiry, security code), judged by §5's
// card rules before it is sent (§7 questions). Its answer is the card's opaque id, the token and the
// issuer's questions; the number and the security code stay in this form: never in a URL or storage.
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { getActivationQuestions, type ActivationQuestionsRequest } from '@portal/client/api';
import { CardNumberField, ExpiryField } from '@portal/ui/card-form';
import { Field, FormError, FormSummary, usePortalForm } from '@portal/ui/forms';
import { usePortalMutation } from '@portal/client/query';
import { href } from '@portal/client/routes';
import { addCardFormSchema } from '@portal/domain/schemas';
import { useIssuer } from '@portal/client/state';
import { navigateTo, useRouteMeta } from '@portal/ui';
import { beginActivation, endActivation } from '../hooks/activation-flow';
import { AccountLinks, offersAccount } from './account-links';
import styles from './activation.module.css';

/** §9: 4 for amex, else 3. */
const SECURITY_CODE_MAX_LENGTH = 4;

export function IdentifyCardPage() {
  const { t } = useTranslation('activation');
  const { extAppId, flags } = useIssuer();
  useRouteMeta('activation');
  // The flow's first page starts it afresh: an activation left behind (back from a later step, a
  // restart after the token was refused) ends here, its token with it.
  useEffect(() => endActivation(), []);

  // §5 Card: the add-card form's rules for number, expiry and security code (its other fields are
  // optional and not shown), including the security code's length for the number's brand.
  const schema = useMemo(() => addCardFormSchema({ context: 'portal' }), []);
  const form = usePortalForm(schema, { defaultValues: { accountNumber: '', expiry: '', cvv: '' } });
  const identify = usePortalMutation({
    mutationFn: (card: ActivationQuestionsRequest) => getActivationQuestions(extAppId, card),
    onSuccess: (answer) => {
      beginActivation(answer, Date.now());
      navigateTo(href('activationQuestions', { tokenNumber: answer.cardId }));
    },
    // §4 Card save error: the security code is cleared.
    onError: () => form.setValue('cvv', ''),
    meta: { operation: 'activation' },
  });

  const alreadyActive = identify.failure?.key === 'errors:activation.alreadyActive';
  // An active card answers as an unknown one (decision 029: its security code is no longer kept), so
  // where the issuer has accounts the page says where an activated card is found: signing in.
  const mayBeActive = identify.failure?.key === 'errors:activation.cardNotFound' && offersAccount(flags);
  return (
    <div className={styles.page}>
      <h1>{t('activation.title')}</h1>
      <p className={styles.intro}>{t('identify.intro')}</p>
      <form
        noValidate
        onSubmit={form.submit((card) =>
          identify.run({
            accountNumber: card.accountNumber,
            expirationMonth: card.expiry.month,
            expirationYear: card.expiry.year,
            cvv: card.cvv,
          }),
        )}
      >
        <FormSummary form={form} />
        <FormError message={identify.failure} />
        {alreadyActive && <AccountLinks />}
        {mayBeActive && (
          <>
            <p className={styles.intro}>{t('identify.alreadyActivated')}</p>
            <AccountLinks />
          </>
        )}
        {/* The add card form's own fields: the number grouped as on the card, the expiry masked MM / YY (SPEC-DECISIONS). */}
        <CardNumberField form={form} name="accountNumber" />
        <ExpiryField form={form} name="expiry" />
        <Field
          form={form}
          name="cvv"
          label="common:cardForm.cvv"
          hint="common:cardForm.cvvHint"
          inputMode="numeric"
          autoComplete="cc-csc"
          maxLength={SECURITY_CODE_MAX_LENGTH}
          required
        />
        <div className="portal-actions">
          <button type="submit" className="portal-button" disabled={form.submitDisabled || identify.pending}>
            {t('identify.submit')}
          </button>
        </div>
      </form>
    </div>
  );
}
