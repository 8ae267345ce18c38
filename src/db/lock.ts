import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * PGlite is single-process: two processes on one data directory corrupt it.
 * The server holds this pid file while it runs; the CLI refuses to open the
 * embedded database while a live process holds it.
 */
export function lockPath(dataDir: string): string {
  return join(dataDir, 'server.pid');
}

export function holderOf(dataDir: string): number | undefined {
  const file = lockPath(dataDir);
  if (!existsSync(file)) return undefined;
  const pid = Number(readFileSync(file, 'utf8').trim());
  if (!Number.isInteger(pid) || pid <= 0 || pid === process.pid) return undefined;
  try {
    process.kill(pid, 0);
    return pid;
  } catch {
    return undefined; // stale file from a crashed process
  }
}

export function acquireEmbeddedLock(dataDir: string): () => void {
  const holder = holderOf(dataDir);
  if (holder) throw new Error(`The embedded database in ${dataDir} is in use by process ${holder}. Stop it first, or use DATABASE_URL.`);
  mkdirSync(dataDir, { recursive: true });
  writeFileSync(lockPath(dataDir), String(process.pid));
  return () => rmSync(lockPath(dataDir), { force: true });
}
