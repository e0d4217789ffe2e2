// The remote's lazy features come from the registry (registryFeatures): every row naming a feature
// finds its screen in that folder's screens.tsx.
import { describeRegistryFeatures } from '@portal/ui/testing';
import { routes } from './routes';

describeRegistryFeatures(
  'mfe_prelogin',
  routes,
  (feature) => import(`./features/${feature}/screens.tsx`) as Promise<unknown>,
);
