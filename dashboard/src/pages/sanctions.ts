import { api, type Outputs } from '../api.ts';
import { badge, dateTime, field, h, nextId } from '../dom.ts';
import { can, onSubmit, type PageDef } from '../ui.ts';

type Entry = Outputs['dashboard']['sanctions']['queue']['items'][number];
type Feature = NonNullable<Entry['dateOfBirthMatch']>;

const LISTS: Record<string, string> = { 'ofac-sdn': 'OFAC SDN (US)', 'un-consolidated': 'UN consolidated', opensanctions: 'OpenSanctions' };

const DATE_OF_BIRTH: Record<Feature, string> = {
  match: 'the same as a listed date',
  mismatch: 'different from every listed date',
  unknown: 'cannot be compared: the user has not verified one, or the entry lists none',
};
const COUNTRY: Record<Feature, string> = {
  match: "the user's verified country is one of the entry's",
  mismatch: "the user's verified country is not one of the entry's",
  unknown: 'cannot be compared: the user has not verified one, or the entry lists none',
};

const item = (term: string, value: Node | string) => [h('dt', {}, term), h('dd', {}, value)];

/** One possible match: the person on one side, the listed entity on the other, what the match rests on, and two equal choices. */
function card(entry: Entry, reviewer: boolean, review: (decision: 'true_match' | 'false_positive', note: string) => Promise<void>): HTMLElement {
  const titleId = nextId('hit');
  const who = entry.user?.name ?? entry.screenedName ?? 'A deleted user';
  const nameSource = entry.nameSource === 'verified' ? 'as verified by KYC' : 'as the account gives it';
  return h(
    'li',
    { class: 'panel' },
    h(
      'article',
      { 'aria-labelledby': titleId },
      h('h2', { id: titleId }, who),
      h('p', { class: 'muted' }, entry.user ? [entry.user.email, ' · account ', badge(entry.user.status)] : 'The user no longer exists.'),
      h(
        'div',
        { class: 'versus' },
        h(
          'section',
          { 'aria-label': `The user: ${who}` },
          h('h3', {}, 'The user'),
          h(
            'dl',
            { class: 'details' },
            item('Name screened', entry.screenedName ? `${entry.screenedName} (${nameSource})` : '—'),
            item('Screened', dateTime(entry.createdAt)),
          ),
        ),
        h(
          'section',
          { 'aria-label': `The listed entity: ${entry.entityName ?? 'unknown'}` },
          h('h3', {}, 'The listed entity'),
          h(
            'dl',
            { class: 'details' },
            item('Name', entry.entityName ?? '—'),
            entry.matchedName && entry.matchedName !== entry.entityName ? item('Matched alias', entry.matchedName) : [],
            item('Country', entry.entityCountry ?? 'none listed'),
            item('Lists', entry.matchedLists.map((l) => LISTS[l] ?? l).join(', ')),
          ),
        ),
      ),
      h(
        'dl',
        { class: 'details signals' },
        item('Name similarity', `${Math.round(entry.matchScore * 100)}%`),
        item('Date of birth', entry.dateOfBirthMatch ? DATE_OF_BIRTH[entry.dateOfBirthMatch] : '—'),
        item('Country', entry.countryMatch ? COUNTRY[entry.countryMatch] : '—'),
        item('Screened because', entry.trigger.replaceAll('_', ' ')),
      ),
      reviewer
        ? onSubmit(
            h(
              'form',
              { 'aria-label': `Review the match of ${who}` },
              field('Note (optional)', h('textarea', { name: 'note', rows: 2, maxlength: 1000 }), 'What you checked: kept with the review.'),
              h(
                'fieldset',
                { class: 'decisions' },
                h('legend', {}, `Is ${who} the listed ${entry.entityName ? `“${entry.entityName}”` : 'entity'}?`),
                h('button', { type: 'submit', name: 'decision', value: 'false_positive', class: 'decision' }, 'Not the same: false positive'),
                h('button', { type: 'submit', name: 'decision', value: 'true_match', class: 'decision' }, 'Same person: true match'),
              ),
              h('p', { class: 'hint' }, 'A false positive releases the hold on their transactions. A true match disables the user.'),
            ),
            async (data) => review(data.get('decision') === 'true_match' ? 'true_match' : 'false_positive', String(data.get('note') ?? '').trim()),
            'Could not record the review',
          )
        : h('p', {}, 'Only owners and admins can review matches.'),
    ),
  );
}

export const sanctionsPage: PageDef = {
  path: '/dashboard/sanctions',
  title: 'Sanctions review',
  nav: 'Sanctions',
  async render({ environment, member, reload, announce }) {
    const reviewer = can(member, 'sanctions.review');
    const queue = await api.dashboard.sanctions.queue.query({ environment });
    if (queue.items.length === 0) return [h('p', {}, 'No possible matches are waiting for review.')];
    return [
      queue.total > queue.items.length ? h('p', {}, `Showing ${queue.items.length} of ${queue.total}.`) : null,
      h('p', {}, "Each card is a user whose name is close to a sanctions list entry. Their transactions can't be funded or released until it is reviewed."),
      h(
        'ul',
        { class: 'cards-list' },
        queue.items.map((entry) =>
          card(entry, reviewer, async (decision, note) => {
            await api.dashboard.sanctions.review.mutate({ environment, id: entry._id, decision, ...(note ? { note } : {}) });
            announce(`${entry.user?.name ?? 'The user'} reviewed as ${decision === 'true_match' ? 'a true match' : 'a false positive'}.`);
            await reload();
          }),
        ),
      ),
    ];
  },
};
