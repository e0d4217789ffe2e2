// §6 the SSO card flow: after sso/launch, the shared card form in its SSO variant: the card
// the partner provisioned, its number shown read-only, sent to §7's SSO path with the flat payload, and
// primary (§4 Card defaults). Cancel logs out (§6 "cancel logs out"), back to the partner (the
// sign-out page, then the SSO logout of the pre-login page). A member whose provisioned card is added
// already, or who has none, goes home: nothing to add.
import { useAtomValue } from 'jotai';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { CardForm } from '@portal/ui/card-form';
import { webApiKey } from '@portal/domain/issuer';
import { href } from '@portal/client/routes';
import { notify, sessionAtom, useIssuer } from '@portal/client/state';
import { navigateTo, Spinner, useRouteMeta } from '@portal/ui';
import { useSsoCardData } from '../use-sso-card-data';

export function SsoAddCardPage() {
  const { t } = useTranslation('sso');
  useRouteMeta('ssoAddCard');
  const issuer = useIssuer();
  const apiKey = webApiKey(issuer);
  // §7: the cards and addresses are the account's whose id is the session's user guid.
  const accountId = useAtomValue(sessionAtom).userId ?? '';
  const data = useSsoCardData(accountId, apiKey);
  const nothingToAdd = data.provisioned.kind === 'none';

  useEffect(() => {
    if (nothingToAdd) navigateTo(href('home'), { replace: true });
  }, [nothingToAdd]);

  const card = data.provisioned.kind === 'card' ? data.provisioned.card : null;
  return (
    <div className="portal-page">
      <h1>{t('addCard.title')}</h1>
      <p>{t('addCard.intro', { bank: issuer.appName })}</p>
      {data.failed ? (
        <div className="portal-load-failure" role="alert">
          <p>{t('addCard.loadFailed')}</p>
          <button type="button" className="portal-button portal-button--secondary" onClick={data.retry}>
            {t('addCard.retry')}
          </button>
        </div>
      ) : card && apiKey && data.cards && data.addresses ? (
        <CardForm
          mode="add"
          accountId={accountId}
          cards={data.cards}
          addresses={data.addresses}
          sso={{ card, apiKey }}
          secondary="cancel"
          onCancel={() => navigateTo(href('signOut'))}
          onSaved={() => {
            notify({ messageKey: 'common:cardForm.added', showOn: href('home') });
            navigateTo(href('home'));
          }}
        />
      ) : (
        <Spinner label={t('addCard.loading')} />
      )}
    </div>
  );
}
