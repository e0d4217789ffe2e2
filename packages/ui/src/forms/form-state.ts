// Pure answers about a form's values and errors, used on submit (§5 Form behaviour).

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (!isRecord(value)) return false;
  const proto: unknown = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}

const child = (path: string, key: string) => (path ? `${path}.${key}` : key);

/**
 * True when a value carries nothing a person entered: blank text, an unticked box, no choice, or an
 * object or list of such values. Paths in `skip` (dotted) are left out of the judgement.
 */
export function isEmptyValue(value: unknown, skip: ReadonlySet<string> = new Set(), path = ''): boolean {
  if (path && skip.has(path)) return true;
  if (value === undefined || value === null || value === false) return true;
  if (typeof value === 'string') return value.trim() === '';
  if (typeof value === 'number') return Number.isNaN(value);
  if (Array.isArray(value))
    return value.every((item: unknown, index) => isEmptyValue(item, skip, child(path, String(index))));
  if (isPlainObject(value)) {
    return Object.entries(value).every(([key, item]) => isEmptyValue(item, skip, child(path, key)));
  }
  return false;
}

/**
 * §5 "an empty dirty form": every field empty. `presetFields` are fields that arrive filled (a country
 * select defaulting to US, §3 Address) and so say nothing about whether the person filled the form.
 */
export function isUnfilled(values: unknown, presetFields: readonly string[] = []): boolean {
  return isEmptyValue(values, new Set(presetFields));
}

/**
 * The dotted paths of every error in react-hook-form's nested errors object, in the object's order.
 * A leaf is an object with a string `type`; its `ref` is the element, not another error.
 */
export function errorPaths(errors: unknown, path = ''): string[] {
  if (!isRecord(errors)) return [];
  if (typeof errors.type === 'string') return [path];
  return Object.entries(errors).flatMap(([key, item]) => (key === 'ref' ? [] : errorPaths(item, child(path, key))));
}
