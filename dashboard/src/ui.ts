import type { DashboardRoute } from '../../src/pages/dashboard-routes.ts';
import { DASHBOARD_PERMISSIONS, type DashboardPermission } from '../../src/services/roles.ts';
import { describeError, type Environment, type Member } from './api.ts';
import { h, tableRow, type Child } from './dom.ts';

/** What a page gets to render itself. */
export interface PageContext {
  environment: Environment;
  member: Member;
  params: Record<string, string>;
  query: URLSearchParams;
  navigate(path: string): void;
  /** Render the current page again (after a change), keeping focus where it sensibly is. */
  reload(): Promise<void>;
  /** Say something politely to screen readers and show it in the status line. */
  announce(message: string): void;
}

export interface PageDef {
  /** One of the server's dashboard routes, so a reload of the page's URL serves the app. */
  path: DashboardRoute;
  title: string;
  /** Shown in the navigation when set. */
  nav?: string;
  render(ctx: PageContext): Promise<readonly (Node | null)[]>;
}

export const can = (member: Member, permission: DashboardPermission) => (DASHBOARD_PERMISSIONS[permission] as readonly string[]).includes(member.role);

export function errorBox(error: unknown, context = 'Something went wrong'): HTMLElement {
  return h('div', { class: 'alert', role: 'alert' }, h('p', {}, h('strong', {}, `${context}: `), describeError(error)));
}

/** Run an action from a form: disable the button meanwhile, show an error next to the form on failure. */
export function onSubmit(form: HTMLFormElement, action: (data: FormData) => Promise<void>, failure = 'That did not work'): HTMLFormElement {
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    const buttons = [...form.querySelectorAll('button')];
    form.querySelector(':scope > .alert')?.remove();
    for (const b of buttons) b.disabled = true;
    action(new FormData(form, (event as SubmitEvent).submitter))
      .catch((error: unknown) => {
        const box = errorBox(error, failure);
        form.prepend(box);
      })
      .finally(() => {
        for (const b of buttons) if (b.isConnected) b.disabled = false;
      });
  });
  return form;
}

/** A button that asks for a second click in place (no window.confirm) before a destructive action. */
export function confirmButton(label: string, confirmLabel: string, action: () => Promise<void>, describedBy?: string): HTMLElement {
  const wrap = h('span', { class: 'confirm' });
  const start = h('button', { type: 'button', class: 'secondary', 'aria-describedby': describedBy }, label);
  const show = () => {
    const yes = h('button', { type: 'button', class: 'danger' }, confirmLabel);
    const no = h('button', { type: 'button', class: 'secondary' }, 'Cancel');
    yes.addEventListener('click', () => {
      yes.disabled = true;
      action().catch((error: unknown) => {
        yes.disabled = false;
        wrap.append(errorBox(error, `${label} failed`));
      });
    });
    no.addEventListener('click', () => {
      wrap.replaceChildren(start);
      start.focus();
    });
    wrap.replaceChildren(h('span', { class: 'confirm-question' }, 'Are you sure?'), yes, no);
    yes.focus();
  };
  start.addEventListener('click', show);
  wrap.append(start);
  return wrap;
}

/** A "Load more" button under a cursor-paged table: appends the next pages' rows to its body until `hasMore` is false. */
export function loadMore<T>(
  first: { hasMore: boolean; nextCursor: string | null },
  fetchPage: (cursor: string) => Promise<{ data: T[]; hasMore: boolean; nextCursor: string | null }>,
  tableEl: HTMLElement,
  row: (item: T) => readonly Child[],
): HTMLElement | null {
  if (!first.hasMore || !first.nextCursor) return null;
  let cursor = first.nextCursor;
  const button = h('button', { type: 'button', class: 'secondary' }, 'Load more');
  button.addEventListener('click', () => {
    button.disabled = true;
    fetchPage(cursor)
      .then((page) => {
        tableEl.querySelector('tbody')?.append(...page.data.map((item) => tableRow(row(item))));
        if (page.hasMore && page.nextCursor) {
          cursor = page.nextCursor;
          button.disabled = false;
        } else button.remove();
      })
      .catch((error: unknown) => {
        button.disabled = false;
        button.after(errorBox(error, 'Could not load more'));
      });
  });
  return button;
}

/** A secret shown once, with a way to say it has been copied. */
export function secretPanel(title: string, label: string, secret: string, note: string): HTMLElement {
  const panel = h(
    'section',
    { class: 'secret', 'aria-labelledby': 'secret-title', tabindex: -1 },
    h('h2', { id: 'secret-title' }, title),
    h('p', {}, note),
    h('p', {}, h('span', { class: 'secret-label' }, `${label}: `), h('code', { class: 'secret-value' }, secret)),
  );
  const done = h('button', { type: 'button', class: 'secondary' }, 'Hide it, I have copied it');
  done.addEventListener('click', () => panel.remove());
  panel.append(done);
  queueMicrotask(() => panel.focus());
  return panel;
}
