import { mkdtempSync, rmSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startServer, type ServerProcess } from './helpers/server-process.ts';

// A real server process (PGlite initdb and migrations on start).
vi.setConfig({ testTimeout: 120_000, hookTimeout: 180_000 });

/**
 * Slow clients (slowloris) against the real `npm start` server: a connection
 * that dribbles its headers, or its body, forever is answered 408 and closed
 * once HEADERS_TIMEOUT_MS / REQUEST_TIMEOUT_MS have passed (short here).
 */
describe('slow clients are cut', () => {
  let dir: string;
  let server: ServerProcess;
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'escrow-slow-'));
    server = await startServer(dir, { HEADERS_TIMEOUT_MS: '1000', REQUEST_TIMEOUT_MS: '2000' });
  });
  afterAll(async () => {
    server?.child.kill('SIGTERM');
    await server?.exited;
    rmSync(dir, { recursive: true, force: true });
  });

  /** Send `head` at once, then `drip` every 200 ms until the server closes the connection; what it answered. */
  function dribble(head: string, drip: string): Promise<string> {
    return new Promise((resolve, reject) => {
      const socket = connect(server.port, '127.0.0.1');
      let answer = '';
      let timer: NodeJS.Timeout | undefined;
      socket.on('connect', () => {
        socket.write(head);
        timer = setInterval(() => socket.writable && socket.write(drip), 200);
      });
      socket.on('data', (d) => (answer += d));
      socket.on('error', () => {}); // a reset after the 408 is fine
      socket.on('close', () => {
        clearInterval(timer);
        resolve(answer);
      });
      // Far beyond the 1–2 s configured here, far below Node's defaults (60 s for headers, 300 s for a request).
      socket.setTimeout(20_000, () => reject(new Error('the server kept the slow connection open')));
    });
  }

  it('headers that never end → 408 and the connection closed', async () => {
    const answer = await dribble('GET /healthz HTTP/1.1\r\nHost: localhost\r\n', 'X-Slow: 1\r\n');
    expect(answer).toMatch(/^HTTP\/1\.1 408 /);
  });

  it('a body that never ends → 408 and the connection closed', async () => {
    const head =
      'POST /v1/tenants/add-user HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 100000\r\n' +
      'x-api-key: pk_test_000000000000000000000000\r\nx-api-secret: sk_test_000000000000000000000000\r\n\r\n{"name":"';
    const answer = await dribble(head, 'a');
    expect(answer).toMatch(/^HTTP\/1\.1 408 /);
  });

  it('a client at normal speed is unaffected', async () => {
    const res = await fetch(`http://127.0.0.1:${server.port}/healthz`);
    expect(res.status).toBe(200);
  });
});
