// @portal/ui/card-form: the add and edit card form of §2, for every screen that adds or edits a
// card (addCard, editCard/{cardID}, createAccount/addCard, the SSO card flow's sso/addCard, and the wallet's addCard and editCard). Not a
// Module Federation shared entry: each remote that shows the form bundles it, tree-shaken, in the chunk
// of the screen that uses it, so no other page pays for it (decision 026); it reaches the stateful
// entries (forms, query, state, ui) by package name, so there is still one of each per page.
export { CardForm, type CardFormProps } from './card-form';
export { type CardFormBackend } from './card-form-backend';
// §2 Delete modal, for the wallet's deleteCard/{cardID}, which deletes with no form.
export { AddressNotFoundDialog, DeleteCardDialog, SuggestionDialog } from './card-form-dialogs';
// The number and expiry fields alone, for a screen that asks for a card without saving one (card activation).
export { CardNumberField, ExpiryField } from './card-fields';
export { CountrySelect } from './country-select';
export { useCardFormData } from './use-card-form-data';
// §4 Address flow's save, for the wallet's address screens as for the form's billing address.
export { type AddressOutcome, useAddressSave } from './use-card-save';
