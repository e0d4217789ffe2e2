// The alerts form's values (§6 alerts): one checkbox per alert the card offers and, for the
// daily low-balance alert, its threshold as typed. The threshold is §5's (identity-threshold: a whole
// amount from 1 to 9999), required only while that alert is on; the values sent are numbers.
import type { AlertType, CardAlertSetting } from '@portal/client/api';
import { THRESHOLD_MAX, THRESHOLD_MIN, validateThreshold, type ThresholdMessageKey } from '@portal/domain/identity';

export interface AlertValue {
  alertType: AlertType;
  enabled: boolean;
  /** As typed ('' when none). */
  threshold: string;
}

/** §5's threshold limits (the field's min and max, and its hint). */
export const THRESHOLD_RANGE = { min: THRESHOLD_MIN, max: THRESHOLD_MAX } as const;

/** The alert that takes a threshold. */
export const THRESHOLD_ALERT: AlertType = 'DLY_LOW_BAL';

/** The form's values of the alerts as the server keeps them. */
export function alertValues(alerts: readonly CardAlertSetting[]): AlertValue[] {
  return alerts.map((alert) => ({
    alertType: alert.alertType,
    enabled: alert.enabled,
    threshold: alert.threshold === undefined ? '' : String(alert.threshold),
  }));
}

/** The threshold's message, or null: checked only while its alert is on. */
export function thresholdError(value: AlertValue): ThresholdMessageKey | null {
  return value.alertType === THRESHOLD_ALERT && value.enabled ? validateThreshold(value.threshold) : null;
}

/**
 * The alerts to save. The threshold goes as a number; an alert that is off keeps a threshold that is
 * valid (the person's amount is there when the alert is turned on again) and sends none otherwise.
 */
export function alertSettings(values: readonly AlertValue[]): CardAlertSetting[] {
  return values.map(({ alertType, enabled, threshold }) => {
    if (alertType !== THRESHOLD_ALERT || validateThreshold(threshold) !== null) return { alertType, enabled };
    return { alertType, enabled, threshold: Number(threshold.trim()) };
  });
}

/** The form's values: each offered alert's checkbox by its type, and the threshold as typed. */
export type AlertsFormValues = Partial<Record<AlertType, boolean>> & { threshold: string };

/** The form's values of the alerts as the server keeps them. */
export function alertsFormValues(alerts: readonly CardAlertSetting[]): AlertsFormValues {
  const values: AlertsFormValues = { threshold: '' };
  for (const value of alertValues(alerts)) {
    values[value.alertType] = value.enabled;
    if (value.alertType === THRESHOLD_ALERT) values.threshold = value.threshold;
  }
  return values;
}

/** The alerts to save from the form's values, in the order the server listed them. */
export function alertsToSave(offered: readonly AlertType[], values: AlertsFormValues): CardAlertSetting[] {
  return alertSettings(
    offered.map((alertType) => ({
      alertType,
      enabled: values[alertType] === true,
      threshold: alertType === THRESHOLD_ALERT ? values.threshold : '',
    })),
  );
}
