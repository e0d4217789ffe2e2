/**
 * The terms page's form (§2 Terms pages; §4 Flows Terms; §3 Terms), shared by sign-in
 * (login/acceptTac), enrolment and migration (migration/acceptTac).
 *
 * Props (a stable interface: other features build on it):
 * - `terms: readonly TermsItem[]` — the §3 Terms items (`TermsItem` of @portal/client/api, from
 *   getUserTerms or getEnrolmentTerms). Each gets a link, named by its type (EC terms, PR privacy, SL
 *   licence), opening in a new window; a kind with no item links to the issuer's own document.
 * - `accept?: () => Promise<unknown>` — the post (§4 "Accepting posts"), e.g.
 *   `() => acceptTerms({ probes_ref })`. Leave it out when nothing is posted now (enrolment sends the
 *   guids with the enrolment). A rejection goes through the §8 catalogue (§8 Sign-in and general,
 *   so VMCP_1006 shows in this form) and `onAccepted` is not called.
 * - `onAccepted: (acceptedGuids: string[]) => void` — the success callback, run after the post, with
 *   the guids of `terms`.
 * - `onCancel?: () => void` — the cancel callback; without it Cancel goes back in history (§4).
 *
 * A technical popup's one button signs out when a session is under way (@portal/client/query).
 *
 * The screen around it owns the h1, its page meta and any introduction. The short variant (§2) is
 * `TermsCheckbox` (terms-checkbox.tsx, the box inside another form, on createAccount/enroll). §2's
 * other short variant, a confirmation modal, is not built: no screen of §2 asks for it
 * (docs/decisions/025).
 */
import { useTranslation } from 'react-i18next';
import type { TermsItem } from '@portal/client/api';
import { FormError, FormSummary, usePortalForm } from '@portal/ui/forms';
import { acceptTermsFormSchema } from '@portal/domain/schemas';
import { usePortalMutation } from '@portal/client/query';
import { TermsCheckbox } from './terms-checkbox';
import styles from './terms.module.css';

export interface TermsFormProps {
  terms: readonly TermsItem[];
  accept?: () => Promise<unknown>;
  onAccepted: (acceptedGuids: string[]) => void;
  onCancel?: () => void;
}

/**
 * The acceptance post of a terms page, the one way (§8 Sign-in and general, so VMCP_1006 shows in
 * the form): nothing to post calls back at once; a failure is the form's `failure`, or a popup.
 */
function useTermsAcceptance({ terms, accept, onAccepted }: Pick<TermsFormProps, 'terms' | 'accept' | 'onAccepted'>) {
  return usePortalMutation({
    mutationFn: async (_: void) => accept?.(),
    onSuccess: () => onAccepted(terms.map((item) => item.guid)),
  });
}

export function TermsForm({ terms, accept, onAccepted, onCancel }: TermsFormProps) {
  const { t } = useTranslation('prelogin');
  const form = usePortalForm(acceptTermsFormSchema);
  const acceptance = useTermsAcceptance({ terms, accept, onAccepted });

  return (
    <form noValidate onSubmit={form.submit(() => acceptance.run())} className={styles.form}>
      <FormSummary form={form} />
      <FormError message={acceptance.failure} />
      <TermsCheckbox form={form} name="acceptTerms" terms={terms} />
      <div className={styles.actions}>
        <button type="submit" className="portal-button" disabled={acceptance.pending}>
          {t('terms.accept')}
        </button>
        <button
          type="button"
          className="portal-button portal-button--secondary"
          onClick={onCancel ?? (() => window.history.back())}
        >
          {t('terms.cancel')}
        </button>
      </div>
    </form>
  );
}
