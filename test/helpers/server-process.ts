import { spawn, type ChildProcess } from 'node:child_process';

/** The real `npm start` entry point (src/server.ts) as a child process. */
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
 */
export async function startServer(dataDir: string, env: Record<string, string> = {}): Promise<ServerProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
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
