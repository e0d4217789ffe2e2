export { accountsEnabled, cardCapabilities, featuresEnabled, webFeatures, type Feature, type Platform } from './features';
