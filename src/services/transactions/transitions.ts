/**
 * The transitions with their events: accept, fund, settle (release or
 * refund), a party's settlement request and its withdrawal, cancel. Each runs
 * `transition` and writes its event in the same database transaction.
 */
import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/query.ts';
import { transactions, users, type SettlementRequest } from '../../db/schema/index.ts';
import { AppError } from '../../errors.ts';
import { recordAudit, SYSTEM_ACTOR } from '../audit.ts';
import { recordEvent, type Partition } from '../events.ts';
import { counterpartyRole, partyId } from './parties.ts';
import { getTransaction, transactionWhere } from './read.ts';
import {
  assertParty,
  closeRequest,
  EVENTS,
  pendingRequest,
  REQUEST_FOR,
  STATE_MACHINE,
  statusChangedData,
  transition,
  type SettleAction,
} from './state-machine.ts';
import { clockData, transactionTime, type Now } from './time.ts';
import { autoReleaseDeadline, type AutoReleaseRule } from './timeline.ts';
import type { CancelledBy, PartyRole, TransactionRow } from './types.ts';

// Every change below takes `now` as its caller knows it and works on the transaction's own time (time.ts).

export async function acceptTransaction(db: DbOrTx, partition: Partition, id: string, userId: string, now: Now): Promise<TransactionRow> {
  return db.transaction(async (tx) => {
    const time = await transactionTime(tx, partition, id, now);
    const row = await getTransaction(tx, partition, id);
    if (partyId(row, counterpartyRole(row)) !== userId) throw new AppError('invalid_state', { message: 'Only the invited counterparty can accept.' });
    const result = await transition(tx, partition, id, 'accept', time.at, { acceptedAt: time.at });
    // A user becomes active when it first accepts a transaction (decisions §1); users are not on a test clock.
    await tx
      .update(users)
      .set({ status: 'active', updatedAt: time.real })
      .where(and(eq(users.id, userId), eq(users.environmentId, partition.environmentId), eq(users.status, 'invited')));
    await recordEvent(tx, partition, EVENTS.accepted, { transactionId: id, acceptedBy: userId, acceptedAt: time.at.toISOString(), ...clockData(time) });
    return result.after;
  });
}

/** accepted → funded; the timeline as it stands now sets the auto-release deadline (timeline.ts), so a PATCH before funding moves it. */
export async function markFunded(db: DbOrTx, partition: Partition, id: string, reference: string, now: Now): Promise<TransactionRow> {
  return db.transaction(async (tx) => {
    const time = await transactionTime(tx, partition, id, now);
    // Locked so that a concurrent PATCH cannot change the timeline between reading it and funding.
    const row = await lockTransaction(tx, partition, id);
    const autoReleaseAt = autoReleaseDeadline(row.timeline, time.at);
    const result = await transition(tx, partition, id, 'fund', time.at, { fundingReference: reference, autoReleaseAt });
    await recordEvent(tx, partition, EVENTS.statusChanged, statusChangedData(result, time.at, { reference, ...clockData(time) }));
    return result.after;
  });
}

async function lockTransaction(tx: DbOrTx, partition: Partition, id: string): Promise<TransactionRow> {
  const [row] = await tx.select().from(transactions).where(transactionWhere(partition, id)).for('update');
  if (!row) throw new AppError('not_found', { param: 'id', message: `No such transaction: ${id}` });
  return row;
}

/**
 * Release or refund a funded transaction. The API (no `by`) may do either;
 * a party on its hosted page (`by`) only what PARTY_RIGHTS allows — which
 * also answers the other party's pending request in that direction (agreed).
 * The service itself releases when the timeline ran out (`autoRelease`, from
 * auto-release.ts): never over a pending request; the history entry and the
 * event say `auto_release` with the rule, and a `system` audit row records it.
 */
