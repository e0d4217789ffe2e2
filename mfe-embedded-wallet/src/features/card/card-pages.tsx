// §2 Add and edit card screen in the wallet (addCard, addCard/retry, editCard/{cardID}, editCard/{cardID}/retry),
// deleteCard/{cardID} (no form: a confirmation, then the delete), and the development-only cardList.
// The shared card form does the card's work (§4 Card submit, save success and error); these screens
// say where to go: §4 success to /review, a failed save to the retry route replacing history (the
// security code cleared, a retry marker with its time), Cancel to the back URL or the previous route.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useParams } from 'react-router';
import { deleteWalletCard, WALLET_PAYMENT_SERVICE } from '@portal/client/api';
import { CardForm, DeleteCardDialog } from '@portal/ui/card-form';
import { addCardSecondaryButton, walletCardForForm, type PortalCard } from '@portal/domain/card';
import { EMBEDDED_DELETE_NOTICE_DELAY_MS } from '@portal/domain/constants';
import { CARD_DELETE_NOTICES } from '@portal/domain/errors';
import { usePortalMutation, usePortalQuery, useQueryClient } from '@portal/client/query';
import { notify } from '@portal/client/state';
import { Spinner } from '@portal/ui';
import { walletCardBackend } from '../../wallet/wallet-backend';
import { useWallet } from '../../wallet/wallet-context';
import { useWalletCardData, walletCardsQuery } from '../../wallet/wallet-data';
import { NotInWallet } from '../../wallet/not-in-wallet';
import { LoadFailure } from '../../wallet/load-failure';

/** §4 Card save error: "a retry marker with a timestamp", carried by the retry route's history entry. */
interface RetryMarker {
  retryAt: number;
}

function useCancel() {
  const { settings, emit, inFrame } = useWallet();
  const navigate = useNavigate();
  const location = useLocation();
  // §2: "Cancel goes to a configured back URL, or else to the previous route"; with neither, the host is
  // told. In the isolated frame the page goes to its back URL itself, on the cancel event.
  return () => {
    if (settings.backUrl && inFrame) emit({ type: 'cancel' });
    else if (settings.backUrl) window.location.assign(settings.backUrl);
    else if (location.key !== 'default') void navigate(-1);
    else emit({ type: 'cancel' });
  };
}

function Heading({ title }: { title: string }) {
  const location = useLocation();
  const marker = location.state as RetryMarker | null;
  return <h2 data-retry-at={marker?.retryAt}>{title}</h2>;
}

export function AddCardPage() {
  const { t } = useTranslation('wallet');
  const { settings, emit } = useWallet();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const data = useWalletCardData(settings.publicKey);
  const [backend] = useState(() =>
    walletCardBackend({ publicKey: settings.publicKey, queryClient, cardConfig: settings }),
  );
  const cancel = useCancel();
  const cards = data.cards?.map(walletCardForForm).filter((c): c is PortalCard => c !== null);
  return (
    <section>
      <Heading title={t('card.addTitle')} />
      {data.failed ? (
        <LoadFailure message={t('card.loadFailed')} onRetry={data.retry} />
      ) : cards && data.addresses ? (
        <CardForm
          mode="add"
          accountId=""
          backend={backend}
          cards={cards}
          addresses={data.addresses}
          // §2: No thanks when the host flags it; else Cancel, hidden when the shopper has no cards and the
          // host gave nowhere to go back to.
          secondary={addCardSecondaryButton({
            showNoThanks: settings.showNoThanks,
            hasCards: cards.length > 0,
            contextHidesCancel: !settings.backUrl,
          })}
          onCancel={cancel}
          onNoThanks={() => {
            // §2: No thanks raises enrolment-done; the host goes on without a saved card, review stays behind it.
            emit({ type: 'enrolmentDone' });
            void navigate('/review', { replace: true });
          }}
          onSaveFailed={() =>
            void navigate('/addCard/retry', { replace: true, state: { retryAt: Date.now() } satisfies RetryMarker })
          }
          onSaved={() => {
            const saved = backend.lastSaved();
            emit({ type: 'cardSaved', cardId: saved?.cardId ?? '', created: saved?.created ?? true });
            void navigate('/review');
          }}
        />
      ) : (
        <Spinner label={t('card.loading')} />
      )}
    </section>
  );
}

