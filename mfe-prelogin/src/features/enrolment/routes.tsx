// The enrolment screens at their registry paths, on their own: the table a test of the feature renders
// (the remote's table, src/routes.tsx, loads them on demand from ./screens).
import { routesOf } from '@portal/ui/mount';
import { screens } from './screens';

export const enrolmentRoutes = routesOf(screens);
