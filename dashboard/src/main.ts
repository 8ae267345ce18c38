/** The dashboard: a single-page app under /dashboard, talking to the server only through the tRPC client. */
import {
  currentMember,
  currentOrganizations,
  describeError,
  login,
  logout,
  refresh,
  switchOrganization,
  whenSignedOut,
  type Environment,
  type Member,
} from './api.ts';
import { field, h } from './dom.ts';
import { resetForm, unlockForm } from './mail-link-forms.ts';
import { auditPage } from './pages/audit.ts';
import { disputesPage } from './pages/disputes.ts';
import { emailPage, emailsPage } from './pages/emails.ts';
import { environmentsPage } from './pages/environments.ts';
import { eventPage, eventsPage } from './pages/events.ts';
import { hostedPagesPage } from './pages/hosted-pages.ts';
import { keysPage } from './pages/keys.ts';
import { membersPage } from './pages/members.ts';
import { overviewPage } from './pages/overview.ts';
import { requestLogPage, requestLogsPage } from './pages/request-logs.ts';
import { sanctionsPage } from './pages/sanctions.ts';
import { testClockPages } from './pages/test-clocks.ts';
import { transactionPage, transactionsPage } from './pages/transactions.ts';
import { usersPage } from './pages/users.ts';
import { webhooksPage } from './pages/webhooks.ts';
import { can, errorBox, type PageContext, type PageDef } from './ui.ts';

const PAGES: PageDef[] = [
  overviewPage,
  transactionsPage,
  transactionPage,
  disputesPage,
  sanctionsPage,
  usersPage,
  eventsPage,
  eventPage,
  webhooksPage,
  keysPage,
  hostedPagesPage,
  environmentsPage,
  membersPage,
  auditPage,
  requestLogsPage,
  requestLogPage,
  ...testClockPages,
  emailsPage,
  emailPage,
];
/** Pages hidden from roles that cannot use them at all. */
const NEEDS: Partial<Record<string, Parameters<typeof can>[1]>> = { '/dashboard/audit': 'audit.read', '/dashboard/request-logs': 'logs.read' };

const ENV_KEY = 'dashboard.environment';
let environment: Environment = localStorage.getItem(ENV_KEY) === 'live' ? 'live' : 'sandbox';
const root = document.getElementById('app')!;
let renderSeq = 0;

function match(pathname: string): { page: PageDef; params: Record<string, string> } | null {
  for (const page of PAGES) {
    const names: string[] = [];
    const pattern = new RegExp(`^${page.path.replace(/:(\w+)/g, (_, name: string) => (names.push(name), '([^/]+)'))}/?$`);
    const m = pattern.exec(pathname);
    if (m) return { page, params: Object.fromEntries(names.map((n, i) => [n, decodeURIComponent(m[i + 1] ?? '')])) };
  }
  return null;
}

function navigate(path: string, opts: { replace?: boolean } = {}): void {
  if (opts.replace) history.replaceState(null, '', path);
  else history.pushState(null, '', path);
  void render({ focus: true });
}

// What the last action did, under the page's heading: in the page's flow, so it never covers a form or a confirmation.
const status = h('p', { class: 'status', role: 'status' });
function announce(message: string): void {
  status.textContent = '';
  // A fresh text node each time so screen readers repeat identical messages.
  setTimeout(() => (status.textContent = message), 50);
}

function header(member: Member): HTMLElement {
  const envSelect = h(
    'select',
    { id: 'environment', name: 'environment' },
    h('option', { value: 'live', selected: environment === 'live' }, 'Live'),
    h('option', { value: 'sandbox', selected: environment === 'sandbox' }, 'Sandbox'),
  );
  envSelect.addEventListener('change', () => {
    environment = envSelect.value === 'live' ? 'live' : 'sandbox';
    localStorage.setItem(ENV_KEY, environment);
    announce(`Showing ${environment} data.`);
    void render({ focus: false });
  });
  const signOut = h('button', { type: 'button', class: 'link-button' }, 'Sign out');
  signOut.addEventListener('click', () => {
    void logout().finally(() => navigate('/dashboard/login'));
  });
  return h(
    'header',
    { class: `top ${environment}` },
    h('a', { class: 'brand', href: '/dashboard', 'data-link': true }, 'Escrow dashboard'),
    organizationSwitch(member),
    h('div', { class: 'env-switch' }, h('label', { for: 'environment' }, 'Environment'), envSelect),
    h('p', { class: 'who' }, `${member.name} (${member.role})`, ' ', signOut),
  );
}

/** Like Stripe's account switcher: shown when the person belongs to several organizations. */
function organizationSwitch(member: Member): HTMLElement | null {
  const organizations = currentOrganizations();
  if (organizations.length < 2) return null;
  const choose = h(
    'select',
    { id: 'organization', name: 'organization' },
    organizations.map((o) =>
      h(
        'option',
        { value: o.tenantId, selected: o.tenantId === member.tenantId, disabled: o.ssoRequired && o.tenantId !== member.tenantId },
        o.ssoRequired ? `${o.name} (single sign-on)` : o.name,
      ),
    ),
  );
  choose.addEventListener('change', () => {
    switchOrganization(choose.value)
      .then((now) => {
        announce(`Switched to ${organizations.find((o) => o.tenantId === now.tenantId)?.name ?? 'the organization'}.`);
        navigate('/dashboard');
      })
      .catch((error: unknown) => announce(describeError(error)));
  });
  return h('div', { class: 'env-switch' }, h('label', { for: 'organization' }, 'Organization'), choose);
}

