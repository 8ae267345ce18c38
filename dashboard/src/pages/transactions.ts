import { api, type Outputs } from '../api.ts';
import { badge, dateTime, field, h, money, nowrap, select, table } from '../dom.ts';
import { loadMore, type PageDef } from '../ui.ts';
import { disputeSection } from './dispute.ts';

const STATUSES = ['created', 'invited', 'accepted', 'funded', 'disputed', 'released', 'refunded', 'cancelled'] as const;
type Status = (typeof STATUSES)[number];
type Transaction = Outputs['dashboard']['transactions']['list']['data'][number];
type SettlementRequest = NonNullable<Transaction['settlementRequest']>;

const REQUEST_WORDS: Record<SettlementRequest['status'], string> = {
  pending: 'awaiting an answer',
  agreed: 'agreed',
  disputed: 'answered with a dispute',
  withdrawn: 'withdrawn',
  settled: 'closed: settled otherwise',
};

/** "Refund asked by the buyer, awaiting an answer": a party's release/refund request, as both pages and the API call it. */
export function describeRequest(r: SettlementRequest): string {
  return `${r.type === 'release' ? 'Release' : 'Refund'} asked by the ${r.requestedBy}, ${REQUEST_WORDS[r.status]}`;
}

function requestCell(t: Transaction): Node | string {
  const request = t.settlementRequest;
  if (!request) return '—';
  // One awaiting an answer stands out in the list.
  return request.status === 'pending' ? h('strong', {}, describeRequest(request)) : describeRequest(request);
}

const row = (t: Transaction) => [
  h('a', { href: `/dashboard/transactions/${encodeURIComponent(t.id)}`, 'data-link': true }, t.title),
  h('span', { class: 'num' }, money(t.amount, t.currency)),
  badge(t.status),
  t.seller.name,
  t.buyer.name,
  requestCell(t),
  dateTime(t.createdAt),
];
const HEADERS = ['Title', 'Amount', 'Status', 'Seller', 'Buyer', 'Party request', 'Created'];

export const transactionsPage: PageDef = {
  path: '/dashboard/transactions',
  title: 'Transactions',
  nav: 'Transactions',
  async render({ environment, query, navigate }) {
    const wanted = query.get('status');
    const status = STATUSES.includes(wanted as Status) ? (wanted as Status) : undefined;
    const awaiting = query.get('request') === 'pending';
    const onlyPending = h('input', { type: 'checkbox', name: 'request', value: 'pending', id: 'only-pending-requests', checked: awaiting });
    const filter = h(
      'form',
      { class: 'filters', role: 'search', 'aria-label': 'Filter transactions' },
      field('Status', select('status', [['', 'All statuses'], ...STATUSES.map((s): [string, string] => [s, s])], status ?? '')),
      h('div', { class: 'choice' }, onlyPending, h('label', { for: onlyPending.id }, 'Only requests awaiting an answer')),
      h('button', { type: 'submit' }, 'Filter'),
    );
    filter.addEventListener('submit', (event) => {
      event.preventDefault();
      const data = new FormData(filter);
      const params = new URLSearchParams();
      if (data.get('status')) params.set('status', String(data.get('status')));
      if (data.get('request')) params.set('request', 'pending');
      navigate(params.toString() ? `/dashboard/transactions?${params}` : '/dashboard/transactions');
    });
    const filters = { environment, status, ...(awaiting ? { requestStatus: 'pending' as const } : {}) };
    const list = (cursor?: string) => api.dashboard.transactions.list.query({ ...filters, limit: 25, ...(cursor ? { starting_after: cursor } : {}) });
    const page = await list();
    const caption = (status ? `Transactions with status ${status}` : 'All transactions') + (awaiting ? ', with a request awaiting an answer' : '');
    const tableEl = table(caption, HEADERS, page.data.map(row), 'none found.');
    const more = loadMore(page, list, tableEl, row);
    return [filter, tableEl, more].filter((n): n is HTMLElement => n !== null);
  },
};

const party = (p: Transaction['seller']) => h('span', {}, p.name, ' ', h('span', { class: 'muted' }, p.email));

function cancelledBy(c: NonNullable<Transaction['cancellation']>): string {
  const who = c.cancelledBy === 'api' ? 'your backend (API)' : `the ${c.cancelledBy}`;
  return c.reason ? `${who}: ${c.reason}` : who;
}

export const transactionPage: PageDef = {
  path: '/dashboard/transactions/:id',
  title: 'Transaction',
  async render(ctx) {
    const { environment, params } = ctx;
    const t = await api.dashboard.transactions.get.query({ environment, id: params.id ?? '' });
    document.title = `${t.title} – Transactions – Dashboard`;
    document.querySelector('h1')!.textContent = t.title;
    const item = (term: string, value: Node | string) => [h('dt', {}, term), h('dd', {}, value)];
    const request = t.settlementRequest;
    return [
      h('p', {}, h('a', { href: '/dashboard/transactions', 'data-link': true }, '← All transactions')),
      h(
        'dl',
        { class: 'details' },
        item('Status', badge(t.status)),
        item('Amount', nowrap(money(t.amount, t.currency))),
        item('Seller', party(t.seller)),
        item('Buyer', party(t.buyer)),
        item('Counterparty KYC', badge(t.counterparty.kycStatus)),
        item('Funding reference', t.fundingReference ?? '—'),
        t.cancellation ? item('Cancelled by', cancelledBy(t.cancellation)) : [],
        t.autoReleaseAt ? item('Auto-release', dateTime(t.autoReleaseAt)) : [],
        item('Created', dateTime(t.createdAt)),
        item('Id', nowrap(h('code', {}, t.id))),
      ),
      t.dispute ? disputeSection(ctx, t, t.dispute) : null,
      request
        ? h(
            'section',
            { 'aria-labelledby': 'request-title' },
            h('h2', { id: 'request-title' }, 'Party request'),
            h(
              'dl',
              { class: 'details' },
              item('Request', describeRequest(request)),
              item('Reason', request.reason ?? '—'),
              item('Asked', dateTime(request.requestedAt)),
              item('Closed', dateTime(request.closedAt)),
            ),
          )
        : null,
      h('h2', {}, 'History'),
      h(
        'ol',
        { class: 'history' },
        t.history.map((step) =>
          h('li', {}, badge(step.status), ' ', dateTime(step.at), step.reason === 'auto_release' ? ' — automatically: the timeline ran out' : ''),
        ),
      ),
    ];
  },
};
