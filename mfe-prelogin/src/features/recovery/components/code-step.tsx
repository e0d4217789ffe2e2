// The code entry of the recovery, enrolment and migration verify pages (forgotPassword/verifyCode,
// createAccount/verifyCode, migration/verifyAccount): the flow's stored step with where its code went,
// the form for the 6 digits with its §8 errors, and Verify beside the page's own way out.
import { useAtomValue } from 'jotai';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Flow } from '@portal/shared/domain/session';
import { FormSummary, usePortalForm, verifyCodeFormSchema, type PortalForm } from '@portal/shared/forms';
import { sessionAtom } from '@portal/shared/state';
import { flowOf, MASKED_CONTACT } from '../hooks/flow-session';
import { useCallError, type CallError } from '../hooks/use-call-error';
import { CodeField } from './code-field';
import { FormError } from './form-error';
import styles from './flow.module.css';

type CodeForm = PortalForm<{ code: string }, { code: string }>;

export interface CodeStep {
  /** The flow's stored step, live: a new code changes where and when it went. */
  flow: ReturnType<typeof flowOf>;
  maskedContact: string | undefined;
  form: CodeForm;
  failure: CallError;
}

export function useCodeStep(flowName: Flow): CodeStep {
  const flow = flowOf(useAtomValue(sessionAtom), flowName);
  const form = usePortalForm(verifyCodeFormSchema, { defaultValues: { code: '' } });
  const failure = useCallError(form, ['code']);
  return { flow, maskedContact: flow?.data[MASKED_CONTACT], form, failure };
}

export interface CodeStepFormProps {
  step: CodeStep;
  onVerify: (values: { code: string }) => Promise<void>;
  /** The page's way out beside Verify (start again, use another email), if any. */
  aside?: ReactNode;
}

export function CodeStepForm({ step: { form, failure }, onVerify, aside }: CodeStepFormProps) {
  const { t } = useTranslation('prelogin');
  return (
    <form noValidate onSubmit={form.submit(onVerify)}>
      <FormSummary form={form} />
      <FormError message={failure.message} />
      <CodeField form={form} name="code" />
      <div className={styles.actions}>
        <button type="submit" className="portal-button" disabled={form.submitDisabled || form.formState.isSubmitting}>
          {t('recovery.code.verify')}
        </button>
        {aside}
      </div>
    </form>
  );
}
