// `pnpm --filter @portal/issuers build`: validates every issuer folder; a broken file fails the build
// naming the file and the field.
import path from 'node:path';
import { ISSUERS_DIR, loadAllIssuers } from '../load';

const dir = process.argv[2] ? path.resolve(process.argv[2]) : ISSUERS_DIR;
const { issuers, errors } = loadAllIssuers(dir);
for (const error of errors) {
  console.error(`✖ ${path.relative(process.cwd(), error.file)}`);
  for (const problem of error.problems) console.error(`    ${problem}`);
}
if (errors.length > 0) {
  console.error(`${errors.length} issuer configuration(s) invalid.`);
  process.exit(1);
}
console.log(`✔ ${issuers.length} issuers valid: ${issuers.map((i) => i.config.id).join(', ')}`);
