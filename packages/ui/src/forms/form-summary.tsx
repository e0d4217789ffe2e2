// The summary region of a form (§5 Form behaviour, §8 "Form messages"): the generic message of a
// failed submit, or the unfilled-form message, announced at once; under it, every field in error as a
// link that takes focus to the field (WCAG 3.3.1 Error Identification, 2.4.3 Focus Order).
import { useEffect, useRef, useState, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './field.module.css';
import type { FormMessageKey } from './messages';
import { revealAndFocus } from './reveal-field';

export interface FormSummaryProps {
  /** The parts of a PortalForm it shows (usePortalForm's return value fits). */
  form: { formMessage: FormMessageKey | null; failedSubmits: number; summaryId: string };
}

/** A field in error, as the summary links it. */
interface ErrorEntry {
  id: string;
  text: string;
}

/** Text a reader sees: the element's, without its visually hidden parts (the "Error:" prefix). */
function visibleText(element: Element): string {
  const copy = element.cloneNode(true) as Element;
  for (const hidden of copy.querySelectorAll('.visually-hidden')) hidden.remove();
  return (copy.textContent ?? '').replace(/\s+/g, ' ').trim();
}

function labelOf(control: HTMLElement): string {
  const labels = 'labels' in control ? (control as HTMLInputElement).labels : null;
  const labelled = control
    .getAttribute('aria-labelledby')
    ?.split(/\s+/)
    .map((id) => control.ownerDocument.getElementById(id));
  const element = labels?.[0] ?? labelled?.find((el) => el !== null);
  return element ? visibleText(element) : (control.getAttribute('aria-label') ?? '');
}

/** The field's message: its description's first part (fieldAriaProps puts the error first). */
function messageOf(control: HTMLElement): string {
  const first = control.getAttribute('aria-describedby')?.split(/\s+/)[0];
  const element = first ? control.ownerDocument.getElementById(first) : null;
  return element ? visibleText(element) : '';
}

/**
 * The fields of the summary's form that show an error now, in the page's order. Read from the page
 * (aria-invalid and each field's described error), so every kind of control a screen draws is listed
 * the way a reader meets it, without the form having to say how it drew them.
 */
function errorsIn(summary: HTMLElement | null): ErrorEntry[] {
  const form = summary?.closest('form');
  if (!form) return [];
  return [...form.querySelectorAll<HTMLElement>('[aria-invalid="true"]')].flatMap((control) => {
    const message = messageOf(control);
    if (!control.id || !message) return [];
    const label = labelOf(control);
    return [{ id: control.id, text: label ? `${label}: ${message}` : message }];
  });
}

const sameEntries = (a: readonly ErrorEntry[], b: readonly ErrorEntry[]) =>
  a.length === b.length && a.every((e, i) => e.id === b[i]?.id && e.text === b[i]?.text);

/**
 * Put it at the top of the form. The alert region stays in the page while empty, so the message is
 * announced when it arrives; the paragraph is new on each failed submit, so a repeated message is
 * announced again. It takes focus only when no invalid field can (an error on no field of the page).
 * The list of links is outside the alert: each field announces its own error; the list is for
 * finding them.
 */
export function FormSummary({ form }: FormSummaryProps) {
  const { t } = useTranslation('forms');
  const region = useRef<HTMLDivElement>(null);
  const [errors, setErrors] = useState<readonly ErrorEntry[]>([]);

  // While a failed submit's message shows: the fields' errors as they are on the page, and as they
  // change (a correction, a new check on leaving a field), watched on the form itself.
  const shown = form.formMessage !== null;
  useEffect(() => {
    const form = region.current?.closest('form');
    const update = () => {
      const now = shown ? errorsIn(region.current) : [];
      setErrors((before) => (sameEntries(before, now) ? before : now));
    };
    update();
    if (!shown || !form) return undefined;
    const observer = new MutationObserver(update);
    observer.observe(form, {
      subtree: true,
      childList: true,
      characterData: true,
      attributes: true,
      attributeFilter: ['aria-invalid', 'aria-describedby'],
    });
    return () => observer.disconnect();
  }, [shown, form.failedSubmits]);

  const go = (event: MouseEvent<HTMLAnchorElement>, id: string) => {
    // The page's URL stays as it is: a hash would count as a route change.
    event.preventDefault();
    const control = document.getElementById(id);
    if (control) revealAndFocus(control);
  };

  return (
    <>
      <div ref={region} id={form.summaryId} role="alert" tabIndex={-1} className={styles.summary}>
        {form.formMessage && (
          <p key={form.failedSubmits} className={styles.summaryMessage}>
            {t(form.formMessage)}
          </p>
        )}
      </div>
      {form.formMessage && errors.length > 0 && (
        <ul className={styles.summaryList} aria-label={t('forms:summaryList')}>
          {errors.map((e) => (
            <li key={e.id}>
              <a href={`#${e.id}`} onClick={(event) => go(event, e.id)}>
                {e.text}
              </a>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
