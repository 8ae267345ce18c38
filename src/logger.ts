import { pino, type Logger } from 'pino';

export type { Logger };

/** Header and field names that must never reach a log line. */
const REDACT = [
  'req.headers["x-api-secret"]',
  'req.headers.authorization',
  'req.headers.cookie',
  'secretKey',
  'secret',
  '*.secretKey',
  '*.secret',
];

export function createLogger(level: string, destination?: pino.DestinationStream): Logger {
  return pino({ level, redact: { paths: REDACT, censor: '[redacted]' }, base: undefined }, destination);
}

/** Keys in logs show their prefix and last four characters only. */
export function maskKey(key: string | undefined | null): string | undefined {
  if (!key) return undefined;
  const prefix = /^(pk|sk)_(test|live)_/.exec(key)?.[0] ?? '';
  return `${prefix}…${key.slice(-4)}`;
}
