// A screen the shell server draws first (its image, and the home's heading: shell/server/first-paint.ts)
// takes that copy over in the commit that draws its own: a layout effect removes it before the browser
// paints again, so no frame shows both and the accessibility tree never holds two h1s. The copy stands
// in the box the screen draws its image in, so nothing moves and the largest paint stays the server's.
// (The shell removes it too when something else is drawn in its place: shell/src/routing/first-paint.ts.)
import { useLayoutEffect } from 'react';
import { FIRST_PAINT_ID } from '@portal/domain/platform';

export function useFirstPaintTakeover(): void {
  useLayoutEffect(() => {
    document.getElementById(FIRST_PAINT_ID)?.remove();
  }, []);
}
