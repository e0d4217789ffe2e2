// Prints the demo sign-ins as JSON on stdout, for `npm start`'s banner (the data lives once, in
// db/demo-users.ts), and the demo cards to activate on stderr, which `npm start` shows as it is: their
// numbers, expiry, security code and the answers to their issuer's questions (decision 029). Demo data,
// printed here on purpose; the gateway itself never logs any of it.
import { ISSUERS_DIR, loadAllIssuers } from '@portal/issuers';
import { demoSignIns } from '../db/demo-users';
import { demoCardsToActivate, type CardToActivate } from '../db/seed-issued-cards';

const { issuers } = loadAllIssuers(process.env['PORTAL_ISSUERS_DIR'] ?? ISSUERS_DIR);
const configs = issuers.map((i) => i.config);

/** SPEC-DECISIONS question names, as a person reads them beside the answer to type. */
const QUESTION_NAMES = { DATE_OF_BIRTH: 'date of birth', SSN_LAST_FOUR: 'SSN last four', BILLING_ZIP: 'billing ZIP', MOTHERS_MAIDEN_NAME: "mother's maiden name" } as const;

const grouped = (accountNumber: string) => accountNumber.replace(/(\d{4})(?=\d)/g, '$1 ');

function cardLine(card: CardToActivate): string {
  const expiry = `${String(card.expirationMonth).padStart(2, '0')}/${card.expirationYear}`;
  const answers = card.questions.map((q) => `${QUESTION_NAMES[q.type]} ${q.answer}`).join(', ');
  return `  ${card.issuerId.padEnd(10)} ${card.username.padEnd(11)} ${grouped(card.accountNumber)}  ${expiry}  security code ${card.cvv}  ${answers}`;
}

const cards = demoCardsToActivate(configs);
if (cards.length > 0) {
  process.stderr.write(
    [
      'Demo cards to activate (no sign-in needed; http://<issuer>.localhost:<shell port>/activation; PIN: 4 digits, not all the same, not a straight run)',
      ...cards.map(cardLine),
      '',
    ].join('\n'),
  );
}
process.stdout.write(`${JSON.stringify(demoSignIns(configs))}\n`);
