import { Command, CommanderError } from 'commander';
import packageJson from '../../package.json' with { type: 'json' };
import type { Db } from '../db/query.ts';
import { AppError } from '../errors.ts';
import { registerDisputeCommands } from './commands/disputes.ts';
import { registerEnvironmentCommands } from './commands/environments.ts';
import { registerKeyCommands } from './commands/keys.ts';
import { registerMemberCommands } from './commands/members.ts';
import { registerSanctionsCommands } from './commands/sanctions.ts';
import { registerSsoCommands } from './commands/sso.ts';
import { registerTenantCommands } from './commands/tenants.ts';
import { type CliIo, cliContext, UsageError } from './context.ts';

const PACKAGE_VERSION = packageJson.version;

/**
 * The operator CLI: tenants, key pairs and environments are never managed
 * with API keys (decisions §1). `open` supplies the database lazily so
 * `--help` never touches it.
 */
export function buildProgram(open: () => Promise<Db>, io: CliIo): Command {
  const program = new Command('cli')
    .description('Operator CLI for the escrow platform (uses DATABASE_URL, or the embedded database when it is unset)')
    .version(`escrow-platform ${PACKAGE_VERSION}`, '-V, --version', 'print the version')
    .exitOverride()
    .configureOutput({ writeOut: (s) => io.out(s.trimEnd()), writeErr: (s) => io.err(s.trimEnd()) });
  const cli = cliContext(open, io);
  // Registration order is the order `--help` lists the groups in.
  registerTenantCommands(program, cli);
  registerMemberCommands(program, cli);
  registerKeyCommands(program, cli);
  registerEnvironmentCommands(program, cli);
  registerSanctionsCommands(program, cli);
  registerSsoCommands(program, cli);
  registerDisputeCommands(program, cli);
  markRequired(program);
  return program;
}

/** Commander's help does not say which options are mandatory: say it in each one's description. */
function markRequired(command: Command): void {
  for (const option of command.options) {
    if (option.mandatory && !option.description.endsWith('(required)')) option.description = `${option.description} (required)`;
  }
  command.commands.forEach(markRequired);
}

/** Run one CLI invocation; returns the process exit code. */
export async function runCli(argv: string[], open: () => Promise<Db>, io: CliIo): Promise<number> {
  const program = buildProgram(open, io);
  try {
    await program.parseAsync(argv, { from: 'user' });
    return 0;
  } catch (error) {
    if (error instanceof UsageError) {
      io.err(`error: ${error.message}`);
      return 2;
    }
    // Commander has already printed its own parse errors.
    if (error instanceof CommanderError) return error.exitCode === 0 ? 0 : 2;
    if (error instanceof AppError) {
      io.err(`error: ${error.message}`);
      return 1;
    }
    throw error;
  }
}
