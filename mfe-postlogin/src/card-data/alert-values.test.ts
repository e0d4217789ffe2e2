import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  alertSettings,
  alertsFormValues,
  alertsToSave,
  alertValues,
  thresholdError,
  type AlertValue,
} from './alert-values';

const daily = (enabled: boolean, threshold: string): AlertValue => ({ alertType: 'DLY_LOW_BAL', enabled, threshold });

describe('the alerts form’s values (§6 alerts, §5 threshold)', () => {
  it('are the server’s alerts, the threshold as text', () => {
    expect(
      alertValues([
        { alertType: 'VALERTS', enabled: true },
        { alertType: 'DLY_LOW_BAL', enabled: false, threshold: 40 },
      ]),
    ).toEqual([
      { alertType: 'VALERTS', enabled: true, threshold: '' },
      { alertType: 'DLY_LOW_BAL', enabled: false, threshold: '40' },
    ]);
  });

  it.each([
    ['', 'identity:threshold.required'],
    ['  ', 'identity:threshold.required'],
    ['0', 'identity:threshold.range'],
    ['10000', 'identity:threshold.range'],
    ['2.5', 'identity:threshold.range'],
    ['1e3', 'identity:threshold.range'],
    ['1', null],
    ['9999', null],
  ])('the threshold %j of an alert that is on: %s', (typed, message) => {
    expect(thresholdError(daily(true, typed))).toBe(message);
  });

  it('the threshold is not checked while its alert is off, nor on the transaction alerts', () => {
    expect(thresholdError(daily(false, ''))).toBeNull();
    expect(thresholdError(daily(false, '0'))).toBeNull();
    expect(thresholdError({ alertType: 'VALERTS', enabled: true, threshold: '' })).toBeNull();
  });

  it('are sent with the threshold as a number, kept on an alert that is off only when valid', () => {
    expect(alertSettings([{ alertType: 'VALERTS', enabled: true, threshold: '' }, daily(true, ' 25 ')])).toEqual([
      { alertType: 'VALERTS', enabled: true },
      { alertType: 'DLY_LOW_BAL', enabled: true, threshold: 25 },
    ]);
    expect(alertSettings([daily(false, '25')])).toEqual([{ alertType: 'DLY_LOW_BAL', enabled: false, threshold: 25 }]);
    expect(alertSettings([daily(false, '0')])).toEqual([{ alertType: 'DLY_LOW_BAL', enabled: false }]);
  });

  it('as the form holds them: a checkbox per alert by its type, and the threshold as text', () => {
    expect(
      alertsFormValues([
        { alertType: 'VALERTS', enabled: true },
        { alertType: 'DLY_LOW_BAL', enabled: false, threshold: 40 },
      ]),
    ).toEqual({ VALERTS: true, DLY_LOW_BAL: false, threshold: '40' });
    expect(alertsFormValues([{ alertType: 'VALERTS', enabled: false }])).toEqual({ VALERTS: false, threshold: '' });
  });

  it('are saved from the form in the order the card offers them, a checkbox never touched as off', () => {
    expect(alertsToSave(['DLY_LOW_BAL', 'VALERTS'], { DLY_LOW_BAL: true, threshold: '12' })).toEqual([
      { alertType: 'DLY_LOW_BAL', enabled: true, threshold: 12 },
      { alertType: 'VALERTS', enabled: false },
    ]);
  });

  it('property: the server’s alerts, through the form unchanged, are saved as they were', () => {
    const alert = fc.oneof(
      fc.record({ alertType: fc.constant('VALERTS' as const), enabled: fc.boolean() }),
      fc.record({
        alertType: fc.constant('DLY_LOW_BAL' as const),
        enabled: fc.boolean(),
        threshold: fc.integer({ min: 1, max: 9999 }),
      }),
    );
    fc.assert(
      fc.property(fc.uniqueArray(alert, { selector: (a) => a.alertType, maxLength: 2 }), (alerts) => {
        const offered = alerts.map((a) => a.alertType);
        expect(alertsToSave(offered, alertsFormValues(alerts))).toEqual(alerts);
      }),
    );
  });
});
