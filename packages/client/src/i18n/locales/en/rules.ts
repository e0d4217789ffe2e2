// The product's messages in en of the rules (card, address, identity) and of forms/, one namespace per
// file: loaded by the screens that show a form or a card (loadRuleMessages, decision 036).
import address from './address.json';
import card from './card.json';
import forms from './forms.json';
import identity from './identity.json';

export default { address, card, forms, identity };
