/**
 * Whether an error means "the database cannot be reached right now" — a
 * restart, a failover, a dropped connection — rather than a fault in the
 * request or the code. Those are answered 503 `service_unavailable` with
 * Retry-After (docs/operations.md "Faults"); every other database error stays
 * a 500. One place, used by every transport.
 */

/** Whole seconds a client should wait after a 503 service_unavailable: a restart or failover usually takes a few. */
export const DATABASE_RETRY_AFTER_SECONDS = 2;

/** postgres.js' own codes for a connection that broke or never opened (not CONNECTION_ENDED: that is our own close()). */
const CLIENT_CODES = new Set(['CONNECTION_CLOSED', 'CONNECTION_DESTROYED', 'CONNECT_TIMEOUT']);
/** Socket errors of a connection to the database. */
const SOCKET_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'EAI_AGAIN']);
/**
 * SQLSTATEs: 57P01 admin_shutdown, 57P02 crash_shutdown, 57P03 cannot_connect_now (starting up, in recovery),
 * 53300 too_many_connections, 25006 read_only_sql_transaction (a standby reached during failover),
 * and class 08 (connection exceptions).
 */
const SQLSTATES = new Set(['57P01', '57P02', '57P03', '53300', '25006']);

export function isDatabaseUnavailable(error: unknown): boolean {
  for (let e = error, depth = 0; e && typeof e === 'object' && depth < 8; e = (e as { cause?: unknown }).cause, depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code !== 'string') continue;
    if (CLIENT_CODES.has(code) || SOCKET_CODES.has(code) || SQLSTATES.has(code) || /^08[0-9A-Z]{3}$/.test(code)) return true;
  }
  return false;
}