export function EditCardPage() {
  const { t } = useTranslation('wallet');
  const { settings, emit } = useWallet();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { cardID = '' } = useParams();
  const data = useWalletCardData(settings.publicKey);
  const [backend] = useState(() =>
    walletCardBackend({ publicKey: settings.publicKey, queryClient, cardConfig: settings }),
  );
  const cancel = useCancel();
  const cards = data.cards?.map(walletCardForForm).filter((c): c is PortalCard => c !== null);
  const card = cards?.find((c) => c.panGuid === cardID);
  return (
    <section>
      <Heading title={t('card.editTitle')} />
      {data.failed ? (
        <LoadFailure message={t('card.loadFailed')} onRetry={data.retry} />
      ) : cards && data.addresses ? (
        card ? (
          <CardForm
            mode="edit"
            accountId=""
            backend={backend}
            card={card}
            cards={cards}
            addresses={data.addresses}
            secondary="cancel"
            onCancel={cancel}
            onSaveFailed={() =>
              void navigate(`/editCard/${encodeURIComponent(cardID)}/retry`, {
                replace: true,
                state: { retryAt: Date.now() } satisfies RetryMarker,
              })
            }
            onSaved={() => {
              emit({ type: 'cardSaved', cardId: cardID, created: false });
              void navigate('/review');
            }}
            onDeleted={() => {
              emit({ type: 'cardDeleted', cardId: cardID });
              // §4 Delete card (embedded): the notice after 100 ms, auto-dismissing.
              setTimeout(
                () => notify({ messageKey: CARD_DELETE_NOTICES.deleted, showOn: '/review' }),
                EMBEDDED_DELETE_NOTICE_DELAY_MS,
              );
              void navigate('/review', { replace: true });
            }}
          />
        ) : (
          <NotInWallet message={t('card.notFound')} />
        )
      ) : (
        <Spinner label={t('card.loading')} />
      )}
    </section>
  );
}

/** deleteCard/{cardID}: "deletes the card, no form" (§2), after §4's confirmation. */
export function DeleteCardPage() {
  const { t } = useTranslation('wallet');
  const { emit } = useWallet();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { cardID = '' } = useParams();
  const cards = usePortalQuery(walletCardsQuery());
  const card = cards.data?.find((c) => c.id === cardID);
  const back = () => void navigate('/review', { replace: true });
  // §4: "Failure shows an auto-dismissing error notice" (§8 could not delete); review either way.
  const deletion = usePortalMutation({
    meta: { operation: 'cardDelete' },
    mutationFn: () => deleteWalletCard(WALLET_PAYMENT_SERVICE, cardID),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: walletCardsQuery().queryKey });
      emit({ type: 'cardDeleted', cardId: cardID });
      setTimeout(
        () => notify({ messageKey: CARD_DELETE_NOTICES.deleted, showOn: '/review' }),
        EMBEDDED_DELETE_NOTICE_DELAY_MS,
      );
    },
  });
  const busy = deletion.pending;

  const remove = async () => {
    await deletion.run(undefined);
    back();
  };

  if (cards.isError) return <LoadFailure message={t('card.loadFailed')} onRetry={() => void cards.refetch()} />;
  if (!cards.data) return <Spinner label={t('card.loading')} />;
  if (!card) return <NotInWallet message={t('card.notFound')} />;
  return (
    <DeleteCardDialog lastFour={card.lastFourDigits} busy={busy} onConfirm={() => void remove()} onCancel={back} />
  );
}

/** cardList: §2 "a development-only list with Edit and Add buttons". */
export function CardListPage() {
  const { t } = useTranslation('wallet');
  const navigate = useNavigate();
  const cards = usePortalQuery(walletCardsQuery());
  if (cards.isError) return <LoadFailure message={t('card.loadFailed')} onRetry={() => void cards.refetch()} />;
  if (!cards.data) return <Spinner label={t('card.loading')} />;
  return (
    <section>
      <h2>{t('card.listTitle')}</h2>
      <ul>
        {cards.data.map((card) => (
          <li key={card.id}>
            {card.nickName || card.paymentType?.cardBrand} •••• {card.lastFourDigits}{' '}
            <button
              type="button"
              className="portal-button portal-button--secondary"
              onClick={() => void navigate(`/editCard/${encodeURIComponent(card.id)}`)}
            >
              {t('card.edit')}
            </button>
          </li>
        ))}
      </ul>
      <button type="button" className="portal-button" onClick={() => void navigate('/addCard')}>
        {t('card.add')}
      </button>
    </section>
  );
}
