/**
 * The escrow state machine as data (`STATE_MACHINE`, `PARTY_RIGHTS`), the
 * party-page refusals read from it, and `transition`, the one way a status
 * moves. The operations that move a transaction with their events are in
 * transitions.ts and disputes.ts.
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/query.ts';
import { kycRecords, transactions, users, type HistoryEntry, type SettlementRequest } from '../../db/schema/index.ts';
import { AppError } from '../../errors.ts';
import type { EventType } from '../event-types.ts';
import type { Partition } from '../events.ts';
import { hasSanctionsHold } from '../sanctions/screen-user.ts';
import { counterpartyRole } from './parties.ts';
import { getTransaction, transactionWhere } from './read.ts';
import type { PartyRole, TransactionRow, TxStatus } from './types.ts';

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

/** The action that asks the other party for a settlement (who may ask is in PARTY_RIGHTS). */
export const REQUEST_FOR = { release: 'request_release', refund: 'request_refund' } as const satisfies Record<SettleAction, Action>;

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

export function assertParty(row: TransactionRow, role: PartyRole, action: PartyAction): void {
  const refusal = partyRefusal(row, role, action);
  if (refusal) throw new AppError(refusal.kind === 'role' ? 'role_forbidden' : 'invalid_state', { message: refusal.message });
}

export const TERMINAL_STATUSES: readonly TxStatus[] = ['released', 'refunded', 'cancelled'];
/** Title and timeline can change until the money is in. */
export const EDITABLE_STATUSES: readonly TxStatus[] = ['created', 'invited', 'accepted'];

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
 * `note` goes on the history entry when the service moved the status itself.
 */
export async function transition(
  tx: DbOrTx,
  partition: Partition,
  id: string,
  action: Action,
  now: Date,
  set: Partial<Pick<TransactionRow, 'fundingReference' | 'acceptedAt' | 'settlementRequest' | 'cancelledBy' | 'cancellationReason' | 'autoReleaseAt'>> = {},
  note: Pick<HistoryEntry, 'reason' | 'rule'> = {},
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
      : { status: rule.to, history: sql`${transactions.history} || ${JSON.stringify([{ status: rule.to, at: now.toISOString(), ...note }])}::jsonb` };
  const [after] = await tx
    .update(transactions)
    .set({ ...changes, ...set, updatedAt: now })
    .where(and(transactionWhere(partition, id), eq(transactions.status, before.status)))
    .returning();
  if (!after) throw refuse((await getTransaction(tx, partition, id)).status);
  return { before, after };
}

export function statusChangedData(result: TransitionResult, now: Date, extra: Record<string, unknown> = {}) {
  return { transactionId: result.after.id, status: result.after.status, previousStatus: result.before.status, changedAt: now.toISOString(), ...extra };
}

/**
 * A pending request ends when the money moves or a dispute opens, in the
 * same database transaction (the caller's UPDATE already holds the row).
 */
export async function closeRequest(
  tx: DbOrTx,
  partition: Partition,
  row: TransactionRow,
  status: SettlementRequest['status'],
  now: Date,
): Promise<TransactionRow> {
  const pending = pendingRequest(row);
  if (!pending) return row;
  const [after] = await tx
    .update(transactions)
    .set({ settlementRequest: { ...pending, status, closedAt: now.toISOString() } })
    .where(transactionWhere(partition, row.id))
    .returning();
  return after!;
}
