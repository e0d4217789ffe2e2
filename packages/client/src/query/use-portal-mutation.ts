// The one way a screen changes something on the server: a TanStack Query mutation whose failure is
// presented by the catalogue (client.ts) and, when §8 puts it on the form, comes back as the form's
// message, or onto the field it is about, which then takes focus.
import { useMutation } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import type { FormMessage } from '@portal/domain/text';
import { formMessageOf, serverFieldOf, type FailureMeta } from '../failures';
import { useQueryClient } from './client';

/** The part of a form a failure can be put on (any usePortalForm form with these fields fits). */
export interface FieldErrorTarget<N extends string> {
  // A method, so a form whose own field names include N fits (its setError takes any of its fields).
  setError(name: N, error: { type: string; message: string }, options?: { shouldFocus?: boolean }): void;
}

export interface PortalMutationOptions<TVariables, TData, N extends string> {
  mutationFn: (variables: TVariables) => Promise<TData>;
  onSuccess?: (data: TData, variables: TVariables) => unknown;
  /** After the catalogue has presented a failure (the screen's own follow-up: clear a password…). */
  onError?: (error: unknown, variables: TVariables) => unknown;
  meta?: FailureMeta;
  /** The form, and which of its fields a failure may be about. */
  form?: FieldErrorTarget<NoInfer<N>>;
  /** The fields a sign-in message may go under, by its catalogue group (serverFieldOf). */
  fields?: readonly N[];
  /**
   * Which field a failure goes under, when the screen's own table of §8 says so rather than the
   * catalogue's group (the card form's nickname and number); null keeps it on the form.
   */
  fieldOf?: (error: unknown, message: FormMessage) => N | null;
}

export interface PortalMutation<TVariables, TData> {
  /**
   * Runs the call; resolves either way (a failure is already presented), so a form can await it: with
   * the answer, or undefined after a failure.
   */
  run: (variables: TVariables) => Promise<TData | undefined>;
  pending: boolean;
  /** The last failure, when the form itself shows it (not a notification, popup or field). */
  failure: FormMessage | null;
  data: TData | undefined;
  /** The last call succeeded (a call answering nothing has no data to tell it by). */
  succeeded: boolean;
  /** Forgets the last outcome (another call of the screen takes over its message). */
  reset: () => void;
}

/** The field a failure goes under: the screen's own table, else the catalogue's group among `fields`. */
function fieldFor<N extends string>(
  error: unknown,
  message: FormMessage,
  fieldOf: ((error: unknown, message: FormMessage) => N | null) | undefined,
  fields: readonly string[],
): N | null {
  if (fieldOf) return fieldOf(error, message);
  const field = serverFieldOf(message);
  return field !== null && fields.includes(field) ? (field as N) : null;
}

export function usePortalMutation<TVariables, TData, N extends string = never>(
  options: PortalMutationOptions<TVariables, TData, N>,
): PortalMutation<TVariables, TData> {
  const { mutationFn, onSuccess, onError, meta, form, fields = [], fieldOf } = options;
  // The last failure and what the form shows of it (nothing when it went onto a field, which shows
  // it): made once per failure, so the message keeps its identity across renders and FormError takes
  // focus when a failure arrives, not at every render after it.
  const [kept, setKept] = useState<{ error: unknown; message: FormMessage | null } | null>(null);
  const mutation = useMutation<TData, unknown, TVariables>(
    {
      mutationFn,
      meta,
      onSuccess: (data, variables) => onSuccess?.(data, variables),
      onError: (error, variables) => {
        const message = formMessageOf(error, meta);
        const field = message && form ? fieldFor(error, message, fieldOf, fields) : null;
        if (message && form && field !== null)
          form.setError(field, { type: 'server', message: message.key }, { shouldFocus: true });
        setKept({ error, message: field !== null ? null : message });
        return onError?.(error, variables);
      },
    },
    useQueryClient(),
  );
  const { mutateAsync, reset } = mutation;
  const run = useCallback(
    async (variables: TVariables): Promise<TData | undefined> => {
      try {
        return await mutateAsync(variables);
      } catch {
        // Presented by the cache's error callback, and kept in the mutation's state for the form.
        return undefined;
      }
    },
    [mutateAsync],
  );
  const error = mutation.error;
  return {
    run,
    pending: mutation.isPending,
    failure: error !== null && kept !== null && kept.error === error ? kept.message : null,
    data: mutation.data,
    succeeded: mutation.isSuccess,
    reset,
  };
}
