/** Disputes: opening one (funded → disputed), adding evidence, resolving it (→ released or refunded), and reading them. */
import { and, count, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/query.ts';
import { disputeEvidence, disputes } from '../../db/schema/index.ts';
import { AppError } from '../../errors.ts';
import { newId } from '../../lib/ids.ts';
import { recordAudit, type Actor } from '../audit.ts';
import { recordEvent, type Partition } from '../events.ts';
import { getTransaction } from './read.ts';
import { closeRequest, EVENTS, statusChangedData, transition } from './state-machine.ts';
import type { DisputeRow, EvidenceRow, PartyRole, TransactionRow } from './types.ts';

/** A dispute holds at most this many pieces of evidence (one bounded list on the dispute). */
export const MAX_EVIDENCE_PER_DISPUTE = 100;

/** funded → disputed, by a party (page) or on its behalf (API). A pending request ends as `disputed`. */
export async function openDispute(
  db: DbOrTx,
  partition: Partition,
  id: string,
  input: { openedBy: PartyRole; reason: string },
  now: Date,
): Promise<{ transaction: TransactionRow; dispute: DisputeRow }> {
  return db.transaction(async (tx) => {
    const result = await transition(tx, partition, id, 'dispute', now);
    const after = await closeRequest(tx, partition, result.after, 'disputed', now);
    const [dispute] = await tx
      .insert(disputes)
      .values({
        id: newId('dispute'),
        tenantId: partition.tenantId,
        environmentId: partition.environmentId,
        transactionId: id,
        openedBy: input.openedBy,
        reason: input.reason,
        createdAt: now,
      })
      .returning();
    await recordEvent(
      tx,
      partition,
      EVENTS.disputed,
      statusChangedData(result, now, { disputeId: dispute!.id, openedBy: input.openedBy, reason: input.reason }),
    );
    return { transaction: after, dispute: dispute! };
  });
}

async function openDisputeOf(tx: DbOrTx, partition: Partition, transactionId: string): Promise<DisputeRow> {
  const [dispute] = await tx
    .select()
    .from(disputes)
    .where(and(eq(disputes.transactionId, transactionId), eq(disputes.environmentId, partition.environmentId), eq(disputes.status, 'open')));
  if (!dispute) throw new AppError('invalid_state', { message: 'The transaction has no open dispute.' });
  return dispute;
}

export async function addEvidence(
  db: DbOrTx,
  partition: Partition,
  id: string,
  input: { submittedBy: PartyRole; description: string; attachments?: string[] },
  now: Date,
): Promise<EvidenceRow> {
  return db.transaction(async (tx) => {
    await transition(tx, partition, id, 'add_evidence', now);
    const dispute = await openDisputeOf(tx, partition, id);
    // The transition above locked the transaction row, so concurrent additions count one at a time.
    const [{ n } = { n: 0 }] = await tx.select({ n: count() }).from(disputeEvidence).where(eq(disputeEvidence.disputeId, dispute.id));
    if (Number(n) >= MAX_EVIDENCE_PER_DISPUTE) {
      throw new AppError('invalid_state', { message: `The dispute already holds ${MAX_EVIDENCE_PER_DISPUTE} pieces of evidence, the most it can hold.` });
    }
    const [evidence] = await tx
      .insert(disputeEvidence)
      .values({
        id: newId('disputeEvidence'),
        tenantId: partition.tenantId,
        environmentId: partition.environmentId,
        disputeId: dispute.id,
        submittedBy: input.submittedBy,
        description: input.description,
        attachments: input.attachments ?? [],
        createdAt: now,
      })
      .returning();
    await recordEvent(tx, partition, EVENTS.disputeUpdated, {
      transactionId: id,
      disputeId: dispute.id,
      evidenceId: evidence!.id,
      submittedBy: input.submittedBy,
      status: 'disputed',
    });
    return evidence!;
  });
}

/**
 * disputed → released or refunded, by the tenant's backend or a dashboard member (who leaves a `dispute.resolved` audit row).
 * Answers with the dispute's evidence, read in the same transaction, so both callers show the decided dispute whole.
 */
export async function resolveDispute(
  db: DbOrTx,
  partition: Partition,
  id: string,
  input: { outcome: 'released' | 'refunded'; note: string | null },
  by: Actor,
  now: Date,
): Promise<{ transaction: TransactionRow; dispute: DisputeRow; evidence: EvidenceRow[] }> {
  return db.transaction(async (tx) => {
    const result = await transition(tx, partition, id, input.outcome === 'released' ? 'resolve_release' : 'resolve_refund', now);
    const open = await openDisputeOf(tx, partition, id);
    const [dispute] = await tx
      .update(disputes)
      .set({ status: 'resolved', outcome: input.outcome, note: input.note, resolvedAt: now })
      .where(eq(disputes.id, open.id))
      .returning();
    await recordEvent(tx, partition, EVENTS.statusChanged, statusChangedData(result, now, { disputeId: open.id, outcome: input.outcome }));
    const entry = { tenantId: partition.tenantId, environmentId: partition.environmentId, action: 'dispute.resolved', targetType: 'transaction', targetId: id };
    const after = { status: result.after.status, outcome: dispute!.outcome, note: dispute!.note };
    await recordAudit(tx, by, { ...entry, before: { status: 'disputed', disputeId: open.id }, after }, now);
    const evidence = (await evidenceOf(tx, partition, [open.id])).get(open.id) ?? [];
    return { transaction: result.after, dispute: dispute!, evidence };
  });
}

export async function listDisputes(db: DbOrTx, partition: Partition, transactionId: string): Promise<(DisputeRow & { evidence: EvidenceRow[] })[]> {
  await getTransaction(db, partition, transactionId);
  const rows = await db
    .select()
    .from(disputes)
    .where(and(eq(disputes.transactionId, transactionId), eq(disputes.environmentId, partition.environmentId)))
    .orderBy(disputes.id);
  const evidence = await evidenceOf(
    db,
    partition,
    rows.map((d) => d.id),
  );
  return rows.map((d) => ({ ...d, evidence: evidence.get(d.id) ?? [] }));
}

/** The evidence of some disputes of one environment, oldest first, by dispute id. */
export async function evidenceOf(db: DbOrTx, partition: Partition, disputeIds: string[]): Promise<Map<string, EvidenceRow[]>> {
  const byDispute = new Map<string, EvidenceRow[]>();
  if (disputeIds.length === 0) return byDispute;
  const rows = await db
    .select()
    .from(disputeEvidence)
    .where(and(inArray(disputeEvidence.disputeId, disputeIds), eq(disputeEvidence.environmentId, partition.environmentId)))
    .orderBy(disputeEvidence.id);
  for (const row of rows) byDispute.set(row.disputeId, [...(byDispute.get(row.disputeId) ?? []), row]);
  return byDispute;
}
