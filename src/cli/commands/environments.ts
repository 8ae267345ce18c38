import { type Command, InvalidArgumentError, Option } from 'commander';
import { ENVIRONMENT_STATUSES } from '../../db/schema/index.ts';
import { CLI_ACTOR } from '../../services/audit.ts';
import { type EnvironmentPatch, toEnvironment, updateEnvironment } from '../../services/environments.ts';
import { type CliContext, int, UsageError } from '../context.ts';

function bool(value: string): boolean {
  if (value !== 'true' && value !== 'false') throw new InvalidArgumentError('expected true or false');
  return value === 'true';
}

/** `environments update`. */
export function registerEnvironmentCommands(program: Command, { open, print }: CliContext): void {
  program
    .command('environments')
    .description('Manage environments')
    .command('update')
    .description('Change settings of an environment')
    .requiredOption('--id <environmentId>', 'environment id (24 hex characters)')
    .option('--name <name>', 'display name')
    .addOption(new Option('--status <status>', 'active or disabled').choices(ENVIRONMENT_STATUSES))
    .option('--webhook-retries <n>', 'webhook retry attempts (0–20)', int(0, 20))
    // Commander turns a parsed null into '', so `none` stays a word until the action.
    .option('--rate-limit-per-minute <n|none>', 'per-minute override, or none for the plan default', (v: string) =>
      v === 'none' ? ('none' as const) : int(1, 1_000_000)(v),
    )
    .option('--debug-logging <bool>', 'true or false', bool)
    .option(
      '--managed-disputes <bool>',
      'true: the service decides disputes opened from now on (evidence deadline, then the operator); false: the tenant does',
      bool,
    )
    .option('--party-emails <bool>', 'true: the service emails the parties of this environment at every step; false: it does not (the default)', bool)
    .option('--json', 'print JSON')
    .action(async (opts: Omit<EnvironmentPatch, 'rateLimitPerMinute'> & { id: string; json?: boolean; rateLimitPerMinute?: number | 'none' }) => {
      const { id, json, rateLimitPerMinute, ...rest } = opts;
      const patch: EnvironmentPatch = { ...rest };
      if (rateLimitPerMinute !== undefined) patch.rateLimitPerMinute = rateLimitPerMinute === 'none' ? null : rateLimitPerMinute;
      if (Object.keys(patch).length === 0) throw new UsageError('nothing to update: pass at least one setting');
      const env = toEnvironment(await updateEnvironment(await open(), id, patch, CLI_ACTOR, new Date()));
      print(
        !!json,
        env,
        `Environment ${env.id} (${env.type}): status ${env.status}, webhookRetries ${env.webhookRetries}, rateLimitPerMinute ${env.rateLimitPerMinute ?? 'default'}, debugLogging ${env.debugLogging}, managedDisputes ${env.managedDisputes}, partyEmails ${env.partyEmails}.`,
      );
    });
}
