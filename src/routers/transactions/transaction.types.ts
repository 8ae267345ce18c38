import { z } from 'zod';
import {
  ACCOUNT_TYPES,
  CANCELLED_BY,
  DISPUTE_RULES,
  EVIDENCE_SOURCES,
  KYC_STATUSES,
  MANAGED_DISPUTE_STATUSES,
  PARTY_ROLES,
  SETTLEMENT_REQUEST_STATUSES,
  SETTLEMENT_REQUEST_TYPES,
  TRANSACTION_STATUSES,
  USER_STATUSES,
} from '../../db/schema/index.ts';
import { MAX_EVIDENCE_PER_DISPUTE } from '../../services/transactions/disputes.ts';
import { counterpartyRole, partyId, type PartySummary } from '../../services/transactions/parties.ts';
import type { TransactionView } from '../../services/transactions/read.ts';
import type { DisputeRow, EvidenceRow } from '../../services/transactions/types.ts';
import { EMAIL_MAX, metadataSchema, NAME_MAX } from '../../services/user-input.ts';
import { idParam, iso, LIMITS, objectId, timestamp } from '../shared/schemas.ts';

export const transactionIdParam = idParam('transaction', 'Must be a transaction id (tx_…).').meta({
  description: 'Transaction id.',
  example: 'tx_01JD0000000000000000000000',
});

/** Days, for `timeline.deliveryDays` and `timeline.inspectionDays`. */
export const timelineDays = () => z.int().min(0).max(3650);

/** Evidence attachments: https URLs of files the caller hosts. */
export const MAX_ATTACHMENTS = 10;

const partyOut = z.object({ id: objectId(), name: z.string().max(NAME_MAX), email: z.string().max(EMAIL_MAX) });

export const settlementRequestSchema = z
  .object({
    type: z.enum(SETTLEMENT_REQUEST_TYPES).meta({ description: '`release` (asked by the seller) or `refund` (asked by the buyer).' }),
    requestedBy: z.enum(PARTY_ROLES),
    reason: z.string().max(LIMITS.shortText).nullable(),
    requestedAt: timestamp(),
    status: z.enum(SETTLEMENT_REQUEST_STATUSES).meta({
      description:
        '`pending` until answered: `agreed` (the other party settled it on its page), `disputed` (a dispute was opened), `withdrawn` (by the requester), ' +
        'or `settled` (the money moved otherwise: your API call, or the requester settling the other way).',
    }),
    closedAt: timestamp().nullable(),
  })
  .meta({
    id: 'SettlementRequest',
    description:
      "A party's request on its hosted page that the money move against the other party's interest (decisions §7). The latest one is kept; each fires an event.",
  });

export const cancellationSchema = z
  .object({
    cancelledBy: z.enum(CANCELLED_BY).meta({ description: '`api` (your backend) or the party that cancelled on its hosted page.' }),
    reason: z.string().max(LIMITS.shortText).nullable(),
    cancelledAt: timestamp(),
  })
  .meta({ id: 'Cancellation' });

export const transactionSchema = z
  .object({
    id: objectId().meta({ example: 'tx_01JD0000000000000000000000' }),
    token: objectId().meta({ description: 'Unguessable public reference (`tokn_…`) used by the hosted party pages.' }),
    accountType: z.enum(ACCOUNT_TYPES),
    title: z.string().max(LIMITS.title),
    amount: z.int().positive().meta({ description: 'Minor units of `currency`.' }),
    currency: z.string().max(3).meta({ description: 'ISO 4217 code.', example: 'USD' }),
    status: z.enum(TRANSACTION_STATUSES),
    sellerId: objectId(),
    buyerId: objectId(),
    seller: partyOut,
    buyer: partyOut,
    initiator: z.enum(PARTY_ROLES),
    timeline: z.object({ deliveryDays: timelineDays().nullable(), inspectionDays: timelineDays().nullable() }),
    metadata: metadataSchema,
    // Each status is entered at most once (evidence adds no entry).
    history: z
      .array(
        z.object({
          status: z.enum(TRANSACTION_STATUSES),
          at: timestamp(),
          reason: z.literal('auto_release').optional().meta({ description: 'Present when the service moved the status itself: `auto_release`.' }),
          rule: z.literal('timeline').optional().meta({ description: 'The rule that fired, with `reason`: `timeline`.' }),
        }),
      )
      .max(TRANSACTION_STATUSES.length),
    counterparty: z
      .object({ userId: objectId(), role: z.enum(PARTY_ROLES), status: z.enum(USER_STATUSES), kycStatus: z.enum(KYC_STATUSES) })
      .meta({ description: 'The invited party (the one that is not the initiator).' }),
    fundingReference: z.string().max(LIMITS.title).nullable(),
    acceptedAt: timestamp().nullable(),
    settlementRequest: settlementRequestSchema
      .nullable()
      .meta({ description: 'The latest release/refund request made on a hosted party page; null if none was made.' }),
    cancellation: cancellationSchema.nullable().meta({ description: 'Set when the transaction is `cancelled`.' }),
    autoReleaseAt: timestamp()
      .nullable()
      .meta({
        description:
          'While `funded`: when the service releases the funds if no dispute is open and no request pending — funding time + (`deliveryDays` + `inspectionDays`) days, ' +
          'set at funding. Null without a timeline, before funding and once the transaction is no longer `funded`.',
      }),
    screenings: z.object({ seller: objectId().nullable(), buyer: objectId().nullable() }).meta({
      description:
        'The sanctions log entries (`sanc_…`) of the screenings this transaction relied on at creation, per party: a screening made then, or the ' +
        "party's last one when neither the active list versions nor its screened data (names, verified identity, the threshold) had changed since. " +
        'Null for transactions created before this was recorded.',
    }),
    testClockId: objectId()
      .nullable()
      .meta({ description: 'Sandbox: the test clock this transaction lives on (its timestamps and deadlines are on its time); null for real time.' }),
    livemode: z.boolean(),
    createdAt: timestamp(),
    updatedAt: timestamp(),
  })
  .meta({ id: 'Transaction' });

