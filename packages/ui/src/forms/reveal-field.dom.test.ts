import fc from 'fast-check';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FIRST_ERROR_SCROLL_OFFSET_PX } from '@portal/domain/constants';
import { firstErrorScrollTop, firstInDocumentOrder, prefersReducedMotion, revealAndFocus } from './reveal-field';

const RUNS = { numRuns: 1000 };

/** jsdom has no matchMedia: each test says what the reader's motion preference is. */
function stubReducedMotion(reduce: boolean) {
  vi.stubGlobal(
    'matchMedia',
    vi.fn((query: string) => ({ matches: reduce && query === '(prefers-reduced-motion: reduce)', media: query })),
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  document.body.replaceChildren();
});

describe('firstErrorScrollTop (§5 Form behaviour, §9: scroll offset for the first error 300 px)', () => {
  it('uses the §9 constant', () => {
    expect(FIRST_ERROR_SCROLL_OFFSET_PX).toBe(300);
  });

  it.each([
    ['a field far down an unscrolled page', 900, 0, 600],
    ['a field below a scrolled page', 400, 1200, 1300],
    ['a field above the window', -200, 1000, 500],
    ['a field near the top never scrolls above the page', 120, 0, 0],
  ] as const)('§5 Form behaviour: %s', (_name, top, scrollY, expected) => {
    expect(firstErrorScrollTop(top, scrollY)).toBe(expected);
  });

  it('§5 Form behaviour: the field ends 300 px below the window top whenever the page can scroll that far', () => {
    fc.assert(
      fc.property(
        fc.double({ min: -1e6, max: 1e6, noNaN: true }),
        fc.double({ min: 0, max: 1e6, noNaN: true }),
        (top, scrollY) => {
          const target = firstErrorScrollTop(top, scrollY);
          expect(target).toBeGreaterThanOrEqual(0);
          if (top + scrollY >= FIRST_ERROR_SCROLL_OFFSET_PX)
            expect(target + FIRST_ERROR_SCROLL_OFFSET_PX).toBeCloseTo(top + scrollY, 6);
        },
      ),
      RUNS,
    );
  });
});

describe('prefersReducedMotion', () => {
  it.each([
    ['asked for', true, true],
    ['not asked for', false, false],
  ] as const)('reduced motion %s', (_name, reduce, expected) => {
    stubReducedMotion(reduce);
    expect(prefersReducedMotion(window)).toBe(expected);
  });

  it('a browser without matchMedia gets smooth scrolling', () => {
    vi.stubGlobal('matchMedia', undefined);
    expect(prefersReducedMotion(window)).toBe(false);
  });
});

describe('firstInDocumentOrder', () => {
  it('picks the element that comes first in the page, whatever the list order', () => {
    document.body.innerHTML = '<section><input id="a"></section><input id="b"><div><input id="c"></div>';
    const byId = (id: string) => document.getElementById(id) as HTMLElement;
    expect(firstInDocumentOrder([byId('c'), byId('b'), byId('a')])).toBe(byId('a'));
    expect(firstInDocumentOrder(new Set([byId('c'), byId('b')]))).toBe(byId('b'));
    expect(firstInDocumentOrder([])).toBeUndefined();
  });
});

describe('revealAndFocus', () => {
  function fieldAt(top: number) {
    document.body.innerHTML = '<label for="f">Name</label><input id="f">';
    const field = document.getElementById('f') as HTMLInputElement;
    vi.spyOn(field, 'getBoundingClientRect').mockReturnValue(new DOMRect(0, top, 200, 30));
    return field;
  }

  it.each([
    ['smoothly', false, 'smooth'],
    ['without motion for a reduced-motion reader', true, 'instant'],
  ] as const)('§5 Form behaviour: scrolls to the field minus 300 px %s, then focuses it', (_name, reduce, behavior) => {
    stubReducedMotion(reduce);
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    const field = fieldAt(900);
    revealAndFocus(field);
    expect(scrollTo).toHaveBeenCalledWith({ top: 600, behavior });
    expect(document.activeElement).toBe(field);
  });

  it('focuses without the browser scrolling a second time', () => {
    vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    const field = fieldAt(900);
    const focus = vi.spyOn(field, 'focus');
    revealAndFocus(field);
    expect(focus).toHaveBeenCalledWith({ preventScroll: true });
  });

  it('an element outside any window is still focused', () => {
    const detached = document.implementation.createHTMLDocument('x').createElement('button');
    const focus = vi.spyOn(detached, 'focus');
    revealAndFocus(detached);
    expect(focus).toHaveBeenCalled();
  });
});
