import { z } from 'zod';
import { getEmail as readEmail, listEmails as readEmails, openEmail } from '../../services/emails/outbox.ts';
import { memberProcedure } from '../../trpc/procedures.ts';
import { emailIdParam, emailSchema, emailSummarySchema, toEmail, toEmailSummary } from '../emails/email.types.ts';
import { pageOutput, pageQueryShape } from '../shared/schemas.ts';
import { environmentParam, resolveEnvironment, TAG } from './shared.ts';

export const listEmails = memberProcedure('dashboard.read')
  .meta({
    openapi: {
      method: 'GET',
      path: '/v1/dashboard/emails',
      tags: [TAG],
      summary: 'List the messages sent to parties',
      description: 'As `GET /v1/emails`: the environment’s party messages, newest first, kept 30 days.',
    },
  })
  .input(z.object({ environment: environmentParam, ...pageQueryShape }).strict())
  .output(pageOutput(emailSummarySchema))
  .query(async ({ ctx, input }) => {
    const { environment, ...query } = input;
    const env = await resolveEnvironment(ctx.db, ctx.session, environment);
    const page = await readEmails(ctx.db, ctx.deps, env, query);
    return { ...page, data: page.data.map((row) => toEmailSummary(row, env.livemode)) };
  });

export const getEmail = memberProcedure('dashboard.read')
  .meta({
    openapi: {
      method: 'GET',
      path: '/v1/dashboard/emails/{id}',
      tags: [TAG],
      summary: 'Retrieve a message',
      description: 'As `GET /v1/emails/{id}`: bodies in sandbox, null in live.',
    },
    errorCodes: ['not_found'],
  })
  .input(z.object({ environment: environmentParam, id: emailIdParam }).strict())
  .output(emailSchema)
  .query(async ({ ctx, input }) => {
    const env = await resolveEnvironment(ctx.db, ctx.session, input.environment);
    return toEmail(openEmail(ctx.deps.emails.box, await readEmail(ctx.db, env, input.id)), env.livemode);
  });

export const emailSettings = memberProcedure('dashboard.read')
  .meta({
    openapi: {
      method: 'GET',
      path: '/v1/dashboard/emails/settings',
      tags: [TAG],
      summary: 'Whether this server sends email',
      description:
        '`smtpConfigured` false: the server has no SMTP server (SMTP_URL), so messages are composed and stored but none is sent — the dashboard says so ' +
        'on live environments. `partyEmails`: the environment’s setting.',
    },
  })
  .input(z.object({ environment: environmentParam }).strict())
  .output(z.object({ smtpConfigured: z.boolean(), partyEmails: z.boolean(), livemode: z.boolean() }))
  .query(async ({ ctx, input }) => {
    const env = await resolveEnvironment(ctx.db, ctx.session, input.environment);
    return { smtpConfigured: ctx.deps.emails.smtp, partyEmails: env.partyEmails, livemode: env.livemode };
  });
