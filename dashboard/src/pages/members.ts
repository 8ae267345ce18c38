import { api } from '../api.ts';
import { badge, field, h, nextId, select, table } from '../dom.ts';
import { can, confirmButton, onSubmit, secretPanel, type PageDef } from '../ui.ts';

const ROLES = ['owner', 'admin', 'developer', 'viewer'] as const;
type Role = (typeof ROLES)[number];
const asRole = (v: FormDataEntryValue | null): Role => ROLES.find((r) => r === v) ?? 'viewer';

export const membersPage: PageDef = {
  path: '/dashboard/members',
  title: 'Members',
  nav: 'Members',
  async render({ member: me, reload, announce }) {
    const writable = can(me, 'members.write');
    const { data } = await api.dashboard.members.list.query({});
    const invite = onSubmit(
      h(
        'form',
        { class: 'panel', 'aria-labelledby': 'invite-title' },
        h('h2', { id: 'invite-title' }, 'Invite a member'),
        field('Email', h('input', { name: 'email', type: 'email', required: true, autocomplete: 'off' })),
        field('Name', h('input', { name: 'name', required: true })),
        field('Role', select('role', ROLES, 'viewer')),
        h('button', { type: 'submit' }, 'Invite'),
      ),
      async (form) => {
        const { member, setPasswordUrl } = await api.dashboard.members.invite.mutate({
          email: String(form.get('email')),
          name: String(form.get('name')),
          role: asRole(form.get('role')),
        });
        await reload();
        announce(`${member.email} invited.`);
        document
          .querySelector('main .page-body')
          ?.prepend(
            secretPanel(
              'Set-password link',
              `Link for ${member.email}`,
              setPasswordUrl,
              'Send this one-time link to the new member (valid 7 days); it is not shown again.',
            ),
          );
      },
      'Could not invite',
    );
    return [
      table(
        'Members',
        ['Name', 'Email', 'Role', 'Status', 'Single sign-on', 'Actions'],
        data.map((m) => {
          const nameId = nextId('member');
          const self = m.id === me.id;
          const roleForm = onSubmit(
            h(
              'form',
              { class: 'inline' },
              field(`Role of ${m.name}`, select('role', ROLES, m.role)),
              h('button', { type: 'submit', class: 'secondary' }, 'Change role', h('span', { class: 'visually-hidden' }, ` of ${m.name}`)),
            ),
            async (form) => {
              await api.dashboard.members.update.mutate({ id: m.id, role: asRole(form.get('role')) });
              announce(`${m.name} is now ${String(form.get('role'))}.`);
              reload();
            },
            'Could not change the role',
          );
          const link = m.ssoLinkRequest;
          const sso = link
            ? h(
                'div',
                {},
                h('p', {}, `Waiting to link: ${link.subject}`),
                writable
                  ? confirmButton(
                      'Confirm link',
                      'Yes, it is theirs',
                      async () => {
                        await api.dashboard.members.confirmSsoLink.mutate({ id: m.id, subject: link.subject });
                        announce(`Single sign-on linked to ${m.name}.`);
                        reload();
                      },
                      nameId,
                    )
                  : null,
              )
            : m.sso
              ? 'Linked'
              : '—';
          return [
            h('span', { id: nameId }, m.name),
            m.email,
            writable && !self ? roleForm : m.role,
            badge(m.status),
            sso,
            writable && !self
              ? m.status === 'active'
                ? confirmButton(
                    'Disable',
                    'Yes, disable',
                    async () => {
                      await api.dashboard.members.update.mutate({ id: m.id, status: 'disabled' });
                      announce(`${m.name} disabled.`);
                      reload();
                    },
                    nameId,
                  )
                : h(
                    'button',
                    {
                      type: 'button',
                      class: 'secondary',
                      'aria-describedby': nameId,
                      onclick: () =>
                        void api.dashboard.members.update.mutate({ id: m.id, status: 'active' }).then(() => {
                          announce(`${m.name} enabled.`);
                          reload();
                        }),
                    },
                    'Enable',
                  )
              : '—',
          ];
        }),
      ),
      writable ? invite : h('p', {}, 'Only owners and admins can invite members or change roles.'),
    ];
  },
};
