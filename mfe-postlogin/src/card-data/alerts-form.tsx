// The card's alerts form (§6 alerts): a checkbox per alert the card offers; the daily
// low-balance alert asks, while it is on, for the amount under which to alert (§5's threshold, in
// the card's currency). Save sends them (§7 …/alerts); the server's answer is what the form shows
// next, and a notification says they were saved. A failure goes through the catalogue like every
// form's, and nothing the person typed is lost. The form is usePortalForm's, its one rule §5's
// threshold function (alert-values.ts) as a field rule.
import { useAtomValue } from 'jotai';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AlertType, CardAlerts } from '@portal/client/api';
import {
  FieldError,
  FIELD_CLASSES,
  fieldAriaProps,
  fieldIds,
  fieldRules,
  FormError,
  FormSummary,
  type FieldVerdict,
  type PortalForm,
  usePortalForm,
} from '@portal/ui/forms';
import { localeAtom, notify } from '@portal/client/state';
import { useSaveCardAlerts } from './use-card-alerts';
import {
  alertsFormValues,
  alertsToSave,
  type AlertsFormValues,
  THRESHOLD_ALERT,
  THRESHOLD_RANGE,
  thresholdError,
} from './alert-values';
import styles from './card-data.module.css';
import { formatWholeMoney } from './formats';

/** Each alert's checkbox label and what it does. */
const ALERT_TEXT = {
  VALERTS: { label: 'cardData.alerts.VALERTS.label', hint: 'cardData.alerts.VALERTS.hint' },
  DLY_LOW_BAL: { label: 'cardData.alerts.DLY_LOW_BAL.label', hint: 'cardData.alerts.DLY_LOW_BAL.hint' },
} as const satisfies Record<AlertType, { label: string; hint: string }>;

type AlertsForm = PortalForm<AlertsFormValues, AlertsFormValues>;

/** The form's rules: the checkboxes as they are, the threshold §5's while its alert is on. */
function alertsSchema(offered: readonly AlertType[]) {
  const checkbox = (on: boolean | undefined): FieldVerdict<boolean> => ({ ok: true, value: on === true });
  return fieldRules<AlertsFormValues, AlertsFormValues>({
    ...Object.fromEntries(offered.map((alertType) => [alertType, checkbox])),
    threshold: (threshold, values) => {
      const message = thresholdError({
        alertType: THRESHOLD_ALERT,
        enabled: values[THRESHOLD_ALERT] === true,
        threshold,
      });
      return message ? { ok: false, message } : { ok: true, value: threshold };
    },
  });
}

function ThresholdField({ form, currencyCode }: { form: AlertsForm; currencyCode: string }) {
  const { t } = useTranslation('postlogin');
  const locale = useAtomValue(localeAtom);
  const ids = fieldIds(useId());
  const error = form.errorOf('threshold');
  // §5's limits, written in the card's currency.
  const range = {
    min: formatWholeMoney(THRESHOLD_RANGE.min, currencyCode, locale),
    max: formatWholeMoney(THRESHOLD_RANGE.max, currencyCode, locale),
  };
  return (
    <div className={`${FIELD_CLASSES.field} ${styles.threshold}`}>
      <label htmlFor={ids.input} className={FIELD_CLASSES.label}>
        {t('cardData.alerts.threshold.label')}
      </label>
      <p id={ids.hint} className={FIELD_CLASSES.hint}>
        {t('cardData.alerts.threshold.hint', range)}
      </p>
      <FieldError id={ids.error} error={error} />
      <input
        {...fieldAriaProps(ids, { invalid: error !== undefined, hasHint: true })}
        {...form.register('threshold')}
        className={FIELD_CLASSES.input}
        type="number"
        inputMode="numeric"
        min={THRESHOLD_RANGE.min}
        max={THRESHOLD_RANGE.max}
        step={1}
        aria-required="true"
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
  const [offered] = useState(() => alerts.alerts.map((alert) => alert.alertType));
  const [schema] = useState(() => alertsSchema(offered));
  const form = usePortalForm(schema, { defaultValues: alertsFormValues(alerts.alerts) });
  const thresholdOn = form.watch(THRESHOLD_ALERT) === true;
  const save = useSaveCardAlerts(userGuid, panGuid, (kept) => {
    form.reset(alertsFormValues(kept.alerts));
    notify({ messageKey: 'postlogin:cardData.alerts.saved' });
  });

  const submit = async (values: AlertsFormValues) => {
    if (save.pending) return;
    await save.run(alertsToSave(offered, values));
  };

  return (
    <form noValidate className={styles.form} onSubmit={form.submit(submit)}>
      <FormSummary form={form} />
      <FormError message={save.failure} />
      <fieldset className={styles.alerts}>
        <legend>{t('cardData.alerts.legend')}</legend>
        {offered.map((alertType) => {
          const id = `${baseId}-${alertType}`;
          const text = ALERT_TEXT[alertType];
          return (
            <div key={alertType} className={styles.alert}>
              <div className={styles.checkbox}>
                <input id={id} type="checkbox" aria-describedby={`${id}-hint`} {...form.register(alertType)} />
                <label htmlFor={id}>{t(text.label)}</label>
              </div>
              <p id={`${id}-hint`} className={FIELD_CLASSES.hint}>
                {t(text.hint)}
              </p>
              {alertType === THRESHOLD_ALERT && thresholdOn && (
                <ThresholdField form={form} currencyCode={alerts.currencyCode} />
              )}
            </div>
          );
        })}
      </fieldset>
      <button type="submit" className="portal-button" aria-disabled={save.pending || undefined}>
        {t('cardData.alerts.save')}
      </button>
    </form>
  );
}
