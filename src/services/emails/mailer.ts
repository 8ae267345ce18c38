/**
 * SMTP through nodemailer: the one place messages leave the service. A 5xx
 * answer (mailbox unknown, message refused) is permanent; anything else — a
 * 4xx, a refused or dropped connection, a timeout — is worth a retry.
 */
import nodemailer from 'nodemailer';

export interface OutgoingEmail {
  /** `<eml_…@host>`: the same on every attempt, so a receiver can tell a repeat. */
  messageId: string;
  to: { address: string; name?: string | null };
  subject: string;
  text: string;
  html: string;
}

export class MailError extends Error {
  constructor(
    message: string,
    /** No retry will help (the server answered 5xx). */
    readonly permanent: boolean,
  ) {
    super(message);
  }
}

export interface Mailer {
  send(message: OutgoingEmail): Promise<void>;
  close(): void;
}

/** Bound on one exchange, so a worker's lease (worker.ts) always outlives an attempt. */
export const SMTP_TIMEOUT_MS = 30_000;

/** What an SMTP failure says, without the URL (its password) or the message. */
function describe(error: unknown): MailError {
  const e = error as { responseCode?: number; code?: string; response?: string; message?: string };
  const code = typeof e.responseCode === 'number' ? e.responseCode : undefined;
  const text = (e.response ?? e.message ?? String(error)).replace(/\s+/g, ' ').slice(0, 300);
  return new MailError(code ? `${code} ${text}` : `${e.code ?? 'error'}: ${text}`, code !== undefined && code >= 500 && code < 600);
}

export class SmtpMailer implements Mailer {
  private readonly transport: ReturnType<typeof nodemailer.createTransport>;

  constructor(
    smtpUrl: string,
    private readonly from: string,
  ) {
    this.transport = nodemailer.createTransport({
      url: smtpUrl,
      connectionTimeout: SMTP_TIMEOUT_MS / 3,
      greetingTimeout: SMTP_TIMEOUT_MS / 3,
      socketTimeout: SMTP_TIMEOUT_MS,
      // Never log the exchange: bodies carry the recipients' links.
      logger: false,
      debug: false,
    });
  }

  async send(message: OutgoingEmail): Promise<void> {
    try {
      await this.transport.sendMail({
        from: this.from,
        to: message.to.name ? { name: message.to.name, address: message.to.address } : message.to.address,
        subject: message.subject,
        text: message.text,
        html: message.html,
        messageId: message.messageId,
        // Automated mail: no out-of-office answers (RFC 3834).
        headers: { 'Auto-Submitted': 'auto-generated' },
      });
    } catch (error) {
      throw describe(error);
    }
  }

  close(): void {
    this.transport.close();
  }
}
