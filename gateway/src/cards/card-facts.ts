// What a card is and offers (§3 Card in the portal `financialAccountType`, `cardFeatures`), from the
// issuer's product its BIN belongs to (@portal/domain/issuer cardProductFacts): the card answers, and
// every capability check of the card routes, read it here, so nothing is offered that a route refuses.
import { cardProductFacts, type CardProductFacts } from '@portal/domain/issuer';
import type { Queryable } from '../db/database';
import { issuerFeatureCodes, issuerProducts } from '../platform/issuers-store';
import type { CardRow } from './cards-store';

type CardOfProduct = Pick<CardRow, 'bank_identifier' | 'financial_account_type'>;

/** The facts of any card of the issuer, its products and active features read once (a card list). */
export async function cardFactsReader(
  db: Queryable,
  issuerId: string,
): Promise<(card: CardOfProduct) => CardProductFacts> {
  const products = await issuerProducts(db, issuerId);
  const active = await issuerFeatureCodes(db, issuerId);
  return (card) =>
    cardProductFacts(
      { products },
      { bankIdentifier: card.bank_identifier, financialAccountType: card.financial_account_type },
      active,
    );
}

/** One card's facts. */
export async function cardFactsOf(db: Queryable, issuerId: string, card: CardOfProduct): Promise<CardProductFacts> {
  return (await cardFactsReader(db, issuerId))(card);
}
