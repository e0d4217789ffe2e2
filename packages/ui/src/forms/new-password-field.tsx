// A new password (§2 ResetPassword, CreateAccount, ForcePassword, userSettings; §5 Identity, password): the password
// field with its show-password toggle (PasswordField), and the live checklist of the domain's
// rules, ticked as the person types. The checklist is the input's description, read on focus; it is
// not a live region, since one announcement per key press is noise.
import { useTranslation } from 'react-i18next';
import {
  PASSWORD_MAX_LENGTH,
  PASSWORD_MESSAGE_KEYS,
  passwordIssues,
  type PasswordMessageKey,
} from '@portal/domain/identity';
import type { MessageKey } from '@portal/domain/text';
import type { FieldProps } from './field';
import styles from './password-field.module.css';
import { PasswordField } from './password-field';
import type { PortalForm } from './use-portal-form';

/**
 * The rules the checklist shows: every §5 rule but "required" (the empty field's error says it),
 * "too long" (the input's maxLength enforces it) and "syntax" (only untypeable characters break it);
 * the field's error still reports those three on submit.
 */
const PASSWORD_CHECKLIST: readonly PasswordMessageKey[] = PASSWORD_MESSAGE_KEYS.filter(
  (key) =>
    key !== 'identity:password.required' && key !== 'identity:password.tooLong' && key !== 'identity:password.syntax',
);

function PasswordChecklist({ id, password, username }: { id: string; password: string; username: string }) {
  const { t } = useTranslation('forms');
  const issues = new Set(passwordIssues(password, username));
  return (
    <div id={id}>
      <p className={styles.hint}>{t('forms:password.rules')}</p>
      <ul className={styles.checklist}>
        {PASSWORD_CHECKLIST.map((rule) => {
          const met = password !== '' && !issues.has(rule);
          return (
            <li key={rule} className={met ? styles.met : styles.unmet}>
              <span aria-hidden="true">{met ? '✓' : '○'}</span>
              <span>
                {t(rule)}{' '}
                <span className="visually-hidden">{t(met ? 'forms:password.met' : 'forms:password.notMet')}</span>
              </span>
            </li>
          );
        })}
      </ul>
    </div>
  );
}

export interface NewPasswordFieldProps<
  TInput extends Record<string, unknown>,
  TOutput extends Record<string, unknown>,
> {
  form: PortalForm<TInput, TOutput>;
  name: FieldProps<TInput, TOutput>['name'];
  /** The username the password must not contain (§5). */
  username: string;
  label: MessageKey;
}

export function NewPasswordField<TInput extends Record<string, unknown>, TOutput extends Record<string, unknown>>({
  form,
  name,
  username,
  label,
}: NewPasswordFieldProps<TInput, TOutput>) {
  const value: unknown = form.watch(name);
  return (
    <PasswordField form={form} name={name} label={label} autoComplete="new-password" maxLength={PASSWORD_MAX_LENGTH}>
      {(id) => <PasswordChecklist id={id} password={typeof value === 'string' ? value : ''} username={username} />}
    </PasswordField>
  );
}
