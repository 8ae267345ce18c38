/**
 * A real SMTP server for tests (the `smtp-server` package, on 127.0.0.1),
 * what it received parsed by `mailparser`, and the pieces of the job runner
 * that compose and send the outbox, driven by hand on the test clock.
 */
import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { pino } from 'pino';
import { SMTPServer } from 'smtp-server';
import { expect, vi } from 'vitest';
import { partyEmailConsumer } from '../../src/services/emails/compose.ts';
import { SmtpMailer } from '../../src/services/emails/mailer.ts';
import { EmailWorker } from '../../src/services/emails/worker.ts';
import { readPartyLink } from '../../src/services/transactions/links.ts';
import { dispatchEventBatch } from '../../src/services/webhooks/dispatch.ts';
import { uniqueEmail } from './factories.ts';
import type { Harness, KeyCreds } from './harness.ts';

export interface ReceivedMail {
  /** The envelope's recipients (RCPT TO). */
  to: string[];
  mail: ParsedMail;
  /** The raw message as it arrived. */
  raw: string;
}

export interface MailServer {
  url: string;
  received: ReceivedMail[];
  /** Messages whose envelope names `address`, oldest first. */
  inbox(address: string): ReceivedMail[];
  /** While set, every connection is answered with this SMTP code (e.g. 421: try again later; 550: refused for good). */
  refuseWith: number | null;
  close(): Promise<void>;
}

export async function startMailServer(): Promise<MailServer> {
  const received: ReceivedMail[] = [];
  const state: { refuseWith: number | null } = { refuseWith: null };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onConnect(_session, callback) {
      if (state.refuseWith === null) return callback();
      const error = Object.assign(new Error('Not now'), { responseCode: state.refuseWith });
      callback(error);
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        simpleParser(raw).then(
          (mail) => {
            received.push({ to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()), mail, raw });
            callback();
          },
          (error: Error) => callback(error),
        );
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    inbox: (address) => received.filter((r) => r.to.includes(address.toLowerCase())),
    get refuseWith() {
      return state.refuseWith;
    },
    set refuseWith(code) {
      state.refuseWith = code;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export const TEST_FROM = 'Escrow <no-reply@example.com>';

/** The email worker of a harness, sending to `server` (the harness must be made with `smtp: true`). */
export function emailWorker(h: Harness, server: MailServer): EmailWorker {
  const mailer = new SmtpMailer(server.url, TEST_FROM);
  return new EmailWorker({ db: h.db, clock: h.clock, logger: pino({ level: 'silent' }), mailer, box: h.deps.emails.box }, { pollIntervalMs: 10, batchSize: 8 });
}

/** What the job runner does with new outbox events: the fan-out, which composes the party messages. */
export async function composeEmails(h: Harness): Promise<void> {
  const consumer = partyEmailConsumer({ signingSecret: h.deps.signingSecret, publicUrl: h.deps.publicUrl, settings: h.deps.emails });
  while ((await dispatchEventBatch(h.db, h.clock, 1000, [consumer])) > 0);
}

/** Compose, send, and wait until `address` has `count` messages. */
export async function deliverTo(h: Harness, worker: EmailWorker, server: MailServer, address: string, count: number): Promise<ReceivedMail[]> {
  await composeEmails(h);
  await worker.drain();
  await vi.waitFor(() => {
    if (server.inbox(address).length < count) throw new Error(`${address} has ${server.inbox(address).length} of ${count} messages`);
  });
  return server.inbox(address);
}

/** The links of a message's text part. */
export function linksIn(mail: ParsedMail): string[] {
  return [...(mail.text ?? '').matchAll(/https?:\/\/\S+/g)].map((m) => m[0]);
}

export interface Person {
  id: string;
  email: string;
  name: string;
}

/** A user with a unique address; identity verified unless `kyc` is false. */
export async function person(h: Harness, auth: KeyCreds, name: string, kyc = true): Promise<Person> {
  const email = uniqueEmail(name.split(' ')[0]!.toLowerCase());
  const res = await h.request('POST', '/v1/tenants/add-user', { body: { name, email, phone: '+14155552671' }, auth });
  expect(res.status, res.text).toBe(200);
  if (kyc) await h.request('PATCH', `/v1/kyc/${res.body.id}`, { body: { status: 'complete' }, auth });
  return { id: res.body.id, email, name };
}

/**
 * One party message as the recipient reads it: addressed to them alone, marked as a test (sandbox) or not at all (live), none of
 * `secrets` in it, its only link theirs (a party link names them). Returns the link's path and query, to open.
 */
export async function readAs(
  h: Harness,
  secrets: string[],
  message: ReceivedMail,
  who: Person,
  subject: RegExp,
  opts: { test?: boolean } = {},
): Promise<string> {
  expect(message.to).toEqual([who.email.toLowerCase()]);
  expect(message.mail.subject).toMatch(subject);
  expect(message.mail.text).toContain(`Hello ${who.name},`);
  if (opts.test ?? true) {
    expect(message.mail.subject).toMatch(/^\[TEST\] /);
    expect(message.mail.text).toContain('TEST MESSAGE');
    expect(message.mail.html).toContain('TEST MESSAGE');
  } else {
    expect(message.mail.subject).not.toContain('[TEST]');
    expect(message.raw).not.toMatch(/TEST MESSAGE|\[TEST\]/);
  }
  for (const secret of secrets) expect(message.raw).not.toContain(secret);
  const links = linksIn(message.mail);
  expect(links).toHaveLength(1);
  const link = new URL(links[0]!);
  expect(link.origin).toBe(h.deps.publicUrl);
  const party = link.searchParams.get('party');
  if (party) {
    const claims = await readPartyLink(h.db, h.deps.signingSecret, party, h.clock.now());
    expect(claims.ok && claims.payload.u).toBe(who.id);
  }
  // The HTML part carries the same one link.
  expect(message.mail.html).toContain(links[0]!.replaceAll('&', '&amp;'));
  return link.pathname + link.search;
}

/**
 * What no message may carry: the tenant's secret keys, and the prefix of every other secret we mint (webhook
 * signing secrets, set-password and password-reset tokens, sessions, secret keys of any tenant).
 */
export function messageSecrets(t: { sandbox: { secretKey: string }; live: { secretKey: string } }): string[] {
  return [t.sandbox.secretKey, t.live.secretKey, 'whsec_', 'pwt_', 'pwr_', 'sess_', 'sk_test_', 'sk_live_'];
}
