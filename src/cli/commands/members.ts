import { type Command, InvalidArgumentError, Option } from 'commander';
import { MEMBER_ROLES } from '../../db/schema/index.ts';
import { CLI_ACTOR } from '../../services/audit.ts';
import { createMember, listMembers, reissuePasswordLink, setPasswordUrl } from '../../services/members/members.ts';
import { requireTenant } from '../../services/tenants.ts';
import type { CliContext } from '../context.ts';

/** `members create | link | list`. */
export function registerMemberCommands(program: Command, { open, print, linkBase }: CliContext): void {
  const membersCmd = program.command('members').description('Dashboard members: create, link, list');
  membersCmd
    .command('create')
    .description('Add a dashboard member to a tenant and print a one-time set-password link (valid 7 days)')
    .requiredOption('--tenant <tenantId>', 'tenant id')
    .requiredOption('--email <email>', 'the member’s email (an address may be a member of several organizations)')
    .addOption(new Option('--role <role>', 'role').choices(MEMBER_ROLES).makeOptionMandatory())
    .option('--name <name>', 'display name (defaults to the email’s local part)')
    .option('--json', 'print JSON')
    .action(async (opts: { tenant: string; email: string; role: (typeof MEMBER_ROLES)[number]; name?: string; json?: boolean }) => {
      const db = await open();
      const tenantId = await requireTenant(db, opts.tenant);
      const name = (opts.name ?? opts.email.split('@')[0] ?? '').trim();
      if (name.length < 1 || name.length > 200) throw new InvalidArgumentError('--name must be 1–200 characters.');
      const { member, passwordToken } = await createMember(db, { tenantId, email: opts.email, name, role: opts.role }, CLI_ACTOR, new Date());
      const link = setPasswordUrl(await linkBase(db), passwordToken);
      print(
        !!opts.json,
        { memberId: member.id, tenantId: member.tenantId, email: member.email, role: member.role, setPasswordUrl: link },
        `Member ${member.id} (${member.email}, ${member.role}).\nOne-time set-password link (7 days): ${link}`,
      );
    });

  membersCmd
    .command('link')
    .description('Print a new one-time set-password link (7 days) for an invitation not taken up yet; the previous link stops working')
    .requiredOption('--tenant <tenantId>', 'tenant id')
    .requiredOption('--email <email>', 'the invited address')
    .option('--json', 'print JSON')
    .action(async (opts: { tenant: string; email: string; json?: boolean }) => {
      const db = await open();
      const tenantId = await requireTenant(db, opts.tenant);
      const { member, passwordToken } = await reissuePasswordLink(db, tenantId, opts.email, CLI_ACTOR, new Date());
      const link = setPasswordUrl(await linkBase(db), passwordToken);
      print(
        !!opts.json,
        { memberId: member.id, email: member.email, setPasswordUrl: link },
        `One-time set-password link for ${member.email} (7 days): ${link}`,
      );
    });

  membersCmd
    .command('list')
    .description("List a tenant's dashboard members, oldest first (disabled ones too)")
    .requiredOption('--tenant <tenantId>', 'tenant id')
    .option('--json', 'print JSON')
    .action(async (opts: { tenant: string; json?: boolean }) => {
      const db = await open();
      const rows = await listMembers(db, await requireTenant(db, opts.tenant));
      const data = rows.map((m) => ({
        memberId: m.id,
        email: m.email,
        name: m.name,
        role: m.role,
        status: m.status,
        passwordSet: m.accountId !== null,
        sso: m.ssoSubject !== null,
        createdAt: m.createdAt.toISOString(),
      }));
      const lines = data.map((m) => `${m.memberId}  ${m.email}  ${m.role}, ${m.status}${m.passwordSet ? '' : ', no password yet'}${m.sso ? ', SSO' : ''}`);
      print(!!opts.json, { data }, lines.join('\n') || `Tenant ${opts.tenant} has no members.`);
    });
}
