// §2 Terms pages "links to terms, privacy and license": one link per §3 Terms item (EC terms, PR
// privacy, SL software licence), each opening in a new window so the flow stays where it is. A kind
// the gateway sent no item for links to the issuer's own document, so the three are always there.
import { useTranslation } from 'react-i18next';
import type { TermsItem } from '@portal/client/api';
import type { IssuerConfig } from '@portal/domain/issuer';
import { useIssuer } from '@portal/client/state';
import { ExternalLink } from '@portal/ui';
import styles from './terms.module.css';

type TermsType = TermsItem['type'];
const TYPES: readonly TermsType[] = ['EC', 'PR', 'SL'];

/** The issuer's document for a kind of terms (§3 Application details url). */
const ISSUER_DOCUMENT: Record<TermsType, keyof IssuerConfig['url']> = {
  EC: 'terms',
  PR: 'privacy',
  SL: 'softAgreement',
};

interface TermsLink {
  key: string;
  type: TermsType;
  url: string;
  /** Set when two items share a type (an app's and a card product's terms), to tell them apart. */
  feature?: TermsItem['featureCode'];
}

/** The links to show, in EC, PR, SL order. */
export function termsLinks(terms: readonly TermsItem[], issuerUrls: IssuerConfig['url']): TermsLink[] {
  return TYPES.flatMap((type) => {
    const items = terms.filter((item) => item.type === type);
    if (items.length === 0) return [{ key: type, type, url: issuerUrls[ISSUER_DOCUMENT[type]] }];
    return items.map((item) => ({
      key: item.guid,
      type,
      url: item.url,
      ...(items.length > 1 ? { feature: item.featureCode } : {}),
    }));
  });
}

export function TermsLinks({ terms, id }: { terms: readonly TermsItem[]; id?: string }) {
  const { t } = useTranslation('prelogin');
  const issuer = useIssuer();
  return (
    <ul id={id} className={styles.links}>
      {termsLinks(terms, issuer.url).map((link) => (
        <li key={link.key}>
          <ExternalLink href={link.url}>
            {link.feature
              ? t('terms.linkForFeature', {
                  document: t(`terms.link.${link.type}`),
                  feature: t(`terms.feature.${link.feature}`),
                })
              : t(`terms.link.${link.type}`)}
          </ExternalLink>
        </li>
      ))}
    </ul>
  );
}
