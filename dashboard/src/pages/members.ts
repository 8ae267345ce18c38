import { allPages, api } from '../api.ts';
import { badge, field, h, nextId, select, table } from '../dom.ts';
import { can, confirmButton, onSubmit, type PageDef } from '../ui.ts';

const ROLES = ['owner', 'admin', 'developer', 'viewer'] as const;
type Role = (typeof ROLES)[number];
const asRole = (v: FormDataEntryValue | null): Role => ROLES.find((r) => r === v) ?? 'viewer';

export const membersPage: PageDef = {
  path: '/dashboard/members',
  title: 'Members',
  nav: 'Members',
  async render({ member: me, reload, announce }) {
    const writable = can(me, 'members.write');
    const data = await allPages((page) => api.dashboard.members.list.query(page));
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
        const { member, emailed } = await api.dashboard.members.invite.mutate({
          email: String(form.get('email')),
          name: String(form.get('name')),
          role: asRole(form.get('role')),
        });
        await reload();
        const told = emailed
          ? `${member.email} invited: the set-password link was emailed to them (valid 7 days).`
          : `${member.email} invited, but this server has no email configured: the invitation was not sent. The operator can print a link with npm run cli -- members link.`;
        announce(told);
        document.querySelector('main .page-body')?.prepend(h('p', { class: emailed ? 'hint' : 'alert', role: 'status' }, told));
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
            m.joined ? m.email : h('span', {}, m.email, ' ', badge('invited')),
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
