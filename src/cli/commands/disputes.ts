import { type Command, InvalidArgumentError, Option } from 'commander';
import { CLI_ACTOR } from '../../services/audit.ts';
import { decideManagedDispute, listOpenDisputes, OPERATOR_NOTE_MAX, operatorDisputes } from '../../services/transactions/managed-disputes.ts';
import { type CliContext, int } from '../context.ts';

function note(value: string): string {
  const trimmed = value.trim();
  if (trimmed.length === 0 || trimmed.length > OPERATOR_NOTE_MAX || trimmed.includes('\u0000')) {
    throw new InvalidArgumentError(`expected 1 to ${OPERATOR_NOTE_MAX} characters`);
  }
  return trimmed;
}

const SOURCE_WORDS = { party: 'by the party itself', tenant: 'posted by the tenant (API keys)', unknown: 'source not recorded' } as const;

/** `disputes list | show | resolve`: the operator's side of managed disputes. */
export function registerDisputeCommands(program: Command, { open, print }: CliContext): void {
  const disputesCmd = program.command('disputes').description('Open disputes across tenants, and the managed-dispute queue');
  disputesCmd
    .command('list')
    .description(
      "Open disputes, oldest first: transaction, tenant, environment, opened, evidence each party submitted itself (and the tenant's), status " +
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
                `evidence seller ${r.evidence.seller} buyer ${r.evidence.buyer} tenant ${r.evidence.tenant + r.evidence.unattributed}  ${r.status}` +
                (r.status === 'awaiting_evidence' ? ` until ${r.evidenceDueAt!.toISOString()}` : ''),
            )
            .join('\n')
        : opts.managed
          ? 'No managed dispute is open.'
          : 'No dispute is open.';
      print(!!opts.json, json, human);
    });
  disputesCmd
    .command('show')
    .description("A transaction's dispute with every piece of evidence: for which party, and who submitted it (the party itself, or the tenant with API keys)")
    .argument('<transactionId>', 'the disputed transaction (tx_…)')
    .option('--json', 'print JSON')
    .action(async (transactionId: string, opts: { json?: boolean }) => {
      const found = await operatorDisputes(await open(), transactionId);
      const json = found.map(({ evidence, ...d }) => ({
        ...d,
        evidence: evidence.map((e) => ({
          id: e.id,
          submittedBy: e.submittedBy,
          source: e.source,
          description: e.description,
          attachments: e.attachments,
          createdAt: e.createdAt,
        })),
      }));
      const human = found
        .map((d) =>
          [
            `${d.id}  ${d.status}${d.managedStatus ? ` (${d.managedStatus})` : ''}  opened ${d.createdAt.toISOString()} by the ${d.openedBy}: ${d.reason}`,
            ...d.evidence.map((e) => `  ${e.createdAt.toISOString()}  for the ${e.submittedBy}, ${SOURCE_WORDS[e.source ?? 'unknown']}: ${e.description}`),
          ].join('\n'),
        )
        .join('\n');
      print(!!opts.json, json, human || `${transactionId} has no dispute.`);
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
