import { api, type Outputs } from '../api.ts';
import { badge, dateTime, field, h, money, select, table } from '../dom.ts';
import { loadMore, type PageDef } from '../ui.ts';

const STATUSES = ['created', 'invited', 'accepted', 'funded', 'disputed', 'released', 'refunded'] as const;
type Status = (typeof STATUSES)[number];
type Transaction = Outputs['dashboard']['transactions']['list']['data'][number];

const row = (t: Transaction) => [
  h('a', { href: `/dashboard/transactions/${encodeURIComponent(t.id)}`, 'data-link': true }, t.title),
  money(t.amount, t.currency),
  badge(t.status),
  `${t.seller.name} → ${t.buyer.name}`,
  dateTime(t.createdAt),
];
const HEADERS = ['Title', 'Amount', 'Status', 'Seller → buyer', 'Created'];

export const transactionsPage: PageDef = {
  path: '/dashboard/transactions',
  title: 'Transactions',
  nav: 'Transactions',
  async render({ environment, query, navigate }) {
    const wanted = query.get('status');
    const status = STATUSES.includes(wanted as Status) ? (wanted as Status) : undefined;
    const filter = h(
      'form',
      { class: 'filters', role: 'search', 'aria-label': 'Filter transactions' },
      field('Status', select('status', [['', 'All statuses'], ...STATUSES.map((s): [string, string] => [s, s])], status ?? '')),
      h('button', { type: 'submit' }, 'Filter'),
    );
    filter.addEventListener('submit', (event) => {
      event.preventDefault();
      const value = new FormData(filter).get('status');
      navigate(value ? `/dashboard/transactions?status=${encodeURIComponent(String(value))}` : '/dashboard/transactions');
    });
    const list = (cursor?: string) => api.dashboard.transactions.list.query({ environment, status, limit: 25, ...(cursor ? { starting_after: cursor } : {}) });
    const page = await list();
    const caption = status ? `Transactions with status ${status}` : 'All transactions';
    const tableEl = table(caption, HEADERS, page.data.map(row), 'none found.');
    const more = loadMore(page.hasMore, page.nextCursor, list, (items) => {
      const body = tableEl.querySelector('tbody');
      for (const t of items) body?.append(h('tr', {}, row(t).map((c) => h('td', {}, c))));
    });
    return [filter, tableEl, more].filter((n): n is HTMLElement => n !== null);
  },
};

export const transactionPage: PageDef = {
  path: '/dashboard/transactions/:id',
  title: 'Transaction',
  async render({ environment, params }) {
    const t = await api.dashboard.transactions.get.query({ environment, id: params.id ?? '' });
    document.title = `${t.title} – Transactions – Dashboard`;
    document.querySelector('h1')!.textContent = t.title;
    const item = (term: string, value: Node | string) => [h('dt', {}, term), h('dd', {}, value)];
    return [
      h('p', {}, h('a', { href: '/dashboard/transactions', 'data-link': true }, '← All transactions')),
      h(
        'dl',
        { class: 'details' },
        item('Id', h('code', {}, t.id)),
        item('Status', badge(t.status)),
        item('Amount', money(t.amount, t.currency)),
        item('Seller', `${t.seller.name} <${t.seller.email}>`),
        item('Buyer', `${t.buyer.name} <${t.buyer.email}>`),
        item('Counterparty KYC', badge(t.counterparty.kycStatus)),
        item('Funding reference', t.fundingReference ?? '—'),
        item('Created', dateTime(t.createdAt)),
      ),
      h('h2', {}, 'History'),
      h(
        'ol',
        { class: 'history' },
        t.history.map((step) => h('li', {}, badge(step.status), ' ', dateTime(step.at))),
      ),
    ];
  },
};
