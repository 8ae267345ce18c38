import { z } from 'zod';
import { ACCOUNT_TYPES, PARTY_ROLES } from '../../db/schema/index.ts';
import { CURRENCIES } from '../../lib/currency.ts';
import { createTransaction as create } from '../../services/transactions/create.ts';
import { emailField, metadataSchema, nameField } from '../../services/user-input.ts';
import { keyProcedure } from '../../trpc/procedures.ts';
import { testClockIdParam } from '../test-clocks/test-clock.types.ts';
import { userIdParam } from '../users/user.types.ts';
import { LIMITS } from '../shared/schemas.ts';
import { timelineDays, toTransaction, transactionSchema } from './transaction.types.ts';

const ONCE = 'Shown once: absent from an Idempotency-Key replay.';

const partySchema = z
  .object({ userId: userIdParam.optional(), email: emailField().optional(), name: nameField().optional() })
  .strict()
  // Only once the party's own fields parsed: a refused email reads as absent here and would be reported twice.
  .superRefine((p, ctx) => {
    if ((p.userId === undefined) === (p.email === undefined)) ctx.addIssue({ code: 'custom', message: 'Give either userId or email.' });
    if (p.name !== undefined && p.email === undefined) ctx.addIssue({ code: 'custom', path: ['name'], message: 'name goes with email, for a user to invite.' });
  })
  .transform((p) => (p.userId !== undefined ? { userId: p.userId } : { email: p.email!, name: p.name }))
  .meta({
    description: '`{userId}` for an existing user, or `{email, name?}`: an unknown email becomes an invited user.',
    // The refinement above is not in the generated document: state it in JSON Schema so validators and /docs agree with the server.
    override: ({ jsonSchema }) =>
      Object.assign(jsonSchema, { oneOf: [{ required: ['userId'] }, { required: ['email'] }], dependentRequired: { name: ['email'] } }),
  });

export const timelineSchema = z
  .object({
    deliveryDays: timelineDays().optional(),
    inspectionDays: timelineDays().optional(),
  })
  .strict();

type PartyFields = { userId?: unknown; email?: unknown } | undefined;
type CreateFields = { amount?: unknown; currency?: unknown; seller?: PartyFields; buyer?: PartyFields; sellerId?: unknown; buyerId?: unknown };

/** Who a party names, when that can be told without the database: a user id, or a normalized email (`emailField`'s key). */
function named(object: PartyFields, flatId: unknown): string | undefined {
  if (typeof flatId === 'string') return flatId;
  if (typeof object?.userId === 'string') return object.userId;
  const email = object?.email as { emailKey?: unknown } | undefined;
  return typeof email?.emailKey === 'string' ? `email:${email.emailKey}` : undefined;
}

/**
 * What the create body's fields must satisfy together: each party given (object or flat id), the object and the flat
 * id naming one user, seller and buyer different, and the amount within the currency's range. Run on whatever parsed,
 * so these come with the fields' own problems; what needs the database (an email naming the other party) is the service's.
 */
function crossFieldRules(input: CreateFields, ctx: z.core.$RefinementCtx<CreateFields>): void {
  if (input === null || typeof input !== 'object') return;
  for (const role of PARTY_ROLES) {
    const object = input[role];
    const flatId = input[`${role}Id`];
    if (object === undefined && flatId === undefined) {
      ctx.addIssue({ code: 'custom', path: [role], message: `The ${role} is required: give ${role} or ${role}Id.` });
    } else if (typeof flatId === 'string' && typeof object?.userId === 'string' && object.userId !== flatId) {
      ctx.addIssue({ code: 'custom', path: [`${role}Id`], message: `Names a different user than ${role}.` });
    }
  }
  const seller = named(input.seller, input.sellerId);
  if (typeof seller === 'string' && seller === named(input.buyer, input.buyerId)) {
    ctx.addIssue({ code: 'custom', path: ['buyer'], message: 'The seller and the buyer must be different users.' });
  }
  const currency = typeof input.currency === 'string' ? CURRENCIES.get(input.currency.toUpperCase()) : undefined;
  if (currency && typeof input.amount === 'number' && input.amount > currency.maxAmount) {
    ctx.addIssue({ code: 'custom', path: ['amount'], message: `At most ${currency.maxAmount} minor units of ${currency.code}.` });
  }
}