export async function settle(
  db: DbOrTx,
  partition: Partition,
  id: string,
  action: SettleAction,
  now: Now,
  context: { reason?: string; by?: PartyRole; autoRelease?: AutoReleaseRule } = {},
): Promise<TransactionRow> {
  return db.transaction(async (tx) => {
    const time = await transactionTime(tx, partition, id, now);
    if (context.by) assertParty(await lockTransaction(tx, partition, id), context.by, action);
    if (context.autoRelease && pendingRequest(await lockTransaction(tx, partition, id))) {
      throw new AppError('invalid_state', { message: 'The transaction has a pending request; the timeline does not release it.' });
    }
    const note = context.autoRelease ? { reason: 'auto_release' as const, rule: context.autoRelease.rule } : {};
    const result = await transition(tx, partition, id, action, time.at, {}, note);
    const pending = pendingRequest(result.after);
    const agreed = Boolean(context.by && pending && pending.type === action && pending.requestedBy !== context.by);
    const after = await closeRequest(tx, partition, result.after, agreed ? 'agreed' : 'settled', time.at);
    const extra = withoutUndefined({
      reason: context.reason,
      settledBy: context.by ?? (context.autoRelease ? 'auto_release' : undefined),
      requestedBy: agreed ? pending!.requestedBy : undefined,
      autoRelease: context.autoRelease,
      ...clockData(time),
    });
    await recordEvent(tx, partition, EVENTS.statusChanged, statusChangedData(result, time.at, extra));
    if (context.autoRelease) {
      await recordAudit(
        tx,
        SYSTEM_ACTOR,
        {
          tenantId: partition.tenantId,
          environmentId: partition.environmentId,
          action: 'transaction.auto_released',
          targetType: 'transaction',
          targetId: id,
          before: { status: result.before.status },
          after: { status: after.status, autoRelease: context.autoRelease },
        },
        time.real,
      );
    }
    return after;
  });
}

/**
 * A party asks the other to move the money its way (the seller asks for
 * release, the buyer for a refund): recorded on the transaction, which stays
 * funded, with its event. One pending request at a time.
 */
export async function requestSettlement(
  db: DbOrTx,
  partition: Partition,
  id: string,
  type: SettleAction,
  by: PartyRole,
  reason: string | null,
  now: Now,
): Promise<TransactionRow> {
  return db.transaction(async (tx) => {
    const time = await transactionTime(tx, partition, id, now);
    const action = REQUEST_FOR[type];
    assertParty(await lockTransaction(tx, partition, id), by, action);
    const request: SettlementRequest = { type, requestedBy: by, reason, requestedAt: time.at.toISOString(), status: 'pending', closedAt: null };
    const result = await transition(tx, partition, id, action, time.at, { settlementRequest: request });
    const data = { transactionId: id, status: result.after.status, requestedBy: by, reason, requestedAt: request.requestedAt, ...clockData(time) };
    await recordEvent(tx, partition, STATE_MACHINE[action].event, data);
    return result.after;
  });
}

/** The requester takes its pending request back; the transaction stays funded. */
export async function withdrawRequest(db: DbOrTx, partition: Partition, id: string, by: PartyRole, now: Now): Promise<TransactionRow> {
  return db.transaction(async (tx) => {
    const time = await transactionTime(tx, partition, id, now);
    const row = await lockTransaction(tx, partition, id);
    assertParty(row, by, 'withdraw_request');
    const pending = pendingRequest(row)!;
    const withdrawnAt = time.at.toISOString();
    const withdrawn = { ...pending, status: 'withdrawn' as const, closedAt: withdrawnAt };
    const result = await transition(tx, partition, id, 'withdraw_request', time.at, { settlementRequest: withdrawn });
    const data = { transactionId: id, type: pending.type, requestedBy: by, withdrawnAt, ...clockData(time) };
    await recordEvent(tx, partition, EVENTS.requestWithdrawn, data);
    return result.after;
  });
}

/**
 * End a transaction before any money moved (created, invited or accepted →
 * cancelled): by the API, or by either party on the hosted pages. The invite
 * stops working, since accepting needs `invited`.
 */
export async function cancelTransaction(
  db: DbOrTx,
  partition: Partition,
  id: string,
  input: { by: CancelledBy; reason: string | null },
  now: Now,
): Promise<TransactionRow> {
  return db.transaction(async (tx) => {
    const time = await transactionTime(tx, partition, id, now);
    if (input.by !== 'api') assertParty(await lockTransaction(tx, partition, id), input.by, 'cancel');
    const result = await transition(tx, partition, id, 'cancel', time.at, { cancelledBy: input.by, cancellationReason: input.reason });
    const extra = withoutUndefined({ cancelledBy: input.by, reason: input.reason ?? undefined, ...clockData(time) });
    await recordEvent(tx, partition, EVENTS.statusChanged, statusChangedData(result, time.at, extra));
    return result.after;
  });
}

function withoutUndefined(value: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined));
}
