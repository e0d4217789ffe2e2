// The react-hook-form glue of §5 Form behaviour: a valibot schema through valibotResolver, typed
// values cleaned before the schema sees them, key-up checks that hold the submit button, and what a
// failed submit does (summary message, focus and scroll to the first invalid field).
import { valibotResolver } from '@hookform/resolvers/valibot';
import { useId, useMemo, useRef, useState, type BaseSyntheticEvent } from 'react';
import {
  get,
  useForm,
  useWatch,
  type FieldErrors,
  type FieldPath,
  type FieldValues,
  type Resolver,
  type SubmitHandler,
  type UseFormProps,
  type UseFormRegister,
  type UseFormReset,
  type UseFormReturn,
  type UseFormSetValue,
} from 'react-hook-form';
import * as v from 'valibot';
import type { MessageKey, Verdict } from '@portal/domain/text';
import { ControlRegistry } from './control-registry';
import { errorPaths, isEmptyValue, isUnfilled } from './form-state';
import { cleanTextValue, isTextControl, sanitizeValues } from './input-values';
import { asMessageKey, type FormMessageKey } from './messages';
import { revealAndFocus } from './reveal-field';

/**
 * The submit button a pointer last pressed, and when. Leaving a changed field checks it, and its message
 * appears above the input; when the field was left for a press on its form's submit button, the message
 * would push the button down between press and release, and the click would never happen (found by the
 * activation journeys: "Save PIN" after a mismatched confirmation). Such a field is left unchecked: the
 * submit checks every field a moment later. Recorded in the capture phase, so before the blur it causes.
 */
let pressedSubmit: { button: HTMLButtonElement; at: number } | null = null;
const PRESS_TO_BLUR_MS = 1000;
if (typeof document !== 'undefined') {
  document.addEventListener(
    'pointerdown',
    (event) => {
      const button = event.target instanceof Element ? event.target.closest('button') : null;
      pressedSubmit = button !== null && button.type === 'submit' ? { button, at: Date.now() } : null;
    },
    true,
  );
}

/** Whether a field is being left for a press on its own form's submit button. */
function leftForSubmit(field: unknown): boolean {
  if (pressedSubmit === null || Date.now() - pressedSubmit.at > PRESS_TO_BLUR_MS) return false;
  const form =
    field instanceof HTMLInputElement || field instanceof HTMLSelectElement || field instanceof HTMLTextAreaElement
      ? field.form
      : null;
  return form !== null && form === pressedSubmit.button.form;
}

/**
 * A while-typing check (§5 Card: the live invalid check of the card number, the month check of the
 * expiry): a valibot schema for the partial text, or a domain rule returning a Verdict.
 */
export type KeyUpCheck = v.GenericSchema<string> | ((value: string) => Verdict);

/** Key-up-validated fields, each with its check. */
export type KeyUpChecks<TInput extends FieldValues> = Partial<Record<FieldPath<TInput>, KeyUpCheck>>;

export interface PortalFormOptions<TInput extends FieldValues, TOutput extends FieldValues>
  extends Omit<UseFormProps<TInput, unknown, TOutput>, 'resolver' | 'shouldFocusError'> {
  /**
   * §5 "Submit is disabled while a key-up-validated field is invalid". A field is key-up-validated
   * by being listed here: its check runs on every change of a non-empty value, its message shows
   * at once, and the submit button stays disabled while it fails. An empty value is not checked:
   * "required" is the schema's business, reported on submit.
   */
  keyUp?: KeyUpChecks<TInput>;
  /** Fields that arrive filled (a country select defaulting to US) and so do not count as filling the form. */
  presetFields?: readonly FieldPath<TInput>[];
}

export interface PortalForm<TInput extends FieldValues, TOutput extends FieldValues>
  extends UseFormReturn<TInput, unknown, TOutput> {
  /** The message key to show for a field now: its failing key-up check, else its validation error. */
  errorOf: (name: FieldPath<TInput>) => MessageKey | undefined;
  /** The form's onSubmit: validates, then calls `onValid` with the schema's output, or shows why not. */
  submit: (onValid: SubmitHandler<TOutput>) => (event?: BaseSyntheticEvent) => Promise<void>;
  /** For the submit button's `disabled`. */
  submitDisabled: boolean;
  /** The summary message of the last failed submit, while it still applies. */
  formMessage: FormMessageKey | null;
  /** Counts failed submits, so the summary can be re-announced when the same message comes again. */
  failedSubmits: number;
  /** The id of the summary region (FormSummary), which takes focus when no field can. */
  summaryId: string;
}

