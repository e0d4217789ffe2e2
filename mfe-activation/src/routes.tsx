// mfe-activation's route table, derived from the route registry (@portal/client/routes): the screen of
// every route it owns (§2 Activation routes). The screens and their messages are one lazy chunk, loaded
// when an activation route is navigated to or a visitor shows intent to go there; any other
// path is the portal's 404.
import { lazyFeature, screenRoutes } from '@portal/ui/mount';
import { ACTIVATION_NS } from './i18n/messages';

const activation = lazyFeature(ACTIVATION_NS, () => import('./features/activation/screens'));

export const routes = screenRoutes('mfe_activation', {
  ...activation.screens(
    'activation',
    'activationQuestions',
    'activationQuestionsError',
    'activationSuccess',
    'activationSetPin',
    'activationSetPinSuccess',
  ),
});
