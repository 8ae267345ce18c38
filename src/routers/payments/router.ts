import { z } from 'zod';
import {
  attachPaymentMethod,
  createCustomer,
  detachPaymentMethod,
  getCustomer,
  listCustomers,
  listPaymentMethods,
  MAX_METHODS_PER_CUSTOMER,
  PAYMENT_METHOD_ID_MAX,
  PAYMENT_METHOD_ID_PATTERN,
  setDefaultPaymentMethod,
  type CustomerRow,
  type PaymentMethodRow,
} from '../../services/payments.ts';
import { EMAIL_MAX, emailField } from '../../services/user-input.ts';
import type { Context } from '../../trpc/context.ts';
import { router } from '../../trpc/init.ts';
import { keyProcedure } from '../../trpc/procedures.ts';
import { idParam, iso, LIMITS, objectId, pageOutput, pageQueryShape, timestamp } from '../shared/schemas.ts';
import { userIdParam } from '../users/user.types.ts';

const customerIdParam = idParam('customer', 'Must be a customer id (cus_…).');
const METHOD_ID_MESSAGE = 'Must be a payment method id (pm_…).';
const methodIdParam = z.string().max(103, { message: METHOD_ID_MESSAGE, abort: true }).regex(PAYMENT_METHOD_ID_PATTERN, { message: METHOD_ID_MESSAGE });

const customerSchema = z
  .object({
    id: objectId(),
    userId: objectId(),
    email: z.string().max(EMAIL_MAX).nullable(),
    provider: z.string().max(LIMITS.label),
    livemode: z.boolean(),
    createdAt: timestamp(),
  })
  .meta({ id: 'Customer' });
const methodSchema = z
  .object({
    id: z.string().max(PAYMENT_METHOD_ID_MAX).meta({ description: "The provider's id (`pm_…`)." }),
    type: z.literal('card'),
    card: z.object({ brand: z.string().max(LIMITS.label), last4: z.string().max(4) }),
    isDefault: z.boolean(),
    livemode: z.boolean(),
  })
  .meta({ id: 'PaymentMethod' });

const toCustomer = (r: CustomerRow, livemode: boolean) => ({
  id: r.id,
  userId: r.userId,
  email: r.email,
  provider: r.provider,
  livemode,
  createdAt: iso(r.createdAt),
});
const toMethod = (r: PaymentMethodRow, livemode: boolean) => ({
  id: r.id,
  type: 'card' as const,
  card: { brand: r.brand, last4: r.last4 },
  isDefault: r.isDefault,
  livemode,
});
const providerOf = (ctx: Context & { principal: { environmentType: 'live' | 'sandbox' } }) => ctx.deps.paymentProviders[ctx.principal.environmentType];

const PROVIDER_ERRORS = [
  'card_declined',
  'payment_method_invalid',
  'payment_method_attached_elsewhere',
  'provider_error',
  'payment_provider_unavailable',
] as const;

