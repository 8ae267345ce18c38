/** A tiny DOM builder: text always goes in as text nodes, never as HTML. */
export type Child = Node | string | number | null | undefined | false | readonly Child[];
type Attrs = Record<string, string | number | boolean | null | undefined | EventListener>;

export function h<K extends keyof HTMLElementTagNameMap>(tag: K, attrs: Attrs = {}, ...children: Child[]): HTMLElementTagNameMap[K] {
  const el = document.createElement(tag);
  for (const [name, value] of Object.entries(attrs)) {
    if (value === null || value === undefined || value === false) continue;
    if (typeof value === 'function') el.addEventListener(name.replace(/^on/, ''), value);
    else if (value === true) el.setAttribute(name, '');
    else el.setAttribute(name, String(value));
  }
  append(el, children);
  return el;
}

export function append(parent: Node, children: readonly Child[]): void {
  for (const child of children) {
    if (child === null || child === undefined || child === false) continue;
    if (Array.isArray(child)) append(parent, child);
    else parent.appendChild(child instanceof Node ? child : document.createTextNode(String(child)));
  }
}

let uid = 0;
/** A unique element id for label/description wiring. */
export const nextId = (prefix: string) => `${prefix}-${++uid}`;

/** A labelled form control: label first, then the control (and an optional hint). */
export function field(label: string, control: HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement, hint?: string): HTMLElement {
  control.id ||= nextId('f');
  const hintEl = hint ? h('p', { class: 'hint', id: `${control.id}-hint` }, hint) : null;
  if (hintEl) control.setAttribute('aria-describedby', hintEl.id);
  return h('div', { class: 'field' }, h('label', { for: control.id }, label), hintEl, control);
}

export function select(name: string, options: readonly (string | [value: string, label: string])[], value?: string): HTMLSelectElement {
  return h(
    'select',
    { name },
    options.map((o) => {
      const [v, l] = typeof o === 'string' ? [o, o] : o;
      return h('option', { value: v, selected: v === value }, l);
    }),
  );
}

/** A table cell that never wraps: amounts, ids, keys, times. */
export const nowrap = (content: Child): HTMLElement => h('span', { class: 'nowrap' }, content);

/**
 * A data table with a caption (screen readers announce it) and column
 * headers; on a narrow screen it scrolls sideways instead of breaking words.
 * `labelledBy` names a heading that already says what the table is (no caption then).
 */
export function table(
  caption: string,
  headers: readonly string[],
  rows: readonly (readonly Child[])[],
  empty = 'Nothing here yet.',
  opts: { labelledBy?: string } = {},
): HTMLElement {
  if (rows.length === 0) return h('p', { class: 'empty' }, `${caption}: ${empty}`);
  return h(
    'div',
    { class: 'table-wrap', role: 'region', 'aria-label': caption, tabindex: 0 },
    h(
      'table',
      opts.labelledBy ? { 'aria-labelledby': opts.labelledBy } : {},
      opts.labelledBy ? null : h('caption', {}, caption),
      h(
        'thead',
        {},
        h(
          'tr',
          {},
          headers.map((x) => h('th', { scope: 'col' }, x)),
        ),
      ),
      h('tbody', {}, rows.map(tableRow)),
    ),
  );
}

/** One row of `table` (for "Load more" appending to its body). */
export const tableRow = (cells: readonly Child[]): HTMLTableRowElement =>
  h(
    'tr',
    {},
    cells.map((c) => h('td', {}, c)),
  );

/** An instant in the reader's time zone (and the UTC instant in the element). */
export function dateTime(iso: string | null | undefined): Node | string {
  if (!iso) return '—';
  return h('time', { datetime: iso, class: 'nowrap' }, new Date(iso).toLocaleString('en-GB', { dateStyle: 'medium', timeStyle: 'short' }));
}

export function money(amount: number, currency: string): string {
  try {
    const digits = new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2;
    return new Intl.NumberFormat('en', { style: 'currency', currency }).format(amount / 10 ** digits);
  } catch {
    return `${amount} ${currency}`;
  }
}

export function badge(text: string): HTMLElement {
  return h('span', { class: `badge badge-${text.replace(/[^a-z_]/gi, '')}` }, text.replaceAll('_', ' '));
}
