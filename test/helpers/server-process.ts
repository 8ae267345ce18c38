import { spawn, type ChildProcess } from 'node:child_process';

/** The server (src/server.ts) as a child process. */
export interface ServerProcess {
  child: ChildProcess;
  port: number;
  output: () => string;
  exited: Promise<number | null>;
}

/**
 * Start src/server.ts on a free loopback port (PORT=0) with `dataDir` as its
 * embedded database, and wait until it listens (and, on PGlite, has printed
 * its demo tenant). `env` overrides, e.g. DATABASE_URL for Postgres.
 * `compiled`: through `npm start`'s own entry (scripts/start.mjs: builds
 * dist/server/index.mjs when stale, runs it with plain node) instead of tsx.
 */
export async function startServer(dataDir: string, env: Record<string, string> = {}, { compiled = false } = {}): Promise<ServerProcess> {
  const child = spawn(process.execPath, compiled ? ['scripts/start.mjs'] : ['--import', 'tsx', 'src/server.ts'], {
    env: { ...process.env, DATA_DIR: dataDir, PORT: '0', HOST: '127.0.0.1', DATABASE_URL: '', PUBLIC_URL: '', LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout!.on('data', (d) => (out += d));
  child.stderr!.on('data', (d) => (out += d));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const port = await new Promise<number>((resolve, reject) => {
    const timer = setInterval(() => {
      const line = out.split('\n').find((l) => l.includes('"msg":"listening"'));
      if (line && (env.DATABASE_URL || out.includes('API reference:'))) {
        clearInterval(timer);
        resolve(JSON.parse(line).port);
      }
    }, 50);
    void exited.then((code) => {
      clearInterval(timer);
      reject(new Error(`server exited with ${code}: ${out}`));
    });
  });
  return { child, port, output: () => out, exited };
}
