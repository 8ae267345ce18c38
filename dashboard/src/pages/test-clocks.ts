/** Sandbox test clocks: create one, advance it with presets, and see what it holds, will do and did. */
import { api, type Outputs } from '../api.ts';
import { badge, field, h, money, table } from '../dom.ts';
import { can, confirmButton, loadMore, onSubmit, type PageContext, type PageDef } from '../ui.ts';

type Clock = Outputs['dashboard']['testClocks']['list']['data'][number];
type Activity = Outputs['dashboard']['testClocks']['get'];
type Step = Activity['upcoming'][number];

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

/** Clock times in UTC, to the second: a clock is exact, and it is not the reader's local time. */
function utc(iso: string | null | undefined): Node | string {
  if (!iso) return '—';
  return h('time', { datetime: iso }, iso.replace(/\.000Z$/, 'Z').replace('T', ' '));
}

const SANDBOX_ONLY = [h('p', {}, 'Test clocks exist in sandbox only. Switch the environment (top of the page) to Sandbox to use them.')];

const STEP_WORDS: Record<Step['kind'], string> = {
  inspection_ending: 'Reminder: inspection ending',
  auto_release: 'Auto-release',
  evidence_deadline: 'Managed dispute: evidence deadline',
};

const clockRow = (c: Clock) => [
  h('a', { href: `/dashboard/test-clocks/${encodeURIComponent(c.id)}`, 'data-link': true }, c.name ?? c.id),
  badge(c.status),
  utc(c.frozenTime),
  utc(c.targetFrozenTime),
  utc(c.createdAt),
];

function createForm(ctx: PageContext): HTMLFormElement {
  const now = new Date();
  now.setUTCSeconds(0, 0);
  const form = h(
    'form',
    { class: 'inline', 'aria-label': 'Create a test clock' },
    field('Name (optional)', h('input', { name: 'name', maxlength: 200 })),
    field(
      'Frozen time',
      h('input', { name: 'frozenTime', required: true, value: now.toISOString() }),
      'ISO 8601 with a time zone, such as 2026-12-01T09:00:00Z.',
    ),
    h('button', { type: 'submit' }, 'Create a clock'),
  );
  return onSubmit(
    form,
    async (data) => {
      const name = String(data.get('name') ?? '').trim();
      const clock = await api.dashboard.testClocks.create.mutate({ frozenTime: String(data.get('frozenTime')), ...(name ? { name } : {}) });
      ctx.announce('Test clock created.');
      ctx.navigate(`/dashboard/test-clocks/${encodeURIComponent(clock.id)}`);
    },
    'Could not create the clock',
  );
}

export const testClocksPage: PageDef = {
  path: '/dashboard/test-clocks',
  title: 'Test clocks',
  nav: 'Test clocks',
  async render(ctx) {
    if (ctx.environment !== 'sandbox') return SANDBOX_ONLY;
    const list = (cursor?: string) => api.dashboard.testClocks.list.query({ limit: 25, ...(cursor ? { starting_after: cursor } : {}) });
    const page = await list();
    const tableEl = table('Test clocks', ['Name', 'Status', 'Frozen time (UTC)', 'Advancing to', 'Created'], page.data.map(clockRow), 'none yet.');
    const more = loadMore(page, list, tableEl, clockRow);
    return [
      h(
        'p',
        {},
        'A transaction created with a clock’s ',
        h('code', {}, 'testClockId'),
        ' lives on its time. Advance the clock to run, in seconds, what its days bring: reminders, auto-releases, managed-dispute deadlines — with the same events and webhooks.',
      ),
      can(ctx.member, 'test_clocks.write') ? createForm(ctx) : null,
      tableEl,
      more,
    ];
  },
};

/**
 * Preset targets: fixed steps, past the inspection period of its funded transactions (their auto-release: delivery and
 * inspection days from funding, whatever already passed), and the next step due.
 */
function presets(a: Activity): [label: string, to: number][] {
  const frozen = Date.parse(a.clock.frozenTime);
  const out: [string, number][] = [
    ['+1 hour', frozen + HOUR],
    ['+1 day', frozen + DAY],
    ['+7 days', frozen + 7 * DAY],
    ['+30 days', frozen + 30 * DAY],
  ];
  const releases = new Set(a.transactions.filter((t) => t.status === 'funded' && t.autoReleaseAt).map((t) => Date.parse(t.autoReleaseAt!)));
  for (const to of [...releases]
    .filter((ms) => ms > frozen)
    .sort((x, y) => x - y)
    .slice(0, 3)) {
    out.push([
      `Past the inspection period: to the auto-release at ${new Date(to)
        .toISOString()
        .replace(/\.000Z$/, 'Z')
        .replace('T', ' ')}`,
      to,
    ]);
  }
  const next = a.upcoming.find((s) => Date.parse(s.at) > frozen);
  if (next) out.push([`To the next step: ${STEP_WORDS[next.kind].toLowerCase()}`, Date.parse(next.at)]);
  return out;
}

