/**
 * One version for the service and its client package, and the changelog's
 * newest entry names it: a release bumps all three together.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const version = (path: string) => (JSON.parse(readFileSync(path, 'utf8')) as { version: string }).version;

describe('versions', () => {
  it('package.json, clients/package.json and the top of CHANGELOG.md agree', () => {
    const service = version('package.json');
    expect(service).toMatch(/^\d+\.\d+\.\d+$/);
    expect(version('clients/package.json')).toBe(service);
    const newest = /^## (\d+\.\d+\.\d+)\b/m.exec(readFileSync('CHANGELOG.md', 'utf8'))?.[1];
    expect(newest).toBe(service);
  });

  it('the lock file carries the same version', () => {
    const lock = JSON.parse(readFileSync('package-lock.json', 'utf8')) as { version: string; packages: Record<string, { version?: string }> };
    expect([lock.version, lock.packages['']?.version]).toEqual([version('package.json'), version('package.json')]);
  });
});
