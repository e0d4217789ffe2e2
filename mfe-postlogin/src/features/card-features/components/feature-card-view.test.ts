import { describe, expect, it } from 'vitest';
import { ALL_FEATURES, EVERYDAY, PLAIN, PUSH_CODE, TRAVEL } from './features-test-kit';
import { featureCards, groupedCardNumber, revealedExpiry, spokenCardNumber } from './feature-card-view';

describe('what the Features screen shows of each card (§6, composed from the shared rules)', () => {
  it('keeps the cards with a Features entry, primary first, each with its capabilities and push-provisioning code', () => {
    expect(featureCards([TRAVEL, PLAIN, EVERYDAY], ALL_FEATURES)).toEqual([
      {
        panGuid: 'pan-everyday',
        title: { text: 'Everyday' },
        lastFour: '1111',
        capabilities: ['balanceInquiry', 'transactionHistory', 'pushProvisioning', 'cardDisplay'],
        pushProvisioningCodes: [PUSH_CODE],
      },
      {
        panGuid: 'pan-travel',
        title: { text: 'Travel' },
        lastFour: '4444',
        capabilities: ['alerts', 'clickToPay'],
        pushProvisioningCodes: [],
      },
    ]);
  });

  it('lists what the card offers as the gateway serves it: a balance and a history only on a debit card', () => {
    const credit = { ...EVERYDAY, financialAccountType: 'CREDIT_CARD' as const };
    expect(featureCards([credit], ALL_FEATURES).map((c) => c.capabilities)).toEqual([
      ['pushProvisioning', 'cardDisplay'],
    ]);
  });

  it('§6 a product the issuer does not offer on WEB_SDK gives no entry', () => {
    const webOnly = ALL_FEATURES.map((f) => ({ ...f, digitalPlatforms: ['WEB'] }));
    expect(featureCards([EVERYDAY, TRAVEL], webOnly)).toEqual([]);
  });

  it.each([
    ['4111111111111111', '4111 1111 1111 1111', '4 1 1 1, 1 1 1 1, 1 1 1 1, 1 1 1 1'],
    ['378282246310005', '3782 8224 6310 005', '3 7 8 2, 8 2 2 4, 6 3 1 0, 0 0 5'],
    ['4000056655665556123', '4000 0566 5566 5556 123', '4 0 0 0, 0 5 6 6, 5 5 6 6, 5 5 5 6, 1 2 3'],
  ])('groups %s in fours to see, digit by digit to hear', (digits, seen, heard) => {
    expect(groupedCardNumber(digits)).toBe(seen);
    expect(spokenCardNumber(digits)).toBe(heard);
  });

  it('§3 shows the expiry MM/YY', () => {
    expect(revealedExpiry(9, 2031)).toBe('09/31');
    expect(revealedExpiry(12, 2100)).toBe('12/00');
  });
});
