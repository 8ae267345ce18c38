import { type Command, InvalidArgumentError, Option } from 'commander';
import { TENANT_PLANS, TENANT_STATUSES } from '../../db/schema/index.ts';
import { CLI_ACTOR } from '../../services/audit.ts';
import { toEnvironment } from '../../services/environments.ts';
import { createTenant, listTenants, SANCTIONS_THRESHOLD_MIN, setSanctionsThreshold, setTenantStatus } from '../../services/tenants.ts';
import { type CliContext, int } from '../context.ts';

/** `tenants create | list | set-status | set-threshold`. */
export function registerTenantCommands(program: Command, { open, io, print }: CliContext): void {
  const tenantsCmd = program.command('tenants').description('Create, list and manage tenants');
  tenantsCmd
    .command('create')
    .description('Create a tenant with live and sandbox environments and one key pair in each')
    .requiredOption('--name <name>', 'display name')
    .addOption(new Option('--plan <plan>', 'plan (selects live rate limits)').choices(TENANT_PLANS).default('standard'))
    .option('--json', 'print JSON')
    .action(async (opts: { name: string; plan: (typeof TENANT_PLANS)[number]; json?: boolean }) => {
      const created = await createTenant(await open(), { name: opts.name, plan: opts.plan }, CLI_ACTOR, new Date());
      const result = {
        tenant: {
          tenantId: created.tenant.id,
          name: created.tenant.name,
          status: created.tenant.status,
          plan: created.tenant.plan,
          createdAt: created.tenant.createdAt.toISOString(),
        },
        environments: created.environments.map(toEnvironment),
        keys: created.keys.map((k) => ({
          environment: k.environment,
          environmentId: k.environmentId,
          publishableKey: k.publishableKey,
          secretKey: k.secretKey,
        })),
      };
      print(
        !!opts.json,
        result,
        [
          `Created tenant ${result.tenant.tenantId} (${result.tenant.name}, plan ${result.tenant.plan}).`,
          ...result.keys.map(
            (k) => `  ${k.environment.padEnd(7)} environment ${k.environmentId}\n    x-api-key:    ${k.publishableKey}\n    x-api-secret: ${k.secretKey}`,
          ),
          'Secret keys are shown once; store them now.',
        ].join('\n'),
      );
    });
  tenantsCmd
    .command('list')
    .description('List tenants, newest first, with their environments (ids for environments update, keys and members)')
    .addOption(new Option('--status <status>', 'only tenants in this status').choices(TENANT_STATUSES))
    .option('--limit <n>', 'at most this many (1–1000)', int(1, 1000), 100)
    .option('--json', 'print JSON')
    .action(async (opts: { status?: (typeof TENANT_STATUSES)[number]; limit: number; json?: boolean }) => {
      const { data, hasMore } = await listTenants(await open(), { status: opts.status, limit: opts.limit });
      const result = {
        data: data.map((t) => ({
          tenantId: t.id,
          name: t.name,
          status: t.status,
          plan: t.plan,
          sanctionsThreshold: t.sanctionsThreshold,
          createdAt: t.createdAt.toISOString(),
          environments: t.environments.map(toEnvironment),
        })),
        hasMore,
      };
      const lines = result.data.map((t) => {
        const envs = t.environments.map((e) => `${e.type} ${e.id}${e.status === 'active' ? '' : ` (${e.status})`}`).join(', ');
        return `${t.tenantId}  ${t.name} (${t.status}, plan ${t.plan})\n    ${envs}`;
      });
      if (lines.length === 0) lines.push('No tenants.');
      if (hasMore) lines.push(`… more: raise --limit (now ${opts.limit}).`);
      print(!!opts.json, result, lines.join('\n'));
    });
  tenantsCmd
    .command('set-status')
    .description('Close a tenant (its keys then answer 400 tenant_unresolved) or reopen it')
    .requiredOption('--id <tenantId>', 'tenant id')
    .addOption(new Option('--status <status>', 'new status').choices(TENANT_STATUSES).makeOptionMandatory())
    .option('--json', 'print JSON')
    .action(async (opts: { id: string; status: (typeof TENANT_STATUSES)[number]; json?: boolean }) => {
      const row = await setTenantStatus(await open(), opts.id, opts.status, CLI_ACTOR, new Date());
      print(!!opts.json, { tenantId: row.id, status: row.status }, `Tenant ${row.id} is now ${row.status}.`);
    });
  tenantsCmd
    .command('set-threshold')
    .description("Set a tenant's sanctions match threshold (default 0.85)")
    .requiredOption('--id <tenantId>', 'tenant id')
    .requiredOption('--threshold <score>', `between ${SANCTIONS_THRESHOLD_MIN} and 1`, (v: string) => {
      const n = Number(v);
      if (!(n >= SANCTIONS_THRESHOLD_MIN && n <= 1)) throw new InvalidArgumentError(`expected a number from ${SANCTIONS_THRESHOLD_MIN} to 1`);
      return n;
    })
    .action(async (opts: { id: string; threshold: number }) => {
      await setSanctionsThreshold(await open(), opts.id, opts.threshold, CLI_ACTOR, new Date());
      io.out(`Tenant ${opts.id}: sanctions threshold ${opts.threshold}.`);
    });
}
