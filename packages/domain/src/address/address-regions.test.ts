import { describe, expect, it } from 'vitest';
import { AU_STATE_CODES, BR_STATE_CODES, CA_PROVINCE_CODES, US_STATE_CODES } from './address-regions';

describe('§5 Address: the real state codes behind the per-country state formats', () => {
  it.each<[string, readonly string[], number, RegExp]>([
    ['US: 50 states, DC, 8 USPS territories and associated states, 3 military', US_STATE_CODES, 62, /^[A-Z]{2}$/],
    ['CA: 10 provinces and 3 territories', CA_PROVINCE_CODES, 13, /^[A-Z]{2}$/],
    ['AU: 6 states and 2 territories', AU_STATE_CODES, 8, /^[A-Z]{2,3}$/],
    ['BR: 26 states and the Federal District', BR_STATE_CODES, 27, /^[A-Z]{2}$/],
  ])('§5 %s', (_name, codes, count, shape) => {
    expect(codes).toHaveLength(count);
    expect(new Set(codes).size).toBe(count);
    for (const code of codes) expect(code).toMatch(shape);
  });

  it.each<[readonly string[], string[]]>([
    [US_STATE_CODES, ['CA', 'NY', 'TX', 'DC', 'PR', 'AE']],
    [CA_PROVINCE_CODES, ['ON', 'QC', 'BC', 'NU']],
    [AU_STATE_CODES, ['NSW', 'VIC', 'ACT', 'NT']],
    [BR_STATE_CODES, ['SP', 'RJ', 'DF', 'TO']],
  ])('§5 the list %# holds the well-known codes', (codes, known) => {
    for (const code of known) expect(codes).toContain(code);
  });
});
