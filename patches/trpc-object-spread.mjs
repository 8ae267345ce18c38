/**
 * tRPC's object-spread helper back to native object spread (patches/README.md; the report for tRPC is
 * docs/upstream/trpc-object-spread.md). Run by `npm install` after patch-package.
 *
 * @trpc/server's build lowers every `{ ...a, ...b }` to a helper, `_objectSpread2`, that copies one key at
 * a time through property descriptors; every middleware step merges its options and context with it. The
 * helper lives in a chunk whose file name carries a bundler hash (dist/getErrorShape-<hash>.mjs / .cjs),
 * which a patch-package patch names and the next release renames: so this finds the helper by its text,
 * in whichever files of dist/ define it, and replaces it. Idempotent; exits 1 (failing `npm install`) when
 * the installed version is not the pinned one or a file defines a helper that is neither tRPC's nor ours.
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const PACKAGE = '@trpc/server';
/** The version this patch was checked against; test/patches.test.ts holds every patched package to its pin. */
export const PINNED = '11.25.2';

/** The helper as @trpc/server 11.25.2 ships it (oxc's objectSpread2 runtime helper), in both module formats. */
export const ORIGINAL = `function _objectSpread2(e) {
\tfor (var r = 1; r < arguments.length; r++) {
\t\tvar t = null != arguments[r] ? arguments[r] : {};
\t\tr % 2 ? ownKeys(Object(t), !0).forEach(function(r) {
\t\t\t_defineProperty(e, r, t[r]);
\t\t}) : Object.getOwnPropertyDescriptors ? Object.defineProperties(e, Object.getOwnPropertyDescriptors(t)) : ownKeys(Object(t)).forEach(function(r) {
\t\t\tObject.defineProperty(e, r, Object.getOwnPropertyDescriptor(t, r));
\t\t});
\t}
\treturn e;
}`;

/**
 * Native spread, what tRPC's source wrote: the same own enumerable keys (symbols too), defined rather than
 * assigned (an own `__proto__` key stays a key, as in the helper). Every call site passes a fresh object
 * first and uses the result, so building a new object is safe; the literal parts the build passes at even
 * positions are plain data, which spread copies as the helper's descriptor copy did.
 */
export const PATCHED = `function _objectSpread2(e, a, b, c) {
\t// patched (patches/trpc-object-spread.mjs): native object spread instead of one property descriptor per key
\tif (arguments.length <= 4) return { ...e, ...a, ...b, ...c };
\tfor (var r = 1; r < arguments.length; r++) e = { ...e, ...arguments[r] };
\treturn e;
}`;

/** Patches the installed package; returns the files it changed and those already patched. */
export function applyPatch(root = process.cwd()) {
  const require = createRequire(join(root, 'package.json'));
  const pkgDir = dirname(require.resolve(`${PACKAGE}/package.json`));
  const { version } = JSON.parse(readFileSync(join(pkgDir, 'package.json'), 'utf8'));
  if (version !== PINNED) {
    throw new Error(`${PACKAGE} is ${version}, this patch was checked against ${PINNED}: re-check it (patches/README.md) and move PINNED`);
  }
  const dist = join(pkgDir, 'dist');
  const changed = [];
  const already = [];
  for (const file of readdirSync(dist).filter((f) => /\.(mjs|cjs|js)$/.test(f))) {
    const path = join(dist, file);
    const source = readFileSync(path, 'utf8');
    if (!source.includes('function _objectSpread2(')) continue;
    if (source.includes(PATCHED)) already.push(file);
    else if (source.includes(ORIGINAL)) {
      writeFileSync(path, source.replace(ORIGINAL, PATCHED));
      changed.push(file);
    } else throw new Error(`${PACKAGE}/dist/${file} defines _objectSpread2, but not as ${PINNED} did: re-check the patch`);
  }
  const patched = [...changed, ...already];
  for (const ext of ['.mjs', '.cjs']) {
    if (!patched.some((f) => f.endsWith(ext))) throw new Error(`${PACKAGE}/dist has no ${ext} file defining _objectSpread2: re-check the patch`);
  }
  return { changed, already };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  try {
    const { changed, already } = applyPatch();
    console.log(`${PACKAGE}@${PINNED} object spread ✔ (${changed.length ? `patched ${changed.join(', ')}` : `already patched: ${already.join(', ')}`})`);
  } catch (error) {
    console.error(`patches/trpc-object-spread.mjs: ${error instanceof Error ? error.message : error}`);
    process.exit(1);
  }
}
