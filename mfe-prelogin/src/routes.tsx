// mfe-prelogin's route table (ARCHITECTURE §2b): each feature lists its own routes; anything else is
// the portal's 404.
import type { RouteObject } from 'react-router';
import { NotFoundPage } from '@portal/shared/ui';
import { enrolmentRoutes } from './features/enrolment/routes';
import { PreloginHome } from './features/home/components/prelogin-home';
import { LEGAL_DOCUMENTS, LegalPage } from './features/legal/components/legal-page';
import { loginRoutes } from './features/login/routes';
import { migrationRoutes } from './features/migration/routes';
import { recoveryRoutes } from './features/recovery/routes';

export const routes: RouteObject[] = [
  { path: '/', element: <PreloginHome /> },
  ...LEGAL_DOCUMENTS.map((document) => ({ path: `/pages/${document}`, element: <LegalPage document={document} /> })),
  ...loginRoutes,
  ...recoveryRoutes,
  ...enrolmentRoutes,
  ...migrationRoutes,
  { path: '*', element: <NotFoundPage /> },
];
