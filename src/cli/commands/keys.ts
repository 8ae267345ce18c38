import { type Command, InvalidArgumentError, Option } from 'commander';
import { CLI_ACTOR } from '../../services/audit.ts';
import { createKeyPairForEnvironment, listKeyPairs, revokeKeyPair, rotateSecret } from '../../services/keys.ts';
import { API_SCOPES, isApiScope } from '../../services/scopes.ts';
import { requireTenant } from '../../services/tenants.ts';
import type { CliContext } from '../context.ts';

function scopes(value: string) {
  const list = value
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  const unknown = list.filter((s) => !isApiScope(s));
  if (unknown.length > 0 || list.length === 0) {
    throw new InvalidArgumentError(`unknown scope(s) ${unknown.join(', ') || '(none given)'}; known: ${API_SCOPES.join(', ')}`);
  }
  return list as (typeof API_SCOPES)[number][];
}

/** `keys create | list | revoke | rotate-secret`. */
export function registerKeyCommands(program: Command, { open, print }: CliContext): void {
  const keysCmd = program.command('keys').description('Create, list, revoke and rotate API key pairs');
  keysCmd
    .command('create')
    .description('Create a key pair in one environment of a tenant')
    .requiredOption('--tenant <tenantId>', 'tenant id')
    .addOption(new Option('--environment <type>', 'environment').choices(['live', 'sandbox']).makeOptionMandatory())
    .option('--scopes <list>', 'comma-separated scopes (default: all)', scopes)
    .option('--json', 'print JSON')
    .action(async (opts: { tenant: string; environment: 'live' | 'sandbox'; scopes?: (typeof API_SCOPES)[number][]; json?: boolean }) => {
      const key = await createKeyPairForEnvironment(await open(), opts.tenant, opts.environment, { scopes: opts.scopes }, CLI_ACTOR, new Date());
      const result = {
        environment: key.environment,
        environmentId: key.environmentId,
        publishableKey: key.publishableKey,
        secretKey: key.secretKey,
        scopes: key.scopes,
      };
      print(!!opts.json, result, `x-api-key:    ${key.publishableKey}\nx-api-secret: ${key.secretKey}\nThe secret key is shown once; store it now.`);
    });
  keysCmd
    .command('list')
    .description("List a tenant's key pairs, oldest first (revoked ones too); secrets are never shown, only their last 4 characters")
    .requiredOption('--tenant <tenantId>', 'tenant id')
    .addOption(new Option('--environment <type>', 'only this environment').choices(['live', 'sandbox'] as const))
    .option('--json', 'print JSON')
    .action(async (opts: { tenant: string; environment?: 'live' | 'sandbox'; json?: boolean }) => {
      const db = await open();
      const rows = await listKeyPairs(db, await requireTenant(db, opts.tenant), opts.environment);
      const data = rows.map(({ key, environment }) => ({
        environment,
        environmentId: key.environmentId,
        publishableKey: key.publishableKey,
        secretLast4: key.secretLast4,
        scopes: key.scopes,
        createdAt: key.createdAt.toISOString(),
        revokedAt: key.revokedAt?.toISOString() ?? null,
      }));
      const lines = data.map(
        (k) => `${k.publishableKey}  ${k.environment.padEnd(7)} secret …${k.secretLast4}  ${k.revokedAt ? `revoked ${k.revokedAt}` : 'active'}`,
      );
      print(!!opts.json, { data }, lines.join('\n') || `Tenant ${opts.tenant} has no key pairs.`);
    });
  keysCmd
    .command('revoke')
    .description('Revoke a key pair; it stops working on the next request')
    .requiredOption('--publishable-key <pk>', 'publishable key of the pair')
    .option('--json', 'print JSON')
    .action(async (opts: { publishableKey: string; json?: boolean }) => {
      const { key } = await revokeKeyPair(await open(), opts.publishableKey, CLI_ACTOR, new Date());
      print(!!opts.json, { publishableKey: key.publishableKey, revokedAt: key.revokedAt!.toISOString() }, `Revoked ${key.publishableKey}.`);
    });
  keysCmd
    .command('rotate-secret')
    .description('Issue a new secret for a key pair; the old secret fails from the next request')
    .requiredOption('--publishable-key <pk>', 'publishable key of the pair')
    .option('--json', 'print JSON')
    .action(async (opts: { publishableKey: string; json?: boolean }) => {
      const rotated = await rotateSecret(await open(), opts.publishableKey, CLI_ACTOR, new Date());
      print(
        !!opts.json,
        { publishableKey: rotated.publishableKey, secretKey: rotated.secretKey },
        `x-api-secret: ${rotated.secretKey}\nThe new secret is shown once; the old one no longer works.`,
      );
    });
}
