import { z } from 'zod';
import { getEmail as readEmail, listEmails as readEmails, openEmail } from '../../services/emails/outbox.ts';
import { keyProcedure } from '../../trpc/procedures.ts';
import { pageOutput, pageQueryShape } from '../shared/schemas.ts';
import { emailIdParam, emailSchema, emailSummarySchema, toEmail, toEmailSummary } from './email.types.ts';

const TAG = 'Email';

export const listEmails = keyProcedure('emails.read')
  .meta({
    openapi: {
      method: 'GET',
      path: '/v1/emails',
      tags: [TAG],
      summary: 'List the messages sent to parties',
      description:
        'The outbox of the environment: every message composed for the parties of its escrows (with `partyEmails` on), newest first, kept 30 days, ' +
        'whether or not an SMTP server is configured — like a mail catcher, a sandbox shows what a buyer or seller would get without any mail server. ' +
        'Bodies are on the single message (sandbox only). Messages to dashboard members never appear here.',
    },
  })
  .input(z.object(pageQueryShape).strict().optional())
  .output(pageOutput(emailSummarySchema))
  .query(async ({ ctx, input = {} }) => {
    const page = await readEmails(ctx.db, ctx.deps, ctx.principal, input);
    return { ...page, data: page.data.map((row) => toEmailSummary(row, ctx.principal.livemode)) };
  });

export const getEmail = keyProcedure('emails.read')
  .meta({
    openapi: {
      method: 'GET',
      path: '/v1/emails/{id}',
      tags: [TAG],
      summary: 'Retrieve a message',
      description:
        'One message with its plain-text and HTML parts as the recipient gets them (sandbox). In live, `text` and `html` are null: they carry the ' +
        'parties’ own links, which the tenant has no use for.',
    },
    errorCodes: ['not_found'],
  })
  .input(z.object({ id: emailIdParam }).strict())
  .output(emailSchema)
  .query(async ({ ctx, input }) => toEmail(openEmail(ctx.deps.emails.box, await readEmail(ctx.db, ctx.principal, input.id)), ctx.principal.livemode));
