import { sql } from 'drizzle-orm';
import { boolean, foreignKey, index, pgTable, text, unique, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns.ts';
import { tenantColumns, tenantConstraints } from './partition.ts';

export const customers = pgTable(
  'customers',
  {
    id: text('id').primaryKey(),
    ...tenantColumns(),
    userId: text('user_id').notNull(),
    email: text('email'),
    provider: text('provider').notNull(),
    /** The provider's own customer id (Stripe `cus_…`); null for the sandbox provider. */
    providerCustomerId: text('provider_customer_id'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    ...tenantConstraints('customers', t),
    uniqueIndex('customers_env_user_uq').on(t.environmentId, t.userId),
    // Target of payment_methods' foreign key, which carries the tenant (test/distribution.test.ts).
    unique('customers_id_tenant_uq').on(t.id, t.tenantId),
  ],
);

export const paymentMethods = pgTable(
  'payment_methods',
  {
    /** The provider's payment method id. */
    id: text('id').primaryKey(),
    ...tenantColumns(),
    customerId: text('customer_id').notNull(),
    type: text('type').notNull(),
    brand: text('brand').notNull(),
    last4: text('last4').notNull(),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    ...tenantConstraints('payment_methods', t),
    index('payment_methods_customer_idx').on(t.customerId),
    foreignKey({ name: 'payment_methods_customer_fk', columns: [t.customerId, t.tenantId], foreignColumns: [customers.id, customers.tenantId] }),
    // At most one default per customer, whatever races happen.
    uniqueIndex('payment_methods_one_default_uq').on(t.customerId).where(sql`${t.isDefault}`),
  ],
);
