/**
 * Every installed package we patch, with the version its patch was checked
 * against (patches/README.md has each one's reason and upstream report).
 * Fails when a pin, the installed version, the package.json spec, a patch
 * file or the README disagree, or when a patch is not applied: an upgrade
 * must re-check its patch, not lose it silently.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import * as trpcSpread from '../patches/trpc-object-spread.mjs';

/** package → the version its patch was checked against. */
const PATCHED: Record<string, string> = {
  postgres: '3.4.9',
  '@trpc/server': '11.25.2',
};

const root = process.cwd();
const read = (path: string) => readFileSync(join(root, path), 'utf8');
const manifest = JSON.parse(read('package.json')) as { dependencies: Record<string, string>; scripts: Record<string, string> };
const installedVersion = (name: string) => (JSON.parse(read(`node_modules/${name}/package.json`)) as { version: string }).version;

/** patch-package's files: `name+version.patch`, a scope's slash written as `+`. */
const patchFiles = readdirSync(join(root, 'patches')).filter((f) => f.endsWith('.patch'));
const patchPackage = new Map(
  patchFiles.map((file) => {
    const [, name, version] = /^(.+)\+(\d[^+]*)\.patch$/.exec(file)!;
    return [name!.replace('+', '/'), { file, version: version! }];
  }),
);
/** Patches applied by a script of ours (a file name patch-package cannot hold steady). */
const scripts = new Map([[trpcSpread.PACKAGE, { file: 'trpc-object-spread.mjs', version: trpcSpread.PINNED }]]);

describe('patched packages', () => {
  it('the list above is every patch in patches/, each at its pinned version', () => {
    const found = Object.fromEntries([...patchPackage, ...scripts].map(([name, { version }]) => [name, version]));
    expect(found).toEqual(PATCHED);
  });

  it.each(Object.entries(PATCHED))('%s is pinned to %s in package.json and installed at it', (name, version) => {
    expect(manifest.dependencies[name]).toBe(version);
    expect(installedVersion(name)).toBe(version);
  });

  it('npm install fails when a patch does not apply', () => {
    expect(manifest.scripts.postinstall).toMatch(/^patch-package --error-on-fail && node patches\/trpc-object-spread\.mjs && /);
  });

  it('patches/README.md gives each one its reason and upstream report', () => {
    const readme = read('patches/README.md');
    for (const [name, version] of Object.entries(PATCHED)) {
      const section = readme.split(/^## /m).find((s) => s.startsWith(`\`${name}\` ${version}`));
      expect(section, `a "## \`${name}\` ${version}" section`).toBeDefined();
      expect(section).toMatch(/\*\*Why:\*\*/);
      expect(section).toMatch(/\*\*Upstream:\*\*/);
      expect(section).toContain([...patchPackage, ...scripts].find(([n]) => n === name)![1].file);
    }
  });

  it.each([...patchPackage])('%s: every line the patch adds is in the installed files', (name, { file }) => {
    const patch = read(`patches/${file}`);
    for (const part of patch.split(/^diff --git /m).slice(1)) {
      const target = /^\+\+\+ b\/(.+)$/m.exec(part)![1]!;
      const installed = read(target);
      const added = part
        .split('\n')
        .filter((l) => l.startsWith('+') && !l.startsWith('+++'))
        .map((l) => l.slice(1));
      for (const line of added) expect(installed, `${target} lacks: ${line}`).toContain(line);
    }
    expect(name).toBeTruthy();
  });
});

describe("tRPC's object-spread helper (patches/trpc-object-spread.mjs)", () => {
  const dist = join(root, 'node_modules/@trpc/server/dist');
  const defining = readdirSync(dist).filter((f) => /\.(mjs|cjs)$/.test(f) && readFileSync(join(dist, f), 'utf8').includes('function _objectSpread2('));

  it('is patched in every file that defines it, in both module formats, whatever the chunk is called', () => {
    expect(defining.some((f) => f.endsWith('.mjs')) && defining.some((f) => f.endsWith('.cjs'))).toBe(true);
    for (const file of defining) {
      const source = readFileSync(join(dist, file), 'utf8');
      expect(source, file).toContain(trpcSpread.PATCHED);
      expect(source, file).not.toContain(trpcSpread.ORIGINAL);
    }
    // Run again (every npm install does): nothing left to change.
    expect(trpcSpread.applyPatch(root).changed).toEqual([]);
  });

  it('copies as the original did: own enumerable keys and symbols, later wins, null skipped, `__proto__` a key not a prototype', () => {
    const original =
      new Function(`function ownKeys(e, r) { var t = Object.keys(e); if (Object.getOwnPropertySymbols) { var o = Object.getOwnPropertySymbols(e); r && (o = o.filter(function(r) { return Object.getOwnPropertyDescriptor(e, r).enumerable; })), t.push.apply(t, o); } return t; }
      function _defineProperty(e, r, t) { return Object.defineProperty(e, r, { value: t, enumerable: true, configurable: true, writable: true }); }
      ${trpcSpread.ORIGINAL}; return _objectSpread2;`)() as (...args: unknown[]) => Record<PropertyKey, unknown>;
    const patched = new Function(`${trpcSpread.PATCHED}; return _objectSpread2;`)() as typeof original;
    const symbol = Symbol('s');
    const hidden = Object.defineProperty({ seen: 1 }, 'hidden', { value: 2, enumerable: false });
    const hostile = JSON.parse('{"__proto__": {"isAdmin": true}, "name": "x"}');
    // A function, so each helper gets its own fresh first object (the original writes into it).
    const cases = (): unknown[][] => [
      [{}, { a: 1, b: 2 }],
      [{}, { a: 1, [symbol]: 's' }, {}, { a: 3, c: 4 }],
      [{}, null, {}, undefined],
      [{}, hidden],
      [{}, hostile, {}, { lastEventId: '1' }],
      [{}, { a: 1 }, {}, { b: 2 }, {}, { c: 3 }],
    ];
    const [originals, patches] = [cases(), cases()];
    for (const [i, args] of originals.entries()) {
      const [before, after] = [original(...args), patched(...patches[i]!)];
      expect(after).toEqual(before);
      expect(Reflect.ownKeys(after)).toEqual(Reflect.ownKeys(before));
      expect(Object.getPrototypeOf(after)).toBe(Object.prototype);
    }
    const merged = patched({}, hostile, {}, { lastEventId: '1' });
    expect(merged.isAdmin).toBeUndefined();
    expect(patched({}, { a: 1, [symbol]: 's' })[symbol]).toBe('s');
  });
});
