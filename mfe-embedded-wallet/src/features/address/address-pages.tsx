// §2 Address routes in the wallet: addressaddnew, addressupdatedelete/{addressId} and
// suggestedaddress?context=, on §4 Address flow: a save goes through verification (US and CA); a
// suggestion goes to the suggested-address screen, where the shopper picks the recommended or the
// entered address and the chosen one is saved (changed fields marked); a 422 opens the address-not-found
// modal (Add saves as entered, CONSUMER_OVERRIDE, validation off; Edit closes it and returns to line 1).
// Success goes back where the screen was opened from (review by default) with a notice; the update
// screen's Delete asks first. §8 Addresses gives each failure its message.
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useParams } from 'react-router';
import { addWalletAddress, deleteWalletAddress, updateWalletAddress, walletAddressService } from '@portal/client/api';
import { AddressNotFoundDialog, SuggestionDialog, useAddressSave } from '@portal/ui/card-form';
import {
  addAfterAddressNotFound,
  addressContextOf,
  changedAddressFields,
  chooseAddress,
  suggestedAddresses,
  type Address,
  type SuggestedAddress,
} from '@portal/domain/address';
import type { MessageKey } from '@portal/domain/text';
import { usePortalMutation, usePortalQuery, useQueryClient } from '@portal/client/query';
import { notify } from '@portal/client/state';
import { Modal, ModalActions, Spinner } from '@portal/ui';
import { useWallet } from '../../wallet/wallet-context';
import { walletAddressesQuery } from '../../wallet/wallet-data';
import { AddressForm } from './address-form';
import { addressValues, type AddressValues } from './address-values';
import { offlineAutocomplete, withMoreSuggestions } from './autocomplete';
import { hostedPlaces } from './hosted-places';
import { NotInWallet } from '../../wallet/not-in-wallet';
import { LoadFailure } from '../../wallet/load-failure';

/** What a screen carries to the next: where to go back to, a draft to refill, and the suggestion's step. */
interface AddressRouteState {
  back?: string;
  draft?: Address;
  suggestion?: { entered: Address; suggested: SuggestedAddress; form: string };
}

const stateOf = (value: unknown): AddressRouteState => (typeof value === 'object' && value !== null ? value : {});

type Outcome = 'added' | 'updated';
const NOTICES: Readonly<Record<Outcome | 'deleted', MessageKey>> = {
  added: 'wallet:address.added',
  updated: 'wallet:address.updated',
  deleted: 'wallet:address.deleted',
};

/** The save of §4 Address flow, shared by the form screens and the suggested-address screen. */
function useAddressFlow() {
  const { settings } = useWallet();
  const navigate = useNavigate();
  const location = useLocation();
  const queryClient = useQueryClient();
  const back = stateOf(location.state).back ?? '/review';
  const [busy, setBusy] = useState(false);
  const [notFound, setNotFound] = useState<{ address: Address; message: MessageKey } | null>(null);
  const endpoint = walletAddressService(settings.publicKey);
  const write = useAddressSave(({ intentId, address, validate }) =>
    intentId
      ? updateWalletAddress(endpoint, intentId, { address, validate })
      : addWalletAddress(endpoint, { address, validate }),
  );

  const done = async (outcome: Outcome | 'deleted') => {
    await queryClient.invalidateQueries({ queryKey: walletAddressesQuery(settings.publicKey).queryKey });
    notify({ messageKey: NOTICES[outcome], showOn: back });
    void navigate(back, { replace: true });
  };

  const save = async (address: Address) => {
    setBusy(true);
    write.reset();
    try {
      const outcome = await write.run(address);
      if (outcome === undefined) return;
      if (outcome.kind === 'notFound') {
        setNotFound({ address, message: outcome.message });
        return;
      }
      const [suggested] = suggestedAddresses(outcome.response);
      if (suggested && outcome.response.status === 'SUGGESTED') {
        const state: AddressRouteState = { back, suggestion: { entered: address, suggested, form: location.pathname } };
        void navigate('/suggestedaddress?context=billing', { state });
        return;
      }
      await done(address.intentId ? 'updated' : 'added');
    } finally {
      setBusy(false);
    }
  };

  return { settings, back, busy, failure: write.failure, notFound, setNotFound, save, done, endpoint, setBusy };
}

/** An address from the form's values, kept as the saved one was (its id for an update, its default flag). */
function addressOf(values: AddressValues, saved: Address | null): Address {
  const entered: Address = { ...values, countryCode: values.countryCode };
  return saved?.id ? { ...saved, ...entered, intentId: saved.id } : entered;
}

