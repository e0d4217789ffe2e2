// The migration screen (§2 Migration routes; §4 Flows, Migration): one component for every
// migration/* URL, showing the step the stored flow is at (migration-steps.ts says why). A migrated
// app only (§1 issuer flags): elsewhere these URLs are the 404 page.
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation } from 'react-router';
import { sessionAtom, useIssuer } from '@portal/client/state';
import { NotFoundPage, Spinner } from '@portal/ui';
import styles from '../../../flow/flow.module.css';
import { isMigrationPath, migrationPath, migrationStateOf } from '../migration-steps';
import { AcceptTacStep } from './accept-tac-step';
import { EstablishAccountStep } from './establish-account-step';
import { ResetPasswordStep } from './reset-password-step';
import { VerifyAccountStep } from './verify-account-step';

export function MigrationFlow() {
  const { flags } = useIssuer();
  return flags.migratedApp ? <MigrationSteps /> : <NotFoundPage />;
}

function MigrationSteps() {
  const { t } = useTranslation('prelogin');
  const session = useAtomValue(sessionAtom);
  const { pathname } = useLocation();
  // Set once the flow is over here (the account migrated and signed in, or the person left): the
  // flow has left the session by then, and the screen must not fall back to its start meanwhile.
  const [closed, setClosed] = useState(false);
  if (closed) {
    return (
      <div className={styles.page}>
        <Spinner label={t('migration.finishing')} />
      </div>
    );
  }
  const state = migrationStateOf(session);
  const path = migrationPath(state.step);
  // The page is already on its way out of the migration (the flow ended by a refused token, whose
  // session went as the URL changed; decision 025): the router follows shortly, so no step fights it.
  if (!isMigrationPath(window.location.pathname)) return <Spinner />;
  // A URL that is not the flow's step (a typed URL, a refresh without the flow): the step's URL instead.
  if (pathname.toLowerCase() !== path.toLowerCase()) return <Navigate to={path} replace />;
  const closeFlow = () => setClosed(true);
  switch (state.step) {
    case 'establishAccount':
      return <EstablishAccountStep />;
    case 'verifyAccount':
    case 'simVerifyAccount':
      return (
        <VerifyAccountStep
          emailOnly={state.step === 'simVerifyAccount'}
          userGuid={state.userGuid}
          userName={state.userName}
          closeFlow={closeFlow}
        />
      );
    case 'resetPassword':
      return <ResetPasswordStep userGuid={state.userGuid} userName={state.userName} closeFlow={closeFlow} />;
    case 'acceptTac':
      return <AcceptTacStep userGuid={state.userGuid} probesRef={state.probesRef} closeFlow={closeFlow} />;
  }
}
