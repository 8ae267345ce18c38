import { DrizzleQueryError } from 'drizzle-orm/errors';
import { pino, type Logger } from 'pino';
import { redactSecretText } from './lib/redact.ts';

export type { Logger };

/** Header and field names that must never reach a log line. */
const REDACT = ['req.headers["x-api-secret"]', 'req.headers.authorization', 'req.headers.cookie', 'secretKey', 'secret', '*.secretKey', '*.secret'];

export function createLogger(level: string, destination?: pino.DestinationStream): Logger {
  return pino({ level, redact: { paths: REDACT, censor: '[redacted]' }, serializers: { err: safeError }, base: undefined }, destination);
}

/**
 * A failed query's message ends with its parameters (user input, tokens): they never reach a log line; and the rest
 * goes through the request log's redaction policy (src/lib/redact.ts), so a credential in a message is kept out too.
 */
const withoutParams = (message: string) => redactSecretText(message.replace(/\nparams: [\s\S]*$/, '\nparams: [withheld]').slice(0, 2000));

/**
 * Errors as logged: name, message, code, the call stack and the cause chain,
 * but never a query's parameters (drizzle puts them in the message, and so in
 * the stack's first line and in the messages of errors wrapping it).
 */
export function safeError(error: unknown, depth = 0): Record<string, unknown> {
  if (!(error instanceof Error)) return { message: withoutParams(String(error)) };
  const out: Record<string, unknown> = { type: error.name, message: withoutParams(error.message) };
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string' || typeof code === 'number') out.code = code;
  if (error instanceof DrizzleQueryError) out.query = error.query.slice(0, 500);
  const frames = error.stack?.split('\n').filter((line) => line.trimStart().startsWith('at '));
  if (frames?.length) out.stack = frames.slice(0, 20).join('\n');
  if (error.cause !== undefined && depth < 5) out.cause = safeError(error.cause, depth + 1);
  return out;
}

/** Keys in logs show their prefix and last four characters only. */
export function maskKey(key: string | undefined | null): string | undefined {
  if (!key) return undefined;
  const prefix = /^(pk|sk)_(test|live)_/.exec(key)?.[0] ?? '';
  return `${prefix}…${key.slice(-4)}`;
}

/**
 * A request path as logged, through the redaction policy (src/lib/redact.ts): a bearer token in a hosted-page path
 * (invitations, verification sessions, transaction tokens: decisions §12) becomes `:token`, and any other
 * credential-shaped segment is replaced, so logs never hold a credential. Query strings are never logged.
 */
export function loggedPath(path: string): string {
  return redactSecretText(path);
}