export const paymentsRouter = router({
  createCustomer: keyProcedure('payments.write')
    .meta({
      openapi: {
        method: 'POST',
        path: '/v1/payments/customers',
        tags: ['Payments'],
        summary: 'Create a customer',
        description:
          'One per user per environment: a second create returns the existing customer. ' +
          'In live, with no payment provider configured for this instance (STRIPE_SECRET_KEY), 503 `payment_provider_unavailable`: live never falls back to the sandbox.',
      },
      errorCodes: ['provider_error', 'payment_provider_unavailable', 'not_found'],
    })
    // The same email rules as users (RFC 5322 with a real dotted domain), not zod's looser pattern.
    .input(z.object({ userId: userIdParam, email: emailField().optional() }).strict())
    .output(customerSchema)
    .mutation(async ({ ctx, input }) => {
      const { row } = await createCustomer(ctx.db, ctx.principal, providerOf(ctx), { userId: input.userId, email: input.email?.email });
      return toCustomer(row, ctx.principal.livemode);
    }),

  listCustomers: keyProcedure('payments.read')
    .meta({
      openapi: {
        method: 'GET',
        path: '/v1/payments/customers',
        tags: ['Payments'],
        summary: 'List customers',
        description: 'Newest first; filter by `userId`.',
      },
    })
    .input(
      z
        .object({ ...pageQueryShape, userId: userIdParam.optional() })
        .strict()
        .optional(),
    )
    .output(pageOutput(customerSchema))
    .query(async ({ ctx, input = {} }) => {
      const { userId, ...query } = input;
      const page = await listCustomers(ctx.db, ctx.deps, ctx.principal, query, { userId });
      return { ...page, data: page.data.map((row) => toCustomer(row, ctx.principal.livemode)) };
    }),

  getCustomer: keyProcedure('payments.read')
    .meta({ openapi: { method: 'GET', path: '/v1/payments/customers/{id}', tags: ['Payments'], summary: 'Retrieve a customer' } })
    .input(z.object({ id: customerIdParam }).strict())
    .output(customerSchema)
    .query(async ({ ctx, input }) => toCustomer(await getCustomer(ctx.db, ctx.principal, input.id), ctx.principal.livemode)),

  attach: keyProcedure('payments.write')
    .meta({
      openapi: {
        method: 'POST',
        path: '/v1/payments/customers/{customerId}/payment-methods',
        tags: ['Payments'],
        summary: 'Attach a payment method',
        description:
          'The id comes from your checkout flow. Sandbox accepts `pm_card_visa`, `pm_card_mastercard`, `pm_card_amex` (each attach creates a new `pm_…`) and `pm_card_chargeDeclined` (402 `card_declined`). ' +
          'The first method becomes the default, as does one attached with `setDefault`. Re-attaching a method to its customer is idempotent; to another customer, 409. ' +
          `A customer holds at most ${MAX_METHODS_PER_CUSTOMER} methods (409 \`invalid_state\` beyond). Fires \`payment_method.attached\`. ` +
          'In live with no payment provider configured, 503 `payment_provider_unavailable` (never the sandbox cards).',
      },
      errorCodes: [...PROVIDER_ERRORS, 'invalid_state'],
    })
    .input(
      z
        .object({
          customerId: customerIdParam,
          paymentMethodId: z.string().min(1).max(PAYMENT_METHOD_ID_MAX),
          setDefault: z.boolean().optional().default(false),
        })
        .strict(),
    )
    .output(methodSchema)
    .mutation(async ({ ctx, input: { customerId, ...body } }) =>
      toMethod(await attachPaymentMethod(ctx.db, ctx.principal, providerOf(ctx), customerId, body, ctx.deps.clock.now()), ctx.principal.livemode),
    ),

  listMethods: keyProcedure('payments.read')
    .meta({
      openapi: {
        method: 'GET',
        path: '/v1/payments/customers/{customerId}/payment-methods',
        tags: ['Payments'],
        summary: "A customer's payment methods",
        description:
          `Newest first (by when they were attached), with cursor pagination like every list; a customer holds at most ${MAX_METHODS_PER_CUSTOMER} methods. ` +
          '`starting_after`/`ending_before` take a method id of this customer or a `nextCursor`.',
      },
    })
    .input(z.object({ customerId: customerIdParam, ...pageQueryShape }).strict())
    .output(pageOutput(methodSchema))
    .query(async ({ ctx, input: { customerId, ...query } }) => {
      const page = await listPaymentMethods(ctx.db, ctx.deps, ctx.principal, customerId, query);
      return { ...page, data: page.data.map((r) => toMethod(r, ctx.principal.livemode)) };
    }),

  detach: keyProcedure('payments.write')
    .meta({
      openapi: {
        method: 'DELETE',
        path: '/v1/payments/customers/{customerId}/payment-methods/{id}',
        tags: ['Payments'],
        summary: 'Detach a payment method',
        description: 'If it was the default, the newest remaining method becomes the default. Fires `payment_method.detached`.',
      },
      errorCodes: ['provider_error', 'payment_provider_unavailable'],
    })
    .input(z.object({ customerId: customerIdParam, id: methodIdParam }).strict())
    .output(z.object({ id: z.string().max(PAYMENT_METHOD_ID_MAX), deleted: z.literal(true) }))
    .mutation(async ({ ctx, input }) => {
      await detachPaymentMethod(ctx.db, ctx.principal, providerOf(ctx), input.customerId, input.id, ctx.deps.clock.now());
      return { id: input.id, deleted: true as const };
    }),

  setDefault: keyProcedure('payments.write')
    .meta({
      openapi: {
        method: 'POST',
        path: '/v1/payments/customers/{customerId}/payment-methods/{id}/default',
        tags: ['Payments'],
        summary: 'Make a payment method the default',
      },
    })
    .input(z.object({ customerId: customerIdParam, id: methodIdParam }).strict())
    .output(methodSchema)
    .mutation(async ({ ctx, input }) =>
      toMethod(await setDefaultPaymentMethod(ctx.db, ctx.principal, input.customerId, input.id, ctx.deps.clock.now()), ctx.principal.livemode),
    ),
});
