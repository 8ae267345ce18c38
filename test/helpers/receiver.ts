import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface Received {
  headers: IncomingHttpHeaders;
  body: string;
  at: number;
}

/**
 * What the receiver answers next: a status (with headers and a body, `ok` by
 * default; `endless` streams forever), or `hang` to never answer.
 */
export type Reply = { status: number; headers?: Record<string, string>; body?: string | Buffer | 'endless' } | 'hang';

/**
 * A real HTTP webhook receiver on localhost. Answers 200 unless told
 * otherwise with `replyWith` (queued replies, then the default).
 */
export class Receiver {
  readonly received: Received[] = [];
  private readonly replies: Reply[] = [];
  private server!: Server;
  defaultReply: Reply = { status: 200 };
  url = '';

  /** Listen on a free port, or on `port` again after stop() (a receiver that was down comes back). */
  async start(port = 0): Promise<this> {
    this.server = createServer((req, res) => {
      let body = '';
      req.setEncoding('utf8');
      req.on('data', (chunk) => (body += chunk));
      req.on('end', () => {
        this.received.push({ headers: req.headers, body, at: Date.now() });
        const reply = this.replies.shift() ?? this.defaultReply;
        if (reply === 'hang') return;
        res.writeHead(reply.status, reply.headers ?? {});
        if (reply.body === 'endless') return this.stream(res);
        res.end(reply.body ?? 'ok');
      });
    });
    await new Promise<void>((resolve, reject) => this.server.once('error', reject).listen(port, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}/hooks`;
    return this;
  }

  /** Writes 64 KiB chunks until the client goes away; `endlessClosed` counts clients that did. */
  endlessClosed = 0;
  private stream(res: import('node:http').ServerResponse): void {
    const chunk = Buffer.alloc(65536, 'x');
    const write = () => {
      while (!res.destroyed && res.write(chunk));
    };
    res.on('drain', write);
    res.on('close', () => this.endlessClosed++);
    write();
  }

  replyWith(...replies: Reply[]): void {
    this.replies.push(...replies);
  }

  bodies<T = { id: string; type: string; tenantId: string; createdAt: string; data: Record<string, unknown> }>(): T[] {
    return this.received.map((r) => JSON.parse(r.body) as T);
  }

  async stop(): Promise<void> {
    this.server.closeAllConnections();
    await new Promise((resolve) => this.server.close(resolve));
  }
}
