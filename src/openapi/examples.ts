/**
 * One whole request body per operation, shown by /docs and any generated
 * client instead of a body pieced together from property examples (which
 * gave `title: ""` and a party with both `userId` and `email`). Each is
 * checked against its operation's schema by test/openapi.test.ts, which also
 * names any operation that takes a body and has none here.
 */
const USER = 'usr_01JD0000000000000000000000';
const BUYER = 'usr_01JD0000000000000000000001';

export const REQUEST_EXAMPLES: Record<string, unknown> = {
  'post /auth/login': { email: 'ada@example.com', password: 'correct horse battery staple' },
  'post /auth/refresh': {},
  'post /auth/logout': {},
  'post /auth/switch': { tenantId: 'tnt_01JD0000000000000000000000' },
  'post /auth/unlock': { email: 'ada@example.com' },
  'post /auth/forgot-password': { email: 'ada@example.com' },
  'post /auth/reset-password': { token: 'pwr_3yQ9wJ0cK8bN2mV7xR4tL6pA1sD5fG9h', password: 'correct horse battery staple' },
  'post /auth/set-password': { token: 'pwt_3yQ9wJ0cK8bN2mV7xR4tL6pA1sD5fG9h', password: 'correct horse battery staple' },
  'patch /v1/environments/{id}': { webhookRetries: 5, rateLimitPerMinute: 600, managedDisputes: true, partyEmails: true },
  'post /v1/tenants/add-user': { name: 'Ada Lovelace', email: 'ada@example.com', phone: '+442071234567', metadata: { crmId: 'C-1815' } },
  'post /v1/tenants/add-user-bulk': [
    { name: 'Ada Lovelace', email: 'ada@example.com', phone: '+442071234567' },
    { name: 'Grace Hopper', email: 'grace@example.com', phone: '+14155552671', metadata: { crmId: 'C-1906' } },
  ],
  'post /v1/webhook-endpoints/{id}/recover': { since: '2026-11-20T09:00:00Z' },
  'post /v1/webhook-endpoints/{id}/test': { type: 'transaction.status.changed' },
  'post /v1/dashboard/webhooks/{id}/recover': { environment: 'live', since: '2026-11-20T09:00:00Z' },
  'post /v1/dashboard/webhooks/{id}/test': { environment: 'sandbox', type: 'kyc.updated' },
  'post /v1/events/{id}/redeliver': { endpointId: 'wh_01JD0000000000000000000000' },
  'patch /v1/kyc/{userId}': {
    status: 'complete',
    result: { identity: 'clear', document: 'clear', liveness: 'clear' },
    metadata: { provider: { name: 'acme-kyc', checkId: 'chk_8812' } },
  },
  'post /kyc/{provider}': { userId: USER, returnUrl: 'https://shop.example.com/account/verified' },
  'post /v1/transactions/create': {
    accountType: 'escrow',
    title: 'Vintage camera',
    amount: 12500,
    currency: 'USD',
    seller: { userId: USER },
    buyer: { email: 'grace@example.com', name: 'Grace Hopper' },
    timeline: { deliveryDays: 7, inspectionDays: 3 },
    metadata: { orderId: 'ord_4417' },
  },
  'patch /v1/transactions/{id}': { title: 'Vintage camera with two lenses', timeline: { inspectionDays: 5 }, metadata: { orderId: 'ord_4417', coupon: null } },
  'post /v1/transactions/{id}/mark-funded': { reference: 'wire-0042' },
  'post /v1/transactions/{id}/release': { reason: 'Delivered and inspected' },
  'post /v1/transactions/{id}/refund': { reason: 'Item never shipped' },
  'post /v1/transactions/{id}/cancel': { reason: 'The buyer found the camera elsewhere' },
  'post /v1/transactions/{id}/disputes': { openedBy: 'buyer', reason: 'The lens is scratched, which the listing did not mention.' },
  'post /v1/transactions/{id}/disputes/evidence': {
    submittedBy: 'buyer',
    description: 'Photos of the scratch, taken on delivery.',
    attachments: ['https://files.example.com/evidence/lens-1.jpg'],
  },
  'post /v1/transactions/{id}/disputes/resolve': { outcome: 'refunded', note: 'Damage confirmed from the photos; the buyer is refunded.' },
  'post /v1/transactions/{id}/party-links': { userId: BUYER },
  'post /v1/test-clocks': { frozenTime: '2026-12-01T09:00:00Z', name: 'Checkout rehearsal' },
  'post /v1/test-clocks/{id}/advance': { to: '2026-12-11T09:00:00Z' },
  'post /v1/webhook-endpoints': { url: 'https://hooks.example.com/escrow', events: ['transaction.*', 'kyc.updated'], description: 'Order service' },
  'patch /v1/webhook-endpoints/{id}': { events: ['*'], enabled: true },
  'post /v1/sanctions/logs/{id}/review': { decision: 'false_positive', note: 'Different date of birth and nationality.' },
  'post /v1/sanctions/screen': { name: 'Ada Lovelace', type: 'individual', country: 'GB' },
  'post /v1/payments/customers': { userId: USER, email: 'ada@example.com' },
  'post /v1/payments/customers/{customerId}/payment-methods': { paymentMethodId: 'pm_card_visa', setDefault: true },
  'post /v1/dashboard/keys': { environment: 'sandbox', name: 'Reporting job', scopes: ['transactions.read', 'events.read'] },
  'patch /v1/dashboard/presentation': {
    environment: 'live',
    displayName: 'Harbour Market',
    supportEmail: 'help@harbour.example',
    supportUrl: 'https://harbour.example/help',
    accentColor: '#0f766e',
    fundingInstructions: 'Pay by bank transfer to Harbour Market Escrow, IBAN GB33 BUKB 2020 1555 5555 55. Details: https://harbour.example/pay-in',
    logo: null,
  },
  'post /v1/dashboard/webhooks': { environment: 'sandbox', url: 'https://hooks.example.com/escrow', events: ['transaction.*'], description: 'Order service' },
  'patch /v1/dashboard/webhooks/{id}': { environment: 'sandbox', enabled: false },
  'post /v1/dashboard/events/{eventId}/redeliver': { environment: 'sandbox', endpointId: 'wh_01JD0000000000000000000000' },
  'post /v1/dashboard/sanctions/{id}/review': { environment: 'live', decision: 'false_positive', note: 'Different date of birth.' },
  'post /v1/dashboard/disputes/{transactionId}/resolve': { environment: 'live', outcome: 'released', note: 'Tracking shows delivery; photos show no damage.' },
  'post /v1/dashboard/users/{id}/disable': { environment: 'live' },
  'post /v1/dashboard/test-clocks': { frozenTime: '2026-12-01T09:00:00Z', name: 'Checkout rehearsal' },
  'post /v1/dashboard/test-clocks/{id}/advance': { to: '2026-12-02T09:00:00Z' },
  'post /v1/dashboard/members': { email: 'grace@example.com', name: 'Grace Hopper', role: 'developer' },
  'patch /v1/dashboard/members/{id}': { role: 'admin' },
  'post /v1/dashboard/members/{id}/confirm-sso-link': { subject: 'https://idp.example.com|00u1a2b3c4d5e6f7g8h9' },
};

/** The body of an operation whose input is all in its path (rotate-secret, …/default, revoke): none, or an empty JSON object; anything in it is 400. */
export const EMPTY_BODY = {
  required: false,
  description: 'No body, or an empty JSON object: this operation takes its input from the path.',
  content: { 'application/json': { schema: { type: 'object', properties: {}, additionalProperties: false }, example: {} } },
};
