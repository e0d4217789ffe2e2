// @portal/client/api: the HTTP client and one module per resource of §7.
export { activateCard, getActivationQuestions, keepActivationAlive, setCardPin } from './activation';
export {
  type ActivationKeepAlive,
  type ActivationKeepAliveRequest,
  type ActivationQuestions,
  type ActivationQuestionsRequest,
  type ActivationRequest,
  type ActivationResult,
  type SetPinRequest,
} from '@portal/domain/schemas';
export {
  addWalletAddress,
  deleteAddress,
  deleteWalletAddress,
  getAddresses,
  getWalletAddresses,
  lookUpPostalArea,
  saveAddress,
  updateWalletAddress,
} from './addresses';
export { type SaveAddressRequest, type WalletAddressRequest } from '@portal/domain/schemas';
export {
  probeToken,
  promiseIdProof,
  reissueProbe,
  renewServerSessionId,
  requestToken,
  revokeToken,
  sendVerificationCode,
  verifyIdentity,
  verifyTwoFactor,
} from './auth';
export {
  type OtvcRequest,
  type OtvcResponse,
  type Probe,
  type ProbeRequest,
  type TokenRequest,
  type TokenResponse,
} from '@portal/domain/schemas';
export {
  parseResponse,
  responseHeader,
  toApiError,
} from './boundary';
export { createCardControl, getCardControl, getCardStatus, updateCardControl, type CardControl } from './card-controls';
export {
  type CardStatus,
  type CreateCardControlRequest,
  type UpdateCardControlRequest,
} from '@portal/domain/schemas';
export {
  getCardAccounts,
  getCardAlerts,
  getCardBalances,
  getCardDetails,
  getCardTransactions,
  saveCardAlerts,
} from './card-data';
export { TRANSACTIONS_PAGE_SIZE } from '@portal/domain/schemas';
export {
  type AlertType,
  type CardAccount,
  type CardAlerts,
  type CardAlertSetting,
  type CardBalances,
  type CardDetails,
  type Money,
  type Transaction,
  type TransactionCategory,
  type TransactionsPage,
} from '@portal/domain/schemas';
export { addCard, deleteCard, getCards, updateCard } from './cards';
export {
  type AddCardRequest,
  type AddCardResponse,
  type BillingAddressBody,
  type UpdateCardRequest,
} from '@portal/domain/schemas';
export {
  apiClient,
  configureApi,
  createApiClient,
  renewToken,
  type ApiOptions,
} from '@portal/client/api/client';
export {
  ACCEPTED_BYTE_LIMIT,
  CODE_CHALLENGE_ALPHABET,
  CODE_CHALLENGE_LENGTH,
  createCodeChallenge,
  type RandomBytes,
} from '@portal/domain/session';
export {
  addEmail,
  addPhone,
  deleteEmail,
  deletePhone,
  getEmails,
  getPhones,
  makeEmailPrimary,
  makePhonePrimary,
  verifyContact,
} from './contacts';
export {
  type AddEmailRequest,
  type AddPhoneRequest,
  type ContactVerificationRequest,
  type Email,
  type Phone,
} from '@portal/domain/schemas';
export {
  changeCredential,
  establishAccount,
  recoverCredential,
  recoverUsername,
  resetCredential,
  verifyMigrationCode,
  verifyRecoveryCode,
} from './credentials';
export {
  type CodeSentResponse,
  type CodeVerificationRequest,
  type CredentialChangeRequest,
  type CredentialRecoveryRequest,
  type CredentialResetRequest,
  type EstablishAccountRequest,
  type UsernameRecoveryRequest,
} from '@portal/domain/schemas';
export { reportClientError } from './client-errors';
export { getAppDetails } from './get-app-details';
export {
  INSTRUMENT_LEAVES,
  type InstrumentLeaf,
  type ServiceEndpoint,
} from './http';
export { tokenNeedsRenewal } from './keep-alive';
export { createFederatedProvision, getPartnerLogos, provisionAtPartner } from './partners';
export {
  type FederatedProvision,
  type FederatedProvisionRequest,
  type PartnerLogo,
  type PartnerProvisionOutcome,
} from '@portal/domain/schemas';
export {
  ANTI_FRAUD_HEADER,
  AUTHORIZATION_HEADER,
  CHANNEL,
  CHANNEL_HEADER,
  createMemorySession,
  DEVICE_ID_HEADER,
  SESSION_ID_HEADER,
  sessionHeaders,
  SessionTokenSchema,
  type MemorySessionInit,
  type SessionSource,
  type SessionToken,
} from './session';
export { addSsoCard, enrollSsoConsumer, getProvisionedCard, startSsoLaunch } from './sso';
export {
  type ProvisionedCard,
  type SsoAuthorizeResponse,
  type SsoCardRequest,
  type SsoEnrolRequest,
  type SsoEnrolResponse,
} from '@portal/domain/schemas';
export { acceptFeatureTerms, acceptTerms, getEnrolmentTerms, getUserTerms } from './terms';
export { type FeatureTermsRequest, type TermsItem } from '@portal/domain/schemas';
export { enrollUser, getUser, updateUser } from './users';
export { type EnrolmentRequest, type User, type UserUpdate } from '@portal/domain/schemas';
export {
  addWalletCard,
  deleteWalletCard,
  getCardArt,
  getWalletCards,
  getWalletSession,
  updateWalletCard,
  WALLET_PAYMENT_SERVICE,
  walletAddressService,
  type WalletSession,
} from './wallet';
export { type AddWalletCardRequest, type CardArtRequest, type UpdateWalletCardRequest } from '@portal/domain/schemas';
