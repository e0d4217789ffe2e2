// Prints the demo sign-ins as JSON, for `npm start`'s banner (the data lives once, in db/demo-users.ts).
import { ISSUERS_DIR, loadAllIssuers } from '@portal/issuers';
import { demoSignIns } from '../db/demo-users';

const { issuers } = loadAllIssuers(process.env['PORTAL_ISSUERS_DIR'] ?? ISSUERS_DIR);
process.stdout.write(`${JSON.stringify(demoSignIns(issuers.map((i) => i.config)))}\n`);
