// Phone numbers, whole or masked ("1-800-555-0100", "(•••) •••-0226", "+1 (202) 555-0234"), kept on
// one line. A browser may break a line after a hyphen or at a space, and "1-800-555-" / "0100" on two
// lines reads as two numbers, or as one cut short. Everything else in the text wraps as usual.
import { Fragment, type ReactNode } from 'react';

/** Groups of digits or mask dots, some in brackets, joined by a space, dot or hyphen (or none after a bracket). */
const NUMBER_LIKE = /\+?\(?[\d•]+\)?(?:[ .-]?\(?[\d•]+\)?)+/g;
/** Seven digits or dots at least: a phone number, not "24 hours" or "3 %". */
const MIN_DIGITS = 7;

function isPhoneLike(text: string): boolean {
  return (text.match(/[\d•]/g) ?? []).length >= MIN_DIGITS && /[ .()-]/.test(text);
}

/** The text, with each phone number in a span that does not break (`portal-nowrap`, ui/styles.css). */
export function KeepNumbersWhole({ text }: { text: string }): ReactNode {
  const parts: ReactNode[] = [];
  let from = 0;
  for (const match of text.matchAll(NUMBER_LIKE)) {
    if (!isPhoneLike(match[0])) continue;
    parts.push(text.slice(from, match.index));
    parts.push(
      <span key={match.index} className="portal-nowrap">
        {match[0]}
      </span>,
    );
    from = match.index + match[0].length;
  }
  if (from === 0) return text;
  parts.push(text.slice(from));
  return <Fragment>{parts}</Fragment>;
}
