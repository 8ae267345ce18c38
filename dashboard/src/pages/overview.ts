import { api, type Outputs } from '../api.ts';
import { badge, dateTime, h, table } from '../dom.ts';
import type { PageDef } from '../ui.ts';

type Event = Outputs['dashboard']['events']['get'];

/** An event's id, opening the event's page. */
export const eventLink = (e: Pick<Event, 'id'>) =>
  h('a', { href: `/dashboard/events/${encodeURIComponent(e.id)}`, 'data-link': true }, h('code', { class: 'nowrap' }, e.id));

export const overviewPage: PageDef = {
  path: '/dashboard',
  title: 'Overview',
  nav: 'Overview',
  async render({ environment }) {
    const { counts, recentEvents } = await api.dashboard.overview.query({ environment });
    const byStatus = Object.entries(counts.transactions);
    const card = (label: string, value: number, href?: string) =>
      h('div', { class: 'card' }, h('dt', {}, href ? h('a', { href, 'data-link': true }, label) : label), h('dd', {}, String(value)));
    return [
      h(
        'section',
        { 'aria-labelledby': 'counts-title' },
        h('h2', { id: 'counts-title' }, 'At a glance'),
        h(
          'dl',
          { class: 'cards' },
          card('Users', counts.users, '/dashboard/users'),
          card('Party requests awaiting an answer', counts.pendingRequests, '/dashboard/transactions?request=pending'),
          card('Open disputes', counts.openDisputes, '/dashboard/disputes'),
          card('Sanctions hits to review', counts.sanctionsToReview, '/dashboard/sanctions'),
          card('Webhook endpoints', counts.webhookEndpoints, '/dashboard/webhooks'),
        ),
        h('h3', {}, 'Transactions by status'),
        h(
          'dl',
          { class: 'cards' },
          byStatus.length
            ? byStatus.map(([status, n]) => card(status.replaceAll('_', ' '), Number(n), `/dashboard/transactions?status=${encodeURIComponent(status)}`))
            : h('p', {}, 'No transactions yet.'),
        ),
      ),
      h(
        'section',
        { 'aria-labelledby': 'events-title' },
        h('h2', { id: 'events-title' }, 'Recent events'),
        table(
          'Recent events',
          ['Event', 'Type', 'When'],
          recentEvents.map((e) => [eventLink(e), badge(e.type), dateTime(e.createdAt)]),
          'no events yet.',
          { labelledBy: 'events-title' },
        ),
        h('p', {}, h('a', { href: '/dashboard/events', 'data-link': true }, 'All events')),
      ),
    ];
  },
};
