// mfe-postlogin's route table (ARCHITECTURE §2b): each feature lists its own routes; anything else is
// the portal's 404. Add and edit card, settings, accounts, features and the SSO link arrive with their
// own issues.
import type { RouteObject } from 'react-router';
import { NotFoundPage } from '@portal/shared/ui';
import { homeRoutes } from './features/home/routes';
import { signOutRoutes } from './features/sign-out/routes';

export const routes: RouteObject[] = [...homeRoutes, ...signOutRoutes, { path: '*', element: <NotFoundPage /> }];
