// @portal/ui/mount: remote lifecycles and page preparation.
export {
  applicationElementId,
  createRemoteApp,
  isRemoteAppModule,
  type RemoteAppModule,
  type RemoteAppOptions,
  type RemoteAppProps,
  type RemoteLifecycles,
} from './create-remote-app';
export { applyAppDetails, applyTheme, BootDataError, pageLocale, preparePage, readBootData } from './prepare-page';
export { standaloneBootUrl, startStandalone } from './standalone';
export {
  featureModuleOf,
  lazyFeature,
  loadPath,
  registryFeatures,
  RemoteRoutes,
  routesOf,
  screenRoutes,
  type FeatureModule,
  type LazyFeature,
  type LazyScreen,
  type ScreenMap,
  type SomeFeatureModule,
} from './screen-routes';
export { useFirstPaintTakeover } from './first-paint-takeover';
export { runningRemotes, subscribeRunningRemotes, type RunningRemote } from './running-remotes';
