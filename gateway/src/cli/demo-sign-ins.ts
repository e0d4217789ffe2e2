// Prints, as JSON on stdout for `npm start`'s banner, the demo sign-ins and the demo cards to activate
// (the data lives once, in db/demo-users.ts and db/seed-issued-cards.ts): each card's number, expiry,
// security code and the answers to its issuer's questions (decision 029). Demo data, printed here on
// purpose; the gateway itself never logs any of it.
import { ISSUERS_DIR, loadAllIssuers } from '@portal/issuers';
import { demoSignIns } from '../db/demo-users';
import { demoCardsToActivate } from '../db/seed-issued-cards';

const { issuers } = loadAllIssuers(process.env['PORTAL_ISSUERS_DIR'] ?? ISSUERS_DIR);
const configs = issuers.map((i) => i.config);

process.stdout.write(
  `${JSON.stringify({ signIns: demoSignIns(configs), cardsToActivate: demoCardsToActivate(configs) })}\n`,
);
