import { allPages, api, type Outputs } from '../api.ts';
import { badge, dateTime, h, nextId, table } from '../dom.ts';
import { can, confirmButton, secretPanel, type PageDef } from '../ui.ts';

type Key = Outputs['dashboard']['keys']['list']['data'][number];

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
              'Your new secret key',
              `Secret key for ${key.publishableKey}`,
              key.secretKey,
              'Copy it now and store it safely: it is shown only once and cannot be retrieved later.',
            ),
          );
    };
    const create = h('button', { type: 'button' }, `Create a ${environment} key`);
    create.addEventListener('click', () => {
      create.disabled = true;
      api.dashboard.keys.create
        .mutate({ environment })
        .then((key) => showSecret(key, 'Key created.'))
        .catch((error: unknown) => {
          create.disabled = false;
          announce(`Could not create a key: ${String(error)}`);
        });
    });
    return [
      writable ? h('p', {}, create) : h('p', {}, 'Only owners and admins can create, revoke or rotate keys.'),
      table(
        `${environment === 'live' ? 'Live' : 'Sandbox'} API keys`,
        ['Publishable key', 'Secret', 'Scopes', 'Created', 'State', 'Actions'],
        keys.map((k) => {
          const nameId = nextId('key');
          return [
            h('code', { id: nameId }, k.publishableKey),
            h('code', {}, `…${k.secretLast4}`),
            k.scopes.length ? k.scopes.join(', ') : 'all',
            dateTime(k.createdAt),
            badge(k.revokedAt ? 'revoked' : 'active'),
            writable && !k.revokedAt
              ? h(
                  'div',
                  { class: 'actions' },
                  confirmButton(
                    'Rotate secret',
                    'Yes, rotate',
                    async () => showSecret(await api.dashboard.keys.rotateSecret.mutate({ id: k.id }), 'Secret rotated.'),
                    nameId,
                  ),
                  confirmButton(
                    'Revoke',
                    'Yes, revoke',
                    async () => {
                      await api.dashboard.keys.revoke.mutate({ id: k.id });
                      announce(`Key ${k.publishableKey} revoked.`);
                      reload();
                    },
                    nameId,
                  ),
                )
              : '—',
          ];
        }),
        'none yet.',
      ),
    ];
  },
};
