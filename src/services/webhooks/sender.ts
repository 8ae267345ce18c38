import { lookup as dnsLookup } from 'node:dns/promises';
import { isIP, type LookupFunction } from 'node:net';
import { Agent } from 'undici';
import { addressAllowed, bareHost, isMetadataHost } from '../../lib/public-address.ts';
import { redactSecretEchoes, secretSpellings } from '../../lib/secret-echo.ts';

/** Every address a host name resolves to; tests swap it for a fixed answer. */
export type ResolveHost = (host: string) => Promise<string[]>;

export const systemResolve: ResolveHost = async (host) => (await dnsLookup(host, { all: true, verbatim: true })).map((a) => a.address);

export interface WebhookSenderOptions {
  /** A receiver that has not answered (headers and the body excerpt) by then is a failed attempt. */
  timeoutMs: number;
  /** WEBHOOK_ALLOW_PRIVATE_TARGETS: sandbox endpoints may reach loopback and private addresses. Never live ones. */
  allowPrivateTargets: boolean;
  resolveHost?: ResolveHost;
}

/**
 * What the delivery log says when the target address is refused: the same words
 * whatever sits there, so a tenant cannot map the internal network with it.
 */
export const REFUSED_TARGET = 'refused: the host resolves to a non-public address';

/** How much of a receiver's answer is kept: the first 4 KiB of the body, and bounded headers. */
export const RESPONSE_EXCERPT_BYTES = 4096;
export const RESPONSE_HEADERS_MAX = 40;
export const HEADER_NAME_MAX = 100;
export const HEADER_VALUE_MAX = 500;

export interface SentRequest {
  url: string;
  headers: Record<string, string>;
  body: string;
}

export interface ReceivedResponse {
  headers: Record<string, string>;
  /** The first 4 KiB as text; null when the body is not text (binary is never stored). */
  body: string | null;
  bodyTruncated: boolean;
  bodyBinary: boolean;
}

export interface SendResult {
  /** The receiver's status; null when no answer arrived (refused, connection error, timeout). */
  status: number | null;
  error: string | null;
  /** The raw Retry-After header, for the caller to honour on 429/503. */
  retryAfter: string | null;
  durationMs: number;
  request: SentRequest;
  response: ReceivedResponse | null;
}

class RefusedTarget extends Error {
  readonly code = 'ERR_WEBHOOK_TARGET_REFUSED';
}

/**
 * Resolve once, check every address, and hand exactly those addresses to the
 * socket: the connection goes to the address that was checked, so a DNS answer
 * that changes between a check and a connect (rebinding) cannot slip through.
 */
function pinnedLookup(resolve: ResolveHost, allowPrivate: boolean): LookupFunction {
  return ((hostname: string, options: { all?: boolean; family?: number | string }, callback: (...args: unknown[]) => void) => {
    resolve(hostname.replace(/\.+$/, ''))
      .then((addresses) => {
        if (addresses.length === 0 || !addresses.every((a) => addressAllowed(a, allowPrivate))) throw new RefusedTarget(REFUSED_TARGET);
        const family = options.family === 4 || options.family === 'IPv4' ? 4 : options.family === 6 || options.family === 'IPv6' ? 6 : 0;
        const usable = family ? addresses.filter((a) => isIP(a) === family) : addresses;
        if (usable.length === 0) throw Object.assign(new Error(`no IPv${family} address for ${hostname}`), { code: 'ENOTFOUND' });
        if (options.all)
          callback(
            null,
            usable.map((address) => ({ address, family: isIP(address) })),
          );
        else callback(null, usable[0], isIP(usable[0]!));
      })
      .catch((error: unknown) => callback(error));
  }) as unknown as LookupFunction;
}

/** Text a receiver sent: a textual content type (or none) and no NUL byte, which PostgreSQL text cannot hold. */
function isText(contentType: string | undefined, bytes: Buffer): boolean {
  if (bytes.includes(0)) return false;
  if (!contentType) return true;
  const type = contentType.split(';')[0]!.trim().toLowerCase();
  return (
    type.startsWith('text/') ||
    /^application\/([\w.-]+\+)?(json|xml)$/.test(type) ||
    type === 'application/x-www-form-urlencoded' ||
    type === 'application/javascript'
  );
}

/** Our signing secrets never reach the delivery log, however a receiver echoes them (src/lib/secret-echo.ts); nor anything `whsec_`-shaped. */
function redact(text: string, spellings: readonly string[], truncated = false): string {
  return redactSecretEchoes(text, spellings, { truncated }).replace(/whsec_[A-Za-z0-9+/=]{8,}/g, 'whsec_[redacted]');
}

function boundedHeaders(raw: Record<string, string | string[] | undefined>, spellings: readonly string[]): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [name, value] of Object.entries(raw).slice(0, RESPONSE_HEADERS_MAX)) {
    if (value === undefined) continue;
    const text = Array.isArray(value) ? value.join(', ') : value;
    out[redact(name, spellings).slice(0, HEADER_NAME_MAX)] = redact(text.replace(/[\u0000-\u001f\u007f]/g, ' '), spellings).slice(0, HEADER_VALUE_MAX);
  }
  return out;
}

