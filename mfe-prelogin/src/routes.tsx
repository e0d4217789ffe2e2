// mfe-prelogin's route table (ARCHITECTURE §2b). Sign-in, recovery, enrolment, terms and migration
// screens arrive with their own issues; until then their paths show the portal's 404.
import type { RouteObject } from 'react-router';
import { NotFoundPage } from '@portal/shared/ui';
import { PreloginHome } from './features/home/components/prelogin-home';
import { LEGAL_DOCUMENTS, LegalPage } from './features/legal/components/legal-page';

export const routes: RouteObject[] = [
  { path: '/', element: <PreloginHome /> },
  ...LEGAL_DOCUMENTS.map((document) => ({ path: `/pages/${document}`, element: <LegalPage document={document} /> })),
  { path: '*', element: <NotFoundPage /> },
];
