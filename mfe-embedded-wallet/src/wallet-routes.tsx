// The wallet's routes (§2 Payment-instrument routes (embedded); ARCHITECTURE §2b), in a memory router:
// the page's own address belongs to the merchant. A route with and without /retry is one route, so a
// failed save's move to the retry route (§4 Card save error) keeps the form and what was typed.
import { useEffect, useRef, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, Outlet, useLocation, useNavigate, type RouteObject } from 'react-router';
import { ErrorPopup, NotificationRegion } from '@portal/ui';
import { AddAddressPage, SuggestedAddressPage, UpdateAddressPage } from './features/address/address-pages';
import { AddCardPage, CardListPage, DeleteCardPage, EditCardPage } from './features/card/card-pages';
import { ReviewPage } from './features/review/review-page';
import { useWallet } from './wallet/wallet-context';
import styles from './wallet-routes.module.css';

/** The shopper session ended (decision 033): the screens are gone; the page is the merchant's to reload. */
function SessionEnded() {
  const { t } = useTranslation('wallet');
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <section>
      <h2 ref={heading} tabIndex={-1}>
        {t('session.endedTitle')}
      </h2>
      <p role="alert">{t('session.ended')}</p>
    </section>
  );
}

function WalletLayout() {
  const location = useLocation();
  const { session } = useWallet();
  const ended = useSyncExternalStore(session.subscribe, session.ended);
  if (ended) return <SessionEnded />;
  return (
    <div className={styles.layout}>
      <NotificationRegion pathname={location.pathname} />
      <Outlet />
      <ErrorPopup embedded />
    </div>
  );
}

function WalletNotFound() {
  const { t } = useTranslation('wallet');
  const navigate = useNavigate();
  return (
    <section>
      <h2>{t('notFound.title')}</h2>
      <button type="button" className="portal-button" onClick={() => void navigate('/review')}>
        {t('notFound.back')}
      </button>
    </section>
  );
}

/** §2 cardList: "a development-only list"; a production build sends it to review. */
const DEVELOPMENT = process.env.NODE_ENV !== 'production';

export const walletRoutes: RouteObject[] = [
  {
    element: <WalletLayout />,
    children: [
      { path: 'review', element: <ReviewPage /> },
      { path: 'addCard/retry?', element: <AddCardPage /> },
      { path: 'editCard/:cardID/retry?', element: <EditCardPage /> },
      { path: 'deleteCard/:cardID', element: <DeleteCardPage /> },
      { path: 'addressaddnew', element: <AddAddressPage /> },
      { path: 'addressupdatedelete/:addressId', element: <UpdateAddressPage /> },
      { path: 'suggestedaddress', element: <SuggestedAddressPage /> },
      { path: 'cardList', element: DEVELOPMENT ? <CardListPage /> : <Navigate to="/review" replace /> },
      { index: true, element: <Navigate to="/review" replace /> },
      { path: '*', element: <WalletNotFound /> },
    ],
  },
];
