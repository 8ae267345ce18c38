import { type Command, InvalidArgumentError, Option } from 'commander';
import { CLI_ACTOR } from '../../services/audit.ts';
import { decideManagedDispute, listOpenDisputes, OPERATOR_NOTE_MAX } from '../../services/transactions/managed-disputes.ts';
import { type CliContext, int } from '../context.ts';

function note(value: string): string {
  const trimmed = value.trim();
  if (trimmed.length === 0 || trimmed.length > OPERATOR_NOTE_MAX || trimmed.includes('\u0000')) {
    throw new InvalidArgumentError(`expected 1 to ${OPERATOR_NOTE_MAX} characters`);
  }
  return trimmed;
}

/** `disputes list | resolve`: the operator's side of managed disputes. */
export function registerDisputeCommands(program: Command, { open, print }: CliContext): void {
  const disputesCmd = program.command('disputes').description('Open disputes across tenants, and the managed-dispute queue');
  disputesCmd
    .command('list')
    .description(
      'Open disputes, oldest first: transaction, tenant, environment, opened, evidence per party, status ' +
        '(awaiting_decision: the operator decides; awaiting_evidence: the deadline has not come; tenant: its tenant decides)',
    )
    .option('--managed', 'only managed disputes (the queue and those awaiting evidence)')
    .option('--limit <n>', 'at most this many (1–1000)', int(1, 1000), 100)
    .option('--json', 'print JSON')
    .action(async (opts: { managed?: boolean; limit: number; json?: boolean }) => {
      const rows = await listOpenDisputes(await open(), { managedOnly: !!opts.managed, limit: opts.limit });
      const json = rows.map((r) => ({ ...r, openedAt: r.openedAt.toISOString(), evidenceDueAt: r.evidenceDueAt?.toISOString() ?? null }));
      const human = rows.length
        ? rows
            .map(
              (r) =>
                `${r.transactionId}  ${r.tenantId} (${r.tenantName})  ${r.environmentType.padEnd(7)}  opened ${r.openedAt.toISOString()} by ${r.openedBy.padEnd(6)}  ` +
                `evidence seller ${r.evidence.seller} buyer ${r.evidence.buyer}  ${r.status}` +
                (r.status === 'awaiting_evidence' ? ` until ${r.evidenceDueAt!.toISOString()}` : ''),
            )
            .join('\n')
        : opts.managed
          ? 'No managed dispute is open.'
          : 'No dispute is open.';
      print(!!opts.json, json, human);
    });
  disputesCmd
    .command('resolve')
    .description('Decide a managed dispute awaiting a decision: released (to the seller) or refunded (to the buyer); written to the audit log')
    .argument('<transactionId>', 'the disputed transaction (tx_…)')
    .addOption(new Option('--outcome <outcome>', 'released or refunded').choices(['released', 'refunded'] as const).makeOptionMandatory())
    .requiredOption('--note <text>', 'why: both parties and the tenant can see it', note)
    .option('--json', 'print JSON')
    .action(async (transactionId: string, opts: { outcome: 'released' | 'refunded'; note: string; json?: boolean }) => {
      const { transaction, dispute } = await decideManagedDispute(
        await open(),
        transactionId,
        { outcome: opts.outcome, note: opts.note },
        CLI_ACTOR,
        new Date(),
      );
      const result = {
        transactionId: transaction.id,
        status: transaction.status,
        disputeId: dispute.id,
        outcome: dispute.outcome,
        rule: dispute.rule,
        note: dispute.note,
      };
      print(!!opts.json, result, `Dispute ${dispute.id} on ${transaction.id} decided: ${transaction.status}.`);
    });
}
