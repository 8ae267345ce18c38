import { api, type Outputs } from '../api.ts';
import { badge, dateTime, field, h, select, table } from '../dom.ts';
import { loadMore, type PageDef } from '../ui.ts';

const METHODS = ['GET', 'POST', 'PATCH', 'PUT', 'DELETE'] as const;
type Method = (typeof METHODS)[number];
const STATUS_FILTER = /^([1-5]\d\d|[1-5]xx)$/;
type Entry = Outputs['dashboard']['requestLogs']['list']['data'][number];

const row = (r: Entry) => [
  dateTime(r.createdAt),
  h('code', {}, r.method),
  h('a', { href: `/dashboard/request-logs/${encodeURIComponent(r.id)}`, 'data-link': true }, r.path),
  badge(String(r.status)),
  r.errorCode ? h('code', {}, r.errorCode) : '—',
  `${r.durationMs} ms`,
  r.transport,
];
const HEADERS = ['When', 'Method', 'Route', 'Status', 'Error', 'Duration', 'Transport'];

const NOTE =
  'Keyed requests of this environment are recorded while its debugLogging setting is on (Environments), kept 7 days, with secrets and tokens redacted.';

export const requestLogsPage: PageDef = {
  path: '/dashboard/request-logs',
  title: 'Request logs',
  nav: 'Request logs',
  async render({ environment, query, navigate }) {
    const wantedStatus = query.get('status') ?? '';
    const status = STATUS_FILTER.test(wantedStatus) ? wantedStatus : undefined;
    const method = METHODS.includes(query.get('method') as Method) ? (query.get('method') as Method) : undefined;
    const path = query.get('path')?.trim() || undefined;
    const filter = h(
      'form',
      { class: 'filters', role: 'search', 'aria-label': 'Filter request logs' },
      field('Status', h('input', { name: 'status', value: status ?? '', pattern: '[1-5]([0-9][0-9]|xx)', maxlength: 3, size: 4 }), 'e.g. 404 or 4xx'),
      field('Method', select('method', [['', 'Any method'], ...METHODS.map((m): [string, string] => [m, m])], method ?? '')),
      field('Route', h('input', { name: 'path', value: path ?? '', maxlength: 200 }), 'As shown, e.g. /v1/transactions/{id}'),
      h('button', { type: 'submit' }, 'Filter'),
    );
    filter.addEventListener('submit', (event) => {
      event.preventDefault();
      const data = new FormData(filter);
      const params = new URLSearchParams();
      for (const name of ['status', 'method', 'path']) {
        const value = String(data.get(name) ?? '').trim();
        if (value) params.set(name, value);
      }
      navigate(params.toString() ? `/dashboard/request-logs?${params}` : '/dashboard/request-logs');
    });
    const filters = { environment, ...(status ? { status } : {}), ...(method ? { method } : {}), ...(path ? { path } : {}) };
    const list = (cursor?: string) => api.dashboard.requestLogs.list.query({ ...filters, limit: 50, ...(cursor ? { starting_after: cursor } : {}) });
    const page = await list();
    const tableEl = table('Requests, newest first', HEADERS, page.data.map(row), 'none logged.');
    const more = loadMore(page, list, tableEl, row);
    return [h('p', { class: 'hint' }, NOTE), filter, tableEl, more].filter((n): n is HTMLElement => n !== null);
  },
};

/** A stored body, indented when it is whole JSON (a truncated one is shown as stored). */
function bodyBlock(title: string, text: string | null, truncated: boolean): HTMLElement[] {
  let shown = text ?? '';
  if (text && !truncated) {
    try {
      shown = JSON.stringify(JSON.parse(text), null, 2);
    } catch {
      shown = text;
    }
  }
  const nodes: HTMLElement[] = [
    h('h2', {}, title),
    text === null ? h('p', { class: 'empty' }, 'None.') : h('pre', { class: 'exchange', tabindex: 0, 'aria-label': `${title} body` }, shown),
  ];
  if (truncated) nodes.push(h('p', { class: 'hint' }, 'Cut at 16 KiB.'));
  return nodes;
}

export const requestLogPage: PageDef = {
  path: '/dashboard/request-logs/:id',
  title: 'Request',
  async render({ environment, params }) {
    const r = await api.dashboard.requestLogs.get.query({ environment, id: params.id ?? '' });
    const title = `${r.method} ${r.path}`;
    document.title = `${title} – Request logs – Dashboard`;
    document.querySelector('h1')!.textContent = title;
    const item = (term: string, value: Node | string) => [h('dt', {}, term), h('dd', {}, value)];
    return [
      h('p', {}, h('a', { href: '/dashboard/request-logs', 'data-link': true }, '← All requests')),
      h(
        'dl',
        { class: 'details' },
        item('Id', h('code', {}, r.id)),
        item('Request id', h('code', {}, r.requestId)),
        item('Status', badge(String(r.status))),
        item('Error', r.errorCode ? h('code', {}, r.errorCode) : '—'),
        item('Duration', `${r.durationMs} ms`),
        item('Transport', r.transport),
        item('When', dateTime(r.createdAt)),
      ),
      ...bodyBlock('Request', r.requestBody, r.requestBodyTruncated),
      ...bodyBlock('Response', r.responseBody, r.responseBodyTruncated),
    ];
  },
};
