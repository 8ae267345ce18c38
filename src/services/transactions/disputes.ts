/**
 * Disputes: opening one (funded → disputed), adding evidence, resolving it (→ released or refunded), and reading them.
 * A dispute opened while its environment has managed disputes on is decided by the service (managed-disputes.ts), never by the tenant.
 */
import { and, count, eq, inArray } from 'drizzle-orm';
import { DEFAULT_EVIDENCE_DAYS } from '../../config.ts';
import type { DbOrTx } from '../../db/query.ts';
import { disputeEvidence, disputes, environments, type DISPUTE_RULES } from '../../db/schema/index.ts';
import { AppError } from '../../errors.ts';
import { idPattern, newId } from '../../lib/ids.ts';
import { recordAudit, type Actor } from '../audit.ts';
import { recordEvent, type Partition } from '../events.ts';
import { keysetOrder, keysetWhere, paginate, type Page, type PageQuery, type PaginationDeps } from '../pagination.ts';
import { getTransaction } from './read.ts';
import { closeRequest, EVENTS, statusChangedData, transition } from './state-machine.ts';
import { clockData, transactionTime, type Now } from './time.ts';
import type { DisputeRow, EvidenceRow, EvidenceSource, PartyRole, TransactionRow } from './types.ts';

/** A dispute holds at most this many pieces of evidence (one bounded list on the dispute). */
export const MAX_EVIDENCE_PER_DISPUTE = 100;

const DAY_MS = 24 * 60 * 60 * 1000;

export type DisputeRule = (typeof DISPUTE_RULES)[number];

/** funded → disputed, by a party (page) or on its behalf (API). A pending request ends as `disputed`. */
export async function openDispute(
  db: DbOrTx,
  partition: Partition,
  id: string,
  input: { openedBy: PartyRole; reason: string },
  now: Now,
  evidenceDays: number = DEFAULT_EVIDENCE_DAYS,
): Promise<{ transaction: TransactionRow; dispute: DisputeRow }> {
  return db.transaction(async (tx) => {
    const time = await transactionTime(tx, partition, id, now);
    const result = await transition(tx, partition, id, 'dispute', time.at);
    const after = await closeRequest(tx, partition, result.after, 'disputed', time.at);
    // The setting as it is now decides for the dispute's whole life: switching it later leaves open disputes as they were opened.
    const [env] = await tx.select({ managed: environments.managedDisputes }).from(environments).where(eq(environments.id, partition.environmentId));
    const managed = env?.managed ?? false;
    const evidenceDueAt = managed ? new Date(time.at.getTime() + evidenceDays * DAY_MS) : null;
    const [dispute] = await tx
      .insert(disputes)
      .values({
        id: newId('dispute'),
        tenantId: partition.tenantId,
        environmentId: partition.environmentId,
        transactionId: id,
        openedBy: input.openedBy,
        reason: input.reason,
        managed,
        evidenceDueAt,
        managedStatus: managed ? 'awaiting_evidence' : null,
        createdAt: time.at,
      })
      .returning();
    const managedData = managed ? { managed, evidenceDueAt: evidenceDueAt!.toISOString() } : {};
    await recordEvent(
      tx,
      partition,
      EVENTS.disputed,
      statusChangedData(result, time.at, { disputeId: dispute!.id, openedBy: input.openedBy, reason: input.reason, ...managedData, ...clockData(time) }),
    );
    return { transaction: after, dispute: dispute! };
  });
}

async function findOpenDispute(tx: DbOrTx, partition: Partition, transactionId: string): Promise<DisputeRow | undefined> {
  const [dispute] = await tx
    .select()
    .from(disputes)
    .where(and(eq(disputes.transactionId, transactionId), eq(disputes.environmentId, partition.environmentId), eq(disputes.status, 'open')));
  return dispute;
}

async function openDisputeOf(tx: DbOrTx, partition: Partition, transactionId: string): Promise<DisputeRow> {
  const dispute = await findOpenDispute(tx, partition, transactionId);
  if (!dispute) throw new AppError('invalid_state', { message: 'The transaction has no open dispute.' });
  return dispute;
}

/**
 * Who may decide this dispute now: the tenant only an unmanaged one (409 managed_dispute otherwise); the evidence-deadline rule a
 * managed one still waiting for evidence; the operator a managed one in its queue.
 */
function checkRule(dispute: DisputeRow, rule: DisputeRule): void {
  if (rule === 'tenant_decision') {
    if (dispute.managed) throw new AppError('managed_dispute');
    return;
  }
  if (!dispute.managed) {
    throw new AppError('invalid_state', { message: 'This dispute is decided by the tenant: managed disputes were off when it was opened.' });
  }
  const needed = rule === 'evidence_deadline' ? 'awaiting_evidence' : 'awaiting_decision';
  if (dispute.managedStatus !== needed) {
    const message =
      rule === 'operator_decision'
        ? `This managed dispute is not awaiting a decision: the parties' evidence is due until ${dispute.evidenceDueAt?.toISOString()}.`
        : 'This managed dispute is no longer awaiting evidence.';
    throw new AppError('invalid_state', { message });
  }
}

