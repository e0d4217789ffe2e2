// The elements a form's fields are registered with, by field name, so the form can clean values by
// their input's attributes and focus fields in document order (§5 Form behaviour).
import { firstInDocumentOrder } from './reveal-field';

type Focusable = HTMLElement & { disabled?: boolean; type?: string };

function canTakeFocus(element: Focusable): boolean {
  return element.isConnected && !element.disabled && element.type !== 'hidden';
}

export class ControlRegistry {
  // A Set per name: radio buttons share one. React gives a ref callback null, not the element, on
  // unmount, so elements that left the document are dropped when read instead.
  private readonly byName = new Map<string, Set<Focusable>>();
  private changed = false;

  /** The `ref` half of a registration. */
  readonly track = (name: string, element: unknown): void => {
    if (!(element instanceof HTMLElement)) return;
    const set = this.byName.get(name) ?? new Set<Focusable>();
    set.add(element);
    this.byName.set(name, set);
  };

  private connected(name: string): Focusable[] {
    const set = this.byName.get(name);
    if (!set) return [];
    for (const element of set) if (!element.isConnected) set.delete(element);
    return [...set];
  }

  /** The field's element (the first in the document, for a radio group), if it is on the page. */
  readonly at = (name: string): HTMLElement | undefined => firstInDocumentOrder(this.connected(name));

  /**
   * §5 "dirty", as AngularJS meant it: the person changed a value through a field at least once,
   * even if it is empty again. Focus alone is not: the form itself moves focus after a failed submit.
   */
  noteChange(): void {
    this.changed = true;
  }

  hasChanged(): boolean {
    return this.changed;
  }

  forgetChanges(): void {
    this.changed = false;
  }

  /**
   * Of the fields at the given dotted paths, and the fields under them (an error on `address` covers
   * `address.line1`), the one that comes first in the document and can take focus.
   */
  firstOf(paths: Iterable<string>): HTMLElement | undefined {
    const wanted = [...paths];
    const covered = (name: string) => wanted.some((path) => name === path || name.startsWith(`${path}.`));
    const names = [...this.byName.keys()].filter(covered);
    return firstInDocumentOrder(names.flatMap((name) => this.connected(name).filter(canTakeFocus)));
  }

  /** The first field of the form that can take focus. */
  first(): HTMLElement | undefined {
    return firstInDocumentOrder([...this.byName.keys()].flatMap((name) => this.connected(name).filter(canTakeFocus)));
  }
}
