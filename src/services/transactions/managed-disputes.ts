/**
 * Managed disputes (spec §3: decided "by the service if managed disputes are
 * enabled"): the evidence deadline, run by the background jobs, and the
 * operator's queue and decision, run by the CLI. Every decision goes through
 * `resolveDispute`, so its history, event, webhooks and audit row are those of
 * a tenant's resolution, with the rule that decided it.
 */
import { and, asc, count, eq, inArray, isNotNull, lte } from 'drizzle-orm';
import type { DbOrTx } from '../../db/query.ts';
import { disputeEvidence, disputes, environments, tenants, transactions, type MANAGED_DISPUTE_STATUSES } from '../../db/schema/index.ts';
import { AppError } from '../../errors.ts';
import { CLI_ACTOR, recordAudit, SYSTEM_ACTOR, type Actor } from '../audit.ts';
import { recordEvent, type Partition } from '../events.ts';
import { listDisputes, resolveDispute } from './disputes.ts';
import { EVENTS } from './state-machine.ts';
import { clockData, clockScope, realTime, type Now } from './time.ts';
import type { DisputeRow, PartyRole } from './types.ts';

/** An operator's note is as long as a tenant's (LIMITS.text on the API). */
export const OPERATOR_NOTE_MAX = 2000;

/** Overdue disputes one run of the deadline job decides in one database transaction. */
export const DEADLINE_BATCH = 50;

/**
 * Evidence per dispute: `seller` and `buyer` count what each party submitted itself (hosted page), the only evidence that decides a
 * default (decisions §13); `tenant` counts what the tenant posted with API keys for either party, `unattributed` what was recorded
 * before the source was kept. The last two are shown, never counted for a party.
 */
export type EvidenceCounts = Record<PartyRole | 'tenant' | 'unattributed', number>;

/** Pieces of evidence by who submitted them, of some disputes; with `until`, only those submitted by then. */
async function evidenceCounts(db: DbOrTx, disputeIds: string[], until?: Date): Promise<Map<string, EvidenceCounts>> {
  const byDispute = new Map<string, EvidenceCounts>(disputeIds.map((id) => [id, { seller: 0, buyer: 0, tenant: 0, unattributed: 0 }]));
  if (disputeIds.length === 0) return byDispute;
  const rows = await db
    .select({ disputeId: disputeEvidence.disputeId, submittedBy: disputeEvidence.submittedBy, source: disputeEvidence.source, n: count() })
    .from(disputeEvidence)
    .where(and(inArray(disputeEvidence.disputeId, disputeIds), until ? lte(disputeEvidence.createdAt, until) : undefined))
    .groupBy(disputeEvidence.disputeId, disputeEvidence.submittedBy, disputeEvidence.source);
  for (const row of rows) {
    const counts = byDispute.get(row.disputeId)!;
    counts[row.source === 'party' ? row.submittedBy : (row.source ?? 'unattributed')] += Number(row.n);
  }
  return byDispute;
}

/**
 * The evidence deadline: claims open managed disputes whose `evidenceDueAt` has come (SKIP LOCKED, so
 * several workers share them and each is decided once) and decides each. When exactly one party
 * submitted no evidence itself by the deadline (what the tenant posted for it does not count), the other wins by default (buyer → refunded, seller →
 * released; rule `evidence_deadline`, actor `system`). When both or neither did, or the default
 * outcome is refused (a release on a sanctions hold or to a disabled party), the dispute goes to the
 * operator's queue (`awaiting_decision`). Returns how many disputes it took.
 */
export async function decideOverdueDisputes(db: DbOrTx, now: Now, limit: number = DEADLINE_BATCH): Promise<number> {
  // Real time decides the disputes of transactions on no test clock; a clock's run (a ClockStep) those of its own, at its time.
  const scope = clockScope(now);
  return db.transaction(async (tx) => {
    const query = tx
      .select({ dispute: disputes })
      .from(disputes)
      .innerJoin(transactions, eq(transactions.id, disputes.transactionId))
      .where(and(overdue(scope.at), scope.where))
      .orderBy(asc(disputes.evidenceDueAt), asc(disputes.id))
      .limit(limit);
    // NO KEY UPDATE: evidence inserted meanwhile takes KEY SHARE on its dispute (the foreign key); FOR UPDATE would deadlock with it.
    const due = await (scope.skipLocked ? query.for('no key update', { of: disputes, skipLocked: true }) : query.for('no key update', { of: disputes }));
    for (const { dispute } of due) await decideByDeadline(tx, dispute, now);
    return due.length;
  });
}

/** Open managed disputes still waiting for evidence whose deadline has come by `at`. */
export const overdue = (at: Date) => and(eq(disputes.status, 'open'), eq(disputes.managedStatus, 'awaiting_evidence'), lte(disputes.evidenceDueAt, at));

