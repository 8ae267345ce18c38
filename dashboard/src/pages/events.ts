import { api, type Outputs } from '../api.ts';
import { badge, dateTime, field, h, nowrap, table } from '../dom.ts';
import { loadMore, type PageDef } from '../ui.ts';
import { eventLink } from './overview.ts';

type Event = Outputs['dashboard']['events']['get'];

const row = (e: Event) => [eventLink(e), badge(e.type), dateTime(e.createdAt)];

export const eventsPage: PageDef = {
  path: '/dashboard/events',
  title: 'Events',
  nav: 'Events',
  async render({ environment, query, navigate }) {
    const type = query.get('type')?.trim() || undefined;
    const filter = h(
      'form',
      { class: 'filters', role: 'search', 'aria-label': 'Filter events' },
      field('Type', h('input', { name: 'type', value: type ?? '', maxlength: 100 }), 'An exact type, or prefix.* (transaction.*)'),
      h('button', { type: 'submit' }, 'Filter'),
    );
    filter.addEventListener('submit', (event) => {
      event.preventDefault();
      const value = String(new FormData(filter).get('type') ?? '').trim();
      navigate(value ? `/dashboard/events?type=${encodeURIComponent(value)}` : '/dashboard/events');
    });
    const list = (cursor?: string) => api.dashboard.events.list.query({ environment, type, limit: 50, ...(cursor ? { starting_after: cursor } : {}) });
    const page = await list();
    const tableEl = table(type ? `Events of type ${type}, newest first` : 'Events, newest first', ['Event', 'Type', 'When'], page.data.map(row), 'none yet.');
    const more = loadMore(page, list, tableEl, row);
    return [filter, tableEl, more];
  },
};

/** Ids an event's data names, turned into links to their pages. */
function related(data: Record<string, unknown>): HTMLElement | null {
  const transactionId = typeof data.transactionId === 'string' ? data.transactionId : typeof data.id === 'string' && data.id.startsWith('tx_') ? data.id : null;
  if (!transactionId) return null;
  return h('p', {}, h('a', { href: `/dashboard/transactions/${encodeURIComponent(transactionId)}`, 'data-link': true }, 'Open the transaction'));
}

export const eventPage: PageDef = {
  path: '/dashboard/events/:id',
  title: 'Event',
  async render({ environment, params }) {
    const e = await api.dashboard.events.get.query({ environment, id: params.id ?? '' });
    document.title = `${e.type} – Events – Dashboard`;
    document.querySelector('h1')!.textContent = e.type;
    const item = (term: string, value: Node | string) => [h('dt', {}, term), h('dd', {}, value)];
    return [
      h('p', {}, h('a', { href: '/dashboard/events', 'data-link': true }, '← All events')),
      h('dl', { class: 'details' }, item('Id', nowrap(h('code', {}, e.id))), item('Type', badge(e.type)), item('When', dateTime(e.createdAt))),
      related(e.data as Record<string, unknown>),
      h('h2', {}, 'Data'),
      h('pre', { class: 'exchange', tabindex: 0, 'aria-label': 'Event data' }, JSON.stringify(e.data, null, 2)),
    ];
  },
};
