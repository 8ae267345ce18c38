/** Escaped HTML building, for the hosted pages and the emails the service composes. */
/** HTML that is already safe to emit (built by `html` or `raw`). */
export class SafeHtml {
  constructor(readonly value: string) {}
  toString(): string {
    return this.value;
  }
}

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => ESCAPES[c]!);
}

type Part = SafeHtml | string | number | null | undefined | false | readonly Part[];

function render(part: Part): string {
  if (part === null || part === undefined || part === false) return '';
  if (part instanceof SafeHtml) return part.value;
  if (Array.isArray(part)) return part.map(render).join('');
  return escapeHtml(String(part));
}

/** Tagged template: every interpolation is escaped unless it is SafeHtml (nested `html`). */
export function html(strings: TemplateStringsArray, ...parts: Part[]): SafeHtml {
  let out = strings[0]!;
  parts.forEach((part, i) => {
    out += render(part) + strings[i + 1]!;
  });
  return new SafeHtml(out);
}