function advanceForm(ctx: PageContext, a: Activity): HTMLFormElement {
  const advance = async (to: string) => {
    await api.dashboard.testClocks.advance.mutate({ id: a.clock.id, to });
    ctx.announce(`Advancing to ${to}.`);
    await ctx.reload();
  };
  // The button pressed says where to: a preset's time, or (empty) the typed one. Kept in a hidden field, set on click,
  // because the form helper disables its buttons before reading the form (a disabled submitter is not submitted).
  const target = h('input', { type: 'hidden', name: 'to', value: '' });
  const button = (label: string, to: string, cls?: string) => {
    const el = h('button', { type: 'submit', class: cls }, label);
    el.addEventListener('click', () => {
      target.value = to;
    });
    return el;
  };
  const form = h(
    'form',
    { class: 'inline', 'aria-label': 'Advance the clock' },
    target,
    h(
      'div',
      { class: 'actions', role: 'group', 'aria-label': 'Presets' },
      presets(a).map(([label, to]) => button(label, new Date(to).toISOString(), 'secondary')),
    ),
    field('Or advance to', h('input', { name: 'custom', placeholder: 'ISO 8601, such as 2026-12-08T09:00:00Z' })),
    button('Advance', ''),
  );
  return onSubmit(
    form,
    async (data) => {
      const to = String(data.get('to') || data.get('custom') || '').trim();
      await advance(to);
    },
    'Could not advance the clock',
  );
}

const eventSummary = (data: Record<string, unknown>) =>
  ['status', 'changedAt', 'autoReleaseAt', 'managedStatus', 'frozenTime']
    .filter((k) => typeof data[k] === 'string')
    .map((k) => `${k}: ${String(data[k])}`)
    .join(', ');

const txLink = (id: unknown) =>
  typeof id === 'string' ? h('a', { href: `/dashboard/transactions/${encodeURIComponent(id)}`, 'data-link': true }, h('code', {}, id)) : '—';

export const testClockPage: PageDef = {
  path: '/dashboard/test-clocks/:id',
  title: 'Test clock',
  async render(ctx) {
    if (ctx.environment !== 'sandbox') return SANDBOX_ONLY;
    const a = await api.dashboard.testClocks.get.query({ id: ctx.params.id ?? '' });
    const { clock } = a;
    document.querySelector('h1')!.textContent = clock.name ?? 'Test clock';
    const here = location.pathname;
    // While the service advances it, look again every second until it is ready.
    if (clock.status === 'advancing') {
      setTimeout(() => {
        if (location.pathname === here) void ctx.reload();
      }, 1000);
    }
    const item = (term: string, value: Node | string) => [h('dt', {}, term), h('dd', {}, value)];
    const writer = can(ctx.member, 'test_clocks.write');
    return [
      h('p', {}, h('a', { href: '/dashboard/test-clocks', 'data-link': true }, '← All test clocks')),
      h(
        'dl',
        { class: 'details' },
        item('Id', h('code', {}, clock.id)),
        item('Status', badge(clock.status)),
        item('Frozen time (UTC)', utc(clock.frozenTime)),
        clock.targetFrozenTime ? item('Advancing to', utc(clock.targetFrozenTime)) : [],
        clock.failureMessage ? item('Stopped', clock.failureMessage) : [],
        item('Deleted by the service after', utc(clock.deletesAfter)),
      ),
      clock.status === 'advancing' ? h('p', { role: 'status' }, 'Advancing… this page updates when the clock is ready.') : writer ? advanceForm(ctx, a) : null,
      h('h2', {}, 'What an advance will do'),
      table(
        'Steps due on this clock',
        ['When (UTC)', 'What', 'Transaction'],
        a.upcoming.map((s) => [utc(s.at), STEP_WORDS[s.kind], txLink(s.transactionId)]),
        'nothing is waiting on a deadline.',
      ),
      h('h2', {}, 'Transactions on this clock'),
      table(
        'Transactions on this clock',
        ['Title', 'Status', 'Amount', 'Auto-release (UTC)', 'Created (UTC)'],
        a.transactions.map((t) => [
          h('a', { href: `/dashboard/transactions/${encodeURIComponent(t.id)}`, 'data-link': true }, t.title),
          badge(t.status),
          money(t.amount, t.currency),
          utc(t.autoReleaseAt),
          utc(t.createdAt),
        ]),
        'none yet: create one with this clock’s testClockId.',
      ),
      h('h2', {}, 'What it did'),
      table(
        'Events on this clock, newest first',
        ['Event', 'Transaction', 'Details'],
        a.events.map((e) => [h('code', {}, e.type), txLink(e.data.transactionId), eventSummary(e.data)]),
        'no events yet.',
      ),
      writer
        ? confirmButton('Delete this clock', 'Yes, delete it', async () => {
            await api.dashboard.testClocks.delete.mutate({ id: clock.id });
            ctx.announce('Test clock deleted.');
            ctx.navigate('/dashboard/test-clocks');
          })
        : null,
    ];
  },
};

/** The list of clocks and one clock's page. */
export const testClockPages: PageDef[] = [testClocksPage, testClockPage];
