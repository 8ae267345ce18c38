import type { EventType } from './event-types.ts';

/** Ids in examples are all-zero ULIDs: well-formed, so receivers parse them, and never an object that exists. */
const zero = (prefix: string) => `${prefix}_${'0'.repeat(26)}`;
const user = zero('usr');
const seller = zero('usr');
const buyer = `usr_${'0'.repeat(25)}1`;
const transaction = zero('tx');
const at = '2026-01-01T12:00:00.000Z';

/**
 * One example `data` per event type, shaped like the real event's (a test
 * compares the keys with events the service writes): the body of a test event
 * (`POST /v1/webhook-endpoints/{id}/test`). Keyed by the catalogue, so a new
 * type does not compile without its example.
 */
export const EVENT_EXAMPLES: Record<EventType, Record<string, unknown>> = {
  'tenant.users.invite': { userId: user, email: 'jane.doe@example.com', name: 'Jane Doe' },
  'tenant.users.disabled': { userId: user, previousStatus: 'active', by: 'member' },
  'kyc.updated': { userId: user, kycId: zero('kyc'), status: 'complete', previousStatus: 'pending' },
  'transaction.created': { transactionId: transaction, status: 'invited', sellerId: seller, buyerId: buyer, amount: 150000, currency: 'USD' },
  'transaction.accepted': { transactionId: transaction, acceptedBy: buyer, acceptedAt: at },
  'transaction.status.changed': { transactionId: transaction, status: 'funded', previousStatus: 'accepted', changedAt: at, reference: 'wire-0042' },
  'transaction.release_requested': { transactionId: transaction, status: 'funded', requestedBy: 'seller', reason: 'Delivered on Monday', requestedAt: at },
  'transaction.refund_requested': { transactionId: transaction, status: 'funded', requestedBy: 'buyer', reason: 'Arrived broken', requestedAt: at },
  'transaction.request_withdrawn': { transactionId: transaction, type: 'refund', requestedBy: 'buyer', withdrawnAt: at },
  'transaction.inspection_ending': {
    transactionId: transaction,
    status: 'funded',
    autoReleaseAt: '2026-01-02T12:00:00.000Z',
    deliveryDays: 7,
    inspectionDays: 3,
  },
  'transaction.disputed': {
    transactionId: transaction,
    status: 'disputed',
    previousStatus: 'funded',
    changedAt: at,
    disputeId: zero('dp'),
    openedBy: 'buyer',
    reason: 'The item has not arrived.',
  },
  'transaction.dispute.updated': {
    transactionId: transaction,
    disputeId: zero('dp'),
    evidenceId: zero('dpe'),
    submittedBy: 'seller',
    source: 'party',
    status: 'disputed',
  },
  'sanctions.possible_match': {
    logId: zero('sanc'),
    userId: user,
    caseId: zero('case'),
    matchScore: 0.93,
    entityName: 'Example Listed Person',
    matchedLists: ['ofac-sdn'],
    trigger: 'kyc_complete',
    nameSource: 'verified',
    listVersions: [{ listId: zero('sl'), source: 'ofac-sdn', version: '2026-11-24T14:02:11Z', sandboxOnly: false }],
  },
  'sanctions.reviewed': { logId: zero('sanc'), userId: user, caseId: zero('case'), decision: 'false_positive' },
  'payment_method.attached': { paymentMethodId: zero('pm'), customerId: zero('cus'), userId: user, isDefault: true },
  'payment_method.detached': { paymentMethodId: zero('pm'), customerId: zero('cus'), userId: user },
  'webhook_endpoint.disabled': {
    endpointId: zero('wh'),
    url: 'https://hooks.example.com/escrow',
    reason: 'failing',
    failingSince: at,
    disabledAt: '2026-01-06T12:00:00.000Z',
  },
  'test_clock.ready': { testClockId: zero('clk'), name: 'Checkout rehearsal', status: 'ready', frozenTime: '2026-01-11T12:00:00.000Z' },
  'test_clock.internal_failure': {
    testClockId: zero('clk'),
    name: 'Checkout rehearsal',
    status: 'internal_failure',
    frozenTime: '2026-01-03T12:00:00.000Z',
    targetFrozenTime: '2026-01-11T12:00:00.000Z',
    message: 'The advance stopped at 2026-01-03T12:00:00.000Z: one of its steps failed 5 times in a row. Advance the clock again to retry.',
  },
};
