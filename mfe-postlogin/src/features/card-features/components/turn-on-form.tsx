// Push to partners, off: the feature's own terms (§3 Terms items, each a link named by its type, opening
// in a new window), a box to agree to them and Turn on, which accepts them through §7's step-up with the
// user's primary phone. Without a primary phone there is nothing to send it with: the way to get one.
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { TermsItem } from '@portal/client/api';
import { FieldError, FormError, FormSummary, usePortalForm } from '@portal/ui/forms';
import { href } from '@portal/client/routes';
import { acceptTermsFormSchema } from '@portal/domain/schemas';
import { ExternalLink, PortalLink } from '@portal/ui';
import { usePrimaryPhone } from '../hooks/use-primary-phone';
import { useTurnOnFeature } from '../hooks/use-turn-on-feature';
import styles from './card-features.module.css';
import { LoadFailure, Loading } from './load-state';

export interface TurnOnFormProps {
  userGuid: string;
  /** The codes giving the feature, whose terms are accepted together. */
  featureCodes: readonly string[];
  /** The feature's terms still to accept (not empty). */
  terms: readonly TermsItem[];
  onTurnedOn: () => void;
}

function TermsLinks({ terms }: { terms: readonly TermsItem[] }) {
  const { t } = useTranslation('postlogin');
  return (
    <ul className={styles.terms} aria-label={t('cardFeatures.push.terms')}>
      {terms.map((item) => (
        <li key={item.guid}>
          <ExternalLink href={item.url}>{t(`cardFeatures.push.link.${item.type}`)}</ExternalLink>
        </li>
      ))}
    </ul>
  );
}

function PhoneNeeded({ hasPhones }: { hasPhones: boolean }) {
  const { t } = useTranslation('postlogin');
  return hasPhones ? (
    <p>
      {t('cardFeatures.push.primaryNeeded')}{' '}
      <PortalLink to={href('userSettings')}>{t('cardFeatures.push.goToSettings')}</PortalLink>
    </p>
  ) : (
    <p>
      {t('cardFeatures.push.phoneNeeded')}{' '}
      <PortalLink to={href('userSettingsAddPhone')}>{t('cardFeatures.push.addPhone')}</PortalLink>
    </p>
  );
}

export function TurnOnForm({ userGuid, featureCodes, terms, onTurnedOn }: TurnOnFormProps) {
  const { t } = useTranslation('postlogin');
  const boxId = useId();
  const errorId = useId();
  const phone = usePrimaryPhone(userGuid, true);
  const form = usePortalForm(acceptTermsFormSchema);
  const turnOn = useTurnOnFeature(onTurnedOn);
  const error = form.errorOf('acceptTerms');
  const phoneGuid = phone.phoneGuid;

  return (
    <>
      <p>{t('cardFeatures.push.off')}</p>
      <TermsLinks terms={terms} />
      {phone.busy && <Loading label={t('cardFeatures.push.phonesLoading')} />}
      {phone.failed && <LoadFailure message={t('cardFeatures.push.phonesFailed')} onRetry={() => void phone.retry()} />}
      {phoneGuid === null && <PhoneNeeded hasPhones={phone.hasPhones} />}
      {phoneGuid && (
        <form
          noValidate
          className={styles.form}
          onSubmit={form.submit(() => turnOn.run({ userGuid, featureCodes, phoneGuid, terms }))}
        >
          <FormSummary form={form} />
          <FormError message={turnOn.failure} />
          <FieldError id={errorId} error={error} />
          <div className={styles.box}>
            <input
              type="checkbox"
              id={boxId}
              {...form.register('acceptTerms')}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? errorId : undefined}
              aria-required
            />
            <label htmlFor={boxId}>{t('cardFeatures.push.agree')}</label>
          </div>
          <button type="submit" className="portal-button" disabled={turnOn.pending}>
            {t('cardFeatures.push.turnOn')}
          </button>
        </form>
      )}
    </>
  );
}
