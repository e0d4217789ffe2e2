// The accounts page's calls at the HTTP seam, for its component tests: the paths it reads and writes
// (§7 Cards (portal)), and the answers the stubs are built from
// (@portal/ui/testing/network). The test file starts the gateway (startTestGateway) itself.
import type { InstrumentLeaf } from '@portal/client/api';
import { USER } from './test-kit';

/** §7 Cards (portal): the session user's cards (the account id is the user's guid). */
export const CARDS = `consumer-controller/v1/account/${USER}/paymentInstrument`;

/** §7 Cards (portal): what a card of the session user offers under paymentInstruments/{paymentGuid}/. */
export const instrument = (panGuid: string, leaf: InstrumentLeaf) =>
  `users/${USER}/paymentInstruments/${panGuid}/${leaf}`;

// The answers every component test builds its stubs from.
export { inTurn, json, never, received, refusal } from '@portal/ui/testing/network';
