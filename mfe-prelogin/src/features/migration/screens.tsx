// The migration feature's lazy chunk (src/routes.tsx loads it when one of its routes is wanted): the
// screen of the route registry's migration rows (§2 Migration routes), and the feature's messages.
// One screen for every migration/* URL (migration-steps.ts): moving between its steps never remounts
// the flow, since every row renders the same component.
import type { LocaleBundles } from '@portal/client/i18n';
import { MigrationFlow } from './components/migration-flow';
import en from './i18n/en.json';
import es from './i18n/es.json';

export const screens = {
  migrationEstablishAccount: <MigrationFlow />,
  migrationVerifyAccount: <MigrationFlow />,
  migrationSimVerifyAccount: <MigrationFlow />,
  migrationResetPassword: <MigrationFlow />,
  migrationAcceptTac: <MigrationFlow />,
};

/** The feature's messages in the prelogin namespace: they travel with its screens. */
export const messages: LocaleBundles = { en, es };
