/** The tags operations use, in the order the reference shows them (document.ts puts them in openapi.json). */
export const TAGS = [
  { name: 'Tenants', description: 'The tenant the calling key pair belongs to.' },
  { name: 'Environments', description: 'The live and sandbox environments of the tenant and their settings.' },
  { name: 'Users', description: "The tenant's users (buyers, sellers): add one, add up to 10,000 at once, retrieve and list." },
  { name: 'Events', description: 'The outbox of everything that happened, as delivered to webhooks; redelivery.' },
  { name: 'KYC', description: "Users' identity verification records and hosted verification sessions." },
  { name: 'Transactions', description: 'Escrow transactions and their state machine: create, fund, release, refund.' },
  { name: 'Disputes', description: 'Disputes on funded transactions: open, add evidence, resolve.' },
  {
    name: 'Test clocks',
    description: 'Sandbox only: clocks that transactions can live on, advanced on demand to rehearse deadlines, auto-release and managed disputes in seconds.',
  },
  { name: 'Webhooks', description: 'Webhook endpoints (Standard Webhooks signatures) and their delivery logs.' },
  { name: 'Sanctions', description: 'Sanctions screening: the log, reviews, ad hoc screening and CSV export.' },
  { name: 'Payments', description: 'Customers and the payment methods attached to them.' },
  {
    name: 'Dashboard',
    description:
      'Dashboard-only procedures for signed-in members (session auth, role-checked; API keys get 403 `key_forbidden`). Every change is written to the audit log.',
  },
];
