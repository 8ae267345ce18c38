import { api } from '../api.ts';
import { dateTime, field, h, nextId } from '../dom.ts';
import { can, onSubmit, type PageDef } from '../ui.ts';

type ActiveList = { source: string; version: string; sandboxOnly: boolean };

/** What this environment's screenings are done against: a warning when nothing, a note when only the demo's excerpt. */
function listsBanner(lists: readonly ActiveList[]): HTMLElement {
  if (lists.length === 0) {
    return h(
      'div',
      { class: 'alert', role: 'alert' },
      h(
        'p',
        {},
        h('strong', {}, 'No sanctions list is loaded for this environment. '),
        'Screening matches nothing until the operator imports one (npm run cli -- sanctions import).',
      ),
    );
  }
  const named = lists.map((l) => `${l.source} (${l.version})`).join('; ');
  if (lists.every((l) => l.sandboxOnly)) {
    return h('p', { class: 'notice' }, `Sandbox screening uses the demo's excerpt of the lists, not current lists: ${named}. Live environments never use it.`);
  }
  return h('p', {}, `Screened against ${named}.`);
}

export const sanctionsPage: PageDef = {
  path: '/dashboard/sanctions',
  title: 'Sanctions review',
  nav: 'Sanctions',
  async render({ environment, member, reload, announce }) {
    const reviewer = can(member, 'sanctions.review');
    const queue = await api.dashboard.sanctions.queue.query({ environment });
    const lists = listsBanner(queue.activeLists);
    if (queue.items.length === 0) return [lists, h('p', {}, 'No possible matches are waiting for review.')];
    return [
      lists,
      queue.total > queue.items.length ? h('p', {}, `Showing ${queue.items.length} of ${queue.total}.`) : null,
      h('p', {}, 'Each entry is a user whose name is close to a sanctions list entry. Funding is held until it is reviewed.'),
      h(
        'ul',
        { class: 'cards-list' },
        queue.items.map((entry) => {
          const titleId = nextId('hit');
          const item = (term: string, value: Node | string) => [h('dt', {}, term), h('dd', {}, value)];
          return h(
            'li',
            { class: 'panel' },
            h(
              'article',
              { 'aria-labelledby': titleId },
              h('h2', { id: titleId }, `User ${entry.userId}`),
              h(
                'dl',
                { class: 'details' },
                item('Matched entry', entry.entityName ?? '—'),
                item('Listed name', entry.matchedName ?? '—'),
                item(
                  'User’s name',
                  entry.screenedName ? `${entry.screenedName} (${entry.nameSource === 'verified' ? 'verified by KYC' : 'account name'})` : '—',
                ),
                item('Date of birth', entry.dateOfBirthMatch ?? '—'),
                item('Country', `${entry.entityCountry ?? '—'}${entry.countryMatch ? ` (${entry.countryMatch})` : ''}`),
                item('Trigger', entry.trigger.replaceAll('_', ' ')),
                item('Lists', entry.matchedLists.join(', ')),
                item('Score', entry.matchScore.toFixed(2)),
                item('Screened', dateTime(entry.createdAt)),
              ),
              reviewer
                ? onSubmit(
                    h(
                      'form',
                      { 'aria-label': `Review ${`User ${entry.userId}`}` },
                      field('Note (optional)', h('textarea', { name: 'note', rows: 2, maxlength: 1000 })),
                      h(
                        'div',
                        { class: 'actions' },
                        h('button', { type: 'submit', name: 'decision', value: 'false_positive' }, 'False positive'),
                        h('button', { type: 'submit', name: 'decision', value: 'true_match', class: 'danger' }, 'True match'),
                      ),
                    ),
                    async (data) => {
                      const decision = data.get('decision') === 'true_match' ? 'true_match' : 'false_positive';
                      const note = String(data.get('note') ?? '').trim();
                      await api.dashboard.sanctions.review.mutate({ environment, id: entry._id, decision, ...(note ? { note } : {}) });
                      announce(`Reviewed as ${decision === 'true_match' ? 'a true match' : 'a false positive'}.`);
                      reload();
                    },
                    'Could not record the review',
                  )
                : h('p', {}, 'Only owners and admins can review matches.'),
            ),
          );
        }),
      ),
    ];
  },
};
