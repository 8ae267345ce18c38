import { router } from '../../trpc/init.ts';
import { addEvidence } from './add-evidence.ts';
import { cancelTransaction } from './cancel.ts';
import { createPartyLink } from './create-party-link.ts';
import { createTransaction } from './create-transaction.ts';
import { getTransaction } from './get-transaction.ts';
import { currentTransaction, listTransactions } from './list-transactions.ts';
import { listDisputes } from './list-disputes.ts';
import { markFunded } from './mark-funded.ts';
import { openDispute } from './open-dispute.ts';
import { resolveDispute } from './resolve-dispute.ts';
import { refundTransaction, releaseTransaction } from './settle.ts';
import { updateTransaction } from './update-transaction.ts';

// REST paths match first-declared-first: the static /current must come before /{id}.
export const transactionsRouter = router({
  create: createTransaction,
  current: currentTransaction,
  list: listTransactions,
  get: getTransaction,
  update: updateTransaction,
  markFunded,
  release: releaseTransaction,
  refund: refundTransaction,
  cancel: cancelTransaction,
  openDispute,
  addEvidence,
  resolveDispute,
  listDisputes,
  createPartyLink,
});
