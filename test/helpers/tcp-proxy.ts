import { createServer, connect, type Socket } from 'node:net';

/**
 * A TCP proxy in front of the test database: `cut()` drops every open
 * connection and stops listening, so new ones are refused (ECONNREFUSED, as
 * while a server restarts); `restore()` listens on the same port again.
 */
export interface TcpProxy {
  port: number;
  cut(): Promise<void>;
  restore(): Promise<void>;
  close(): Promise<void>;
}

export async function startTcpProxy(targetHost: string, targetPort: number): Promise<TcpProxy> {
  const sockets = new Set<Socket>();
  const server = createServer((client) => {
    const upstream = connect(targetPort, targetHost);
    for (const s of [client, upstream]) {
      sockets.add(s);
      s.on('close', () => sockets.delete(s));
      s.on('error', () => {
        client.destroy();
        upstream.destroy();
      });
    }
    client.pipe(upstream);
    upstream.pipe(client);
  });
  const listen = (port: number) => new Promise<void>((resolve, reject) => server.once('error', reject).listen(port, '127.0.0.1', resolve));
  const stop = async () => {
    for (const s of sockets) s.destroy();
    if (server.listening) await new Promise<void>((resolve) => server.close(() => resolve()));
  };
  await listen(0);
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    port,
    cut: stop,
    async restore() {
      if (!server.listening) await listen(port);
    },
    close: stop,
  };
}
