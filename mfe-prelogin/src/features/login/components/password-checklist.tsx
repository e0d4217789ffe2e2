// The live password checklist of §2 ForcePassword: the §5 rules, each marked met or not met as the
// person types (passwordIssues gives the failing ones), so nobody learns the rules by failing a submit.
import { useTranslation } from 'react-i18next';
import { PASSWORD_RULES, passwordIssues } from '@portal/shared/domain';
import styles from './login.module.css';

/**
 * The rules a person works towards: not "required" (the empty field's error says it), "too long" (the
 * input's maxLength holds it) or "syntax" (only untypeable characters break it); the field's error
 * still reports those on submit.
 */
const NOT_LISTED = new Set<string>(['identity:password.required', 'identity:password.tooLong', 'identity:password.syntax']);
const CHECKLIST = PASSWORD_RULES.filter((rule) => !NOT_LISTED.has(rule.key));

export function PasswordChecklist({ id, password, username }: { id: string; password: string; username: string }) {
  const { t } = useTranslation('prelogin');
  const failing = new Set<string>(passwordIssues(password, username));
  // Not a live region: one announcement per key press is noise. It is the input's description, read on focus.
  return (
    <div id={id} className={styles.checklist}>
      <p className={styles.checklistTitle}>{t('forceReset.rulesTitle')}</p>
      <ul>
        {CHECKLIST.map((rule) => {
          const met = password !== '' && !failing.has(rule.key);
          return (
            <li key={rule.key} data-met={met}>
              <span className="visually-hidden">{met ? t('forceReset.ruleMet') : t('forceReset.ruleNotMet')} </span>
              <span aria-hidden="true" className={styles.mark}>
                {met ? '✓' : '•'}
              </span>{' '}
              {t(rule.key)}
            </li>
          );
        })}
      </ul>
    </div>
  );
}
