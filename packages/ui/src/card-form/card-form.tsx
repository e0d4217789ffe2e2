// §2 Add and edit card screen: one form for addCard, editCard/{cardID}, createAccount/addCard and the
// SSO card flow's sso/addCard, and the wallet's card pages. It owns the card's calls, in §4's order: a new or changed billing
// address is saved first, through verification (the suggestion chooser, the not-found modal), then the
// card; a failed card save clears the security code and keeps the billing address in front (§4 Card save
// error). The calls themselves are use-card-save.ts's. The screen around it says where to go afterwards.
import { useAtomValue } from 'jotai';
import { useEffect, useMemo, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  addAfterAddressNotFound,
  type Address,
  type AddressChoice,
  changedAddressFields,
  chooseAddress,
  normaliseCountryCode,
  type ServerBillingAddressFields,
  suggestedAddresses,
} from '@portal/domain/address';
import {
  billingAddressFirst,
  billingAddressMode,
  cardBillingAddress,
  type CardFormMode,
  type CardFormState,
  cardNumberWhileTyping,
  cardSubmitOrder,
  expiryWhileTyping,
  initialCardFormState,
  NICKNAME_MAX_LENGTH,
  type PortalCard,
  showCopyPrimaryAddress,
} from '@portal/domain/card';
import type { MessageKey } from '@portal/domain/text';
import type { ProvisionedCard } from '@portal/domain/schemas';
import { Field, FormError, FormSummary, usePortalForm } from '@portal/ui/forms';
import { useQueryClient } from '@portal/client/query';
import { heldSessionAtom } from '@portal/client/state';
import { Spinner } from '@portal/ui';
import { addressLines } from './address-text';
import { BillingSection } from './billing-address';
import { CardArtPreview } from './card-art-preview';
import { portalCardBackend, type CardFormBackend } from './card-form-backend';
import { CardNumberField, ExpiryField } from './card-fields';
import { AddressNotFoundDialog, DeleteCardDialog, SuggestionDialog } from './card-form-dialogs';
import {
  billingChanged,
  billingChoices,
  billingValuesOf,
  cardBillingOf,
  cardFormSchema,
  initialChoice,
  initialValues,
  savedChoiceFor,
  type CardFormOutput,
} from './card-form-model';
import styles from './card-form.module.css';
import { useCardSave } from './use-card-save';

export interface CardFormProps {
  mode: CardFormMode;
  /** §7: the account the cards and addresses belong to (the user's guid). */
  accountId: string;
  /** The card being edited. */
  card?: PortalCard | undefined;
  /** The user's cards (§2 Cancel and Copy primary address depend on them; §4 the first card is primary). */
  cards: readonly PortalCard[];
  /** The user's saved addresses (§2 billing address section). */
  addresses: readonly Address[];
  /** §2: the add button's label differs for login and enrolment. */
  submitLabel?: MessageKey;
  /** §2 Add buttons: Cancel, No thanks (enrolment-done), or neither. */
  secondary: 'cancel' | 'noThanks' | null;
  onCancel: () => void;
  onNoThanks?: () => void;
  /** After a save: the card list is already fetched again (§4); the screen shows the message and moves on. */
  onSaved: (outcome: 'added' | 'updated') => void;
  /**
   * §4 Card save error, after the form has cleared the security code and put the address first: the
   * wallet goes to its retry route, replacing history (addCard/retry, editCard/{id}/retry).
   */
  onSaveFailed?: () => void;
  /** After a delete (§4 Delete card, portal): the screen shows 'deleted successfully' and goes home. */
  onDeleted?: () => void;
  /** Below the form, on the edit screen: §2's Manage card section. */
  children?: ReactNode;
  /**
   * §6 the SSO variant (add mode): the card the partner provisioned, its number shown read-only and
   * sent to §7's SSO path with the flat payload and the issuer's API key; §4: it is primary.
   */
  sso?: { card: ProvisionedCard; apiKey: string } | undefined;
  /**
   * Where the form saves (card-form-backend.ts): the portal's account by default; the embedded wallet
   * passes its own (the shopper's calls, §5 wallet security code rules, §8 embedded tables).
   */
  backend?: CardFormBackend | undefined;
}

type Dialog =
  | { kind: 'delete' }
  | { kind: 'suggestion'; entered: Address; suggestion: Address; resolve: (choice: AddressChoice | null) => void }
  | { kind: 'notFound'; entered: Address; message: MessageKey; resolve: (add: boolean) => void };

