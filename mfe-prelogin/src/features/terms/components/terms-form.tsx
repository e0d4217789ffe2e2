/**
 * The terms page's form (§2 Terms pages; §4 Flows Terms; §3 Terms), shared by sign-in
 * (login/acceptTac), enrolment and migration (migration/acceptTac).
 *
 * Props (a stable interface: other features build on it):
 * - `terms: readonly TermsItem[]` — the §3 Terms items (`TermsItem` of @portal/shared/api, from
 *   getUserTerms or getEnrolmentTerms). Each gets a link, named by its type (EC terms, PR privacy, SL
 *   licence), opening in a new window; a kind with no item links to the issuer's own document.
 * - `accept?: () => Promise<unknown>` — the post (§4 "Accepting posts"), e.g.
 *   `() => acceptTerms({ probes_ref })`. Leave it out when nothing is posted now (enrolment sends the
 *   guids with the enrolment). A rejection goes through the §8 catalogue (operation 'general', so
 *   VMCP_1006 shows in this form) and `onAccepted` is not called.
 * - `onAccepted: (acceptedGuids: string[]) => void` — the success callback, run after the post, with
 *   the guids of `terms`.
 * - `onCancel?: () => void` — the cancel callback; without it Cancel goes back in history (§4).
 * - `signedIn?: boolean` — a partial or full session is under way, so a technical popup's button signs
 *   out rather than only closing (default false).
 *
 * The screen around it owns the h1, usePageMeta and any introduction. The short variant (§2) is
 * `TermsCheckbox` (terms-checkbox.tsx, the box inside another form) or `TermsDialog` (terms-dialog.tsx,
 * a confirmation modal).
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TermsItem } from '@portal/shared/api';
import { type ResolvedError, resolveError } from '@portal/shared/domain/errors';
import { acceptTermsFormSchema, FormSummary, usePortalForm } from '@portal/shared/forms';
import { presentError } from '@portal/shared/ui';
import { TermsCheckbox } from './terms-checkbox';
import styles from './terms.module.css';

export interface TermsFormProps {
  terms: readonly TermsItem[];
  accept?: () => Promise<unknown>;
  onAccepted: (acceptedGuids: string[]) => void;
  onCancel?: () => void;
  signedIn?: boolean;
}

/** Runs the post; a failure is shown through the catalogue and returned when the form must show it. */
export async function postAcceptance(accept: (() => Promise<unknown>) | undefined, signedIn: boolean): Promise<{ ok: true } | { ok: false; shown: ResolvedError | null }> {
  try {
    await accept?.();
    return { ok: true };
  } catch (failure) {
    const resolved = resolveError('general', failure);
    return { ok: false, shown: presentError(resolved, { signedIn }) ? resolved : null };
  }
}

export function TermsError({ error }: { error: ResolvedError | null }) {
  const { t } = useTranslation('prelogin');
  return (
    <div role="alert">
      {error && (
        <p className={styles.alert}>
          {error.serverMessage ?? t(error.messageKey)}
          {error.appendCustomerSupport && <> {t('issuer:customerSupport')}</>}
        </p>
      )}
    </div>
  );
}

export function TermsForm({ terms, accept, onAccepted, onCancel, signedIn = false }: TermsFormProps) {
  const { t } = useTranslation('prelogin');
  const form = usePortalForm(acceptTermsFormSchema);
  const [error, setError] = useState<ResolvedError | null>(null);

  const submit = form.submit(async () => {
    setError(null);
    const outcome = await postAcceptance(accept, signedIn);
    if (outcome.ok) onAccepted(terms.map((item) => item.guid));
    else setError(outcome.shown);
  });

  return (
    <form noValidate onSubmit={submit} className={styles.form}>
      <FormSummary form={form} />
      <TermsError error={error} />
      <TermsCheckbox form={form} name="acceptTerms" terms={terms} />
      <div className={styles.actions}>
        <button type="submit" className="portal-button" disabled={form.formState.isSubmitting}>
          {t('terms.accept')}
        </button>
        <button type="button" className="portal-button portal-button--secondary" onClick={onCancel ?? (() => window.history.back())}>
          {t('terms.cancel')}
        </button>
      </div>
    </form>
  );
}
