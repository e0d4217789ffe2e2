import { afterEach, describe, expect, it } from 'vitest';
import { ControlRegistry } from './control-registry';

function page(html: string) {
  document.body.innerHTML = html;
  return (id: string) => document.getElementById(id) as HTMLElement;
}

afterEach(() => {
  document.body.replaceChildren();
});

describe('ControlRegistry (§5 Form behaviour: the first invalid field, in document order)', () => {
  it('finds the first of the given fields in the page, whatever order they registered in', () => {
    const byId = page('<input id="b" name="b"><input id="a" name="a"><input id="c" name="c">');
    const controls = new ControlRegistry();
    for (const name of ['c', 'a', 'b']) controls.track(name, byId(name));
    expect(controls.firstOf(['c', 'a'])).toBe(byId('a'));
    expect(controls.first()).toBe(byId('b'));
    expect(controls.at('c')).toBe(byId('c'));
  });

  it('an error on a group covers the fields under it (address covers address.line1), not look-alike names', () => {
    const byId = page('<input id="other"><input id="line1"><input id="city">');
    const controls = new ControlRegistry();
    controls.track('addressee', byId('other'));
    controls.track('address.line1', byId('line1'));
    controls.track('address.city', byId('city'));
    expect(controls.firstOf(['address'])).toBe(byId('line1'));
    expect(controls.firstOf(['missing'])).toBeUndefined();
  });

  it('skips fields that cannot take focus: disabled, hidden, or gone from the page', () => {
    const byId = page('<input id="off" disabled><input id="hidden" type="hidden"><input id="gone"><input id="on">');
    const controls = new ControlRegistry();
    for (const id of ['off', 'hidden', 'gone', 'on']) controls.track(id, byId(id));
    byId('gone').remove();
    expect(controls.firstOf(['off', 'hidden', 'gone', 'on'])).toBe(byId('on'));
    expect(controls.at('gone')).toBeUndefined();
  });

  it('a radio group is one field: its first button in the page', () => {
    const byId = page('<input type="radio" id="r1" name="pick"><input type="radio" id="r2" name="pick">');
    const controls = new ControlRegistry();
    controls.track('pick', byId('r2'));
    controls.track('pick', byId('r1'));
    expect(controls.at('pick')).toBe(byId('r1'));
  });

  it('ignores the null React gives a ref on unmount, and anything that is not an element', () => {
    const controls = new ControlRegistry();
    controls.track('x', null);
    controls.track('x', { tagName: 'INPUT' });
    expect(controls.at('x')).toBeUndefined();
    expect(controls.first()).toBeUndefined();
  });

  it('remembers that the person changed a value until told to forget', () => {
    const controls = new ControlRegistry();
    expect(controls.hasChanged()).toBe(false);
    controls.noteChange();
    expect(controls.hasChanged()).toBe(true);
    controls.forgetChanges();
    expect(controls.hasChanged()).toBe(false);
  });
});
