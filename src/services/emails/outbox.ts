/**
 * The email outbox (decisions §13): storing a composed message, reading an
 * environment's party messages (the sandbox outbox), and the retention
 * sweep. Sending is the worker's (worker.ts).
 */
import { and, eq, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/query.ts';
import { emails } from '../../db/schema/index.ts';
import { AppError } from '../../errors.ts';
import { idPattern, newId } from '../../lib/ids.ts';
import { SecretBox } from '../../lib/secret-box.ts';
import { keysetOrder, keysetWhere, paginate, type Page, type PageQuery, type PaginationDeps } from '../pagination.ts';
import { inPartition, type Partition } from '../partition.ts';
import type { RenderedEmail } from './layout.ts';

export type EmailRow = typeof emails.$inferSelect;

/** Messages are kept this long, sent or not (the housekeeping sweep deletes older ones). */
export const EMAIL_RETENTION_MS = 30 * 24 * 60 * 60 * 1000;

/** What composing a message needs to know about this instance. */
export interface EmailSettings {
  /** Whether an SMTP server is configured (SMTP_URL): messages are queued to be sent; else only stored. */
  smtp: boolean;
  /** Seals message bodies at rest (they carry the recipient's own link). */
  box: SecretBox;
  /** The domain of Message-ID headers (PUBLIC_URL's host). */
  domain: string;
}

export function emailSettings(signingSecret: string, opts: { smtp: boolean; publicUrl: string }): EmailSettings {
  let domain = 'localhost';
  try {
    domain = new URL(opts.publicUrl).hostname || domain;
  } catch {
    // A PUBLIC_URL that does not parse has been refused by the configuration already.
  }
  return { smtp: opts.smtp, box: new SecretBox(signingSecret, 'email-bodies'), domain };
}

export interface NewEmail {
  audience: EmailRow['audience'];
  template: string;
  tenantId: string | null;
  environmentId: string | null;
  transactionId?: string | null;
  userId?: string | null;
  eventId?: string | null;
  to: { address: string; name?: string | null };
  rendered: RenderedEmail;
}

/** Store a composed message: queued for the worker when SMTP is configured, else only stored. */
export async function enqueueEmail(db: DbOrTx, settings: EmailSettings, message: NewEmail, now: Date): Promise<EmailRow> {
  const id = newId('email');
  const [row] = await db
    .insert(emails)
    .values({
      id,
      tenantId: message.tenantId,
      environmentId: message.environmentId,
      audience: message.audience,
      template: message.template,
      transactionId: message.transactionId ?? null,
      userId: message.userId ?? null,
      eventId: message.eventId ?? null,
      toAddress: message.to.address,
      toName: message.to.name ?? null,
      subject: message.rendered.subject,
      textSealed: settings.box.seal(message.rendered.text),
      htmlSealed: settings.box.seal(message.rendered.html),
      status: settings.smtp ? 'queued' : 'stored',
      nextAttemptAt: settings.smtp ? now : null,
      messageId: `<${id}@${settings.domain}>`,
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  return row!;
}

/** A message with its bodies opened. */
export interface OpenedEmail extends EmailRow {
  text: string;
  html: string;
}

export function openEmail(box: SecretBox, row: EmailRow): OpenedEmail {
  return { ...row, text: box.open(row.textSealed), html: box.open(row.htmlSealed) };
}

const partyOf = (partition: Partition) => and(inPartition(emails, partition), eq(emails.audience, 'party'));

/** An environment's party messages, newest first (member messages are never listed: they carry sign-in links). */
export function listEmails(db: DbOrTx, deps: PaginationDeps, partition: Partition, query: PageQuery): Promise<Page<EmailRow>> {
  const base = partyOf(partition);
  return paginate(deps, query, {
    scope: `emails:${partition.environmentId}`,
    idPattern: idPattern('email'),
    fetch: (keyset) =>
      db
        .select()
        .from(emails)
        .where(keysetWhere(emails.id, keyset, base))
        .orderBy(keysetOrder(emails.id, keyset))
        .limit(keyset.take),
    map: (row) => row,
  });
}

export async function getEmail(db: DbOrTx, partition: Partition, id: string): Promise<EmailRow> {
  const [row] = await db
    .select()
    .from(emails)
    .where(and(eq(emails.id, id), partyOf(partition)));
  if (!row) throw new AppError('not_found', { param: 'id', message: `No such email: ${id}` });
  return row;
}

/** Messages past their 30 days, sent or not, in batches (the housekeeping sweep). */
export async function sweepExpiredEmails(db: Db, now: Date): Promise<number> {
  const cutoff = new Date(now.getTime() - EMAIL_RETENTION_MS);
  let total = 0;
  for (;;) {
    const gone = await db
      .delete(emails)
      .where(sql`${emails.id} in (select ${emails.id} from ${emails} where ${emails.createdAt} < ${cutoff.toISOString()}::timestamptz limit 1000)`)
      .returning({ id: emails.id });
    total += gone.length;
    if (gone.length < 1000) return total;
  }
}
