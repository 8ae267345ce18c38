import { API_SCOPES } from '../../../src/services/scopes.ts';
import { allPages, api, type Outputs } from '../api.ts';
import { badge, dateTime, field, h, nextId, nowrap, table } from '../dom.ts';
import { can, confirmButton, onSubmit, secretPanel, type PageDef } from '../ui.ts';

type Key = Outputs['dashboard']['keys']['list']['data'][number];
type Scope = (typeof API_SCOPES)[number];

/** The scopes by what they are about (`transactions.read` → transactions). */
const SCOPE_GROUPS = Object.entries(
  API_SCOPES.reduce<Record<string, Scope[]>>((groups, scope) => {
    (groups[scope.split('.')[0]!] ??= []).push(scope);
    return groups;
  }, {}),
);

function scopesCell(k: Key): Node | string {
  if (API_SCOPES.every((s) => k.scopes.includes(s))) return 'All';
  return h(
    'details',
    {},
    h('summary', {}, `${k.scopes.length} of ${API_SCOPES.length}`),
    h(
      'ul',
      { class: 'plain' },
      k.scopes.map((s) => h('li', {}, h('code', {}, s))),
    ),
  );
}

/** Name, and every scope or a chosen few: the scopes the API enforces on each call (403 `key_forbidden` outside them). */
function createForm(environment: 'live' | 'sandbox', created: (key: Key & { secretKey?: string }) => Promise<void>): HTMLFormElement {
  const all = h('input', { type: 'radio', name: 'access', value: 'all', id: nextId('access'), checked: true });
  const some = h('input', { type: 'radio', name: 'access', value: 'some', id: nextId('access') });
  const grid = h(
    'div',
    { class: 'scope-grid', hidden: true },
    SCOPE_GROUPS.map(([group, scopes]) =>
      h(
        'fieldset',
        {},
        h('legend', {}, group.replaceAll('_', ' ')),
        scopes.map((scope) => {
          const box = h('input', { type: 'checkbox', name: 'scopes', value: scope, id: nextId('scope') });
          return h('div', { class: 'choice' }, box, h('label', { for: box.id }, h('code', {}, scope)));
        }),
      ),
    ),
  );
  const toggle = () => (grid.hidden = !some.checked);
  all.addEventListener('change', toggle);
  some.addEventListener('change', toggle);
  return onSubmit(
    h(
      'form',
      { class: 'panel', 'aria-labelledby': 'new-key-title' },
      h('h2', { id: 'new-key-title' }, `Create a ${environment} key`),
      field('Name', h('input', { name: 'name', required: true, maxlength: 100, autocomplete: 'off' }), 'What it is for, such as Backend or CI.'),
      h(
        'fieldset',
        {},
        h('legend', {}, 'Access'),
        h('div', { class: 'choice' }, all, h('label', { for: all.id }, 'Every scope')),
        h('div', { class: 'choice' }, some, h('label', { for: some.id }, 'Only the scopes I choose')),
        grid,
      ),
      h('button', { type: 'submit' }, 'Create key'),
    ),
    async (data) => {
      const scopes = data.getAll('scopes').map(String) as Scope[];
      if (data.get('access') === 'some' && scopes.length === 0) throw new Error('Choose at least one scope, or every scope.');
      const key = await api.dashboard.keys.create.mutate({
        environment,
        name: String(data.get('name') ?? ''),
        ...(data.get('access') === 'some' ? { scopes } : {}),
      });
      await created(key);
    },
    'Could not create the key',
  );
}

export const keysPage: PageDef = {
  path: '/dashboard/keys',
  title: 'API keys',
  nav: 'API keys',
  async render({ environment, member, reload, announce }) {
    const writable = can(member, 'keys.write');
    const keys = await allPages((page) => api.dashboard.keys.list.query({ environment, ...page }));
    const showSecret = async (key: Key & { secretKey?: string }, what: string) => {
      await reload();
      announce(what);
      // Absent only from an Idempotency-Key replay, which the dashboard does not send.
      if (key.secretKey)
        document
          .querySelector('main .page-body')
          ?.prepend(
            secretPanel(
              `The secret key of ${key.name ?? key.publishableKey}`,
              `Secret key for ${key.publishableKey}`,
              key.secretKey,
              'Copy it now and store it safely: it is shown only once and cannot be retrieved later.',
            ),
          );
    };
    return [
      table(
        `${environment === 'live' ? 'Live' : 'Sandbox'} API keys`,
        ['Name', 'Keys', 'Scopes', 'Created', 'State', 'Actions'],
        keys.map((k) => {
          const nameId = nextId('key');
          return [
            h('span', { id: nameId }, k.name ?? h('span', { class: 'muted' }, 'Unnamed')),
            h(
              'div',
              { class: 'key-pair' },
              nowrap(h('code', {}, k.publishableKey)),
              h('span', { class: 'nowrap muted' }, 'secret ', h('code', {}, `…${k.secretLast4}`)),
            ),
            scopesCell(k),
            dateTime(k.createdAt),
            badge(k.revokedAt ? 'revoked' : 'active'),
            writable && !k.revokedAt
              ? h(
                  'div',
                  { class: 'actions' },
                  confirmButton(
                    'Rotate secret',
                    'Yes, rotate',
                    async () => showSecret({ ...(await api.dashboard.keys.rotateSecret.mutate({ id: k.id })) }, 'Secret rotated.'),
                    nameId,
                  ),
                  confirmButton(
                    'Revoke',
                    'Yes, revoke',
                    async () => {
                      await api.dashboard.keys.revoke.mutate({ id: k.id });
                      announce(`Key ${k.name ?? k.publishableKey} revoked.`);
                      await reload();
                    },
                    nameId,
                  ),
                )
              : '—',
          ];
        }),
        'none yet.',
      ),
      writable
        ? createForm(environment, (key) => showSecret(key, `Key ${key.name} created.`))
        : h('p', {}, 'Only owners and admins can create, revoke or rotate keys.'),
    ];
  },
};