function keyUpVerdict(check: KeyUpCheck | undefined, value: unknown): Verdict {
  if (!check || typeof value !== 'string' || isEmptyValue(value)) return null;
  if (typeof check === 'function') return check(value);
  const result = v.safeParse(check, value);
  return result.success ? null : asMessageKey(result.issues[0].message);
}

function errorMessageAt(errors: FieldErrors, name: string): MessageKey | undefined {
  const error: unknown = get(errors, name);
  if (typeof error !== 'object' || error === null || !('type' in error) || typeof error.type !== 'string')
    return undefined;
  return asMessageKey('message' in error ? error.message : undefined);
}

/**
 * `useForm` for a valibot schema whose messages are message keys (domain/text/messages.ts). A field is
 * validated when left once the person has changed it, or once the form was sent, and from then on at
 * every change; a field only passed through (Tab, Tab) says nothing, so tabbing through an empty form
 * does not announce an error per field (WCAG 3.3.1 without the noise). `keyUp` fields are also checked
 * on every key-up; everything on submit. Nothing is translated here: screens show
 * `t(errorOf(name))`, as Field does. A screen:
 *
 *   const form = usePortalForm(schema, { defaultValues, keyUp: { accountNumber: whileTyping } });
 *   <form noValidate onSubmit={form.submit(save)}>
 *     <FormSummary form={form} />
 *     <Field form={form} name="nickName" label="card:nickName.label" maxLength={40} showRemaining />
 *     <button type="submit" disabled={form.submitDisabled}>…</button>
 *   </form>
 */
