import { allPages, api } from '../api.ts';
import { field, h, select } from '../dom.ts';
import { can, onSubmit, type PageDef } from '../ui.ts';

export const environmentsPage: PageDef = {
  path: '/dashboard/environments',
  title: 'Environments',
  nav: 'Environments',
  async render({ member, reload, announce }) {
    const writable = can(member, 'environments.write');
    const data = await allPages((page) => api.dashboard.environments.list.query(page));
    const nodes: HTMLElement[] = writable ? [] : [h('p', {}, 'Only owners and admins can change environments.')];
    return [
      ...nodes,
      ...data.map((env) => {
        const checkbox = h('input', { type: 'checkbox', name: 'debugLogging', checked: env.debugLogging });
        // Only the platform operator can enable an environment it disabled: the switch is not offered.
        const locked = env.disabledBy === 'operator';
        const checkId = `debug-${env.id}`;
        checkbox.id = checkId;
        const managed = h('input', { type: 'checkbox', name: 'managedDisputes', checked: env.managedDisputes });
        const managedId = `managed-${env.id}`;
        managed.id = managedId;
        const partyEmails = h('input', { type: 'checkbox', name: 'partyEmails', checked: env.partyEmails, id: `emails-${env.id}` });
        return onSubmit(
          h(
            'form',
            { class: 'panel', 'aria-labelledby': `env-${env.id}` },
            h('h2', { id: `env-${env.id}` }, `${env.name} (${env.type})`),
            h(
              'fieldset',
              { disabled: !writable },
              h('legend', { class: 'visually-hidden' }, `Settings of ${env.name}`),
              field('Name', h('input', { name: 'name', required: true, value: env.name, maxlength: 100 })),
              locked
                ? h('p', { class: 'notice' }, 'Disabled by the platform operator: its keys and hosted pages are refused. Contact support to enable it again.')
                : field('Status', select('status', ['active', 'disabled'], env.status)),
              field('Webhook retries', h('input', { name: 'webhookRetries', type: 'number', min: 0, max: 10, required: true, value: env.webhookRetries })),
              field(
                'Rate limit per minute',
                h('input', { name: 'rateLimitPerMinute', type: 'number', min: 1, value: env.rateLimitPerMinute ?? '' }),
                'Leave empty for the plan default.',
              ),
              h('div', { class: 'choice' }, checkbox, h('label', { for: checkId }, 'Debug logging')),
              h('div', { class: 'choice' }, managed, h('label', { for: managedId }, 'Managed disputes (decided by the service, not by your team)')),
              h('div', { class: 'choice' }, partyEmails, h('label', { for: `emails-${env.id}` }, 'Email the parties at every step (see Emails)')),
              writable ? h('button', { type: 'submit' }, `Save ${env.name}`) : null,
            ),
          ),
          async (form) => {
            const rate = String(form.get('rateLimitPerMinute') ?? '').trim();
            await api.environments.update.mutate({
              id: env.id,
              name: String(form.get('name')),
              ...(locked ? {} : { status: form.get('status') === 'disabled' ? ('disabled' as const) : ('active' as const) }),
              webhookRetries: Number(form.get('webhookRetries')),
              debugLogging: form.get('debugLogging') !== null,
              managedDisputes: form.get('managedDisputes') !== null,
              partyEmails: form.get('partyEmails') !== null,
              rateLimitPerMinute: rate ? Number(rate) : null,
            });
            announce(`${env.name} saved.`);
            reload();
          },
          'Could not save',
        );
      }),
    ];
  },
};
