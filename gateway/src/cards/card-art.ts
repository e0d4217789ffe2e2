// Card art (§3 card art lookup, §7 POST /issuer-controller/v1/issuer/cardart, §9 default 164x105): the
// issuer's BIN ranges (issuers/<id>/issuer.json `cardArts`) choose the art of a card from its BIN. The
// files live beside the issuer's other assets as <image>_web_1x.png and <image>_web_2x.png.
import { cardArtFor } from '@portal/domain/issuer';
import type { Queryable } from '../db/database';
import { issuerCardArts } from '../platform/issuers-store';

export interface CardArt {
  /** The art's base name: the screens add §3's `_web_1x.png` / `_web_2x.png` ending. */
  image: string;
  width: number;
  height: number;
}

/** The art an issuer gives a BIN, or null when it has none. */
export async function cardArtOf(db: Queryable, issuerId: string, bankIdentifier: string): Promise<CardArt | null> {
  const arts = await issuerCardArts(db, issuerId);
  return arts ? cardArtFor(arts, bankIdentifier) : null;
}