export function usePortalForm<TInput extends FieldValues, TOutput extends FieldValues>(
  schema: v.GenericSchema<TInput, TOutput>,
  options: PortalFormOptions<TInput, TOutput> = {},
): PortalForm<TInput, TOutput> {
  const { keyUp: keyUpOption, presetFields = [], ...formOptions } = options;
  const keyUp: KeyUpChecks<TInput> = keyUpOption ?? {};
  const [controls] = useState(() => new ControlRegistry());
  const [message, setMessage] = useState<FormMessageKey | null>(null);
  const [failedSubmits, setFailedSubmits] = useState(0);
  const summaryId = useId();
  // Whether a submit was tried; the fields the person changed; and those then left (checked from then on).
  const attempted = useRef(false);
  const changedFields = useRef(new Set<string>());
  const checkedFields = useRef(new Set<string>());

  // §5: values reach the schema stripped of script and iframe tags and cut to their input's maxLength,
  // however they were set (typing, paste, setValue, reset, default values).
  const validate = valibotResolver<TInput, unknown, TOutput>(schema);
  const resolver: Resolver<TInput, unknown, TOutput> = (values, context, resolverOptions) =>
    validate(sanitizeValues(values, controls.at) as TInput, context, resolverOptions);

  const form = useForm<TInput, unknown, TOutput>({
    // On blur, ours (register below): only a changed field, or any after a submit was tried.
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    ...formOptions,
    resolver,
    // Ours instead: react-hook-form focuses in registration order and scrolls with no offset.
    shouldFocusError: false,
  });
  // Read while rendering, so react-hook-form re-renders the form when they change.
  const { errors, isDirty } = form.formState;

  const keyUpNamesKey = Object.keys(keyUp).join('\n');
  const keyUpNames = useMemo(
    () => (keyUpNamesKey ? (keyUpNamesKey.split('\n') as FieldPath<TInput>[]) : []),
    [keyUpNamesKey],
  );
  const keyUpValues: readonly unknown[] = useWatch({ control: form.control, name: keyUpNames });
  const liveVerdicts = new Map(keyUpNames.map((name, index) => [name, keyUpVerdict(keyUp[name], keyUpValues[index])]));
  const submitDisabled = [...liveVerdicts.values()].some((verdict) => verdict !== null);

  // With "unfilled" too the fields the schema refuses are marked: the message alone said what, not where.
  const errorOf = (name: FieldPath<TInput>): MessageKey | undefined =>
    liveVerdicts.get(name) ?? errorMessageAt(errors, name);

  const register: UseFormRegister<TInput> = (name, registerOptions) => {
    const field = form.register(name, registerOptions);
    return {
      ...field,
      ref: (element: unknown) => {
        controls.track(name, element);
        field.ref(element);
      },
      // Before react-hook-form reads the value: a keyboard that ignores maxLength (Android during
      // composition) or a paste of markup is corrected in the input itself, so the person sees what is sent.
      onChange: (event) => {
        const target: unknown = event.target;
        if (isTextControl(target)) {
          const clean = cleanTextValue(target.value, target);
          if (clean !== target.value) target.value = clean;
        }
        controls.noteChange();
        changedFields.current.add(name);
        // Once the person starts filling the form, "unfilled" no longer applies.
        setMessage((current) => (current === 'forms:unfilled' ? null : current));
        const changed = field.onChange(event);
        // A field already checked keeps being checked as the person types; after a full submit
        // react-hook-form does it itself (reValidateMode).
        if (checkedFields.current.has(name) && !form.formState.isSubmitted)
          return changed.then(() => form.trigger(name)).then(() => undefined);
        return changed;
      },
      onBlur: (event) => {
        const left = field.onBlur(event);
        if (!attempted.current && !changedFields.current.has(name)) return left;
        if (leftForSubmit(event.target)) return left;
        checkedFields.current.add(name);
        return left.then(() => form.trigger(name)).then(() => undefined);
      },
    };
  };

  const setValue: UseFormSetValue<TInput> = (name, value, setOptions) => {
    form.setValue(name, sanitizeValues(value, controls.at, name) as typeof value, setOptions);
  };

  const reset: UseFormReset<TInput> = (values, keepStateOptions) => {
    setMessage(null);
    controls.forgetChanges();
    form.reset(values, keepStateOptions);
  };

  const focusSummary = () => document.getElementById(summaryId);

  // §5 "an empty dirty form": the person changed something (then emptied it again), every field is
  // empty, and the schema refuses it; an all-optional form may still be sent empty. isDirty covers
  // fields registered through a Controller, whose changes do not pass through register.
  const isEmptyDirtyForm = (): boolean => {
    const dirty = controls.hasChanged() || isDirty;
    if (!dirty) return false;
    const values = form.getValues();
    return isUnfilled(values, presetFields) && !v.safeParse(schema, sanitizeValues(values, controls.at)).success;
  };

  const submit = (onValid: SubmitHandler<TOutput>) => async (event?: BaseSyntheticEvent) => {
    event?.preventDefault();
    if (submitDisabled) return;
    attempted.current = true;
    if (isEmptyDirtyForm()) {
      // §5's unfilled-form message, and every field the schema refuses marked, so the person sees
      // where to start, not only that something is missing.
      await form.trigger();
      // The refused fields, from the schema itself: formState is the last render's until the next one.
      const verdict = v.safeParse(schema, sanitizeValues(form.getValues(), controls.at));
      const refused = verdict.success
        ? []
        : verdict.issues.map((issue) => v.getDotPath(issue)).filter((path): path is string => path !== null);
      for (const path of refused) checkedFields.current.add(path);
      setMessage('forms:unfilled');
      setFailedSubmits((n) => n + 1);
      const target = controls.firstOf(refused) ?? controls.first() ?? focusSummary();
      if (target) revealAndFocus(target);
      return;
    }
    const outcome: { errors?: FieldErrors<TInput> } = {};
    await form.handleSubmit(
      async (data, submitEvent) => {
        setMessage(null);
        await onValid(data, submitEvent);
      },
      (invalid) => {
        outcome.errors = invalid;
      },
    )(event);
    if (!outcome.errors) return;
    setMessage('forms:hasErrors');
    setFailedSubmits((n) => n + 1);
    // §5: the first invalid field in the document, whatever order the schema or registration had.
    const target = controls.firstOf(errorPaths(outcome.errors)) ?? focusSummary();
    if (target) revealAndFocus(target);
  };

  // The generic message goes once nothing is left to correct; "unfilled" goes at the first change.
  const formMessage = message === 'forms:hasErrors' && errorPaths(errors).length === 0 ? null : message;

  return { ...form, register, setValue, reset, errorOf, submit, submitDisabled, formMessage, failedSubmits, summaryId };
}
