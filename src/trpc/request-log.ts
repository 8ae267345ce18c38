import type { KeyPrincipal } from '../services/auth.ts';
import type { Context } from './context.ts';
import { resolveError } from './errors.ts';
import type { Meta } from './init.ts';

interface Call {
  meta: Meta | undefined;
  /** The tRPC path (`transactions.get`). */
  path: string;
  type: 'query' | 'mutation' | 'subscription';
  rawInput: () => Promise<unknown>;
}

type Answer = { ok: true; data: unknown } | { ok: false; error: unknown };

/**
 * Runs a keyed call of a debugLogging environment and hands what it answered
 * to the request log (src/services/request-logs.ts), which writes it after
 * the answer: the call is neither slowed by the write nor failed by it.
 * Both transports log the REST shape: the route pattern, the HTTP status and
 * the error body (a /trpc answer carries the same fields in `data`).
 */
export async function withRequestLog<T extends { ok: boolean }>(ctx: Context, principal: KeyPrincipal, call: Call, answer: () => Promise<T>): Promise<T> {
  try {
    const result = await answer();
    const r = result as unknown as { ok: boolean; data?: unknown; error?: unknown };
    await record(ctx, principal, call, r.ok ? { ok: true, data: r.data } : { ok: false, error: r.error });
    return result;
  } catch (error) {
    await record(ctx, principal, call, { ok: false, error });
    throw error;
  }
}

async function record(ctx: Context, principal: KeyPrincipal, call: Call, answer: Answer): Promise<void> {
  try {
    await handOver(ctx, principal, call, answer);
  } catch (err) {
    ctx.deps.logger.warn({ err, requestId: ctx.requestId }, 'request log row not written');
  }
}

async function handOver(ctx: Context, principal: KeyPrincipal, call: Call, answer: Answer): Promise<void> {
  const writer = ctx.deps.requestLogs;
  if (!writer) return;
  let requestBody: unknown;
  try {
    requestBody = await call.rawInput();
  } catch {
    requestBody = undefined; // an input tRPC could not read was answered as such; the answer is what the log shows
  }
  const openapi = call.meta?.openapi;
  let status: number;
  let responseBody: unknown;
  let errorCode: string | null = null;
  if (answer.ok) {
    status = ctx.transport === 'trpc' ? 200 : (ctx.res.status ?? call.meta?.successStatus ?? 200);
    responseBody = answer.data;
  } else {
    const resolved = resolveError(answer.error, ctx.requestId);
    status = resolved.status;
    responseBody = resolved.body;
    errorCode = resolved.body.error.code;
  }
  writer.write({
    partition: principal,
    requestId: ctx.requestId,
    transport: ctx.transport,
    method: openapi?.method ?? (call.type === 'query' ? 'GET' : 'POST'),
    path: openapi?.path ?? `/trpc/${call.path}`,
    status,
    durationMs: performance.now() - ctx.startedAt,
    errorCode,
    requestBody,
    responseBody,
    secretFields: call.meta?.secretFields,
    createdAt: ctx.deps.clock.now(),
  });
}
