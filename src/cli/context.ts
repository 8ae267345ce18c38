import { InvalidArgumentError } from 'commander';
import type { Db } from '../db/query.ts';
import { recordedPublicUrl } from '../services/instance.ts';
import type { ProgressState } from '../services/sanctions/list-files.ts';

/** A usage mistake found inside an action (commander reports parse errors itself). */
export class UsageError extends Error {}

export interface CliIo {
  out: (text: string) => void;
  err: (text: string) => void;
  /** A progress bar for long work, when the output is a terminal. */
  progress?: () => { update: (state: ProgressState) => void; stop: () => void };
  /** PUBLIC_URL when the operator set it: links the CLI prints (set-password, SSO) start with it. */
  publicUrl?: string;
  /** Without PUBLIC_URL and before any server recorded its URL: http://localhost:$PORT. */
  fallbackPublicUrl?: string;
  /** The service's SIGNING_SECRET (seals SSO client secrets); the database's instance secret when unset. */
  signingSecret?: string;
}

/** What every command group gets from the program: the lazily opened database, the output, and how links start. */
export interface CliContext {
  open: () => Promise<Db>;
  io: CliIo;
  print: (json: boolean, value: unknown, human: string) => void;
  /** Links open on the server: PUBLIC_URL when given, else the URL the server last started under, else localhost:$PORT. */
  linkBase: (db: Db) => Promise<string>;
}

export function cliContext(open: () => Promise<Db>, io: CliIo): CliContext {
  return {
    open,
    io,
    print: (json, value, human) => io.out(json ? JSON.stringify(value, null, 2) : human),
    linkBase: async (db) => io.publicUrl ?? (await recordedPublicUrl(db)) ?? io.fallbackPublicUrl ?? 'http://localhost:3000',
  };
}

export function int(min: number, max: number) {
  return (value: string) => {
    if (!/^\d+$/.test(value) || Number(value) < min || Number(value) > max) {
      throw new InvalidArgumentError(`expected an integer from ${min} to ${max}`);
    }
    return Number(value);
  };
}
