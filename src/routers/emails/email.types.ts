import { z } from 'zod';
import { EMAIL_STATUSES } from '../../db/schema/index.ts';
import type { OpenedEmail } from '../../services/emails/outbox.ts';
import { EMAIL_MAX, NAME_MAX } from '../../services/user-input.ts';
import { idParam, iso, LIMITS, objectId, timestamp } from '../shared/schemas.ts';

/** Composed bodies stay well under this (a message is a few KiB). */
const BODY_MAX = 200_000;

export const emailSummarySchema = z
  .object({
    id: objectId().meta({ example: 'eml_01JD0000000000000000000000' }),
    livemode: z.boolean(),
    template: z
      .string()
      .max(LIMITS.label)
      .meta({ description: 'What the message is: `transaction.funded`, `dispute.opened`, `link.recovery`, … (docs/api.md, Email).' }),
    to: z.object({ address: z.string().max(EMAIL_MAX), name: z.string().max(NAME_MAX).nullable() }),
    subject: z.string().max(LIMITS.text),
    status: z.enum(EMAIL_STATUSES).meta({
      description:
        '`stored`: composed while the server had no SMTP server configured, never sent; `queued`: waiting for its next attempt; `sent`: the SMTP ' +
        'server took it; `failed`: refused for good, or every retry used.',
    }),
    attempts: z.int().min(0),
    lastError: z.string().max(LIMITS.text).nullable().meta({ description: 'What the SMTP server (or the connection) said on the last failed attempt.' }),
    transactionId: objectId().nullable(),
    userId: objectId().nullable().meta({ description: 'The party (user) the message is for.' }),
    createdAt: timestamp(),
    sentAt: timestamp().nullable(),
  })
  .meta({ id: 'EmailSummary' });

export const emailSchema = emailSummarySchema
  .extend({
    text: z
      .string()
      .max(BODY_MAX)
      .nullable()
      .meta({ description: 'The plain-text part, as the recipient gets it (sandbox only; null in live, where messages carry the parties’ own links).' }),
    html: z.string().max(BODY_MAX).nullable().meta({ description: 'The HTML part (sandbox only, like `text`).' }),
  })
  .meta({ id: 'Email' });

export const emailIdParam = idParam('email', 'Must be an email id (eml_…).');

export function toEmailSummary(row: OpenedEmail | Omit<OpenedEmail, 'text' | 'html'>, livemode: boolean): z.infer<typeof emailSummarySchema> {
  return {
    id: row.id,
    livemode,
    template: row.template,
    to: { address: row.toAddress, name: row.toName },
    subject: row.subject,
    status: row.status,
    attempts: row.attempts,
    lastError: row.lastError,
    transactionId: row.transactionId,
    userId: row.userId,
    createdAt: iso(row.createdAt),
    sentAt: row.sentAt ? iso(row.sentAt) : null,
  };
}

export function toEmail(row: OpenedEmail, livemode: boolean): z.infer<typeof emailSchema> {
  return { ...toEmailSummary(row, livemode), text: livemode ? null : row.text, html: livemode ? null : row.html };
}
