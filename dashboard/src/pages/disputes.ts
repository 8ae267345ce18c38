import { api } from '../api.ts';
import { dateTime, field, h, money, nextId } from '../dom.ts';
import { can, onSubmit, type PageDef } from '../ui.ts';

export const disputesPage: PageDef = {
  path: '/dashboard/disputes',
  title: 'Disputes',
  nav: 'Disputes',
  async render({ environment, member, reload, announce }) {
    const resolver = can(member, 'disputes.resolve');
    const awaiting = await api.dashboard.disputes.awaiting.query({ environment, limit: 100 });
    if (awaiting.data.length === 0) return [h('p', {}, 'No disputes are waiting for a decision.')];
    return [
      h(
        'ul',
        { class: 'cards-list' },
        awaiting.data.map(({ transaction: t, dispute: d }) => {
          const titleId = nextId('dispute');
          const outcome = (value: 'released' | 'refunded', label: string) => {
            const id = nextId('outcome');
            return h('div', { class: 'choice' }, h('input', { type: 'radio', name: 'outcome', value, id, required: true }), h('label', { for: id }, label));
          };
          return h(
            'li',
            { class: 'panel' },
            h(
              'article',
              { 'aria-labelledby': titleId },
              h('h2', { id: titleId }, h('a', { href: `/dashboard/transactions/${encodeURIComponent(t.id)}`, 'data-link': true }, t.title)),
              h('p', {}, `${money(t.amount, t.currency)} · opened by the ${d.openedBy} `, dateTime(d.createdAt)),
              h('p', {}, h('strong', {}, 'Reason: '), d.reason),
              h('p', {}, `${d.evidence.length} piece(s) of evidence.`),
              d.managed
                ? h(
                    'p',
                    { class: 'notice' },
                    d.managedStatus === 'awaiting_decision'
                      ? 'Managed dispute: the platform operator decides it.'
                      : 'Managed dispute: decided by the service. A party with no evidence by the deadline loses; evidence due ',
                    d.managedStatus === 'awaiting_decision' || !d.evidenceDueAt ? null : dateTime(d.evidenceDueAt),
                  )
                : resolver
                  ? onSubmit(
                      h(
                        'form',
                        { 'aria-label': `Resolve the dispute on ${t.title}` },
                        h(
                          'fieldset',
                          {},
                          h('legend', {}, 'Outcome'),
                          outcome('released', `Release the funds to the seller (${t.seller.name})`),
                          outcome('refunded', `Refund the buyer (${t.buyer.name})`),
                        ),
                        field('Note', h('textarea', { name: 'note', rows: 2, required: true, maxlength: 1000 }), 'Why: both parties can see it.'),
                        h('button', { type: 'submit' }, 'Resolve dispute'),
                      ),
                      async (data) => {
                        const chosen = data.get('outcome') === 'refunded' ? 'refunded' : 'released';
                        await api.dashboard.disputes.resolve.mutate({
                          environment,
                          transactionId: t.id,
                          outcome: chosen,
                          note: String(data.get('note') ?? ''),
                        });
                        announce(`Dispute on ${t.title} resolved: ${chosen}.`);
                        reload();
                      },
                      'Could not resolve the dispute',
                    )
                  : h('p', {}, 'Only owners and admins can resolve disputes.'),
            ),
          );
        }),
      ),
    ];
  },
};
