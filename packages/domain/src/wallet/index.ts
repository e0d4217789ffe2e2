// The embedded wallet's contract with the page that mounts it (decision 033): its options and its events.
export {
  readWalletOptions,
  WALLET_EVENT_TYPES,
  WalletEventSchema,
  type WalletEvent,
  type WalletEventType,
  type WalletMountOptions,
  type WalletSettings,
} from './wallet-options';
export { walletFrameCsp, WalletFramePolicySchema, type WalletFramePolicy } from './frame-policy';
