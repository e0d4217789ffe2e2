// The migration screen of the route registry's migration rows (§2 Migration routes), joined into the
// remote's table by src/routes.tsx. One screen for every migration/* URL (migration-steps.ts): moving
// between its steps never remounts the flow, since every row renders the same component.
import { routesOf } from '@portal/shared/mount';
import { MigrationFlow } from './components/migration-flow';

export const migrationScreens = {
  migrationEstablishAccount: <MigrationFlow />,
  migrationVerifyAccount: <MigrationFlow />,
  migrationSimVerifyAccount: <MigrationFlow />,
  migrationResetPassword: <MigrationFlow />,
  migrationAcceptTac: <MigrationFlow />,
};
export const migrationRoutes = routesOf(migrationScreens);
