import { and, count, eq, inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../db/client.ts';
import {
  disputeEvidence,
  disputes,
  kycRecords,
  transactions,
  users,
  type ACCOUNT_TYPES,
  type CANCELLED_BY,
  type HistoryEntry,
  type PARTY_ROLES,
  type SettlementRequest,
  type Timeline,
  type TRANSACTION_STATUSES,
} from '../db/schema/index.ts';
import { randomBase62 } from '../lib/crypto.ts';
import { ID_PREFIXES, newId } from '../lib/ids.ts';
import { signToken, verifyToken, type TokenCheck } from '../lib/signed-token.ts';
import { AppError } from '../errors.ts';
import { recordAudit, type Actor } from './audit.ts';
import type { EventType } from './event-types.ts';
import { recordEvent, type Partition } from './events.ts';
import { inPartition } from './partition.ts';
import { hasSanctionsHold, screenUser } from './sanctions/screen-user.ts';
import type { NormalizedEmail } from './user-input.ts';
import { addUser } from './users.ts';

export type TxStatus = (typeof TRANSACTION_STATUSES)[number];
export type PartyRole = (typeof PARTY_ROLES)[number];
export type TransactionRow = typeof transactions.$inferSelect;
export type DisputeRow = typeof disputes.$inferSelect;
export type EvidenceRow = typeof disputeEvidence.$inferSelect;

export const EVENTS = {
  created: 'transaction.created',
  accepted: 'transaction.accepted',
  statusChanged: 'transaction.status.changed',
  disputed: 'transaction.disputed',
  disputeUpdated: 'transaction.dispute.updated',
  releaseRequested: 'transaction.release_requested',
  refundRequested: 'transaction.refund_requested',
  requestWithdrawn: 'transaction.request_withdrawn',
} as const satisfies Record<string, EventType>;

type Gate = 'kyc' | 'sanctions' | 'parties_enabled';

interface Rule {
  from: readonly TxStatus[];
  to: TxStatus;
  event: (typeof EVENTS)[keyof typeof EVENTS];
  gates: readonly Gate[];
}

/**
 * The escrow state machine, in one place (spec §3, decisions §7). Every route
 * and hosted page moves a transaction only through `transition`, which reads
 * this table. `add_evidence` and the settlement requests keep the status
 * (disputed → disputed, funded → funded).
 */
export const STATE_MACHINE = {
  accept: { from: ['invited'], to: 'accepted', event: EVENTS.accepted, gates: ['parties_enabled'] },
  cancel: { from: ['created', 'invited', 'accepted'], to: 'cancelled', event: EVENTS.statusChanged, gates: [] },
  fund: { from: ['accepted'], to: 'funded', event: EVENTS.statusChanged, gates: ['parties_enabled', 'kyc', 'sanctions'] },
  release: { from: ['funded'], to: 'released', event: EVENTS.statusChanged, gates: ['parties_enabled', 'sanctions'] },
  refund: { from: ['funded'], to: 'refunded', event: EVENTS.statusChanged, gates: [] },
  request_release: { from: ['funded'], to: 'funded', event: EVENTS.releaseRequested, gates: [] },
  request_refund: { from: ['funded'], to: 'funded', event: EVENTS.refundRequested, gates: [] },
  withdraw_request: { from: ['funded'], to: 'funded', event: EVENTS.requestWithdrawn, gates: [] },
  dispute: { from: ['funded'], to: 'disputed', event: EVENTS.disputed, gates: [] },
  add_evidence: { from: ['disputed'], to: 'disputed', event: EVENTS.disputeUpdated, gates: [] },
  resolve_release: { from: ['disputed'], to: 'released', event: EVENTS.statusChanged, gates: ['parties_enabled', 'sanctions'] },
  resolve_refund: { from: ['disputed'], to: 'refunded', event: EVENTS.statusChanged, gates: [] },
} as const satisfies Record<string, Rule>;

export type Action = keyof typeof STATE_MACHINE;

/**
 * Who may do what on the hosted party page (decisions §7): a party moves the
 * money at once only against its own interest — the buyer releases, the
 * seller refunds —; the other direction is a request the counterparty answers.
 * Withdrawing is for the party that made the pending request. `accept` is the
 * invited counterparty's, on the acceptance page. The API (secret key) and
 * dispute resolution are not parties and are not limited by this table.
 */
export const PARTY_RIGHTS = {
  accept: 'counterparty',
  cancel: ['seller', 'buyer'],
  release: ['buyer'],
  refund: ['seller'],
  request_release: ['seller'],
  request_refund: ['buyer'],
  withdraw_request: 'requester',
  dispute: ['seller', 'buyer'],
  add_evidence: ['seller', 'buyer'],
} as const satisfies Partial<Record<Action, readonly PartyRole[] | 'counterparty' | 'requester'>>;

export type PartyAction = keyof typeof PARTY_RIGHTS;
export type SettleAction = 'release' | 'refund';
export type CancelledBy = (typeof CANCELLED_BY)[number];

/** The action that asks the other party for a settlement (who may ask is in PARTY_RIGHTS). */
const REQUEST_FOR = { release: 'request_release', refund: 'request_refund' } as const satisfies Record<SettleAction, Action>;

const ACTION_WORDS: Record<PartyAction, string> = {
  accept: 'accept the transaction',
  cancel: 'cancel the transaction',
  release: 'release the funds',
  refund: 'refund the buyer',
  request_release: 'ask for the funds to be released',
  request_refund: 'ask for a refund',
  withdraw_request: 'withdraw a request',
  dispute: 'open a dispute',
  add_evidence: 'add evidence',
};

export function pendingRequest(row: Pick<TransactionRow, 'settlementRequest'>): SettlementRequest | null {
  return row.settlementRequest?.status === 'pending' ? row.settlementRequest : null;
}

/**
 * Whether `role` may take `action` on the party page now: null when it may,
 * else why not — `role` (403: the rights above) or `state` (409: the state
 * machine, or the pending request). The page offers only what this allows;
 * the services check it again, and the conditional UPDATE settles races.
 */
export function partyRefusal(row: TransactionRow, role: PartyRole, action: PartyAction): { kind: 'role' | 'state'; message: string } | null {
  const rights: readonly PartyRole[] | 'counterparty' | 'requester' = PARTY_RIGHTS[action];
  const pending = pendingRequest(row);
  const who = role === 'buyer' ? 'the buyer' : 'the seller';
  if (rights === 'counterparty' && role !== counterpartyRole(row)) return { kind: 'role', message: `Only the invited party can ${ACTION_WORDS[action]}.` };
  if (Array.isArray(rights) && !rights.includes(role)) {
    const only = rights.join(' and the ');
    const hint = action === 'release' ? ' You can ask the buyer to release them.' : action === 'refund' ? ' You can ask the seller for a refund.' : '';
    return { kind: 'role', message: `Only the ${only} can ${ACTION_WORDS[action]}; you are ${who}.${hint}` };
  }
  const rule: Rule = STATE_MACHINE[action];
  if (!rule.from.includes(row.status)) {
    return { kind: 'state', message: `The transaction is ${row.status}; you can ${ACTION_WORDS[action]} only when it is ${rule.from.join(' or ')}.` };
  }
  if (rights === 'requester' && pending?.requestedBy !== role) return { kind: 'state', message: 'You have no pending request to withdraw.' };
  if ((action === 'request_release' || action === 'request_refund') && pending) {
    return {
      kind: 'state',
      message:
        pending.requestedBy === role
          ? `You already asked to ${pending.type === 'release' ? 'release the funds' : 'refund the buyer'}; withdraw that request first.`
          : `The ${pending.requestedBy} has a pending request; agree to it or open a dispute.`,
    };
  }
  return null;
}

function assertParty(row: TransactionRow, role: PartyRole, action: PartyAction): void {
  const refusal = partyRefusal(row, role, action);
  if (refusal) throw new AppError(refusal.kind === 'role' ? 'role_forbidden' : 'invalid_state', { message: refusal.message });
}

export const TERMINAL_STATUSES: readonly TxStatus[] = ['released', 'refunded', 'cancelled'];
/** Title and timeline can change until the money is in. */
export const EDITABLE_STATUSES: readonly TxStatus[] = ['created', 'invited', 'accepted'];

export const INVITE_TTL_MS = 14 * 24 * 60 * 60 * 1000;
export const PARTY_LINK_TTL_MS = 60 * 60 * 1000;
/** A dispute holds at most this many pieces of evidence (one bounded list on the dispute). */
export const MAX_EVIDENCE_PER_DISPUTE = 100;

const where = (partition: Partition, id: string) => and(eq(transactions.id, id), inPartition(transactions, partition));

export async function getTransaction(db: DbOrTx, partition: Partition, id: string): Promise<TransactionRow> {
  const [row] = await db.select().from(transactions).where(where(partition, id));
  if (!row) throw new AppError('not_found', { param: 'id', message: `No such transaction: ${id}` });
  return row;
}

export function counterpartyRole(row: Pick<TransactionRow, 'initiator'>): PartyRole {
  return row.initiator === 'seller' ? 'buyer' : 'seller';
}

export function partyId(row: Pick<TransactionRow, 'sellerId' | 'buyerId'>, role: PartyRole): string {
  return role === 'seller' ? row.sellerId : row.buyerId;
}

async function checkGates(tx: DbOrTx, partition: Partition, row: TransactionRow, gates: readonly Gate[]): Promise<void> {
  if (gates.length === 0) return;
  const ids = [row.sellerId, row.buyerId];
  const parties = await tx
    .select({ id: users.id, status: users.status, kycStatus: kycRecords.status })
    .from(users)
    .innerJoin(kycRecords, eq(kycRecords.userId, users.id))
    .where(and(eq(users.environmentId, partition.environmentId), inArray(users.id, ids)));
  const role = (id: string) => (id === row.sellerId ? 'seller' : 'buyer');
  if (gates.includes('parties_enabled')) {
    const disabled = parties.filter((p) => p.status === 'disabled');
    if (disabled.length > 0) throw new AppError('user_disabled', { message: `The ${disabled.map((p) => role(p.id)).join(' and ')} is disabled.` });
  }
  if (gates.includes('kyc')) {
    const missing = ids.filter((id) => parties.find((p) => p.id === id)?.kycStatus !== 'complete');
    if (missing.length > 0) {
      throw new AppError('kyc_required', { message: `KYC is not complete for the ${missing.map(role).join(' and ')}.` });
    }
  }
  if (gates.includes('sanctions') && (await hasSanctionsHold(tx, partition, ids))) throw new AppError('sanctions_hold');
}

export interface TransitionResult {
  before: TransactionRow;
  after: TransactionRow;
}

/**
 * Move a transaction by `action`: check the rule and its gates, then one
 * conditional UPDATE on the expected status that also appends history. Of
 * concurrent conflicting calls exactly one matches; the others get 409
 * invalid_state. The caller writes the event in the same database transaction.
 */
export async function transition(
  tx: DbOrTx,
  partition: Partition,
  id: string,
  action: Action,
  now: Date,
  set: Partial<Pick<TransactionRow, 'fundingReference' | 'acceptedAt' | 'settlementRequest' | 'cancelledBy' | 'cancellationReason'>> = {},
): Promise<TransitionResult> {
  const rule: Rule = STATE_MACHINE[action];
  const before = await getTransaction(tx, partition, id);
  const refuse = (status: TxStatus) =>
    new AppError('invalid_state', {
      message: `The transaction is ${status}; ${action.replace('_', ' ')} is allowed only when it is ${rule.from.join(' or ')}.`,
    });
  if (!rule.from.includes(before.status)) throw refuse(before.status);
  await checkGates(tx, partition, before, rule.gates);
  const changes =
    rule.to === before.status
      ? {}
      : { status: rule.to, history: sql`${transactions.history} || ${JSON.stringify([{ status: rule.to, at: now.toISOString() }])}::jsonb` };
  const [after] = await tx
    .update(transactions)
    .set({ ...changes, ...set, updatedAt: now })
    .where(and(where(partition, id), eq(transactions.status, before.status)))
    .returning();
  if (!after) throw refuse((await getTransaction(tx, partition, id)).status);
  return { before, after };
}

function statusChangedData(result: TransitionResult, now: Date, extra: Record<string, unknown> = {}) {
  return { transactionId: result.after.id, status: result.after.status, previousStatus: result.before.status, changedAt: now.toISOString(), ...extra };
}

// ---------------------------------------------------------------- create

export type PartyInput = { userId: string } | { email: NormalizedEmail; name?: string };

export interface CreateTransactionInput {
  accountType: (typeof ACCOUNT_TYPES)[number];
  title: string;
  amount: number;
  currency: string;
  seller?: PartyInput;
  buyer?: PartyInput;
  sellerId?: string;
  buyerId?: string;
  timeline?: Partial<Timeline>;
  metadata?: Record<string, string>;
  initiator?: PartyRole;
}

async function findUser(tx: DbOrTx, partition: Partition, userId: string, param: string) {
  const [user] = await tx
    .select()
    .from(users)
    .where(and(eq(users.id, userId), inPartition(users, partition)));
  if (!user) throw new AppError('not_found', { param, message: `No such user: ${userId}` });
  return user;
}

/** A party from `{userId}`, `{email, name?}` or a flat id; an unknown email becomes an invited user. */
async function resolveParty(tx: DbOrTx, partition: Partition, role: PartyRole, object: PartyInput | undefined, flatId: string | undefined) {
  const flatParam = `${role}Id`;
  if (!object && !flatId) {
    throw new AppError('validation_failed', {
      param: role,
      message: `The ${role} is required.`,
      details: [{ path: role, message: `Give ${role} or ${flatParam}.` }],
    });
  }
  let user;
  if (object && 'userId' in object) {
    user = await findUser(tx, partition, object.userId, `${role}.userId`);
  } else if (object) {
    const { email } = object;
    const name = object.name || email.email.split('@')[0]!;
    user = (await addUser(tx, partition, { name, email, phone: null })).user;
  }
  if (flatId) {
    const flat = await findUser(tx, partition, flatId, flatParam);
    if (user && user.id !== flat.id) {
      throw new AppError('validation_failed', {
        param: flatParam,
        message: `${role} and ${flatParam} name different users.`,
        details: [{ path: flatParam, message: `Names a different user than ${role}.` }],
      });
    }
    user = flat;
  }
  if (user!.status === 'disabled') throw new AppError('user_disabled', { param: role, message: `The ${role} is disabled.` });
  return user!;
}

export interface CreatedTransaction {
  row: TransactionRow;
  inviteToken: string;
  inviteUrl: string;
}

export async function createTransaction(
  db: DbOrTx,
  partition: Partition,
  input: CreateTransactionInput,
  opts: { now: Date; signingSecret: string; publicUrl: string },
): Promise<CreatedTransaction> {
  return db.transaction(async (tx) => {
    const seller = await resolveParty(tx, partition, 'seller', input.seller, input.sellerId);
    const buyer = await resolveParty(tx, partition, 'buyer', input.buyer, input.buyerId);
    if (seller.id === buyer.id) {
      throw new AppError('validation_failed', {
        param: 'buyer',
        message: 'The seller and the buyer must be different users.',
        details: [{ path: 'buyer', message: 'Same user as the seller.' }],
      });
    }
    const at = opts.now.toISOString();
    const history: HistoryEntry[] = [
      { status: 'created', at },
      { status: 'invited', at },
    ];
    const [row] = await tx
      .insert(transactions)
      .values({
        id: newId('transaction'),
        tenantId: partition.tenantId,
        environmentId: partition.environmentId,
        token: `${ID_PREFIXES.transactionToken}_${randomBase62(32)}`,
        accountType: input.accountType,
        title: input.title,
        amount: input.amount,
        currency: input.currency,
        status: 'invited',
        sellerId: seller.id,
        buyerId: buyer.id,
        initiator: input.initiator ?? 'seller',
        timeline: { deliveryDays: input.timeline?.deliveryDays ?? null, inspectionDays: input.timeline?.inspectionDays ?? null },
        metadata: input.metadata ?? {},
        history,
        createdAt: opts.now,
        updatedAt: opts.now,
      })
      .returning();
    // Both parties are screened as the transaction is created (decisions §9).
    for (const party of [seller.id, buyer.id]) await screenUser(tx, partition, party, 'transaction_created', { transactionId: row!.id });
    await recordEvent(tx, partition, EVENTS.created, {
      transactionId: row!.id,
      status: row!.status,
      sellerId: seller.id,
      buyerId: buyer.id,
      amount: row!.amount,
      currency: row!.currency,
    });
    const counterparty = partyId(row!, counterpartyRole(row!));
    const inviteToken = signInvite(opts.signingSecret, {
      x: row!.id,
      u: counterparty,
      t: partition.tenantId,
      e: partition.environmentId,
      exp: opts.now.getTime() + INVITE_TTL_MS,
    });
    return { row: row!, inviteToken, inviteUrl: `${opts.publicUrl}/accept/${inviteToken}` };
  });
}

// ---------------------------------------------------------------- update

export interface TransactionPatch {
  title?: string;
  timeline?: Partial<Timeline>;
  metadata?: Record<string, string | null>;
}

export const METADATA_MAX_PAIRS = 20;

export async function updateTransaction(db: DbOrTx, partition: Partition, id: string, patch: TransactionPatch, now: Date): Promise<TransactionRow> {
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(transactions).where(where(partition, id)).for('update');
    if (!before) throw new AppError('not_found', { param: 'id', message: `No such transaction: ${id}` });
    if ((patch.title !== undefined || patch.timeline !== undefined) && !EDITABLE_STATUSES.includes(before.status)) {
      throw new AppError('invalid_state', {
        param: patch.title !== undefined ? 'title' : 'timeline',
        message: `The transaction is ${before.status}; title and timeline can change only until it is funded.`,
      });
    }
    const metadata = { ...before.metadata };
    for (const [key, value] of Object.entries(patch.metadata ?? {})) {
      if (value === null) delete metadata[key];
      else metadata[key] = value;
    }
    if (Object.keys(metadata).length > METADATA_MAX_PAIRS) {
      throw new AppError('validation_failed', {
        param: 'metadata',
        message: `At most ${METADATA_MAX_PAIRS} metadata pairs once merged.`,
        details: [{ path: 'metadata', message: `At most ${METADATA_MAX_PAIRS} pairs once merged.` }],
      });
    }
    const timeline = { ...before.timeline, ...Object.fromEntries(Object.entries(patch.timeline ?? {}).filter(([, v]) => v !== undefined)) };
    const [after] = await tx
      .update(transactions)
      .set({ title: patch.title ?? before.title, timeline, metadata, updatedAt: now })
      .where(where(partition, id))
      .returning();
    return after!;
  });
}

