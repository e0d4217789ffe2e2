// @portal/ui/forms: the form machinery of §5 Form behaviour, composing the domain's valibot schemas.
export {
  Field,
  FIELD_CLASSES,
  FieldError,
  RemainingCharacters,
  type FieldErrorProps,
  type FieldProps,
  type RemainingCharactersProps,
} from './field';
export { fieldRules, type FieldRules, type FieldVerdict } from './field-rules';
export { fieldAriaProps, fieldIds, type FieldAriaProps, type FieldAriaState, type FieldIds } from './field-aria';
export { FormError } from './form-error';
export { type FormMessage } from '@portal/domain/text';
export { FormSummary, type FormSummaryProps } from './form-summary';
export { errorPaths, isEmptyValue, isUnfilled } from './form-state';
export { clampToMaxLength, cleanTextValue, isTextControl, sanitizeValues, type TextControl } from './input-values';
export { asMessageKey, FORMS_MESSAGE_KEYS, type FormMessageKey, type FormsMessageKey } from './messages';
export { NewPasswordField, type NewPasswordFieldProps } from './new-password-field';
export { PasswordField, type PasswordFieldProps } from './password-field';
export { firstErrorScrollTop, firstInDocumentOrder, prefersReducedMotion, revealAndFocus } from './reveal-field';
export { stripUnsafeTags } from '@portal/domain/text';
export {
  usePortalForm,
  type KeyUpCheck,
  type KeyUpChecks,
  type PortalForm,
  type PortalFormOptions,
} from './use-portal-form';
