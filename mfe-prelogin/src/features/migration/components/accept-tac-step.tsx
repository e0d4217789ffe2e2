// §2 migration/acceptTac: the terms the sign-in with the new password found pending (its newTac, the
// ACCEPT_TNC probe), accepted through the terms form (§4 Flows Terms). Accepting gives full access:
// home, with the migration's success message.
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { acceptTerms, getUserTerms, type TermsItem, type TokenResponse } from '@portal/shared/api';
import { resolveError } from '@portal/shared/domain/errors';
import { href } from '@portal/shared/routes';
import { nextLoginRoute } from '@portal/shared/state';
import { navigateTo, presentError, Spinner, usePageMeta } from '@portal/shared/ui';
import styles from '../../recovery/components/flow.module.css';
import { applyAnswer, endPartialSession } from '../../recovery/hooks/flow-session';

import { TermsForm } from '../../terms/components/terms-form';
import { completeMigration } from '../migration-steps';
import { useLeaveMigration } from './use-leave-migration';

export interface AcceptTacStepProps {
  userGuid: string;
  probesRef: string;
  closeFlow: () => void;
}

/** The pending terms (§7 users/{userGuid}/getTerms); null while they load. Unloadable: none, the issuer's documents linked. */
function useUserTerms(userGuid: string): readonly TermsItem[] | null {
  const [terms, setTerms] = useState<readonly TermsItem[] | null>(null);
  useEffect(() => {
    let live = true;
    getUserTerms(userGuid).then(
      (items) => {
        if (live) setTerms(items);
      },
      (error: unknown) => {
        if (!live) return;
        presentError(resolveError('general', error), { signedIn: true });
        setTerms([]);
      },
    );
    return () => {
      live = false;
    };
  }, [userGuid]);
  return terms;
}

export function AcceptTacStep({ userGuid, probesRef, closeFlow }: AcceptTacStepProps) {
  const { t } = useTranslation('prelogin');
  const navigate = useNavigate();
  usePageMeta('migration_accept_tac', t('migration.terms.title'));
  const exit = useLeaveMigration(closeFlow);
  const terms = useUserTerms(userGuid);
  const answer = useRef<TokenResponse | null>(null);

  const accepted = () => {
    if (!answer.current) return;
    const scope = applyAnswer(answer.current, 'migration');
    closeFlow();
    if (scope[0] === 'home') completeMigration(userGuid);
    else navigateTo(nextLoginRoute() ?? href('login'));
  };

  // §4 Terms: Cancel runs a cancel callback; here it ends the sign-in (the account stays migrated,
  // and its terms are asked for at the next sign-in).
  const cancel = () => {
    closeFlow();
    endPartialSession();
    void navigate(href('login'), { replace: true });
  };

  return (
    <div className={styles.page}>
      <h1>{t('migration.terms.title')}</h1>
      <p className={styles.intro}>{t('migration.terms.intro')}</p>
      {terms === null ? (
        <Spinner />
      ) : (
        <TermsForm
          terms={terms}
          accept={async () => {
            answer.current = await acceptTerms({ probes_ref: probesRef });
          }}
          onAccepted={accepted}
          onCancel={cancel}
          signedIn
        />
      )}
      {exit}
    </div>
  );
}
