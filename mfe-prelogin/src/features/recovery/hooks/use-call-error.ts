// A failed call of the recovery, enrolment and migration screens, shown the §8 way (decision 013):
// resolveError + presentError, then a form message on the field it is about (a taken username, a
// password rule, a wrong code) or on the form, while notifications and popups are raised for us.
import { useState } from 'react';
import { resolveError } from '@portal/shared/domain/errors';
import { type MessageKey } from '@portal/shared/domain/text';
import { presentError } from '@portal/shared/ui';

/** The fields a server answer can be about. */
export type ServerField = 'username' | 'password' | 'code' | 'email';

/** Which field a catalogue message belongs to, by its key's group (errors.json). */
function fieldOfMessage(key: MessageKey): ServerField | null {
  if (key.startsWith('errors:password.')) return 'password';
  if (key.startsWith('errors:code.')) return 'code';
  if (key === 'errors:enrolment.usernameTaken') return 'username';
  return null;
}

/** The part of a PortalForm this needs (structural, so any form with these fields fits). */
export interface ErrorTarget<N extends ServerField> {
  setError: (name: N, error: { type: string; message: string }) => void;
  setFocus: (name: N) => void;
}

/**
 * A form-level message: the catalogue's, or the server's own text where §8 shows it, with the
 * customer-support text when §8 appends it. `id` changes on every failure, so a repeat is announced.
 */
export interface FormMessage {
  key: MessageKey;
  serverMessage?: string;
  appendCustomerSupport: boolean;
  id: number;
}

export interface CallError {
  /** The form-level message, when the answer is about no field of this form. */
  message: FormMessage | null;
  /** Shows a failed call; returns nothing, the screen only has to stay where it is. */
  show: (error: unknown) => void;
  clear: () => void;
}

export function useCallError<N extends ServerField>(form: ErrorTarget<N>, fields: readonly N[]): CallError {
  const [message, setMessage] = useState<FormMessage | null>(null);
  const isOwnField = (field: ServerField | null): field is N => field !== null && (fields as readonly ServerField[]).includes(field);
  const show = (error: unknown) => {
    const resolved = resolveError('general', error);
    const key = presentError(resolved, { signedIn: false });
    const field = key ? fieldOfMessage(key) : null;
    if (key && isOwnField(field)) {
      setMessage(null);
      form.setError(field, { type: 'server', message: key });
      form.setFocus(field);
      return;
    }
    const { serverMessage, appendCustomerSupport } = resolved;
    setMessage((previous) => (key ? { key, appendCustomerSupport, ...(serverMessage ? { serverMessage } : {}), id: (previous?.id ?? 0) + 1 } : null));
  };
  return { message, show, clear: () => setMessage(null) };
}
