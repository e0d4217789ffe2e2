// The sign-out route (§2 Logged-in routes), joined into the remote's table by src/routes.tsx.
import type { RouteObject } from 'react-router';
import { SIGN_OUT_PATH } from '@portal/shared/ui';
import { SignOutPage } from './components/sign-out-page';

export const signOutRoutes: RouteObject[] = [{ path: SIGN_OUT_PATH, element: <SignOutPage /> }];
