export { accountsEnabled, featuresEnabled, webFeatures, type Feature, type Platform } from './features';
