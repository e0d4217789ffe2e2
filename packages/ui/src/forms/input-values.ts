// §5 Form behaviour: what every typed value goes through before it reaches a schema: script and
// iframe tags stripped, then the length cut to the input's own maxLength attribute.
import { stripUnsafeTags } from '@portal/domain/text';

/** The controls a person types into, whose maxLength attribute is the field's limit. */
export type TextControl = HTMLInputElement | HTMLTextAreaElement;

/** Duck-typed, so it also answers in another window's document and never touches a DOM global. */
export function isTextControl(element: unknown): element is TextControl {
  if (typeof element !== 'object' || element === null || !('tagName' in element)) return false;
  return element.tagName === 'INPUT' || element.tagName === 'TEXTAREA';
}

/** The autocomplete tokens of a password field (HTML): a password shown as text is still a password. */
const PASSWORD_AUTOCOMPLETE = ['current-password', 'new-password'];

/**
 * A password field, hidden or shown: its type is password, or its autocomplete says it holds one (a
 * show-password toggle makes it a text input, and what is sent must not change with what is shown).
 */
function isPassword(control: unknown): boolean {
  if (!isTextControl(control)) return false;
  return control.type === 'password' || PASSWORD_AUTOCOMPLETE.includes(control.autocomplete);
}

/**
 * Cuts text to a maxLength attribute (UTF-16 units, as HTML counts them). A negative limit is the
 * DOM's "no attribute". A cut never leaves half of a surrogate pair (an emoji) at the end.
 */
export function clampToMaxLength(value: string, maxLength: number): string {
  if (maxLength < 0 || value.length <= maxLength) return value;
  const cut = value.slice(0, maxLength);
  const last = cut.charCodeAt(cut.length - 1);
  return last >= 0xd800 && last <= 0xdbff ? cut.slice(0, -1) : cut;
}

/**
 * A typed value as the schema must see it. Passwords keep every character: a secret that silently
 * changed would not match what the person typed, and it is never rendered anywhere.
 */
export function cleanTextValue(value: string, control?: unknown): string {
  const stripped = isPassword(control) ? value : stripUnsafeTags(value);
  return isTextControl(control) ? clampToMaxLength(stripped, control.maxLength) : stripped;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null) return false;
  const proto: unknown = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}

const child = (path: string, key: string) => (path ? `${path}.${key}` : key);

/**
 * Cleans every string of a form's values (nested objects and arrays too), each with the control
 * registered at its dotted path, if any. Anything else (numbers, files, dates) is returned as is.
 */
export function sanitizeValues(value: unknown, controlAt: (path: string) => unknown, path = ''): unknown {
  if (typeof value === 'string') return cleanTextValue(value, controlAt(path));
  if (Array.isArray(value))
    return value.map((item: unknown, index) => sanitizeValues(item, controlAt, child(path, String(index))));
  if (isPlainObject(value)) {
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [key, sanitizeValues(item, controlAt, child(path, key))]),
    );
  }
  return value;
}
