import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** A link that opens in a new window (§2: footer and pre-login links), and says so to every reader. */
export function ExternalLink({ href, children, className }: { href: string; children: ReactNode; className?: string }) {
  const { t } = useTranslation('common');
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className={className}>
      {children}
      <span className="visually-hidden"> {t('newWindow')}</span>
    </a>
  );
}
