// The card's alerts form (§6 alerts): a checkbox per alert the card offers; the daily
// low-balance alert asks, while it is on, for the amount under which to alert (§5's threshold, in
// the card's currency). Save sends them (§7 …/alerts); the server's answer is what the form shows
// next, and a notification says they were saved. A failure goes through the catalogue like every
// form's, and nothing the person typed is lost.
//
// Not usePortalForm: that takes a valibot schema, and the remote has no valibot of its own nor a
// shared alerts schema to compose; the one rule here is §5's threshold function (alert-values.ts).
import { useAtomValue } from 'jotai';
import { useId, useRef, useState, type FormEvent, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import type { AlertType, CardAlerts } from '@portal/client/api';
import { FieldError, FIELD_CLASSES, fieldAriaProps, fieldIds, FormError } from '@portal/ui/forms';
import { localeAtom, notify } from '@portal/client/state';
import { useSaveCardAlerts } from '../hooks/use-card-alerts';
import {
  alertSettings,
  alertValues,
  THRESHOLD_ALERT,
  THRESHOLD_RANGE,
  thresholdError,
  type AlertValue,
} from './alert-values';
import styles from './accounts.module.css';
import { formatWholeMoney } from './formats';

/** Each alert's checkbox label and what it does. */
const ALERT_TEXT = {
  VALERTS: { label: 'cardAccounts.alerts.VALERTS.label', hint: 'cardAccounts.alerts.VALERTS.hint' },
  DLY_LOW_BAL: { label: 'cardAccounts.alerts.DLY_LOW_BAL.label', hint: 'cardAccounts.alerts.DLY_LOW_BAL.hint' },
} as const satisfies Record<AlertType, { label: string; hint: string }>;

interface ThresholdFieldProps {
  value: AlertValue;
  currencyCode: string;
  showError: boolean;
  input: RefObject<HTMLInputElement | null>;
  onChange: (threshold: string) => void;
  onBlur: () => void;
}

function ThresholdField({ value, currencyCode, showError, input, onChange, onBlur }: ThresholdFieldProps) {
  const { t } = useTranslation('postlogin');
  const locale = useAtomValue(localeAtom);
  const ids = fieldIds(useId());
  const error = showError ? (thresholdError(value) ?? undefined) : undefined;
  // §5's limits, written in the card's currency.
  const range = {
    min: formatWholeMoney(THRESHOLD_RANGE.min, currencyCode, locale),
    max: formatWholeMoney(THRESHOLD_RANGE.max, currencyCode, locale),
  };
  return (
    <div className={`${FIELD_CLASSES.field} ${styles.threshold}`}>
      <label htmlFor={ids.input} className={FIELD_CLASSES.label}>
        {t('cardAccounts.alerts.threshold.label')}
      </label>
      <p id={ids.hint} className={FIELD_CLASSES.hint}>
        {t('cardAccounts.alerts.threshold.hint', range)}
      </p>
      <FieldError id={ids.error} error={error} />
      <input
        {...fieldAriaProps(ids, { invalid: error !== undefined, hasHint: true })}
        ref={input}
        className={FIELD_CLASSES.input}
        type="number"
        inputMode="numeric"
        min={THRESHOLD_RANGE.min}
        max={THRESHOLD_RANGE.max}
        step={1}
        aria-required="true"
        value={value.threshold}
        onChange={(event) => onChange(event.target.value)}
        onBlur={onBlur}
      />
    </div>
  );
}

interface AlertsFormProps {
  userGuid: string;
  panGuid: string;
  alerts: CardAlerts;
}

export function AlertsForm({ userGuid, panGuid, alerts }: AlertsFormProps) {
  const { t } = useTranslation('postlogin');
  const baseId = useId();
  const [values, setValues] = useState(() => alertValues(alerts.alerts));
  // The threshold says what is wrong once the person has left it changed, or tried to save.
  const [checked, setChecked] = useState(false);
  const changed = useRef(false);
  const thresholdInput = useRef<HTMLInputElement>(null);
  const save = useSaveCardAlerts(userGuid, panGuid, (kept) => {
    setValues(alertValues(kept.alerts));
    setChecked(false);
    changed.current = false;
    notify({ messageKey: 'postlogin:cardAccounts.alerts.saved' });
  });

  const update = (alertType: AlertType, change: Partial<AlertValue>) =>
    setValues((current) => current.map((value) => (value.alertType === alertType ? { ...value, ...change } : value)));

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (save.pending) return;
    setChecked(true);
    if (values.some((value) => thresholdError(value) !== null)) {
      // §5 Form behaviour: focus goes to the field to correct.
      thresholdInput.current?.focus();
      return;
    }
    void save.run(alertSettings(values));
  };

  return (
    <form noValidate className={styles.form} onSubmit={submit}>
      <FormError message={save.failure} />
      <fieldset className={styles.alerts}>
        <legend>{t('cardAccounts.alerts.legend')}</legend>
        {values.map((value) => {
          const id = `${baseId}-${value.alertType}`;
          const text = ALERT_TEXT[value.alertType];
          return (
            <div key={value.alertType} className={styles.alert}>
              <div className={styles.checkbox}>
                <input
                  id={id}
                  type="checkbox"
                  aria-describedby={`${id}-hint`}
                  checked={value.enabled}
                  onChange={(event) => update(value.alertType, { enabled: event.target.checked })}
                />
                <label htmlFor={id}>{t(text.label)}</label>
              </div>
              <p id={`${id}-hint`} className={FIELD_CLASSES.hint}>
                {t(text.hint)}
              </p>
              {value.alertType === THRESHOLD_ALERT && value.enabled && (
                <ThresholdField
                  value={value}
                  currencyCode={alerts.currencyCode}
                  showError={checked}
                  input={thresholdInput}
                  onChange={(threshold) => {
                    changed.current = true;
                    update(value.alertType, { threshold });
                  }}
                  onBlur={() => {
                    if (changed.current) setChecked(true);
                  }}
                />
              )}
            </div>
          );
        })}
      </fieldset>
      <button type="submit" className="portal-button" aria-disabled={save.pending || undefined}>
        {t('cardAccounts.alerts.save')}
      </button>
    </form>
  );
}
