// The product's own messages in en that any screen may show from the first: common texts and the §8
// catalogue, one namespace per file (the rules' and forms' messages are in rules.ts, loaded apart).
import common from './common.json';
import errors from './errors.json';

export default { common, errors };
