// mfe-embedded-wallet's framework-free mount, exposed as 'mfe_embedded_wallet/embed': the loader
// (src/loader) loads it into a merchant's page with the Module Federation runtime (decision 033).
export { mountWallet, WalletMountError, type WalletHandle } from './mount-wallet';
