// §5 Form behaviour: "focus scrolls to the first invalid field (offset 300 px)", with the reader's
// motion preference respected.
import { FIRST_ERROR_SCROLL_OFFSET_PX } from '@portal/domain/constants';

/**
 * Where the page scrolls to show a field: the field's top, 300 px (§9) below the top of the window,
 * so a sticky header and the field's label stay in view. Never above the top of the page.
 */
export function firstErrorScrollTop(
  elementTop: number,
  scrollY: number,
  offset: number = FIRST_ERROR_SCROLL_OFFSET_PX,
): number {
  return Math.max(0, elementTop + scrollY - offset);
}

/** A person who asked the system for reduced motion gets a jump, not a smooth scroll. */
export function prefersReducedMotion(view: Window): boolean {
  return typeof view.matchMedia === 'function' && view.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/** The element that comes first in the document, whatever order the list is in. */
export function firstInDocumentOrder<T extends Node>(nodes: Iterable<T>): T | undefined {
  let first: T | undefined;
  for (const node of nodes) {
    if (!first || node.compareDocumentPosition(first) & Node.DOCUMENT_POSITION_FOLLOWING) first = node;
  }
  return first;
}

/**
 * Scrolls the window so the element sits 300 px from the top, then focuses it without a second,
 * browser-chosen scroll. 'instant' rather than 'auto', so a page's `scroll-behavior: smooth` cannot
 * bring the motion back for a reduced-motion reader.
 */
export function revealAndFocus(element: HTMLElement): void {
  const view = element.ownerDocument.defaultView;
  if (view) {
    const top = firstErrorScrollTop(element.getBoundingClientRect().top, view.scrollY);
    view.scrollTo({ top, behavior: prefersReducedMotion(view) ? 'instant' : 'smooth' });
  }
  element.focus({ preventScroll: true });
}
