// The product's own messages in es, one namespace per file: loaded as one piece (decision 026).
import address from './address.json';
import card from './card.json';
import common from './common.json';
import errors from './errors.json';
import forms from './forms.json';
import identity from './identity.json';

export default { common, card, address, identity, errors, forms };