// ---------------------------------------------------------------- transitions with their events

export async function acceptTransaction(db: DbOrTx, partition: Partition, id: string, userId: string, now: Date): Promise<TransactionRow> {
  return db.transaction(async (tx) => {
    const row = await getTransaction(tx, partition, id);
    if (partyId(row, counterpartyRole(row)) !== userId) throw new AppError('invalid_state', { message: 'Only the invited counterparty can accept.' });
    const result = await transition(tx, partition, id, 'accept', now, { acceptedAt: now });
    // A user becomes active when it first accepts a transaction (decisions §1).
    await tx
      .update(users)
      .set({ status: 'active', updatedAt: now })
      .where(and(eq(users.id, userId), eq(users.environmentId, partition.environmentId), eq(users.status, 'invited')));
    await recordEvent(tx, partition, EVENTS.accepted, { transactionId: id, acceptedBy: userId, acceptedAt: now.toISOString() });
    return result.after;
  });
}

export async function markFunded(db: DbOrTx, partition: Partition, id: string, reference: string, now: Date): Promise<TransactionRow> {
  return db.transaction(async (tx) => {
    const result = await transition(tx, partition, id, 'fund', now, { fundingReference: reference });
    await recordEvent(tx, partition, EVENTS.statusChanged, statusChangedData(result, now, { reference }));
    return result.after;
  });
}