/** Read at most the excerpt and stop: a receiver answering 10 MB (or never finishing) costs us 4 KiB. */
async function readExcerpt(body: AsyncIterable<Buffer> & { destroy(): void }, contentType: string | undefined, spellings: readonly string[]) {
  const chunks: Buffer[] = [];
  let size = 0;
  let truncated = false;
  try {
    for await (const chunk of body) {
      chunks.push(chunk);
      size += chunk.length;
      if (size > RESPONSE_EXCERPT_BYTES) {
        truncated = true;
        break;
      }
    }
  } catch {
    truncated = true; // the body stalled or broke off after the status arrived: keep what came
  } finally {
    body.destroy();
  }
  const bytes = Buffer.concat(chunks).subarray(0, RESPONSE_EXCERPT_BYTES);
  if (!isText(contentType, bytes)) return { body: null, bodyTruncated: truncated, bodyBinary: true };
  // stream: true leaves out a character cut in half at the 4 KiB boundary.
  const text = new TextDecoder('utf-8').decode(bytes, { stream: truncated });
  // A secret cut off by the 4 KiB boundary leaves its beginning at the end: the redaction takes that too.
  return { body: redact(text, spellings, truncated).slice(0, RESPONSE_EXCERPT_BYTES), bodyTruncated: truncated, bodyBinary: false };
}

function describeFailure(error: unknown, timeoutMs: number): string {
  for (let e: unknown = error; e instanceof Error; e = e.cause) {
    if (e instanceof RefusedTarget || (e as { code?: string }).code === 'ERR_WEBHOOK_TARGET_REFUSED') return REFUSED_TARGET;
  }
  const name = error instanceof Error ? error.name : '';
  const code = (error as { code?: string } | undefined)?.code ?? '';
  if (name === 'TimeoutError' || name === 'AbortError' || /TIMEOUT|ABORTED/.test(code)) return `timed out after ${timeoutMs} ms`;
  const cause = error instanceof Error && error.cause instanceof Error ? error.cause.message : error instanceof Error ? error.message : String(error);
  return `connection failed: ${cause}`.slice(0, 500);
}

/**
 * Sends one signed webhook request (the delivery worker and the test event
 * both use it): refuses targets the policy forbids, connects only to the
 * address it checked, never follows redirects, keeps a bounded excerpt of the
 * answer, and never keeps our signing secret in it.
 */
export class WebhookSender {
  readonly timeoutMs: number;
  readonly allowPrivateTargets: boolean;
  private readonly resolveHost: ResolveHost;
  private readonly agents = new Map<boolean, Agent>();

  constructor(options: WebhookSenderOptions) {
    this.timeoutMs = options.timeoutMs;
    this.allowPrivateTargets = options.allowPrivateTargets;
    this.resolveHost = options.resolveHost ?? systemResolve;
  }

  /** Whether an endpoint of this mode may reach private addresses: sandbox only, and only when the operator allows it. */
  allowsPrivate(livemode: boolean): boolean {
    return !livemode && this.allowPrivateTargets;
  }

  /** One connection pool per policy, so a connection opened under the looser one is never reused under the stricter. */
  private agent(allowPrivate: boolean): Agent {
    let agent = this.agents.get(allowPrivate);
    if (!agent) {
      agent = new Agent({ connect: { lookup: pinnedLookup(this.resolveHost, allowPrivate), timeout: this.timeoutMs }, keepAliveTimeout: 4000 });
      this.agents.set(allowPrivate, agent);
    }
    return agent;
  }

  async send(target: { url: string; livemode: boolean }, headers: Record<string, string>, body: string, secrets: readonly string[]): Promise<SendResult> {
    const started = performance.now();
    const request: SentRequest = { url: target.url, headers, body };
    const finish = (result: Pick<SendResult, 'status' | 'error' | 'retryAfter' | 'response'>): SendResult => ({
      ...result,
      durationMs: Math.round(performance.now() - started),
      request,
    });
    const allowPrivate = this.allowsPrivate(target.livemode);
    const url = new URL(target.url);
    // A literal address never reaches the lookup: judge it here. A metadata service's name is refused before any DNS
    // question is asked, whatever it would resolve to (its addresses are refused by the lookup too).
    const host = bareHost(url);
    if (isMetadataHost(host) || (isIP(host) && !addressAllowed(host, allowPrivate))) {
      return finish({ status: null, error: REFUSED_TARGET, retryAfter: null, response: null });
    }
    const spellings = secretSpellings(secrets);
    try {
      const res = await this.agent(allowPrivate).request({
        origin: url.origin,
        path: `${url.pathname}${url.search}`,
        method: 'POST',
        headers,
        body,
        signal: AbortSignal.timeout(this.timeoutMs),
        headersTimeout: this.timeoutMs,
        bodyTimeout: this.timeoutMs,
      });
      const contentType = res.headers['content-type'];
      const excerpt = await readExcerpt(res.body, Array.isArray(contentType) ? contentType[0] : contentType, spellings);
      const ok = res.statusCode >= 200 && res.statusCode < 300;
      const retryAfter = res.headers['retry-after'];
      return finish({
        status: res.statusCode,
        error: ok ? null : `receiver answered ${res.statusCode}`,
        retryAfter: (Array.isArray(retryAfter) ? retryAfter[0] : retryAfter) ?? null,
        response: { headers: boundedHeaders(res.headers, spellings), ...excerpt },
      });
    } catch (error) {
      return finish({ status: null, error: describeFailure(error, this.timeoutMs), retryAfter: null, response: null });
    }
  }

  async close(): Promise<void> {
    await Promise.all([...this.agents.values()].map((a) => a.close()));
    this.agents.clear();
  }
}
