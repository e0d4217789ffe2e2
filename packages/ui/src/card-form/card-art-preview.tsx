// §2 Add and edit card screen: the card's art, which turns to the card's back while the security code
// field has focus, and (§5) is looked up once a full valid number is typed. Decorative for a screen
// reader (the fields say everything), so a lookup that fails leaves the generic card drawn, silently.
import { useAtomValue } from 'jotai';
import { useEffect, useRef, useState } from 'react';
import { getCardArt } from '@portal/client/api';
import {
  CARD_ART_DEFAULT_SIZE,
  cardArtSources,
  cardArtSide,
  normaliseCardNumber,
  shouldRequestCardArt,
} from '@portal/domain/card';
import { assetBaseAtom } from '@portal/client/state';
import styles from './card-form.module.css';

export interface CardArtPreviewProps {
  /** The number typed (add), or null when the card is saved (edit: its own art). */
  number: string | null;
  /** The saved card's art file name (edit). */
  savedArt?: string | undefined;
  securityCodeFocused: boolean;
}

export function CardArtPreview({ number, savedArt, securityCodeFocused }: CardArtPreviewProps) {
  const assetBase = useAtomValue(assetBaseAtom);
  const [art, setArt] = useState<string | null>(savedArt ?? null);
  const requestedFor = useRef<string | undefined>(undefined);

  useEffect(() => {
    if (number === null) return undefined;
    if (!shouldRequestCardArt(number, requestedFor.current)) return undefined;
    const digits = normaliseCardNumber(number);
    requestedFor.current = digits;
    let current = true;
    getCardArt({ cardArtAccountNumber: digits }).then(
      (image) => {
        if (current) setArt(image.imageUrl);
      },
      () => {
        if (current) setArt(null);
      },
    );
    return () => {
      current = false;
    };
  }, [number]);

  const side = cardArtSide(securityCodeFocused);
  const sources = art ? cardArtSources(art, assetBase) : null;
  return (
    <div className={styles.artFrame} aria-hidden="true">
      <div className={`${styles.art} ${side === 'back' ? styles.artBack : ''}`} data-side={side}>
        <div className={styles.artFace}>
          {sources ? (
            <img
              src={sources.src}
              srcSet={sources.srcSet}
              alt=""
              width={CARD_ART_DEFAULT_SIZE.width}
              height={CARD_ART_DEFAULT_SIZE.height}
            />
          ) : (
            <span className={styles.artGeneric} />
          )}
        </div>
        <div className={`${styles.artFace} ${styles.artReverse}`}>
          <span className={styles.artStripe} />
          <span className={styles.artCode}>•••</span>
        </div>
      </div>
    </div>
  );
}
