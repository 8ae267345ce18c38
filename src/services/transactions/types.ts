/** The row types and value unions every file of this folder shares. */
import type { CANCELLED_BY, disputeEvidence, disputes, EVIDENCE_SOURCES, PARTY_ROLES, TRANSACTION_STATUSES, transactions } from '../../db/schema/index.ts';

export type TxStatus = (typeof TRANSACTION_STATUSES)[number];
export type PartyRole = (typeof PARTY_ROLES)[number];
export type TransactionRow = typeof transactions.$inferSelect;
export type DisputeRow = typeof disputes.$inferSelect;
export type EvidenceRow = typeof disputeEvidence.$inferSelect;
export type CancelledBy = (typeof CANCELLED_BY)[number];
export type EvidenceSource = (typeof EVIDENCE_SOURCES)[number];
