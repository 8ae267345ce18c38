import type { DbOrTx } from '../db/query.ts';
import type { AppDeps } from '../deps.ts';
import type { AppError } from '../errors.ts';
import { clientAddress, TRUST_NONE } from '../lib/client-address.ts';
import type { KeyPrincipal } from '../services/auth.ts';
import type { SessionPrincipal } from '../services/members/sessions.ts';

export type { SessionPrincipal };

export interface Context {
  deps: AppDeps;
  /**
   * The database handle procedures use: `deps.db`, or the transaction the
   * idempotency middleware opened so the stored response commits with the effects.
   */
  db: DbOrTx;
  requestId: string;
  /** `performance.now()` when the transport took the request: the request log's duration starts here. */
  startedAt: number;
  transport: 'rest' | 'trpc';
  headers: Headers;
  /** The client's address: the socket peer, or the right-most X-Forwarded-For address not of a trusted proxy. */
  clientIp: string | null;
  /**
   * Response state procedures may set. Nested on purpose: middleware
   * `next({ ctx })` copies the top level, so only a shared object survives.
   */
  res: { status?: number; headers: Record<string, string | string[]> };
  /**
   * A request the transport could not turn into input (malformed JSON, a
   * body of the wrong shape or type, NUL in text, a stray query string):
   * answered by the procedure kind once the caller is authenticated and
   * counted, so it carries the rate-limit headers like any other answer.
   */
  inputError?: AppError;
  /**
   * What the calls of one request share, made by the first that needs it: the key pair or the session, so a /trpc
   * batch is authenticated once (and its failures counted once), whatever number of calls it names.
   */
  once: { key?: Promise<KeyPrincipal>; session?: Promise<SessionPrincipal | null> };
  /** Set by the key middleware; routers read tenant and environment only from here. */
  principal?: KeyPrincipal;
  session?: SessionPrincipal;
}

export function createContext(
  deps: AppDeps,
  req: { requestId: string; transport: 'rest' | 'trpc'; headers: Headers; peerIp?: string | null; inputError?: AppError },
): Context {
  const clientIp = clientAddress(deps.trustProxy ?? TRUST_NONE, req.peerIp, req.headers.get('x-forwarded-for'));
  const { requestId, transport, headers, inputError } = req;
  return { deps, db: deps.db, requestId, startedAt: performance.now(), transport, headers, clientIp, inputError, res: { headers: {} }, once: {} };
}
