// §2 Other routes "/idv, /2fa, /tnc: sign-in exception paths". They are entry points, for an issuer's
// link, a bookmark or a reopened tab, that resume the named probe (VERIFY_USERNAME, SOLVE_CHALLENGE,
// ACCEPT_TNC) of the partial session this browser holds. They carry no token or ref of their own: the
// stored session is the only authority, and its queue decides the page (§4), so a later probe never
// comes before an earlier one. Without a session they go to login; with full access, home.
import { useAtomValue } from 'jotai';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { sessionAtom } from '@portal/client/state';
import { navigateTo, Spinner, useRouteMeta } from '@portal/ui';
import { resumeTarget, type ExceptionRoute } from '../sign-in-rules';
import styles from '../../../flow/flow.module.css';

export function ResumePage({ route }: { route: ExceptionRoute }) {
  const { t } = useTranslation('prelogin');
  useRouteMeta(route);
  const session = useAtomValue(sessionAtom);
  const [target] = useState(() => resumeTarget(session));
  useEffect(() => navigateTo(target, { replace: true }), [target]);
  return (
    <section className={styles.page} aria-labelledby="resume-title" aria-busy="true">
      <h1 id="resume-title">{t('exceptions.title')}</h1>
      <Spinner />
    </section>
  );
}
