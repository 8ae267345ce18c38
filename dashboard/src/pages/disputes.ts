import { api } from '../api.ts';
import { givenBy } from './dispute.ts';
import { dateTime, h, money, nextId } from '../dom.ts';
import type { PageDef } from '../ui.ts';

export const disputesPage: PageDef = {
  path: '/dashboard/disputes',
  title: 'Disputes',
  nav: 'Disputes',
  async render({ environment }) {
    const awaiting = await api.dashboard.disputes.awaiting.query({ environment, limit: 100 });
    if (awaiting.data.length === 0) return [h('p', {}, 'No disputes are waiting for a decision.')];
    return [
      h('p', {}, 'Oldest first. Open one to read the evidence each party gave and decide who gets the money.'),
      h(
        'ul',
        { class: 'cards-list' },
        awaiting.data.map(({ transaction: t, dispute: d }) => {
          const titleId = nextId('dispute');
          const from = (by: string) =>
            by === 'seller' || by === 'buyer'
              ? `the ${by}`
              : by === 'tenant' || by === 'api'
                ? 'your team'
                : by.startsWith('tenant:')
                  ? `your team for the ${by.slice('tenant:'.length)}`
                  : by.replaceAll('_', ' ');
          const counts = [...new Set(['seller', 'buyer', ...d.evidence.map(givenBy)])].map(
            (by) => `${d.evidence.filter((e) => givenBy(e) === by).length} from ${from(by)}`,
          );
          return h(
            'li',
            { class: 'panel' },
            h(
              'article',
              { 'aria-labelledby': titleId },
              h('h2', { id: titleId }, h('a', { href: `/dashboard/transactions/${encodeURIComponent(t.id)}`, 'data-link': true }, t.title)),
              h(
                'p',
                {},
                h('span', { class: 'nowrap' }, money(t.amount, t.currency)),
                ` · ${t.seller.name} (seller) and ${t.buyer.name} (buyer) · opened by the ${d.openedBy} `,
                dateTime(d.createdAt),
              ),
              h('p', {}, h('strong', {}, 'Reason: '), d.reason),
              h('p', {}, h('strong', {}, 'Evidence: '), counts.join(' · ')),
              d.managed
                ? h(
                    'p',
                    { class: 'notice' },
                    d.managedStatus === 'awaiting_decision' ? 'Managed: the platform operator decides it.' : 'Managed: evidence due ',
                    d.managedStatus === 'awaiting_decision' || !d.evidenceDueAt ? null : dateTime(d.evidenceDueAt),
                  )
                : null,
              h(
                'p',
                {},
                h(
                  'a',
                  { href: `/dashboard/transactions/${encodeURIComponent(t.id)}`, 'data-link': true, class: 'button-link' },
                  d.managed ? 'Read the evidence' : 'Read the evidence and decide',
                  h('span', { class: 'visually-hidden' }, `: ${t.title}`),
                ),
              ),
            ),
          );
        }),
      ),
    ];
  },
};
