// §2 route agreement (screen Agreement): the issuer's cardholder agreement text
// (otherInfo.issuer_agreement_text, through the issuer's locale texts), with the full software
// agreement of its configuration. A public page outside the flows, open to everyone, for the links
// an issuer puts in its emails and site; the terms pages link their own documents (§3 Terms).
import { useTranslation } from 'react-i18next';
import { href } from '@portal/client/routes';
import { useIssuer } from '@portal/client/state';
import { ExternalLink, PortalLink, useRouteMeta } from '@portal/ui';
import styles from '../../../flow/flow.module.css';

export function AgreementPage() {
  const { t } = useTranslation('prelogin');
  const issuer = useIssuer();
  useRouteMeta('agreement');
  return (
    <article className={styles.page} aria-labelledby="agreement-title">
      <h1 id="agreement-title">{t('agreement.title')}</h1>
      <p>{t('issuer:agreement', { defaultValue: issuer.otherInfo.issuer_agreement_text })}</p>
      <p>
        <ExternalLink href={issuer.url.softAgreement}>{t('agreement.fullText')}</ExternalLink>
      </p>
      <p>
        <PortalLink to={href('preloginHome')}>{t('agreement.back')}</PortalLink>
      </p>
    </article>
  );
}
