// Where a person goes once a card is active, or is already active: signing in, or creating the account
// the card will appear in (§2 Header state 2 offers the same two in the activation flow).
import { useTranslation } from 'react-i18next';
import type { IssuerFlags } from '@portal/domain/issuer';
import { href } from '@portal/client/routes';
import { useIssuer } from '@portal/client/state';
import { PortalLink } from '@portal/ui';
import styles from './activation.module.css';

/**
 * §6: SSO apps forbid login and create-account, an activation-only app sends them back to activation,
 * and app login disabled forbids them: no link leads there (as the shell's header shows no buttons).
 */
export const offersAccount = (flags: IssuerFlags): boolean =>
  !flags.ssoApp && !flags.activationOnlyApp && !flags.appLoginDisabled;

export function AccountLinks({ another = false }: { another?: boolean }) {
  const { t } = useTranslation('activation');
  const { flags } = useIssuer();
  const account = offersAccount(flags);
  if (!account && !another) return null;
  return (
    <ul className={styles.next}>
      {account && (
        <>
          <li>
            <PortalLink to={href('login')}>{t('done.signIn')}</PortalLink>
          </li>
          <li>
            <PortalLink to={href('createAccount')}>{t('done.createAccount')}</PortalLink>
          </li>
        </>
      )}
      {another && (
        <li>
          <PortalLink to={href('activation')}>{t('done.another')}</PortalLink>
        </li>
      )}
    </ul>
  );
}