/**
 * A piece of evidence for `submittedBy`, put on record by `source`: the party itself (hosted page) or the tenant (API keys). Both are
 * shown to everyone; in a managed dispute only the party's own counts for it at the evidence deadline (decisions §13).
 */
export async function addEvidence(
  db: DbOrTx,
  partition: Partition,
  id: string,
  input: {
    submittedBy: PartyRole;
    source: EvidenceSource;
    /** What it is recorded as if the open dispute is managed (a party page reached through a link the tenant held). */
    sourceIfManaged?: EvidenceSource;
    description: string;
    attachments?: string[];
  },
  now: Now,
): Promise<EvidenceRow> {
  return db.transaction(async (tx) => {
    const time = await transactionTime(tx, partition, id, now);
    await transition(tx, partition, id, 'add_evidence', time.at);
    const dispute = await openDisputeOf(tx, partition, id);
    // Judged on the dispute as locked here, so a dispute becoming managed cannot slip between reading and writing.
    const source = dispute.managed && input.sourceIfManaged ? input.sourceIfManaged : input.source;
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
        source,
        description: input.description,
        attachments: input.attachments ?? [],
        createdAt: time.at,
      })
      .returning();
    await recordEvent(tx, partition, EVENTS.disputeUpdated, {
      transactionId: id,
      disputeId: dispute.id,
      evidenceId: evidence!.id,
      submittedBy: input.submittedBy,
      source,
      status: 'disputed',
      ...clockData(time),
    });
    return evidence!;
  });
}

/**
 * disputed → released or refunded, by the tenant's backend or a dashboard member (`rule` tenant_decision, the default), or for a
 * managed dispute by the service's evidence deadline or the operator; members, the operator and the service leave a
 * `dispute.resolved` audit row. Answers with the dispute's evidence, read in the same transaction, so callers show the decided dispute whole.
 */
export async function resolveDispute(
  db: DbOrTx,
  partition: Partition,
  id: string,
  input: { outcome: 'released' | 'refunded'; note: string | null; rule?: DisputeRule },
  by: Actor,
  now: Now,
): Promise<{ transaction: TransactionRow; dispute: DisputeRow; evidence: EvidenceRow[] }> {
  const rule = input.rule ?? 'tenant_decision';
  return db.transaction(async (tx) => {
    const time = await transactionTime(tx, partition, id, now);
    // Before the transition, so a managed dispute answers managed_dispute rather than a gate's refusal; no open dispute is the transition's invalid_state.
    const current = await findOpenDispute(tx, partition, id);
    if (current) checkRule(current, rule);
    const result = await transition(tx, partition, id, input.outcome === 'released' ? 'resolve_release' : 'resolve_refund', time.at);
    const open = await openDisputeOf(tx, partition, id);
    checkRule(open, rule);
    const [dispute] = await tx
      .update(disputes)
      .set({ status: 'resolved', outcome: input.outcome, note: input.note, resolvedAt: time.at, rule, managedStatus: null })
      .where(eq(disputes.id, open.id))
      .returning();
    const data = statusChangedData(result, time.at, { disputeId: open.id, outcome: input.outcome, rule, ...clockData(time) });
    await recordEvent(tx, partition, EVENTS.statusChanged, data);
    const entry = { tenantId: partition.tenantId, environmentId: partition.environmentId, action: 'dispute.resolved', targetType: 'transaction', targetId: id };
    const after = { status: result.after.status, outcome: dispute!.outcome, note: dispute!.note, rule };
    await recordAudit(tx, by, { ...entry, before: { status: 'disputed', disputeId: open.id }, after }, time.real);
    const evidence = (await evidenceOf(tx, partition, [open.id])).get(open.id) ?? [];
    return { transaction: result.after, dispute: dispute!, evidence };
  });
}

/** A transaction's disputes with their evidence, newest first, a page at a time (decisions §5); cursors are bound to the transaction. */
export async function listDisputesPage(
  db: DbOrTx,
  deps: PaginationDeps,
  partition: Partition,
  transactionId: string,
  query: PageQuery,
): Promise<Page<DisputeRow & { evidence: EvidenceRow[] }>> {
  await getTransaction(db, partition, transactionId);
  const base = and(eq(disputes.transactionId, transactionId), eq(disputes.environmentId, partition.environmentId));
  const page = await paginate(deps, query, {
    scope: `disputes:${partition.environmentId}:${transactionId}`,
    idPattern: idPattern('dispute'),
    fetch: (keyset) =>
      db
        .select()
        .from(disputes)
        .where(keysetWhere(disputes.id, keyset, base))
        .orderBy(keysetOrder(disputes.id, keyset))
        .limit(keyset.take),
    map: (row) => row,
  });
  const evidence = await evidenceOf(
    db,
    partition,
    page.data.map((d) => d.id),
  );
  return { ...page, data: page.data.map((d) => ({ ...d, evidence: evidence.get(d.id) ?? [] })) };
}

/** All of a transaction's disputes with their evidence, oldest first (the hosted page and the operator's view). */
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
