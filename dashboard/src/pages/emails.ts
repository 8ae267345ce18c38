import { api, type Outputs } from '../api.ts';
import { badge, dateTime, h, table } from '../dom.ts';
import { loadMore, type PageDef } from '../ui.ts';

type Summary = Outputs['dashboard']['emails']['list']['data'][number];

const row = (m: Summary) => [
  dateTime(m.createdAt),
  m.to.name ? `${m.to.name} <${m.to.address}>` : m.to.address,
  h('a', { href: `/dashboard/emails/${encodeURIComponent(m.id)}`, 'data-link': true }, m.subject),
  h('code', {}, m.template),
  badge(m.status),
];
const HEADERS = ['When', 'To', 'Subject', 'Message', 'Status'];

/** What this server does with email, said plainly (decisions §13: live environments say when nothing is sent). */
async function settingsNotes(environment: 'live' | 'sandbox'): Promise<HTMLElement[]> {
  const settings = await api.dashboard.emails.settings.query({ environment });
  const notes: HTMLElement[] = [];
  if (!settings.smtpConfigured) {
    notes.push(
      settings.livemode
        ? h(
            'div',
            { class: 'alert', role: 'alert' },
            h(
              'p',
              {},
              h('strong', {}, 'Email is not configured on this server: nothing is sent. '),
              'Messages are composed and kept here, but no party receives them until the operator sets SMTP_URL.',
            ),
          )
        : h('p', { class: 'hint' }, 'This server has no SMTP server configured: messages are kept here, not sent. Read them as a buyer or seller would.'),
    );
  }
  if (!settings.partyEmails) notes.push(h('p', { class: 'hint' }, 'Party emails are off for this environment: turn them on under Environments.'));
  return notes;
}

export const emailsPage: PageDef = {
  path: '/dashboard/emails',
  title: 'Emails',
  nav: 'Emails',
  async render({ environment }) {
    const list = (cursor?: string) => api.dashboard.emails.list.query({ environment, limit: 50, ...(cursor ? { starting_after: cursor } : {}) });
    const [notes, page] = await Promise.all([settingsNotes(environment), list()]);
    const tableEl = table('Messages to parties, newest first', HEADERS, page.data.map(row), 'none composed yet.');
    const more = loadMore(page, list, tableEl, row);
    return [
      ...notes,
      h('p', { class: 'hint' }, 'Every message the service composed for the parties of this environment’s escrows, kept 30 days.'),
      tableEl,
      more,
    ];
  },
};

export const emailPage: PageDef = {
  path: '/dashboard/emails/:id',
  title: 'Email',
  async render({ environment, params }) {
    const m = await api.dashboard.emails.get.query({ environment, id: params.id ?? '' });
    document.title = `${m.subject} – Emails – Dashboard`;
    document.querySelector('h1')!.textContent = m.subject;
    const item = (term: string, value: Node | string) => [h('dt', {}, term), h('dd', {}, value)];
    const bodies =
      m.text === null
        ? [h('p', { class: 'hint' }, 'Live messages are not shown: they carry the parties’ own links.')]
        : [
            h('h2', {}, 'Plain text'),
            h('pre', { class: 'exchange', tabindex: 0, 'aria-label': 'Plain-text part' }, m.text),
            h('h2', {}, 'HTML'),
            // Served on its own under a CSP without scripts, in an opaque-origin sandbox (src/pages/email-preview.ts).
            h('iframe', {
              class: 'email-preview',
              sandbox: '',
              title: `HTML part of “${m.subject}”`,
              src: `/dashboard/emails/${encodeURIComponent(m.id)}/preview`,
            }),
          ];
    return [
      h('p', {}, h('a', { href: '/dashboard/emails', 'data-link': true }, '← All emails')),
      h(
        'dl',
        { class: 'details' },
        item('To', m.to.name ? `${m.to.name} <${m.to.address}>` : m.to.address),
        item('Message', h('code', {}, m.template)),
        item('Status', badge(m.status)),
        item('Attempts', String(m.attempts)),
        item('Last error', m.lastError ?? '—'),
        item('Composed', dateTime(m.createdAt)),
        item('Sent', m.sentAt ? dateTime(m.sentAt) : '—'),
        item(
          'Transaction',
          m.transactionId ? h('a', { href: `/dashboard/transactions/${encodeURIComponent(m.transactionId)}`, 'data-link': true }, m.transactionId) : '—',
        ),
      ),
      ...bodies,
    ];
  },
};
