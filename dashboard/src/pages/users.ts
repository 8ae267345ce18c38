import { api, type Outputs } from '../api.ts';
import { badge, dateTime, field, h, nextId, select, table } from '../dom.ts';
import { can, confirmButton, loadMore, type PageDef } from '../ui.ts';

type User = Outputs['dashboard']['users']['list']['data'][number];
const STATUSES = ['active', 'disabled'] as const;

type Cell = string | Node;

export const usersPage: PageDef = {
  path: '/dashboard/users',
  title: 'Users and KYC',
  nav: 'Users',
  async render({ environment, query, navigate, member, reload, announce }) {
    // Owners and admins may disable a user (audited; fires tenant.users.disabled); re-enabling is not offered.
    const writable = can(member, 'users.write');
    const row = (u: User): Cell[] => {
      const nameId = nextId('user');
      const action =
        writable && u.status !== 'disabled'
          ? confirmButton(
              'Disable',
              'Yes, disable',
              async () => {
                await api.dashboard.users.disable.mutate({ environment, id: u.id });
                announce(`${u.name} disabled.`);
                await reload();
              },
              nameId,
            )
          : '—';
      return [h('span', { id: nameId }, u.name), u.email, badge(u.status), badge(u.kycStatus), dateTime(u.createdAt), action];
    };
    const wanted = query.get('status');
    const status = STATUSES.find((s) => s === wanted);
    const filter = h(
      'form',
      { class: 'filters', role: 'search', 'aria-label': 'Filter users' },
      field('Status', select('status', [['', 'All statuses'], ...STATUSES.map((s): [string, string] => [s, s])], status ?? '')),
      h('button', { type: 'submit' }, 'Filter'),
    );
    filter.addEventListener('submit', (event) => {
      event.preventDefault();
      const value = new FormData(filter).get('status');
      navigate(value ? `/dashboard/users?status=${encodeURIComponent(String(value))}` : '/dashboard/users');
    });
    const list = (cursor?: string) => api.dashboard.users.list.query({ environment, status, limit: 25, ...(cursor ? { starting_after: cursor } : {}) });
    const page = await list();
    const tableEl = table('Users', ['Name', 'Email', 'Status', 'KYC', 'Created', 'Action'], page.data.map(row), 'none found.');
    const more = loadMore(page, list, tableEl, row);
    return [filter, tableEl, more].filter((n): n is HTMLElement => n !== null);
  },
};
