import { z } from 'zod';
import { ACCOUNT_TYPES, KYC_STATUSES, PARTY_ROLES, TRANSACTION_STATUSES, USER_STATUSES } from '../../db/schema/index.ts';
import { idPattern } from '../../lib/ids.ts';
import { counterpartyRole, partyId, type DisputeRow, type EvidenceRow, type PartySummary, type TransactionRow } from '../../services/transactions.ts';
import { iso, timestamp } from '../shared/schemas.ts';

export const transactionIdParam = z
  .string()
  .regex(idPattern('transaction'), { message: 'Must be a transaction id (tx_…).' })
  .meta({ description: 'Transaction id.', example: 'tx_01JD0000000000000000000000' });

const partyOut = z.object({ id: z.string(), name: z.string(), email: z.string() });

export const transactionSchema = z
  .object({
    id: z.string().meta({ example: 'tx_01JD0000000000000000000000' }),
    token: z.string().meta({ description: 'Unguessable public reference (`tokn_…`) used by the hosted party pages.' }),
    accountType: z.enum(ACCOUNT_TYPES),
    title: z.string(),
    amount: z.int().meta({ description: 'Minor units of `currency`.' }),
    currency: z.string().meta({ description: 'ISO 4217 code.', example: 'USD' }),
    status: z.enum(TRANSACTION_STATUSES),
    sellerId: z.string(),
    buyerId: z.string(),
    seller: partyOut,
    buyer: partyOut,
    initiator: z.enum(PARTY_ROLES),
    timeline: z.object({ deliveryDays: z.int().nullable(), inspectionDays: z.int().nullable() }),
    metadata: z.record(z.string(), z.string()),
    history: z.array(z.object({ status: z.enum(TRANSACTION_STATUSES), at: timestamp() })),
    counterparty: z
      .object({ userId: z.string(), role: z.enum(PARTY_ROLES), status: z.enum(USER_STATUSES), kycStatus: z.enum(KYC_STATUSES) })
      .meta({ description: 'The invited party (the one that is not the initiator).' }),
    fundingReference: z.string().nullable(),
    acceptedAt: timestamp().nullable(),
    livemode: z.boolean(),
    createdAt: timestamp(),
    updatedAt: timestamp(),
  })
  .meta({ id: 'Transaction' });

export type TransactionOut = z.infer<typeof transactionSchema>;

export function toTransaction(row: TransactionRow, parties: Map<string, PartySummary>, livemode: boolean): TransactionOut {
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
    livemode,
    createdAt: iso(row.createdAt),
    updatedAt: iso(row.updatedAt),
  };
}

export const evidenceSchema = z
  .object({
    id: z.string(),
    disputeId: z.string(),
    submittedBy: z.enum(PARTY_ROLES),
    description: z.string(),
    attachments: z.array(z.string()),
    createdAt: timestamp(),
  })
  .meta({ id: 'DisputeEvidence' });

export const disputeSchema = z
  .object({
    id: z.string(),
    transactionId: z.string(),
    status: z.enum(['open', 'resolved']),
    openedBy: z.enum(PARTY_ROLES),
    reason: z.string(),
    outcome: z.enum(['released', 'refunded']).nullable(),
    note: z.string().nullable(),
    evidence: z.array(evidenceSchema),
    createdAt: timestamp(),
    resolvedAt: timestamp().nullable(),
  })
  .meta({ id: 'Dispute' });

export function toEvidence(row: EvidenceRow): z.infer<typeof evidenceSchema> {
  return { id: row.id, disputeId: row.disputeId, submittedBy: row.submittedBy, description: row.description, attachments: row.attachments, createdAt: iso(row.createdAt) };
}

export function toDispute(row: DisputeRow, evidence: EvidenceRow[] = []): z.infer<typeof disputeSchema> {
  return {
    id: row.id,
    transactionId: row.transactionId,
    status: row.status,
    openedBy: row.openedBy,
    reason: row.reason,
    outcome: row.outcome,
    note: row.note,
    evidence: evidence.map(toEvidence),
    createdAt: iso(row.createdAt),
    resolvedAt: row.resolvedAt ? iso(row.resolvedAt) : null,
  };
}
