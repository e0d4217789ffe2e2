export { accountsEnabled, accountsLinkShown, cardCapabilities, featuresEnabled, featuresLinkShown, webFeatures, type Feature, type Platform } from './features';
