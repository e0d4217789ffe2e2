// The bank's demo members as JSON, for `npm start`'s banner (scripts/start.mjs runs this with tsx).
import { DEMO_MEMBER_PASSWORD, DEMO_MEMBERS } from '../members';

process.stdout.write(
  `${JSON.stringify({ password: DEMO_MEMBER_PASSWORD, members: DEMO_MEMBERS.map(({ username, name }) => ({ username, name })) })}\n`,
);
