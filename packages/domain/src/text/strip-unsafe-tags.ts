// §5 Form behaviour: "Script and iframe tags are stripped from text", as one pure function.

/** A whole element with its content: `<script …>…</script>`, `<iframe …>…</iframe>`. */
const PAIRED = /<(script|iframe)(?=[\s/>])[^>]*>[\s\S]*?<\/\1(?=[\s/>])[^>]*>/gi;
/** An opening or closing tag left alone: `<script src=x>`, `</iframe>`. */
const LONE_TAG = /<\/?(?:script|iframe)[^>]*>/gi;
/** What is left of a tag that never closes (`<script src=x` at the end of the text). */
const TAG_START = /<\/?(?:script|iframe)/gi;
const HAS_TAG_START = /<\/?(?:script|iframe)/i;

/**
 * Removes script and iframe elements (with their content), lone opening and closing tags of both,
 * and unterminated starts of them, in any letter case. It repeats until nothing is left to remove,
 * because a removal can join two halves into a new tag (`<scr<script></script>ipt>`); every pass
 * shortens the text, so it ends, and the result is a fixed point, so stripping twice changes nothing.
 */
export function stripUnsafeTags(text: string): string {
  let current = text;
  while (HAS_TAG_START.test(current)) {
    current = current.replace(PAIRED, '').replace(LONE_TAG, '').replace(TAG_START, '');
  }
  return current;
}
