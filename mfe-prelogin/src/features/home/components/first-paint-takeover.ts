// The shell server draws this screen's heading and first banner before any script runs (issue 9:
// shell/server/first-paint.ts), in the box the home draws them in. The home takes that copy over in
// the commit that draws its own: a layout effect removes it before the browser paints again, so no
// frame shows both and the accessibility tree never holds two h1s. (The shell removes it too when
// something else is drawn in its place: shell/src/routing/first-paint.ts.)
import { useLayoutEffect } from 'react';

/** The server's copy's id: the contract with the shell server (a remote imports no shell code). */
export const FIRST_PAINT_ID = 'portal-first-paint';

export function useFirstPaintTakeover(): void {
  useLayoutEffect(() => {
    document.getElementById(FIRST_PAINT_ID)?.remove();
  }, []);
}
