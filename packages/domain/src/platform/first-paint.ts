// The server's first paint of a screen (decision 026 item 4; decision 030): the shell server
// draws a screen's largest image (and the home's heading) in the HTML, before any script, in one
// element with this id; the screen's remote takes it over when it draws its own (useFirstPaintTakeover
// in @portal/ui/mount), and the shell removes it when anything else is drawn in its place
// (shell/src/routing/first-paint.ts). The id is the contract between the three.

/** The element's id, in the page the shell server sends. */
export const FIRST_PAINT_ID = 'portal-first-paint';
