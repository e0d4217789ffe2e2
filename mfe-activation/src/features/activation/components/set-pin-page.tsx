// §2 activation/set-pin: the card is active; its PIN is chosen, entered twice, judged by the PIN rules as
// it is typed (SPEC-DECISIONS PIN), and sent once (§7 card/pin), which ends the activation. A refresh
// keeps this page while the stored session holds the activation token (the registry's keepIf
// 'activationToken'); the card's opaque id is in the URL (activation-flow.ts CARD_PARAM).
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation } from 'react-router';
import { setCardPin } from '@portal/client/api';
import { FormError, FormSummary, usePortalForm } from '@portal/ui/forms';
import { usePortalMutation } from '@portal/client/query';
import { href } from '@portal/client/routes';
import { setPinFormSchema } from '@portal/domain/schemas';
import { useIssuer } from '@portal/client/state';
import { navigateTo, useRouteMeta } from '@portal/ui';
import {
  activationFlowAtom,
  CARD_PARAM,
  endActivation,
  restartIfRefused,
  storedActivationToken,
} from '../hooks/activation-flow';
import { useActivationKeepAlive } from '../hooks/use-activation-keep-alive';
import styles from './activation.module.css';
import { PinChecklist } from './pin-checklist';
import { PinField } from './pin-field';

export function SetPinPage() {
  // useLocation, not useSearchParams: the shell's tree-shaken react-router lacks the latter (decision 026).
  const params = new URLSearchParams(useLocation().search);
  const flow = useAtomValue(activationFlowAtom);
  // The token as the page was reached: saving the PIN ends the activation on its way to the next page.
  const [token] = useState(storedActivationToken);
  const cardId = params.get(CARD_PARAM) ?? flow?.cardId ?? null;
  if (!token || !cardId) return <Navigate to={href('activation')} replace />;
  return <SetPin cardId={cardId} token={token} expiresAt={flow?.cardId === cardId ? flow.expiresAt : null} />;
}

function saved(): void {
  // In place: the activation has ended (§7 card/pin ends it), so back must not offer its PIN form again.
  navigateTo(href('activationSetPinSuccess'), { replace: true });
  endActivation();
}

function SetPin({ cardId, token, expiresAt }: { cardId: string; token: string; expiresAt: number | null }) {
  const { t } = useTranslation('activation');
  const { extAppId } = useIssuer();
  useRouteMeta('activationSetPin');
  useActivationKeepAlive({ cardId, token, expiresAt });
  const form = usePortalForm(setPinFormSchema, { defaultValues: { pin: '', confirmPin: '' } });
  const save = usePortalMutation({
    mutationFn: (pin: string) => setCardPin(extAppId, { cardId, activationToken: token, pin }),
    onSuccess: saved,
    onError: (error) => {
      // A PIN refused is chosen again from the start; a refused token ends the activation.
      form.reset({ pin: '', confirmPin: '' });
      restartIfRefused(error);
    },
    meta: { operation: 'activation' },
  });
  const pin = form.watch('pin');
  return (
    <div className={styles.page}>
      <h1>{t('setPin.title')}</h1>
      <p className={styles.intro}>{t('pin.intro')}</p>
      <form noValidate onSubmit={form.submit((values) => save.run(values.pin))}>
        <FormSummary form={form} />
        <FormError message={save.failure} />
        <PinField form={form} name="pin" label="activation:pin.label">
          {(id) => <PinChecklist id={id} pin={pin} />}
        </PinField>
        <PinField form={form} name="confirmPin" label="activation:pin.confirmLabel" />
        <div className="portal-actions">
          <button type="submit" className="portal-button" disabled={form.submitDisabled || save.pending}>
            {t('pin.submit')}
          </button>
        </div>
      </form>
    </div>
  );
}
