import { api, type Outputs } from '../api.ts';
import { dateTime, h, table } from '../dom.ts';
import { loadMore, type PageDef } from '../ui.ts';

type Entry = Outputs['dashboard']['audit']['list']['data'][number];
const row = (a: Entry) => [dateTime(a.createdAt), a.actor, h('code', {}, a.action), a.targetId ? `${a.targetType} ${a.targetId}` : a.targetType];

export const auditPage: PageDef = {
  path: '/dashboard/audit',
  title: 'Audit log',
  nav: 'Audit log',
  async render() {
    const list = (cursor?: string) => api.dashboard.audit.list.query({ limit: 50, ...(cursor ? { starting_after: cursor } : {}) });
    const page = await list();
    const tableEl = table('Audit log, newest first', ['When', 'Who', 'Action', 'Target'], page.data.map(row), 'no entries yet.');
    const more = loadMore(page, list, tableEl, row);
    return [tableEl, more].filter((n): n is HTMLElement => n !== null);
  },
};
