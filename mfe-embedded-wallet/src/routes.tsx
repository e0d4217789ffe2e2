// mfe-embedded-wallet's `./app`, for the portal's route map (ARCHITECTURE §2b): the wallet is not a page of the
// portal, so every path shows the portal's 404. Its screens reach a merchant's checkout through `./embed`
// (wallet-routes.tsx).
import type { RouteObject } from 'react-router';
import { NotFoundPage } from '@portal/ui';

export const routes: RouteObject[] = [{ path: '*', element: <NotFoundPage /> }];
