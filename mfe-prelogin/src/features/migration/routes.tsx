// The migration screens' routes (§2 Migration routes), joined into the remote's table by src/routes.tsx.
// One screen for every migration/* URL: the steps are children without elements of their own, so
// moving between them never remounts the flow (migration-steps.ts).
import type { RouteObject } from 'react-router';
import { MigrationFlow } from './components/migration-flow';
import { MIGRATION_BASE, MIGRATION_STEPS } from './migration-steps';

export const migrationRoutes: RouteObject[] = [{ path: MIGRATION_BASE, element: <MigrationFlow />, children: MIGRATION_STEPS.map((step) => ({ path: step })) }];
