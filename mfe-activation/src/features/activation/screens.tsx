// The activation feature's lazy chunk (src/routes.tsx loads it when one of its routes is wanted): the
// screens of the route registry's activation rows (§2 Activation routes), and the feature's messages.
import type { LocaleBundles } from '@portal/client/i18n';
import { ActivationDonePage } from './components/activation-done-page';
import { IdentifyCardPage } from './components/identify-card-page';
import { QuestionsPage } from './components/questions-page';
import { SetPinPage } from './components/set-pin-page';
import en from './i18n/en.json';
import es from './i18n/es.json';

export const screens = {
  activation: <IdentifyCardPage />,
  activationQuestions: <QuestionsPage />,
  activationQuestionsError: <QuestionsPage />,
  activationSuccess: <ActivationDonePage pinSet={false} />,
  activationSetPin: <SetPinPage />,
  activationSetPinSuccess: <ActivationDonePage pinSet />,
};

/** The feature's messages in the activation namespace: they travel with its screens. */
export const messages: LocaleBundles = { en, es };
