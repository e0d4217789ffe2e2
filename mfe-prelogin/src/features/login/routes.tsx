// The login screens' routes (§2), joined into the remote's table by src/routes.tsx.
import type { RouteObject } from 'react-router';

export const loginRoutes: RouteObject[] = [];
