import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { launchStepOf } from './launch-step';

describe('§2 sso/launch: what the address asks for (decision 031)', () => {
  it('a plain arrival from the partner starts a single sign-on, whatever else the query holds', () => {
    expect(launchStepOf('', null)).toEqual({ kind: 'authorize' });
    expect(launchStepOf('?utm_source=bank', 'S-1')).toEqual({ kind: 'authorize' });
  });

  it("the partner's answer with this tab's state is completed, with the code as the federated token and the issuer", () => {
    expect(launchStepOf('?code=C-1&state=S-1&iss=http%3A%2F%2Flocalhost%3A3010', 'S-1')).toEqual({
      kind: 'complete',
      answer: { federatedToken: 'C-1', state: 'S-1', iss: 'http://localhost:3010' },
    });
    expect(launchStepOf('?code=C-1&state=S-1', 'S-1')).toEqual({
      kind: 'complete',
      answer: { federatedToken: 'C-1', state: 'S-1' },
    });
  });

  it.each([
    ['an answer this tab did not start (no launch waiting)', '?code=C-1&state=S-1', null, 'notThisTab'],
    ["another launch's answer (a forged or tampered state)", '?code=C-1&state=S-2', 'S-1', 'notThisTab'],
    ['an answer without its code', '?state=S-1', 'S-1', 'incompleteAnswer'],
    ['an answer without its state', '?code=C-1', 'S-1', 'incompleteAnswer'],
    ['an empty code', '?code=&state=S-1', 'S-1', 'incompleteAnswer'],
    ["the partner's refusal", '?error=access_denied&state=S-1', 'S-1', 'partnerError'],
    ['a refusal with a code beside it', '?error=login_required&code=C-1&state=S-1', 'S-1', 'partnerError'],
  ])('%s is refused', (_name, search, expected, reason) => {
    expect(launchStepOf(search, expected)).toEqual({ kind: 'refused', reason });
  });

  it('property: only an answer whose state equals the expected one is ever completed', () => {
    const value = fc.string({ minLength: 1, maxLength: 20 });
    fc.assert(
      fc.property(value, value, fc.option(value, { nil: null }), (code, state, expected) => {
        const step = launchStepOf(`?${new URLSearchParams({ code, state }).toString()}`, expected);
        expect(step.kind === 'complete').toBe(state === expected);
        if (step.kind === 'complete') expect(step.answer).toEqual({ federatedToken: code, state });
      }),
    );
  });
});