function AddressScreen({ saved, title }: { saved: Address | null; title: string }) {
  const { t } = useTranslation('wallet');
  const navigate = useNavigate();
  const location = useLocation();
  const flow = useAddressFlow();
  const draft = stateOf(location.state).draft ?? null;
  const focusLine1Ref = useRef<(() => void) | null>(null);
  const queryClient = useQueryClient();
  const { placesService } = useWallet();
  // The offline provider suggests the shopper's other saved addresses, as the wallet holds them (review
  // read them); an issuer's hosted places service, when it configures one, suggests more.
  const [autocomplete] = useState(() => ({
    provider: withMoreSuggestions(
      offlineAutocomplete(flow.settings.publicKey, () =>
        (queryClient.getQueryData<Address[]>(walletAddressesQuery(flow.settings.publicKey).queryKey) ?? []).filter(
          (address) => address.id !== saved?.id,
        ),
      ),
      // Its script is added only once a shopper types in line 1 (in a frame, the frame's page has no nonce to give).
      hostedPlaces(placesService, { nonce: flow.settings.nonce, language: flow.settings.locale }),
    ),
    countries: flow.settings.addressCountries,
  }));
  const [confirmDelete, setConfirmDelete] = useState(false);
  const deletion = usePortalMutation({
    meta: { operation: 'addressDelete' },
    mutationFn: (id: string) => deleteWalletAddress(flow.endpoint, id),
    onSuccess: () => flow.done('deleted'),
    onError: () => setConfirmDelete(false),
  });

  const remove = async () => {
    if (!saved?.id) return;
    flow.setBusy(true);
    try {
      await deletion.run(saved.id);
    } finally {
      flow.setBusy(false);
    }
  };

  return (
    <section>
      <h2>{title}</h2>
      <AddressForm
        initial={addressValues(draft ?? saved, flow.settings.addressCountries)}
        countries={flow.settings.addressCountries}
        submitLabel={saved ? 'wallet:address.update' : 'wallet:address.add'}
        busy={flow.busy}
        failure={flow.failure}
        onSubmit={(values) => void flow.save(addressOf(values, saved))}
        onCancel={() => void navigate(flow.back, { replace: true })}
        {...(saved ? { onDelete: () => setConfirmDelete(true) } : {})}
        focusLine1Ref={focusLine1Ref}
        autocomplete={autocomplete}
      />
      {flow.notFound && (
        <AddressNotFoundDialog
          entered={flow.notFound.address}
          message={flow.notFound.message}
          onAdd={() => {
            const address = flow.notFound?.address;
            flow.setNotFound(null);
            if (address) void flow.save(addAfterAddressNotFound(address));
          }}
          onEdit={() => {
            flow.setNotFound(null);
            setTimeout(() => focusLine1Ref.current?.(), 0);
          }}
        />
      )}
      {confirmDelete && saved && (
        <Modal
          title={t('address.deleteTitle')}
          description={t('address.deleteQuestion')}
          role="alertdialog"
          onDismiss={() => setConfirmDelete(false)}
        >
          <ModalActions>
            <button
              type="button"
              className="portal-button portal-button--danger"
              disabled={flow.busy}
              onClick={() => void remove()}
            >
              {t('address.delete')}
            </button>
            <button
              type="button"
              className="portal-button portal-button--secondary"
              onClick={() => setConfirmDelete(false)}
            >
              {t('address.cancel')}
            </button>
          </ModalActions>
        </Modal>
      )}
    </section>
  );
}

/** addressaddnew: §2 "Add new address: Add and Cancel". */
export function AddAddressPage() {
  const { t } = useTranslation('wallet');
  return <AddressScreen saved={null} title={t('address.addTitle')} />;
}

/** addressupdatedelete/{addressId}: §2 "Update or delete address: Update, Cancel and Delete". */
export function UpdateAddressPage() {
  const { t } = useTranslation('wallet');
  const { settings } = useWallet();
  const { addressId = '' } = useParams();
  const addresses = usePortalQuery(walletAddressesQuery(settings.publicKey));
  if (addresses.isError)
    return <LoadFailure message={t('address.loadFailed')} onRetry={() => void addresses.refetch()} />;
  if (!addresses.data) return <Spinner label={t('address.loading')} />;
  const saved = addresses.data.find((a) => a.id === addressId);
  if (!saved) return <NotInWallet message={t('address.notFound')} />;
  return <AddressScreen saved={saved} title={t('address.updateTitle')} />;
}

/** suggestedaddress?context=shipping|billing: §4 the chooser of the recommended or the entered address. */
export function SuggestedAddressPage() {
  const { t } = useTranslation('wallet');
  const navigate = useNavigate();
  const location = useLocation();
  const flow = useAddressFlow();
  const step = stateOf(location.state).suggestion;
  // §2: context shipping or billing, shipping by default; the wallet's addresses are billing addresses.
  const context = addressContextOf(new URLSearchParams(location.search).get('context'));
  if (!step) {
    return (
      <section>
        <h2>{t('address.suggestedTitle')}</h2>
        <p role="alert">{t('address.nothingToChoose')}</p>
      </section>
    );
  }
  return (
    <section data-context={context}>
      <h2>{t('address.suggestedTitle')}</h2>
      {flow.busy && <Spinner label={t('address.saving')} />}
      <SuggestionDialog
        entered={step.entered}
        suggestion={step.suggested}
        changed={changedAddressFields(step.entered, step.suggested)}
        onChoose={(choice) => void flow.save(chooseAddress(choice, step.entered, step.suggested))}
        // Edit: back to the form, the entered address refilled.
        onEdit={() =>
          void navigate(step.form, {
            replace: true,
            state: { back: flow.back, draft: step.entered } satisfies AddressRouteState,
          })
        }
      />
    </section>
  );
}
