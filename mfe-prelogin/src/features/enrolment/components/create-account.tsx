// §2 createAccount, the start of §4 Flows Enrolment: what enrolment asks for, and the terms a new
// account accepts (§7 apps/{extAppId}/terms), before the form itself.
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { href } from '@portal/client/routes';
import { Spinner, useRouteBack, useRouteMeta } from '@portal/ui';
import styles from '../../../flow/flow.module.css';
import { TermsLinks } from '../../../flow/terms/terms-links';
import { useEnrolmentTerms } from '../hooks/use-enrolment-terms';

const NEEDS = ['name', 'email', 'credentials', 'terms'] as const;

export function CreateAccount() {
  const { t } = useTranslation('prelogin');
  useRouteMeta('createAccount');
  useRouteBack('createAccount');
  const terms = useEnrolmentTerms();
  return (
    <div className={styles.page}>
      <h1>{t('enrolment.start.title')}</h1>
      <p className={styles.intro}>{t('enrolment.start.intro')}</p>
      <ul>
        {NEEDS.map((need) => (
          <li key={need}>{t(`enrolment.start.needs.${need}`)}</li>
        ))}
      </ul>
      <h2>{t('enrolment.start.termsTitle')}</h2>
      {/* Until they arrive (or if they cannot), the issuer's own documents are linked. */}
      {terms.isPending ? <Spinner /> : <TermsLinks terms={terms.data ?? []} />}
      <div className="portal-actions">
        <Link to={href('createAccountEnroll')} className="portal-button">
          {t('enrolment.start.begin')}
        </Link>
        <Link to={href('login')}>{t('enrolment.start.signIn')}</Link>
      </div>
    </div>
  );
}