function nav(pathname: string, member: Member): HTMLElement {
  const items = PAGES.filter((p) => p.nav && (!NEEDS[p.path] || can(member, NEEDS[p.path]!)));
  return h(
    'nav',
    { 'aria-label': 'Dashboard' },
    h(
      'ul',
      {},
      items.map((p) => {
        const current = p.path === '/dashboard' ? pathname === '/dashboard' || pathname === '/dashboard/' : pathname.startsWith(p.path);
        return h('li', {}, h('a', { href: p.path, 'data-link': true, 'aria-current': current ? 'page' : null }, p.nav!));
      }),
    ),
  );
}

function loginView(): void {
  document.title = 'Sign in – Dashboard';
  const form = h(
    'form',
    { method: 'post', 'aria-labelledby': 'login-title' },
    field('Email', h('input', { name: 'email', type: 'email', autocomplete: 'username', required: true })),
    field('Password', h('input', { name: 'password', type: 'password', autocomplete: 'current-password', required: true })),
    h('button', { type: 'submit' }, 'Sign in'),
  );
  const heading = h('h1', { id: 'login-title', tabindex: -1 }, 'Sign in');
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    const data = new FormData(form);
    const button = form.querySelector('button')!;
    button.disabled = true;
    form.querySelector('.alert')?.remove();
    login(String(data.get('email')), String(data.get('password')))
      .then(() => {
        const next = new URLSearchParams(location.search).get('next');
        navigate(next && next.startsWith('/dashboard/') && match(next.split('?')[0]!) ? next : '/dashboard', { replace: true });
      })
      .catch((error: unknown) => {
        button.disabled = false;
        form.prepend(errorBox(error, 'Could not sign in'));
        (form.querySelector('input[name=email]') as HTMLInputElement).focus();
      });
  });
  root.replaceChildren(
    h(
      'main',
      { id: 'main', class: 'narrow' },
      h('p', { class: 'brand' }, 'Escrow dashboard'),
      heading,
      form,
      h('p', { class: 'hint' }, 'New member? Use the set-password link emailed to you first.'),
      unlockForm(),
      resetForm(),
    ),
  );
  heading.focus();
}

async function render(opts: { focus: boolean }): Promise<void> {
  const seq = ++renderSeq;
  const { pathname, search } = location;
  const member = currentMember();
  if (pathname.replace(/\/$/, '') === '/dashboard/login') {
    if (member) return navigate('/dashboard', { replace: true });
    return loginView();
  }
  if (!member) {
    const next = pathname === '/dashboard' ? '' : `?next=${encodeURIComponent(pathname + search)}`;
    history.replaceState(null, '', `/dashboard/login${next}`);
    return loginView();
  }
  const found = match(pathname);
  const page = found?.page;
  const title = page?.title ?? 'Page not found';
  const heading = h('h1', { id: 'page-title', tabindex: -1 }, title);
  const body = h('div', { class: 'page-body', 'aria-busy': 'true' }, h('p', {}, 'Loading…'));
  const main = h(
    'main',
    { id: 'main', 'aria-labelledby': 'page-title' },
    heading,
    environment === 'sandbox' ? h('p', { class: 'sandbox-note' }, 'Sandbox data: test mode, no real money.') : null,
    status,
    body,
  );
  document.title = `${title} – Dashboard`;
  // A new page starts without the last page's message.
  if (opts.focus) status.textContent = '';
  root.replaceChildren(
    h('a', { class: 'skip-link', href: '#main' }, 'Skip to content'),
    header(member),
    h('div', { class: 'layout' }, nav(pathname, member), main),
  );
  if (opts.focus) heading.focus();
  if (!page || !found) {
    body.replaceChildren(h('p', {}, 'There is no such page. '), h('a', { href: '/dashboard', 'data-link': true }, 'Go to the overview'));
    body.removeAttribute('aria-busy');
    return;
  }
  const ctx: PageContext = {
    environment,
    member,
    params: found.params,
    query: new URLSearchParams(search),
    navigate,
    reload: () => render({ focus: false }),
    announce,
  };
  try {
    const nodes = await page.render(ctx);
    if (seq !== renderSeq) return;
    body.replaceChildren(...nodes.filter((n): n is Node => n !== null));
  } catch (error) {
    if (seq !== renderSeq) return;
    body.replaceChildren(errorBox(error, `Could not load ${title.toLowerCase()}`));
  } finally {
    body.removeAttribute('aria-busy');
  }
}

// Same-document navigation for the app's own links (modifier clicks still open tabs).
document.addEventListener('click', (event) => {
  const link = (event.target as Element | null)?.closest?.('a[data-link]');
  if (!(link instanceof HTMLAnchorElement) || event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
    return;
  event.preventDefault();
  if (link.pathname + link.search !== location.pathname + location.search) navigate(link.pathname + link.search);
  else void render({ focus: true });
});
window.addEventListener('popstate', () => void render({ focus: true }));
whenSignedOut(() => {
  announce('Your session has ended. Sign in again.');
  navigate(`/dashboard/login?next=${encodeURIComponent(location.pathname + location.search)}`, { replace: true });
});

// After a reload the access token is gone (memory only): the session cookie brings it back.
refresh()
  .catch((error: unknown) => {
    root.replaceChildren(h('main', { id: 'main' }, h('h1', {}, 'Dashboard unavailable'), h('p', { role: 'alert' }, describeError(error))));
    throw error;
  })
  .then(() => render({ focus: false }));
