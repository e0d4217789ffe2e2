// `npm run new:issuer -- <id> --name "<app name>" [--color "#0b5cab"] [--support "1-800-555-0199"]`:
// a new issuer's folder from the template, validated (src/new-issuer.ts), and what to do next.
import path from 'node:path';
import { parseArgs } from 'node:util';
import { ISSUERS_DIR } from '../load';
import { createIssuer } from '../new-issuer';

const usage = 'npm run new:issuer -- <id> --name "<app name>" [--color "#0b5cab"] [--support "1-800-555-0199"]';
try {
  const { positionals, values } = parseArgs({
    allowPositionals: true,
    options: { name: { type: 'string' }, color: { type: 'string' }, support: { type: 'string' } },
  });
  const [id] = positionals;
  if (!id || !values.name || positionals.length > 1) throw new Error(`Usage: ${usage}`);
  const { config, assetsDir } = createIssuer({
    id,
    appName: values.name,
    primaryColor: values.color,
    supportPhone: values.support,
  });
  const folder = path.relative(path.dirname(ISSUERS_DIR), path.dirname(assetsDir));
  console.log(`✔ ${config.id}: ${folder} made and valid (${config.appName}, extAppId ${config.extAppId})`);
  console.log(`  It is served on http://${config.id}.localhost:<shell port> by npm start. Next, in ${folder}:`);
  console.log('  - issuer.json: the production hosts, URLs, features, flags, activation questions and card art (§3);');
  console.log('  - assets/: your own logo, favicon, banners and card art in place of the drawn demo ones;');
  console.log('  - locales/: the legal texts, and every text of issuer.json in each supported locale.');
  console.log('  `pnpm --filter @portal/issuers build` validates every issuer folder again.');
} catch (error) {
  console.error(`✖ ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
}
