import { describe, expect, it } from 'vitest';
import { alertSettings, alertValues, thresholdError, type AlertValue } from './alert-values';

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
});