const MINOR_UNITS_MESSAGE = 'amount must be an integer of minor units (12500 is 125.00 in USD)';

const createInput = z
  .object({
    accountType: z.enum(ACCOUNT_TYPES),
    title: z.string().trim().min(1).max(LIMITS.title),
    amount: z
      .int({ error: (issue) => (issue.code === 'invalid_type' && issue.input !== undefined ? MINOR_UNITS_MESSAGE : undefined) })
      .positive()
      .meta({ description: "Minor units (cents): a positive integer within the currency's range." }),
    currency: z
      .string()
      .max(3, { message: 'Must be an ISO 4217 currency code.', abort: true })
      .transform((v) => v.toUpperCase())
      .refine((v) => CURRENCIES.has(v), { message: 'Must be an ISO 4217 currency code.' })
      .meta({ description: 'ISO 4217 code, any case; returned upper-case.', example: 'USD' }),
    seller: partySchema.optional(),
    buyer: partySchema.optional(),
    sellerId: userIdParam.optional().meta({ description: 'Flat form of `seller: {userId}`.' }),
    buyerId: userIdParam.optional().meta({ description: 'Flat form of `buyer: {userId}`.' }),
    timeline: timelineSchema.optional(),
    metadata: metadataSchema.optional(),
    initiator: z.enum(PARTY_ROLES).optional().meta({ description: 'Who starts the transaction (default seller); the other party is invited.' }),
    testClockId: testClockIdParam.optional().meta({
      description:
        'Sandbox: a test clock the transaction lives on, for good — its history, deadlines, auto-release, reminders, invite and party links and ' +
        'managed-dispute deadline follow the clock, not the real time. Unknown or deleted: 404; the clock advancing: 409 `test_clock_advancing`.',
    }),
  })
  .strict()
  // The rules across fields run even when other fields failed, so `details` names every problem at once (decisions §3, issue 33 #12).
  .check(z.superRefine(crossFieldRules, { when: () => true }));

export const createTransaction = keyProcedure('transactions.write')
  .meta({
    openapi: {
      method: 'POST',
      path: '/v1/transactions/create',
      tags: ['Transactions'],
      summary: 'Create an escrow transaction',
      description:
        'Parties as `seller`/`buyer` objects (`{userId}` or `{email, name?}`) or flat `sellerId`/`buyerId`; both forms naming different users → 400. ' +
        'Returns status `invited` (history `created`, `invited`) with `inviteToken` and `inviteUrl` for the counterparty (valid 14 days) — shown on create only. ' +
        'Fires `transaction.created` (and `tenant.users.invite` for each new user). Honours `Idempotency-Key`; a replay omits `inviteToken` and `inviteUrl` ' +
        '(they are never stored), as its `Idempotent-Omitted` header says.',
    },
    errorCodes: ['user_disabled', 'not_found', 'test_clock_advancing'],
    secretFields: ['inviteToken', 'inviteUrl'],
  })
  .input(createInput)
  .output(
    transactionSchema
      .extend({
        inviteToken: z
          .string()
          .max(LIMITS.token)
          .optional()
          .meta({ description: `The counterparty’s invitation (14 days). ${ONCE}` }),
        inviteUrl: z
          .url()
          .max(LIMITS.url)
          .optional()
          .meta({ description: `\`{PUBLIC_URL}/accept/{inviteToken}\`. ${ONCE}` }),
      })
      .meta({ id: 'CreatedTransaction' }),
  )
  .mutation(async ({ ctx, input }) => {
    const { deps, principal } = ctx;
    const created = await create(ctx.db, principal, input, { now: deps.clock.now(), signingSecret: deps.signingSecret, publicUrl: deps.publicUrl });
    return { ...toTransaction(created.row, created.parties, principal.livemode), inviteToken: created.inviteToken, inviteUrl: created.inviteUrl };
  });