async function lockTransaction(tx: DbOrTx, partition: Partition, id: string): Promise<TransactionRow> {
  const [row] = await tx.select().from(transactions).where(where(partition, id)).for('update');
  if (!row) throw new AppError('not_found', { param: 'id', message: `No such transaction: ${id}` });
  return row;
}

/**
 * A pending request ends when the money moves or a dispute opens, in the
 * same database transaction (the caller's UPDATE already holds the row).
 */
async function closeRequest(tx: DbOrTx, partition: Partition, row: TransactionRow, status: SettlementRequest['status'], now: Date): Promise<TransactionRow> {
  const pending = pendingRequest(row);
  if (!pending) return row;
  const [after] = await tx
    .update(transactions)
    .set({ settlementRequest: { ...pending, status, closedAt: now.toISOString() } })
    .where(where(partition, row.id))
    .returning();
  return after!;
}

/**
 * Release or refund a funded transaction. The API (no `by`) may do either;
 * a party on its hosted page (`by`) only what PARTY_RIGHTS allows — which
 * also answers the other party's pending request in that direction (agreed).
 */
export async function settle(
  db: DbOrTx,
  partition: Partition,
  id: string,
  action: SettleAction,
  now: Date,
  context: { reason?: string; by?: PartyRole } = {},
): Promise<TransactionRow> {
  return db.transaction(async (tx) => {
    if (context.by) assertParty(await lockTransaction(tx, partition, id), context.by, action);
    const result = await transition(tx, partition, id, action, now);
    const pending = pendingRequest(result.after);
    const agreed = Boolean(context.by && pending && pending.type === action && pending.requestedBy !== context.by);
    const after = await closeRequest(tx, partition, result.after, agreed ? 'agreed' : 'settled', now);
    const extra = withoutUndefined({ reason: context.reason, settledBy: context.by, requestedBy: agreed ? pending!.requestedBy : undefined });
    await recordEvent(tx, partition, EVENTS.statusChanged, statusChangedData(result, now, extra));
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
  now: Date,
): Promise<TransactionRow> {
  return db.transaction(async (tx) => {
    const action = REQUEST_FOR[type];
    assertParty(await lockTransaction(tx, partition, id), by, action);
    const request: SettlementRequest = { type, requestedBy: by, reason, requestedAt: now.toISOString(), status: 'pending', closedAt: null };
    const result = await transition(tx, partition, id, action, now, { settlementRequest: request });
    const data = { transactionId: id, status: result.after.status, requestedBy: by, reason, requestedAt: request.requestedAt };
    await recordEvent(tx, partition, STATE_MACHINE[action].event, data);
    return result.after;
  });
}

/** The requester takes its pending request back; the transaction stays funded. */
export async function withdrawRequest(db: DbOrTx, partition: Partition, id: string, by: PartyRole, now: Date): Promise<TransactionRow> {
  return db.transaction(async (tx) => {
    const row = await lockTransaction(tx, partition, id);
    assertParty(row, by, 'withdraw_request');
    const pending = pendingRequest(row)!;
    const withdrawn = { ...pending, status: 'withdrawn' as const, closedAt: now.toISOString() };
    const result = await transition(tx, partition, id, 'withdraw_request', now, { settlementRequest: withdrawn });
    await recordEvent(tx, partition, EVENTS.requestWithdrawn, { transactionId: id, type: pending.type, requestedBy: by, withdrawnAt: now.toISOString() });
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
  now: Date,
): Promise<TransactionRow> {
  return db.transaction(async (tx) => {
    if (input.by !== 'api') assertParty(await lockTransaction(tx, partition, id), input.by, 'cancel');
    const result = await transition(tx, partition, id, 'cancel', now, { cancelledBy: input.by, cancellationReason: input.reason });
    const extra = withoutUndefined({ cancelledBy: input.by, reason: input.reason ?? undefined });
    await recordEvent(tx, partition, EVENTS.statusChanged, statusChangedData(result, now, extra));
    return result.after;
  });
}

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

/** disputed → released or refunded, by the tenant's backend or a dashboard member (who leaves a `dispute.resolved` audit row). */
export async function resolveDispute(
  db: DbOrTx,
  partition: Partition,
  id: string,
  input: { outcome: 'released' | 'refunded'; note: string | null },
  by: Actor,
  now: Date,
): Promise<{ transaction: TransactionRow; dispute: DisputeRow }> {
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
    return { transaction: result.after, dispute: dispute! };
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

function withoutUndefined(value: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined));
}

// ---------------------------------------------------------------- parties

export interface PartySummary {
  id: string;
  name: string;
  email: string;
  status: string;
  kycStatus: string;
}

/** The users of several transactions in one query (for lists and the full object). */
export async function loadParties(db: DbOrTx, partition: Partition, rows: readonly TransactionRow[]): Promise<Map<string, PartySummary>> {
  const ids = [...new Set(rows.flatMap((r) => [r.sellerId, r.buyerId]))];
  if (ids.length === 0) return new Map();
  const found = await db
    .select({ id: users.id, name: users.name, email: users.email, status: users.status, kycStatus: kycRecords.status })
    .from(users)
    .innerJoin(kycRecords, eq(kycRecords.userId, users.id))
    .where(and(eq(users.environmentId, partition.environmentId), inArray(users.id, ids)));
  return new Map(found.map((p) => [p.id, p]));
}

// ---------------------------------------------------------------- hosted-page links

/** Invite: for the counterparty of one transaction, 14 days (decisions §7). */
export interface InviteClaims {
  x: string;
  u: string;
  t: string;
  e: string;
  exp: number;
}

/** Party link: one user's access to one transaction's party page, short-lived. */
export type PartyClaims = InviteClaims;

const INVITE_PURPOSE = 'transaction-invite';
const PARTY_PURPOSE = 'transaction-party';

export function signInvite(secret: string, claims: InviteClaims): string {
  return signToken(secret, INVITE_PURPOSE, claims, 'inv_');
}

export function readInvite(secret: string, token: string, now: Date): TokenCheck<InviteClaims> {
  return checkClaims(verifyToken<InviteClaims>(secret, INVITE_PURPOSE, token, now.getTime(), 'inv_'));
}

export function signPartyLink(secret: string, publicUrl: string, row: TransactionRow, userId: string, now: Date): { url: string; expiresAt: string } {
  const exp = now.getTime() + PARTY_LINK_TTL_MS;
  const party = signToken(secret, PARTY_PURPOSE, { x: row.id, u: userId, t: row.tenantId, e: row.environmentId, exp } satisfies PartyClaims);
  return { url: `${publicUrl}/t/${row.token}?party=${encodeURIComponent(party)}`, expiresAt: new Date(exp).toISOString() };
}

export function readPartyLink(secret: string, party: string, now: Date): TokenCheck<PartyClaims> {
  return checkClaims(verifyToken<PartyClaims>(secret, PARTY_PURPOSE, party, now.getTime()));
}

function checkClaims<T extends InviteClaims>(check: TokenCheck<T>): TokenCheck<T> {
  if (check.ok && [check.payload.x, check.payload.u, check.payload.t, check.payload.e].some((v) => typeof v !== 'string'))
    return { ok: false, reason: 'invalid' };
  return check;
}

// ---------------------------------------------------------------- the hot read path

const sellerUsers = alias(users, 'seller_user');
const buyerUsers = alias(users, 'buyer_user');
const sellerKyc = alias(kycRecords, 'seller_kyc');
const buyerKyc = alias(kycRecords, 'buyer_kyc');

function buildTransactionRead(db: DbOrTx) {
  return db
    .select({
      row: transactions,
      seller: { id: sellerUsers.id, name: sellerUsers.name, email: sellerUsers.email, status: sellerUsers.status, kycStatus: sellerKyc.status },
      buyer: { id: buyerUsers.id, name: buyerUsers.name, email: buyerUsers.email, status: buyerUsers.status, kycStatus: buyerKyc.status },
    })
    .from(transactions)
    .innerJoin(sellerUsers, eq(sellerUsers.id, transactions.sellerId))
    .innerJoin(buyerUsers, eq(buyerUsers.id, transactions.buyerId))
    .innerJoin(sellerKyc, eq(sellerKyc.userId, transactions.sellerId))
    .innerJoin(buyerKyc, eq(buyerKyc.userId, transactions.buyerId))
    .where(
      and(
        eq(transactions.id, sql.placeholder('id')),
        eq(transactions.environmentId, sql.placeholder('environmentId')),
        eq(transactions.tenantId, sql.placeholder('tenantId')),
      ),
    )
    .prepare('transaction_with_parties');
}

const transactionReads = new WeakMap<object, ReturnType<typeof buildTransactionRead>>();

/**
 * GET /v1/transactions/{id} in one prepared statement: the transaction with
 * both parties and their KYC status (drizzle sends ad hoc queries unprepared,
 * and Postgres would plan this five-table join on every request).
 */
export async function readTransaction(db: DbOrTx, partition: Partition, id: string): Promise<{ row: TransactionRow; parties: Map<string, PartySummary> }> {
  let prepared = transactionReads.get(db);
  if (!prepared) transactionReads.set(db, (prepared = buildTransactionRead(db)));
  const [found] = await prepared.execute({ id, environmentId: partition.environmentId, tenantId: partition.tenantId });
  if (!found) throw new AppError('not_found', { param: 'id', message: `No such transaction: ${id}` });
  return {
    row: found.row,
    parties: new Map([
      [found.seller.id, found.seller],
      [found.buyer.id, found.buyer],
    ]),
  };
}
