import { api } from '../api.ts';
import { badge, dateTime, field, h, nextId, table } from '../dom.ts';
import { can, confirmButton, onSubmit, secretPanel, type PageDef } from '../ui.ts';

export const webhooksPage: PageDef = {
  path: '/dashboard/webhooks',
  title: 'Webhooks',
  nav: 'Webhooks',
  async render({ environment, member, reload, announce }) {
    const writable = can(member, 'webhooks.write');
    const endpoints = await api.dashboard.webhooks.list.query({ environment });
    const out: Node[] = [];
    const slot = h('div', {});
    out.push(slot);

    if (writable) {
      const form = onSubmit(
        h(
          'form',
          { 'aria-labelledby': 'new-endpoint' },
          h('h2', { id: 'new-endpoint' }, 'Add an endpoint'),
          field('URL (https)', h('input', { name: 'url', type: 'url', required: true, placeholder: 'https://example.com/webhooks' })),
          field('Events', h('input', { name: 'events', required: true, value: '*' }), 'Comma-separated event types, * for all, or prefix.* (transaction.*).'),
          field('Description (optional)', h('input', { name: 'description' })),
          h('button', { type: 'submit' }, 'Add endpoint'),
        ),
        async (data) => {
          const events = String(data.get('events')).split(',').map((s) => s.trim()).filter(Boolean);
          const description = String(data.get('description') ?? '').trim();
          const created = await api.dashboard.webhooks.create.mutate({ environment, url: String(data.get('url')), events, ...(description ? { description } : {}) });
          await reload();
          announce('Endpoint added.');
          document.querySelector('main .page-body')?.prepend(secretPanel('Endpoint signing secret', `Signing secret for ${created.url}`, created.secret, 'Copy the signing secret now: it is not shown again.'));
        },
        'Could not add the endpoint',
      );
      out.push(form);
    }

    const deliveries = h('section', { 'aria-live': 'polite' });
    const showDeliveries = async (id: string, url: string) => {
      deliveries.replaceChildren(h('p', {}, 'Loading deliveries…'));
      const page = await api.dashboard.webhooks.deliveries.query({ environment, id });
      const heading = h('h2', { tabindex: -1 }, `Deliveries to ${url}`);
      deliveries.replaceChildren(
        heading,
        table(
          `Deliveries to ${url}`,
          ['Event', 'Status', 'Attempts', 'Last answer', 'Created', 'Action'],
          page.data.map((d) => [
            d.eventType,
            badge(d.status),
            String(d.attemptCount),
            d.lastStatusCode ? String(d.lastStatusCode) : (d.lastError ?? '—'),
            dateTime(d.createdAt),
            writable
              ? h('button', {
                  type: 'button',
                  class: 'secondary',
                  onclick: () => {
                    api.dashboard.webhooks.redeliver
                      .mutate({ environment, eventId: d.eventId, endpointId: id })
                      .then(() => {
                        announce(`Delivery of ${d.eventType} queued again.`);
                        return showDeliveries(id, url);
                      })
                      .catch((error: unknown) => announce(`Redelivery failed: ${String(error)}`));
                  },
                }, 'Redeliver', h('span', { class: 'visually-hidden' }, ` ${d.eventType} ${d.id}`))
              : '—',
          ]),
          'none yet.',
        ),
      );
      heading.focus();
    };

    out.push(
      table(
        'Endpoints',
        ['URL', 'Events', 'State', 'Created', 'Actions'],
        endpoints.data.map((e) => {
          const urlId = nextId('wh');
          return [
            h('span', { id: urlId }, e.url),
            e.events.join(', '),
            badge(e.enabled ? 'enabled' : 'disabled'),
            dateTime(e.createdAt),
            h(
              'div',
              { class: 'actions' },
              h('button', { type: 'button', class: 'secondary', 'aria-describedby': urlId, onclick: () => void showDeliveries(e.id, e.url) }, 'Deliveries'),
              writable
                ? h('button', {
                    type: 'button',
                    class: 'secondary',
                    'aria-describedby': urlId,
                    onclick: () => void api.dashboard.webhooks.update.mutate({ environment, id: e.id, enabled: !e.enabled }).then(() => { announce(e.enabled ? 'Endpoint disabled.' : 'Endpoint enabled.'); reload(); }),
                  }, e.enabled ? 'Disable' : 'Enable')
                : null,
              writable
                ? confirmButton('Delete', 'Yes, delete', async () => {
                    await api.dashboard.webhooks.delete.mutate({ environment, id: e.id });
                    announce('Endpoint deleted.');
                    reload();
                  }, urlId)
                : null,
            ),
          ];
        }),
        'none yet.',
      ),
      deliveries,
    );
    return out;
  },
};
