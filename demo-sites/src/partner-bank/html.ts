// HTML built from templates that escape every value put in them: markup can only come from another
// template, so no text from a member, a request or the provider reaches a page unescaped.

const ESCAPES: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Text made safe for an element's content or a quoted attribute value. */
export const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (c) => ESCAPES[c] ?? c);

/** Markup built by `html` (or trusted as such with `trustedHtml`): put in a template as it is. */
export class SafeHtml {
  constructor(readonly markup: string) {}
  toString(): string {
    return this.markup;
  }
}

/** What a template takes: text (escaped), markup, a list of markup, or nothing (false, null, undefined). */
type HtmlValue = string | number | SafeHtml | readonly SafeHtml[] | false | null | undefined;

const render = (value: HtmlValue): string => {
  if (value === false || value === null || value === undefined) return '';
  if (value instanceof SafeHtml) return value.markup;
  if (Array.isArray(value)) return value.map((item: SafeHtml) => item.markup).join('');
  return escapeHtml(String(value));
};

export function html(strings: TemplateStringsArray, ...values: readonly HtmlValue[]): SafeHtml {
  return new SafeHtml(strings.reduce((out, text, i) => out + text + (i < values.length ? render(values[i]) : ''), ''));
}

/** Markup the provider built itself (its logout form, with the anti-forgery field): the one thing taken unescaped. */
export const trustedHtml = (markup: string): SafeHtml => new SafeHtml(markup);
