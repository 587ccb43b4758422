/** Markup that is already escaped (or written by us); anything else is escaped on the way in. */
export interface SafeHtml {
  readonly safeHtml: string;
}

export type HtmlValue = SafeHtml | string | number | null | undefined | false | readonly HtmlValue[];

const entities: ReadonlyMap<string, string> = new Map([
  ['&', '&amp;'],
  ['<', '&lt;'],
  ['>', '&gt;'],
  ['"', '&quot;'],
  ["'", '&#39;'],
]);

export const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (c) => entities.get(c) ?? c);

function render(value: HtmlValue): string {
  if (value === null || value === undefined || value === false) return '';
  if (typeof value === 'string') return escapeHtml(value);
  if (typeof value === 'number') return String(value);
  if (Array.isArray(value)) return (value as readonly HtmlValue[]).map(render).join('');
  return (value as SafeHtml).safeHtml;
}

/** Template tag: every interpolated value is escaped unless it is SafeHtml. */
export function markup(strings: TemplateStringsArray, ...values: readonly HtmlValue[]): SafeHtml {
  let out = strings[0] ?? '';
  values.forEach((value, index) => {
    out += render(value) + (strings[index + 1] ?? '');
  });
  return { safeHtml: out };
}
