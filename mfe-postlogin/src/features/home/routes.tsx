// The home screen's route (§2 Logged-in routes), joined into the remote's table by src/routes.tsx.
import type { RouteObject } from 'react-router';
import { Home } from './components/home';

export const HOME_PATH = '/home';

export const homeRoutes: RouteObject[] = [{ path: HOME_PATH, element: <Home /> }];
