// §2 editCard/{cardID}: the shared card form in edit mode, the Manage card section when the card
// supports virtual card controls, and the card's alerts when it offers them (whatever its type). A card
// id that is not one of the user's cards (deleted, mistyped, another person's) is told as not found,
// with the way back to the cards: the list holds only the caller's own cards, and the gateway answers
// 404 for another's (§7).
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { CardForm } from '@portal/ui/card-form';
import { CARD_DELETE_NOTICES } from '@portal/domain/errors';
import { DELETE_NAVIGATE_HOME_DELAY_MS } from '@portal/domain/constants';
import { cardOffers } from '@portal/domain/features';
import { href } from '@portal/client/routes';
import { appDetailsAtom, notify } from '@portal/client/state';
import { navigateTo, PortalLink, useRouteBack, useRouteMeta } from '@portal/ui';
import { AlertsSection } from '../../../card-data/alerts-section';
import { CardScreen } from './card-screen';
import { ManageCard } from './manage-card';

const home = () => navigateTo(href('home'));

export function EditCardPage() {
  const { t } = useTranslation('postlogin');
  const features = useAtomValue(appDetailsAtom)?.features ?? [];
  const { cardID = '' } = useParams();
  useRouteMeta('editCard');
  useRouteBack('editCard');
  return (
    <CardScreen title={t('cards.editTitle')}>
      {({ accountId, cards, addresses }) => {
        const card = cards.find((c) => c.panGuid === cardID);
        if (!card) {
          return (
            <div role="status">
              <p>{t('cards.notFound')}</p>
              <PortalLink to={href('home')} className="portal-button">
                {t('cards.backHome')}
              </PortalLink>
            </div>
          );
        }
        return (
          <CardForm
            // A different card (a link from one edit page to another) starts a form of its own.
            key={card.panGuid}
            mode="edit"
            accountId={accountId}
            card={card}
            cards={cards}
            addresses={addresses}
            secondary="cancel"
            onCancel={home}
            onSaved={() => {
              notify({ messageKey: 'common:cardForm.updated', showOn: href('home') });
              home();
            }}
            onDeleted={() => {
              // §4 Delete card (portal): 'deleted successfully', then home after 500 ms.
              notify({ messageKey: CARD_DELETE_NOTICES.deleted, showOn: href('home') });
              setTimeout(home, DELETE_NAVIGATE_HOME_DELAY_MS);
            }}
          >
            <ManageCard userGuid={accountId} card={card} />
            {/* Alerts for every card that offers them, here as on Accounts (whose cards are the debit ones). */}
            {cardOffers(card, features).includes('alerts') && (
              <AlertsSection userGuid={accountId} panGuid={card.panGuid} headingLevel={2} />
            )}
          </CardForm>
        );
      }}
    </CardScreen>
  );
}
