// The PIN's rules (SPEC-DECISIONS PIN), ticked as the person types: the input's description, read on
// focus, and not a live region (one announcement per key press is noise), as a new password's
// checklist is. The rules are the shared table's (PIN_RULES), each judged by its own test.
import { useTranslation } from 'react-i18next';
import { PIN_RULES } from '@portal/domain/identity';
import styles from './activation.module.css';

/** Every PIN rule but "required" (the empty field's error says it), in the table's order. */
const PIN_CHECKLIST = PIN_RULES.filter((rule) => rule.key !== 'identity:pin.required');
const FORMAT = 'identity:pin.format';

export function PinChecklist({ id, pin }: { id: string; pin: string }) {
  const { t } = useTranslation('activation');
  const broken = new Set(PIN_CHECKLIST.filter((rule) => rule.fails(pin, undefined)).map((rule) => rule.key));
  // "Not all the same" and "not in order" are told only of a whole PIN: of two digits, neither is known yet.
  const whole = pin !== '' && !broken.has(FORMAT);
  return (
    <div id={id}>
      <p className={styles.rulesIntro}>{t('pin.rules')}</p>
      <ul className={styles.checklist}>
        {PIN_CHECKLIST.map(({ key }) => {
          const met = (key === FORMAT ? pin !== '' : whole) && !broken.has(key);
          return (
            <li key={key} className={met ? styles.met : styles.unmet}>
              <span aria-hidden="true">{met ? '✓' : '○'}</span>
              <span>
                {t(key)} <span className="visually-hidden">{t(met ? 'pin.met' : 'pin.notMet')}</span>
              </span>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