/** §2 Enter submits the form except on the delete or cancel buttons; in the shared form, Enter in a text field does not. */
function keepEnterInTextFields(event: KeyboardEvent<HTMLFormElement>) {
  const target = event.target;
  if (
    event.key === 'Enter' &&
    target instanceof HTMLInputElement &&
    target.type !== 'checkbox' &&
    target.type !== 'radio'
  )
    event.preventDefault();
}

export function CardForm(props: CardFormProps) {
  const { mode, accountId, card, cards, addresses, secondary } = props;
  const { t } = useTranslation('common');
  const queryClient = useQueryClient();
  const heldName = useAtomValue(heldSessionAtom).fullName ?? '';
  // §6 SSO: the card is in the name the partner gave it.
  const cardholderName = props.sso?.card.nameOnAccount ?? heldName;

  // Addresses saved by this form before its card save failed: offered at once, before the list is fetched again.
  const [savedHere, setSavedHere] = useState<Address[]>([]);
  const known = useMemo(
    () => [...addresses, ...savedHere.filter((s) => !addresses.some((a) => a.id === s.id))],
    [addresses, savedHere],
  );
  const [frontKey, setFrontKey] = useState<string | null>(null);
  const choices = useMemo(() => {
    const all = billingChoices(known, card);
    return frontKey
      ? billingAddressFirst(
          all.map((c) => ({ ...c, id: c.key })),
          frontKey,
        )
      : all;
  }, [known, card, frontKey]);
  const [selectedKey, setSelectedKey] = useState<string | null>(() => initialChoice(choices, card));
  const selected = choices.find((choice) => choice.key === selectedKey) ?? choices[0] ?? null;

  const sso = mode === 'add' ? props.sso : undefined;
  const [portalBackend] = useState(() => portalCardBackend({ accountId, queryClient, sso }));
  const backend = props.backend ?? portalBackend;
  const [state, setState] = useState<CardFormState>(() =>
    initialCardFormState({ mode, savedAddressCount: choices.length, isSsoFlow: sso !== undefined }),
  );
  const billingMode = billingAddressMode(state);
  const primary = cards.find((c) => c.primary);
  const primaryBilling = cardBillingOf(primary);
  const copyShown = showCopyPrimaryAddress({ mode, collectionSize: cards.length }) && primaryBilling !== null;
  const [copyPrimary, setCopyPrimary] = useState(false);

  const [securityCodeFocused, setSecurityCodeFocused] = useState(false);
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const [busy, setBusy] = useState(false);
  const deleteButton = useRef<HTMLButtonElement>(null);

  const addressEntered = !copyPrimary && billingMode !== 'carousel';
  // The form's first values only: later renders never reset them.
  const [defaults] = useState(() => initialValues(mode, card, selected?.address ?? null, sso?.card));
  const form = usePortalForm(
    cardFormSchema({ mode, card, addressEntered, context: backend.context, config: backend.cardConfig }),
    {
      defaultValues: defaults,
      keyUp:
        mode === 'add'
          ? {
              accountNumber: (value: string) => cardNumberWhileTyping(value),
              expiry: (value: string) => expiryWhileTyping(value, new Date()),
            }
          : { expiry: (value: string) => expiryWhileTyping(value, new Date()) },
    },
  );
  const number: unknown = useWatch({ control: form.control, name: 'accountNumber' });

  const focusLine1 = () => setTimeout(() => form.setFocus('billing.line1'), 0);
  // Edit in the suggestion or not-found modal returns to line 1: once the modal is gone, so that its
  // giving focus back to its opener (Add card) comes first and line 1 last, whatever the timing.
  const line1AfterDialog = useRef(false);
  useEffect(() => {
    if (dialog !== null || !line1AfterDialog.current) return;
    line1AfterDialog.current = false;
    form.setFocus('billing.line1');
  }, [dialog, form]);
  const closeDialogToLine1 = () => {
    line1AfterDialog.current = true;
    setDialog(null);
  };

  // §2 billing section: Add opens empty entry fields, Edit the chosen address's, Back returns to the choice.
  const startAddress = (editing: boolean) => {
    // A new address starts in the country of the one chosen (§4: US when there is none).
    form.setValue(
      'billing',
      editing
        ? billingValuesOf(selected?.address ?? null)
        : { ...billingValuesOf(null), countryCode: normaliseCountryCode(selected?.address.countryCode) },
    );
    setState((s) => ({
      ...s,
      updatingAddress: !editing,
      editingAddress: editing,
      editingViaEditButton: editing,
      addressChanged: false,
    }));
    focusLine1();
  };
  const backToChoices = () => {
    form.clearErrors('billing');
    setState((s) => ({
      ...s,
      updatingAddress: false,
      editingAddress: false,
      editingViaEditButton: false,
      addressChanged: false,
    }));
  };

  const ask = <T,>(make: (resolve: (value: T) => void) => Dialog) =>
    new Promise<T>((resolve) => {
      setDialog(make(resolve));
    });

  // The front of the billing choices after a failed card save: the address the card went with.
  const failedWith = useRef<string | null>(null);
  const writes = useCardSave({
    backend,
    mode,
    card,
    form,
    onCardSaved: async (outcome) => {
      await backend.refresh('cards');
      props.onSaved(outcome);
    },
    onCardFailed: () => {
      form.setValue('cvv', '');
      // §4 Card save error: the address the card went with (maybe saved just now) to the front.
      if (failedWith.current) setFrontKey(failedWith.current);
      props.onSaveFailed?.();
    },
    onDeleted: () => {
      setDialog(null);
      props.onDeleted?.();
    },
    onDeleteFailed: () => setDialog(null),
  });

  /** §4 Address flow: save, through suggestions (chosen one saved) and the not-found modal (Add saves as entered). */
  const saveAddressStep = async (address: Address): Promise<Address | null> => {
    const outcome = await writes.saveAddress(address);
    if (outcome === undefined) return null;
    if (outcome.kind === 'notFound') {
      const add = await ask<boolean>((resolve) => ({
        kind: 'notFound',
        entered: address,
        message: outcome.message,
        resolve,
      }));
      if (!add) {
        closeDialogToLine1();
        return null;
      }
      setDialog(null);
      return saveAddressStep(addAfterAddressNotFound(address));
    }
    const { response } = outcome;
    const [suggestion] = suggestedAddresses(response);
    if (suggestion && response.status === 'SUGGESTED') {
      const choice = await ask<AddressChoice | null>((resolve) => ({
        kind: 'suggestion',
        entered: address,
        suggestion,
        resolve,
      }));
      if (choice === null) {
        closeDialogToLine1();
        return null;
      }
      setDialog(null);
      return saveAddressStep(chooseAddress(choice, address, suggestion));
    }
    const saved = response.address ?? address;
    setSavedHere((list) => [...list.filter((a) => a.id !== saved.id), saved]);
    void backend.refresh('addresses');
    return saved;
  };

  /**
   * §4 Card submit: the billing address the card is sent with, saving a new or changed one first, and
   * the key of the choice it is (none for the primary card's copied address): what a failed save puts first.
   */
  const billingForCard = async (
    values: CardFormOutput,
  ): Promise<{ address: ServerBillingAddressFields; key: string | null; savedId: string | null } | null> => {
    if (copyPrimary && primary?.billingAddress)
      return { address: primary.billingAddress, key: null, savedId: savedChoiceFor(choices, primary) };
    const changed =
      values.billing !== undefined &&
      billingChanged(values.billing, state.editingAddress ? (selected?.address ?? null) : null);
    const order = cardSubmitOrder({ ...state, addressChanged: changed });
    if (order === 'cardOnly' || !values.billing) {
      return {
        address: selected ? cardBillingAddress(selected.address, cardholderName) : {},
        key: selected?.key ?? null,
        savedId: selected?.saved ? selected.key : null,
      };
    }
    // §4: an edited saved address is updated by its intentId; anything else is added.
    const previous = state.editingAddress && selected?.saved ? selected.address : null;
    const entered: Address = previous
      ? { ...previous, intentId: previous.id, ...values.billing }
      : { ...values.billing };
    const saved = await saveAddressStep(entered);
    if (!saved) return null;
    // The address is kept now: a failed card save must not save it again.
    if (saved.id) {
      setSelectedKey(saved.id);
      setState((s) => ({
        ...s,
        updatingAddress: false,
        editingAddress: false,
        editingViaEditButton: false,
        addressChanged: false,
      }));
    }
    return { address: cardBillingAddress(saved, cardholderName), key: saved.id ?? null, savedId: saved.id ?? null };
  };

  const save = async (values: CardFormOutput) => {
    writes.reset();
    setBusy(true);
    try {
      const billing = await billingForCard(values);
      if (billing === null) return;
      failedWith.current = billing.key;
      await writes.saveCard({
        values,
        billingAddress: billing.address,
        billingAddressId: billing.savedId,
        cardholderName,
        accountNumber: mode === 'add' ? form.getValues('accountNumber') : '',
        collectionSize: cards.length,
      });
    } finally {
      setBusy(false);
    }
  };

  const remove = async () => {
    if (!card) return;
    setBusy(true);
    try {
      await writes.deleteCard();
    } finally {
      setBusy(false);
    }
  };

  const lastFour = card?.accountNumberLastFourDigits ?? '';
  return (
    <div className={styles.layout}>
      <CardArtPreview
        number={mode === 'add' && typeof number === 'string' ? number : null}
        savedArt={card?.cardArtFileName}
        securityCodeFocused={securityCodeFocused}
      />
      {/* Delegation: the keydown of every text field inside (§2), not an interaction of the form itself. */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- see above */}
      <form
        className={styles.form}
        noValidate
        onSubmit={form.submit(save)}
        onKeyDown={keepEnterInTextFields}
        aria-busy={busy}
      >
        <FormSummary form={form} />
        <FormError message={writes.failure} />
        {mode === 'add' ? (
          <CardNumberField form={form} name="accountNumber" readOnly={sso !== undefined} />
        ) : (
          <p className={styles.savedNumber}>{t('cardForm.numberSaved', { lastFour })}</p>
        )}
        <ExpiryField form={form} name="expiry" />
        <Field
          form={form}
          name="cvv"
          label="common:cardForm.cvv"
          hint="common:cardForm.cvvHint"
          inputMode="numeric"
          autoComplete="cc-csc"
          maxLength={4}
          required
          onFocus={() => setSecurityCodeFocused(true)}
          onBlur={() => setSecurityCodeFocused(false)}
        />
        {/* §5 Name on card: the wallet's form checks it; the portal's sends the cardholder's name instead. */}
        {backend.context === 'wallet' && (
          <Field form={form} name="nameOnCard" label="common:cardForm.nameOnCard" autoComplete="cc-name" required />
        )}
        <Field
          form={form}
          name="nickName"
          label="common:cardForm.nickName"
          maxLength={NICKNAME_MAX_LENGTH}
          showRemaining
        />
        {/* §4 Card defaults: the SSO flow's card is primary whatever a box would say. */}
        {!sso && (
          <label className={styles.checkbox}>
            <input type="checkbox" {...form.register('default')} />
            {t('cardForm.preferred')}
          </label>
        )}
        <BillingSection
          form={form}
          mode={billingMode}
          choices={choices}
          selectedKey={selected?.key ?? null}
          onSelect={setSelectedKey}
          onAdd={() => startAddress(false)}
          onEdit={() => startAddress(true)}
          onBack={backToChoices}
          fullAddress={backend.context === 'wallet'}
          copy={{
            shown: copyShown,
            checked: copyPrimary,
            onChange: setCopyPrimary,
            address: primaryBilling ? addressLines(primaryBilling) : [],
          }}
        />
        <div className={styles.actions}>
          <button type="submit" className="portal-button" disabled={form.submitDisabled || busy}>
            {mode === 'add' ? t(props.submitLabel ?? 'common:cardForm.add') : t('cardForm.update')}
          </button>
          {secondary === 'cancel' && (
            <button type="button" className="portal-button portal-button--secondary" onClick={props.onCancel}>
              {t('cardForm.cancel')}
            </button>
          )}
          {secondary === 'noThanks' && (
            <button type="button" className="portal-button portal-button--secondary" onClick={props.onNoThanks}>
              {t('cardForm.noThanks')}
            </button>
          )}
          {mode === 'edit' && (
            <button
              ref={deleteButton}
              type="button"
              className="portal-button portal-button--secondary"
              onClick={() => setDialog({ kind: 'delete' })}
            >
              {t('cardForm.delete')}
            </button>
          )}
          {busy && <Spinner label={t('cardForm.saving')} />}
        </div>
      </form>
      {props.children}
      {dialog?.kind === 'delete' && (
        <DeleteCardDialog
          lastFour={lastFour}
          busy={busy}
          onConfirm={() => void remove()}
          onCancel={() => setDialog(null)}
        />
      )}
      {dialog?.kind === 'suggestion' && (
        <SuggestionDialog
          entered={dialog.entered}
          suggestion={dialog.suggestion}
          changed={changedAddressFields(dialog.entered, dialog.suggestion)}
          onChoose={(choice) => dialog.resolve(choice)}
          onEdit={() => dialog.resolve(null)}
        />
      )}
      {dialog?.kind === 'notFound' && (
        <AddressNotFoundDialog
          entered={dialog.entered}
          message={dialog.message}
          onAdd={() => dialog.resolve(true)}
          onEdit={() => dialog.resolve(false)}
        />
      )}
    </div>
  );
}
