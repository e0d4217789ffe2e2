// isolated: starts from the i18n module's first state (no rule messages asked for yet).
// The rules' and forms' messages are a chunk of their own (decision 036): a page has them once a screen
// asks, in its language and English, and keeps them through a change of language.
import { describe, expect, it } from 'vitest';
import { changeLocale, i18n, initI18n, loadRuleMessages, RULE_NAMESPACES } from './index';

describe("the rules' messages", () => {
  it('are not on a page until a screen asks; then in its language and English; a change of language brings the new one', async () => {
    await initI18n({ locale: 'en' });
    expect(i18n.t('carousel.next')).toBe('Next slide');
    for (const ns of RULE_NAMESPACES) expect(i18n.hasResourceBundle('en', ns), ns).toBe(false);
    expect(i18n.t('card:number.required')).toBe('number.required');

    await loadRuleMessages();
    for (const ns of RULE_NAMESPACES) expect(i18n.hasResourceBundle('en', ns), ns).toBe(true);
    expect(i18n.t('card:number.required')).not.toBe('number.required');
    expect(i18n.hasResourceBundle('es', 'card')).toBe(false);

    await changeLocale('es');
    expect(i18n.hasResourceBundle('es', 'card')).toBe(true);
    expect(i18n.t('card:number.required')).not.toBe(i18n.getFixedT('en')('card:number.required'));
  });

  it('asked again, load nothing twice', async () => {
    const before: unknown = i18n.getResourceBundle('en', 'card');
    await loadRuleMessages();
    expect(i18n.getResourceBundle('en', 'card')).toBe(before);
  });
});