export type TransactionOut = z.infer<typeof transactionSchema>;

export function toTransaction(row: TransactionView, parties: Map<string, PartySummary>, livemode: boolean): TransactionOut {
  const party = (id: string) => parties.get(id)!;
  const role = counterpartyRole(row);
  const counterparty = party(partyId(row, role));
  return {
    id: row.id,
    token: row.token,
    accountType: row.accountType,
    title: row.title,
    amount: row.amount,
    currency: row.currency,
    status: row.status,
    sellerId: row.sellerId,
    buyerId: row.buyerId,
    seller: { id: row.sellerId, name: party(row.sellerId).name, email: party(row.sellerId).email },
    buyer: { id: row.buyerId, name: party(row.buyerId).name, email: party(row.buyerId).email },
    initiator: row.initiator,
    timeline: row.timeline,
    metadata: row.metadata,
    history: row.history,
    counterparty: {
      userId: counterparty.id,
      role,
      status: counterparty.status as TransactionOut['counterparty']['status'],
      kycStatus: counterparty.kycStatus as TransactionOut['counterparty']['kycStatus'],
    },
    fundingReference: row.fundingReference,
    acceptedAt: row.acceptedAt ? iso(row.acceptedAt) : null,
    settlementRequest: row.settlementRequest,
    cancellation:
      row.status === 'cancelled' && row.cancelledBy
        ? {
            cancelledBy: row.cancelledBy,
            reason: row.cancellationReason,
            cancelledAt: row.history.find((e) => e.status === 'cancelled')?.at ?? iso(row.updatedAt),
          }
        : null,
    autoReleaseAt: row.status === 'funded' && row.autoReleaseAt ? iso(row.autoReleaseAt) : null,
    screenings: { seller: row.sellerScreeningId, buyer: row.buyerScreeningId },
    testClockId: row.testClockId,
    livemode,
    createdAt: iso(row.createdAt),
    updatedAt: iso(row.updatedAt),
  };
}

export const evidenceSchema = z
  .object({
    id: objectId(),
    disputeId: objectId(),
    submittedBy: z.enum(PARTY_ROLES).meta({ description: 'The party the evidence speaks for.' }),
    source: z
      .enum(EVIDENCE_SOURCES)
      .nullable()
      .meta({
        description:
          'Who put it on record: `party` — the party itself, on its hosted page; `tenant` — your backend, with API keys, for `submittedBy`. ' +
          'In a managed dispute only `party` evidence counts for its party at the evidence deadline; `tenant` evidence is shown to both parties and ' +
          'the platform operator but never decides a default. Null on evidence recorded before this was kept (counted for neither party).',
      }),
    description: z.string().max(LIMITS.longText),
    attachments: z.array(z.string().max(LIMITS.url)).max(MAX_ATTACHMENTS),
    livemode: z.boolean(),
    createdAt: timestamp(),
  })
  .meta({ id: 'DisputeEvidence' });

export const disputeSchema = z
  .object({
    id: objectId(),
    transactionId: objectId(),
    status: z.enum(['open', 'resolved']),
    openedBy: z.enum(PARTY_ROLES),
    reason: z.string().max(LIMITS.text),
    outcome: z.enum(['released', 'refunded']).nullable(),
    note: z.string().max(LIMITS.text).nullable(),
    evidence: z.array(evidenceSchema).max(MAX_EVIDENCE_PER_DISPUTE),
    createdAt: timestamp(),
    resolvedAt: timestamp().nullable(),
    managed: z.boolean().meta({ description: 'Opened while the environment had managed disputes on: the service decides it, not your team.' }),
    evidenceDueAt: timestamp().nullable().meta({ description: 'Managed disputes: a party with no evidence by then loses by default. Null when not managed.' }),
    managedStatus: z.enum(MANAGED_DISPUTE_STATUSES).nullable().meta({
      description: "Managed and open: `awaiting_evidence` until the deadline, then `awaiting_decision` (the platform operator's queue). Null otherwise.",
    }),
    rule: z.enum(DISPUTE_RULES).nullable().meta({
      description: 'How it was decided: `tenant_decision`, `evidence_deadline` (a silent party lost by default) or `operator_decision`. Null while open.',
    }),
    livemode: z.boolean(),
  })
  .meta({ id: 'Dispute' });

export function toEvidence(row: EvidenceRow, livemode: boolean): z.infer<typeof evidenceSchema> {
  return {
    id: row.id,
    disputeId: row.disputeId,
    submittedBy: row.submittedBy,
    source: row.source,
    description: row.description,
    attachments: row.attachments,
    livemode,
    createdAt: iso(row.createdAt),
  };
}

export function toDispute(row: DisputeRow, livemode: boolean, evidence: EvidenceRow[] = []): z.infer<typeof disputeSchema> {
  return {
    id: row.id,
    transactionId: row.transactionId,
    status: row.status,
    openedBy: row.openedBy,
    reason: row.reason,
    outcome: row.outcome,
    note: row.note,
    evidence: evidence.map((e) => toEvidence(e, livemode)),
    createdAt: iso(row.createdAt),
    resolvedAt: row.resolvedAt ? iso(row.resolvedAt) : null,
    managed: row.managed,
    evidenceDueAt: row.evidenceDueAt ? iso(row.evidenceDueAt) : null,
    managedStatus: row.managedStatus,
    rule: row.rule,
    livemode,
  };
}
