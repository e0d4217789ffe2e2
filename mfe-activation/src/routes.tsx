// mfe-activation's route table (ARCHITECTURE §2b). Its screens (card activation, security questions and set PIN) arrive with their own
// issues; until then every path it owns shows the portal's 404.
import type { RouteObject } from 'react-router';
import { NotFoundPage } from '@portal/shared/ui';

export const routes: RouteObject[] = [{ path: '*', element: <NotFoundPage /> }];
