// The legal pages (§2: /pages/terms, /pages/privacy, /pages/electronic_communication): the issuer's
// text for the cardholder's language, and the full document where the issuer publishes one.
import { useTranslation } from 'react-i18next';
import type { IssuerConfig } from '@portal/domain/issuer';
import { href } from '@portal/client/routes';
import { useIssuer } from '@portal/client/state';
import { ExternalLink, KeepNumbersWhole, PortalLink, usePageMeta } from '@portal/ui';
import styles from './legal.module.css';

export const LEGAL_DOCUMENTS = ['terms', 'privacy', 'electronic_communication'] as const;
export type LegalDocument = (typeof LEGAL_DOCUMENTS)[number];

/** Which issuer URL holds the full text of a document, if any. */
const FULL_TEXT: Record<LegalDocument, keyof IssuerConfig['url'] | null> = {
  terms: 'terms',
  privacy: 'privacy',
  electronic_communication: null,
};

export function LegalPage({ document }: { document: LegalDocument }) {
  const { t } = useTranslation('prelogin');
  const issuer = useIssuer();
  const title = t(`legal.${document}.title`);
  usePageMeta(`legal_${document}`, title);
  const paragraphs: unknown = t(`issuer:legal.${document}`, { returnObjects: true, defaultValue: [] });
  const body = Array.isArray(paragraphs) ? paragraphs.filter((p): p is string => typeof p === 'string') : [];
  const fullUrl = FULL_TEXT[document];
  return (
    <article className={styles.legal} data-testid={`legal-${document}`}>
      <h1>{title}</h1>
      {body.length > 0 ? (
        body.map((p) => (
          <p key={p}>
            <KeepNumbersWhole text={p} />
          </p>
        ))
      ) : (
        <p>{t('legal.unavailable')}</p>
      )}
      {fullUrl && (
        <p>
          <ExternalLink href={issuer.url[fullUrl]}>{t('legal.fullDocument')}</ExternalLink>
        </p>
      )}
      <p>
        <PortalLink to={href('preloginHome')}>{t('legal.back')}</PortalLink>
      </p>
    </article>
  );
}
