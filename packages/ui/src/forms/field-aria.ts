// The accessible wiring of a form field (CONVENTIONS 12): one set of ids per field, and the aria
// attributes that tie its input to its hint, counter and error message.

export interface FieldIds {
  input: string;
  hint: string;
  counter: string;
  error: string;
}

/** Ids for a field's parts, from one unique base (React's useId). */
export function fieldIds(baseId: string): FieldIds {
  return { input: `${baseId}-input`, hint: `${baseId}-hint`, counter: `${baseId}-counter`, error: `${baseId}-error` };
}

export interface FieldAriaState {
  /** The field has an error message on screen. */
  invalid: boolean;
  hasHint?: boolean;
  hasCounter?: boolean;
}

export interface FieldAriaProps {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

/**
 * For the input: its id (the label's htmlFor), aria-invalid only while an error shows, and a
 * description of the error first (the thing to fix), then the hint, then the counter.
 */
export function fieldAriaProps(
  ids: FieldIds,
  { invalid, hasHint = false, hasCounter = false }: FieldAriaState,
): FieldAriaProps {
  const described = [invalid && ids.error, hasHint && ids.hint, hasCounter && ids.counter].filter(
    (id): id is string => typeof id === 'string',
  );
  return {
    id: ids.input,
    'aria-invalid': invalid ? true : undefined,
    'aria-describedby': described.length > 0 ? described.join(' ') : undefined,
  };
}
