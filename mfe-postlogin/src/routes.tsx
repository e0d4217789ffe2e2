// mfe-postlogin's route table (ARCHITECTURE §2b). Its screens (home (cards), add and edit card, settings, accounts, features, the SSO link and sign-out) arrive with their own
// issues; until then every path it owns shows the portal's 404.
import type { RouteObject } from 'react-router';
import { NotFoundPage } from '@portal/shared/ui';

export const routes: RouteObject[] = [{ path: '*', element: <NotFoundPage /> }];
