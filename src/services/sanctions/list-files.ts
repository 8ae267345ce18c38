import { closeSync, createReadStream, openSync, readSync, statSync } from 'node:fs';
import { parse } from 'csv-parse';
import type { SANCTIONS_SOURCES } from '../../db/schema/index.ts';
import type { EntryType } from './matcher.ts';

export type SanctionsSource = (typeof SANCTIONS_SOURCES)[number];

export interface ParsedEntry {
  sourceRef: string;
  name: string;
  type: EntryType;
  /** The country as the list writes it (for display). */
  country: string | null;
  programs: string | null;
  aliases: string[];
  /** `YYYY-MM-DD`, `YYYY-MM` or `YYYY`; an approximate year or a range is listed year by year. */
  birthDates: string[];
  /** ISO 3166-1 alpha-2: nationality, citizenship, address countries. */
  countries: string[];
}

export interface ParsedList {
  source: SanctionsSource;
  version: string;
  entries: ParsedEntry[];
}

/** Control characters and replacement marks from a binary file must never reach a terminal or a log. */
function printable(text: string, max = 200): string {
  const clean = text.replace(/[\u0000-\u0008\u000b-\u001f\u007f-\u009f\ufffd\ud800-\udfff]/g, '?').replace(/\s+/g, ' ');
  return clean.length > max ? `${clean.slice(0, max)}…` : clean;
}

/** A malformed list file: where and why. Nothing is imported. */
export class ListFormatError extends Error {
  constructor(
    readonly file: string,
    readonly line: number,
    reason: string,
  ) {
    super(`${file}:${line}: ${printable(reason)}`);
    this.name = 'ListFormatError';
  }
}

/** A list file that cannot be read at all: missing, a directory, unreadable. Nothing is imported. */
export class ListFileError extends Error {
  constructor(
    readonly file: string,
    readonly reason: 'not_found' | 'is_directory' | 'not_a_directory' | 'unreadable',
    message: string,
  ) {
    super(message);
    this.name = 'ListFileError';
  }
}

/** Where an import is: reading the file (a fraction of its bytes, entries so far) or writing the entries. */
export interface ProgressState {
  phase: 'reading' | 'importing';
  entries: number;
  /** 0–1 of the phase. */
  fraction: number;
}
export type Progress = (state: ProgressState) => void;

/** Longest name or alias, and country, an entry may have (real lists stay far below: ~330 and ~50). */
export const SANCTIONS_NAME_MAX = 1000;
export const SANCTIONS_COUNTRY_MAX = 200;

/** A value longer than the API can return is a malformed file, like any other. */
export function bounded<T extends string | null>(file: string, line: number, what: string, v: T, max: number): T {
  if (v !== null && v.length > max) throw new ListFormatError(file, line, `${what} is longer than ${max} characters`);
  return v;
}

/** A readable regular file of text, or the reason it is not. Returns its size. */
export function checkFile(file: string, what = 'file'): number {
  let stat;
  try {
    stat = statSync(file);
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'ENOENT' || code === 'ENOTDIR') throw new ListFileError(file, 'not_found', `${what} not found: ${file}`);
    throw new ListFileError(file, 'unreadable', `cannot read ${file} (${code ?? 'error'})`);
  }
  if (stat.isDirectory()) throw new ListFileError(file, 'is_directory', `${file} is a directory; give the list file itself`);
  let fd: number | undefined;
  try {
    fd = openSync(file, 'r');
    const head = Buffer.alloc(Math.min(65536, stat.size));
    readSync(fd, head, 0, head.length, 0);
    // Text has no NUL bytes and few control characters (OFAC's files end with a ^Z, which is fine).
    const controls = head.filter((b) => b < 9 || (b > 13 && b < 32 && b !== 26)).length;
    if (head.includes(0) || controls > head.length / 100) throw new ListFormatError(file, 1, 'binary content: this is not a list file');
  } catch (error) {
    if (error instanceof ListFormatError) throw error;
    throw new ListFileError(file, 'unreadable', `cannot read ${file} (${(error as { code?: string }).code ?? 'error'})`);
  } finally {
    if (fd !== undefined) closeSync(fd);
  }
  return stat.size;
}

export const years = (from: number, to: number) => (to >= from && to - from <= 15 ? Array.from({ length: to - from + 1 }, (_, i) => String(from + i)) : []);

/** Stream one CSV file record by record; `columns` checks the width of every row (OFAC: no header, a trailing ^Z). */
export async function eachCsvRecord(
  file: string,
  columns: number,
  onRecord: (record: string[], line: number) => void,
  progress?: { add: (n: number) => void },
  options: { bom?: boolean; relaxQuotes?: boolean } = {},
) {
  const stream = createReadStream(file);
  stream.on('data', (chunk) => progress?.add(chunk.length));
  const parser = stream.pipe(
    parse({ relax_column_count: true, relax_quotes: options.relaxQuotes ?? false, skip_empty_lines: true, info: true, bom: options.bom ?? false }),
  );
  try {
    for await (const { record, info } of parser as AsyncIterable<{ record: string[]; info: { lines: number } }>) {
      if (record.length === 1 && record[0]!.trim() === '\x1a') continue;
      if (record.length !== columns) throw new ListFormatError(file, info.lines, `expected ${columns} columns, found ${record.length}`);
      onRecord(record, info.lines);
    }
  } catch (error) {
    if (error instanceof ListFormatError) throw error;
    const line = (error as { lines?: number }).lines ?? 0;
    throw new ListFormatError(file, line, error instanceof Error ? error.message : String(error));
  }
}

/** Reports reading progress as a fraction of the bytes, with the entries parsed so far. */
export function readingProgress(total: number, entries: () => number, onProgress?: Progress) {
  let done = 0;
  return { add: (n: number) => onProgress?.({ phase: 'reading', entries: entries(), fraction: total === 0 ? 1 : Math.min(1, (done += n) / total) }) };
}