async function decideByDeadline(tx: DbOrTx, dispute: DisputeRow, now: Now): Promise<void> {
  const partition = { tenantId: dispute.tenantId, environmentId: dispute.environmentId };
  // Evidence is added under the transaction row's lock (addEvidence's transition): holding it, the counts below are final.
  await tx.select({ id: transactions.id }).from(transactions).where(eq(transactions.id, dispute.transactionId)).for('no key update');
  const counts = (await evidenceCounts(tx, [dispute.id], dispute.evidenceDueAt!)).get(dispute.id)!;
  const silent = (['seller', 'buyer'] as const).filter((role) => counts[role] === 0);
  let refusal: string | null = null;
  // Evidence older than its source cannot be told apart from the tenant's: a person decides rather than a default.
  if (silent.length === 1 && counts.unattributed === 0) {
    const loser = silent[0]!;
    const winner = loser === 'seller' ? 'buyer' : 'seller';
    const outcome = winner === 'buyer' ? 'refunded' : 'released';
    const note = `The ${loser} submitted no evidence of its own by ${dispute.evidenceDueAt!.toISOString()}: the ${winner} wins by default.`;
    try {
      await resolveDispute(tx, partition, dispute.transactionId, { outcome, note, rule: 'evidence_deadline' }, SYSTEM_ACTOR, now);
      return;
    } catch (error) {
      // resolveDispute's savepoint rolled back: only its refusals (gates) send the dispute to the operator; anything else stops the batch.
      if (!(error instanceof AppError)) throw error;
      refusal = `The default outcome (${outcome}) was refused: ${error.message}`;
    }
  }
  await toOperatorQueue(tx, partition, dispute, counts, refusal, now);
}

async function toOperatorQueue(tx: DbOrTx, partition: Partition, dispute: DisputeRow, evidence: EvidenceCounts, refusal: string | null, now: Now) {
  const [{ testClockId } = { testClockId: null }] = await tx
    .select({ testClockId: transactions.testClockId })
    .from(transactions)
    .where(eq(transactions.id, dispute.transactionId));
  await tx.update(disputes).set({ managedStatus: 'awaiting_decision' }).where(eq(disputes.id, dispute.id));
  const why =
    refusal ??
    (evidence.unattributed > 0
      ? 'Some evidence was recorded before its source was kept, so who submitted it is unknown.'
      : evidence.seller > 0 && evidence.buyer > 0
        ? 'Both parties submitted evidence.'
        : 'Neither party submitted evidence itself.');
  await recordEvent(tx, partition, EVENTS.disputeUpdated, {
    transactionId: dispute.transactionId,
    disputeId: dispute.id,
    status: 'disputed',
    managedStatus: 'awaiting_decision',
    evidence,
    reason: why,
    ...clockData({ testClockId }),
  });
  const entry = { ...partition, action: 'dispute.awaiting_decision', targetType: 'transaction', targetId: dispute.transactionId };
  const before = { managedStatus: 'awaiting_evidence', disputeId: dispute.id, evidenceDueAt: dispute.evidenceDueAt!.toISOString() };
  await recordAudit(tx, SYSTEM_ACTOR, { ...entry, before, after: { managedStatus: 'awaiting_decision', evidence, reason: why } }, realTime(now));
}

export interface ManagedDisputeListing {
  transactionId: string;
  disputeId: string;
  tenantId: string;
  tenantName: string;
  environmentId: string;
  environmentType: 'live' | 'sandbox';
  openedBy: PartyRole;
  openedAt: Date;
  /** `tenant` for a dispute its tenant decides (managed disputes were off when it opened). */
  status: (typeof MANAGED_DISPUTE_STATUSES)[number] | 'tenant';
  evidenceDueAt: Date | null;
  evidence: EvidenceCounts;
}

/** The operator's view of open disputes across tenants, oldest first: with `managedOnly`, the managed ones (the queue and those awaiting evidence). */
export async function listOpenDisputes(db: DbOrTx, opts: { managedOnly: boolean; limit: number }): Promise<ManagedDisputeListing[]> {
  const rows = await db
    .select({ dispute: disputes, tenantName: tenants.name, environmentType: environments.type })
    .from(disputes)
    .innerJoin(tenants, eq(tenants.id, disputes.tenantId))
    .innerJoin(environments, eq(environments.id, disputes.environmentId))
    .where(and(eq(disputes.status, 'open'), opts.managedOnly ? isNotNull(disputes.managedStatus) : undefined))
    .orderBy(asc(disputes.id))
    .limit(opts.limit);
  const counts = await evidenceCounts(
    db,
    rows.map((r) => r.dispute.id),
  );
  return rows.map(({ dispute: d, tenantName, environmentType }) => ({
    transactionId: d.transactionId,
    disputeId: d.id,
    tenantId: d.tenantId,
    tenantName,
    environmentId: d.environmentId,
    environmentType,
    openedBy: d.openedBy,
    openedAt: d.createdAt,
    status: d.managedStatus ?? 'tenant',
    evidenceDueAt: d.evidenceDueAt,
    evidence: counts.get(d.id)!,
  }));
}

/** The operator's view of one transaction's disputes, with every piece of evidence and who submitted it, in whichever tenant it is. */
export async function operatorDisputes(db: DbOrTx, transactionId: string) {
  return listDisputes(db, await partitionOf(db, transactionId), transactionId);
}

async function partitionOf(db: DbOrTx, transactionId: string): Promise<Partition> {
  const [row] = await db
    .select({ tenantId: transactions.tenantId, environmentId: transactions.environmentId })
    .from(transactions)
    .where(eq(transactions.id, transactionId));
  if (!row) throw new AppError('not_found', { message: `No transaction ${transactionId}.` });
  return row;
}

/**
 * The operator decides a managed dispute in its queue (`awaiting_decision`), in whichever tenant it is:
 * rule `operator_decision`, with the note and the operator in the audit row. A dispute its tenant decides,
 * or one still awaiting evidence, is refused (409 invalid_state).
 */
export async function decideManagedDispute(
  db: DbOrTx,
  transactionId: string,
  input: { outcome: 'released' | 'refunded'; note: string },
  by: Actor = CLI_ACTOR,
  now = new Date(),
) {
  return resolveDispute(db, await partitionOf(db, transactionId), transactionId, { ...input, rule: 'operator_decision' }, by, now);
}
