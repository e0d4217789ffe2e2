// §2 createAccount/addCard, §4 Flows (enroll, verifyCode, addCard, home): the new cardholder, signed in,
// adds a first card with the shared card form, or presses No thanks (§2: it raises enrolment-done). Both
// end at home with the enrolment's notice. §2 Back button: home if the user already has cards, otherwise
// the exit confirmation (leaving signs out, as leaving any flow does).
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CardForm, useCardFormData } from '@portal/ui/card-form';
import { addCardSecondaryButton } from '@portal/domain/card';
import { href } from '@portal/client/routes';
import { notify, sessionAtom } from '@portal/client/state';
import { backPolicyOf, navigateTo, Spinner, useBackButton, useRouteMeta } from '@portal/ui';
import { ExitConfirmation } from '../../../flow/exit-confirmation';
import styles from '../../../flow/flow.module.css';
import { leaveToLogin } from '../../../flow/leave';
import { enrolmentDone } from '../enrolment-steps';

export function EnrolmentAddCard() {
  const { t } = useTranslation('prelogin');
  useRouteMeta('createAccountAddCard');
  const accountId = useAtomValue(sessionAtom).userId ?? '';
  const { cards, addresses, failed, retry } = useCardFormData(accountId);
  const hasCards = (cards?.length ?? 0) > 0;
  const [asking, setAsking] = useState(false);
  useBackButton(backPolicyOf('enrolmentAddCard', hasCards ? () => navigateTo(href('home')) : () => setAsking(true)));
  return (
    <div className={styles.page}>
      <h1>{t('enrolment.addCard.title')}</h1>
      <p className={styles.intro}>{t('enrolment.addCard.intro')}</p>
      {failed ? (
        <div className="portal-actions">
          <p>{t('enrolment.addCard.loadFailed')}</p>
          <button type="button" className="portal-button portal-button--secondary" onClick={retry}>
            {t('enrolment.addCard.retry')}
          </button>
        </div>
      ) : cards && addresses ? (
        <CardForm
          mode="add"
          accountId={accountId}
          cards={cards}
          addresses={addresses}
          submitLabel="common:cardForm.addAndContinue"
          secondary={addCardSecondaryButton({ showNoThanks: true, hasCards, contextHidesCancel: true })}
          onCancel={enrolmentDone}
          onNoThanks={enrolmentDone}
          onSaved={() => {
            notify({ messageKey: 'common:cardForm.added', showOn: href('home') });
            enrolmentDone();
          }}
        />
      ) : (
        <Spinner label={t('enrolment.addCard.loading')} />
      )}
      {asking && (
        <ExitConfirmation
          texts="flow"
          onStay={() => setAsking(false)}
          onLeave={() => {
            setAsking(false);
            leaveToLogin();
          }}
        />
      )}
    </div>
  );
}
