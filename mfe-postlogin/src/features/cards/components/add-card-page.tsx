// §2 addCard: the shared card form in add mode. §4 Flows: "Card add … success notify the user and go
// home"; Cancel goes home (§2: it is hidden only in a context that hides it, which the portal's is not).
import { useTranslation } from 'react-i18next';
import { CardForm } from '@portal/ui/card-form';
import { addCardSecondaryButton } from '@portal/domain/card';
import { href } from '@portal/client/routes';
import { notify } from '@portal/client/state';
import { navigateTo, useRouteBack, useRouteMeta } from '@portal/ui';
import { CardScreen } from './card-screen';

const home = () => navigateTo(href('home'));

export function AddCardPage() {
  const { t } = useTranslation('postlogin');
  useRouteMeta('addCard');
  useRouteBack('addCard');
  return (
    <CardScreen title={t('cards.addTitle')}>
      {({ accountId, cards, addresses }) => (
        <CardForm
          mode="add"
          accountId={accountId}
          cards={cards}
          addresses={addresses}
          secondary={addCardSecondaryButton({
            showNoThanks: false,
            hasCards: cards.length > 0,
            contextHidesCancel: false,
          })}
          onCancel={home}
          onSaved={() => {
            notify({ messageKey: 'common:cardForm.added', showOn: href('home') });
            home();
          }}
        />
      )}
    </CardScreen>
  );
}
