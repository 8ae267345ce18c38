/** A transaction's dispute on its page: what it is about, the evidence by who gave it, the deadline, and the decision. */
import { api, type Outputs } from '../api.ts';
import { badge, dateTime, field, h, money, nextId } from '../dom.ts';
import { can, onSubmit, type PageContext } from '../ui.ts';

type Transaction = Outputs['dashboard']['transactions']['get'];
type Dispute = NonNullable<Transaction['dispute']>;
type Evidence = Dispute['evidence'][number];

/** Who a submitter is, in words: the parties by role and name, anyone else the record names (evidence the API posted is the tenant's). */
export function submitterName(by: string, t: Pick<Transaction, 'seller' | 'buyer'>): string {
  if (by === 'seller') return `Seller: ${t.seller.name}`;
  if (by === 'buyer') return `Buyer: ${t.buyer.name}`;
  if (by === 'tenant' || by === 'api') return 'Your team (through the API)';
  if (by.startsWith('tenant:')) return `Your team (through the API), for the ${by.slice('tenant:'.length)}`;
  return by.replaceAll('_', ' ');
}

/** Who gave a piece of evidence: a party on its own page, or the tenant's API keys for a party (shown, never counted for it). */
export function givenBy(e: Pick<Evidence, 'submittedBy' | 'source'>): string {
  return e.source === 'tenant' ? `tenant:${e.submittedBy}` : e.submittedBy;
}

/** Evidence grouped by who gave it, parties first, each group oldest first. */
function evidenceBySubmitter(evidence: readonly Evidence[]): [string, Evidence[]][] {
  const groups = new Map<string, Evidence[]>([
    ['seller', []],
    ['buyer', []],
  ]);
  for (const e of evidence) groups.set(givenBy(e), [...(groups.get(givenBy(e)) ?? []), e]);
  return [...groups];
}

const OUTCOME_WORDS = { released: 'released to the seller', refunded: 'refunded to the buyer' } as const;

export function disputeSection(ctx: PageContext, t: Transaction, d: Dispute): HTMLElement {
  const { environment, member, announce, reload } = ctx;
  const open = d.status === 'open';
  const groups = evidenceBySubmitter(d.evidence).map(([by, items]) => {
    const id = nextId('evidence');
    return h(
      'section',
      { class: 'evidence-group', 'aria-labelledby': id },
      h('h3', { id }, `${submitterName(by, t)} (${items.length})`),
      items.length
        ? h(
            'ol',
            { class: 'evidence' },
            items.map((e) =>
              h(
                'li',
                {},
                h('p', { class: 'when' }, dateTime(e.createdAt)),
                h('p', { class: 'text' }, e.description),
                e.attachments.length
                  ? h(
                      'ul',
                      {},
                      // Only web links are links: an attachment is whatever the API was sent.
                      e.attachments.map((a) => h('li', {}, /^https?:\/\//i.test(a) ? h('a', { href: a, rel: 'noopener noreferrer', target: '_blank' }, a) : a)),
                    )
                  : null,
              ),
            ),
          )
        : h('p', { class: 'empty' }, 'No evidence yet.'),
    );
  });
  const managed = d.managed
    ? h(
        'p',
        { class: 'notice' },
        d.managedStatus === 'awaiting_decision'
          ? 'Managed dispute: the evidence deadline has passed; the platform operator decides it.'
          : open && d.evidenceDueAt
            ? [
                'Managed dispute: decided by the service. A party with no evidence by ',
                dateTime(d.evidenceDueAt),
                ' loses; then the platform operator decides.',
              ]
            : 'Managed dispute: decided by the service.',
      )
    : null;
  let decision: Node | null = null;
  if (!open) {
    decision = h('p', { class: 'notice' }, `Decided ${d.outcome ? OUTCOME_WORDS[d.outcome] : ''} `, dateTime(d.resolvedAt), d.note ? `: ${d.note}` : '');
  } else if (!d.managed && can(member, 'disputes.resolve')) {
    const outcome = (value: 'released' | 'refunded', label: string) => {
      const id = nextId('outcome');
      return h('div', { class: 'choice' }, h('input', { type: 'radio', name: 'outcome', value, id, required: true }), h('label', { for: id }, label));
    };
    const amount = money(t.amount, t.currency);
    decision = onSubmit(
      h(
        'form',
        { class: 'panel', 'aria-labelledby': 'decide-title' },
        h('h3', { id: 'decide-title' }, 'Decide the dispute'),
        h(
          'fieldset',
          {},
          h('legend', {}, 'Who gets the money'),
          outcome('released', `Release ${amount} to the seller, ${t.seller.name}`),
          outcome('refunded', `Refund ${amount} to the buyer, ${t.buyer.name}`),
        ),
        field('Note', h('textarea', { name: 'note', rows: 3, required: true, maxlength: 2000 }), 'Why you decided so. Both parties read this.'),
        h('button', { type: 'submit' }, 'Decide'),
      ),
      async (data) => {
        const chosen = data.get('outcome') === 'refunded' ? 'refunded' : 'released';
        await api.dashboard.disputes.resolve.mutate({ environment, transactionId: t.id, outcome: chosen, note: String(data.get('note') ?? '') });
        announce(`Dispute on ${t.title} decided: ${OUTCOME_WORDS[chosen]}.`);
        await reload();
      },
      'Could not decide the dispute',
    );
  } else if (!d.managed) {
    decision = h('p', {}, 'Only owners and admins can decide disputes.');
  }
  return h(
    'section',
    { 'aria-labelledby': 'dispute-title', class: 'dispute' },
    h('h2', { id: 'dispute-title' }, 'Dispute ', badge(open ? 'open' : 'resolved')),
    h('p', {}, `Opened by the ${d.openedBy} (${d.openedBy === 'seller' ? t.seller.name : t.buyer.name}) `, dateTime(d.createdAt), ':'),
    h('blockquote', {}, d.reason),
    managed,
    h('div', { class: 'evidence-groups' }, groups),
    decision,
  );
}
