/**
 * `npm run build:client`: the client package (clients/, published as
 * `escrow-platform`) that a frontend installs. Its `escrow-platform/trpc`
 * entry is the AppRouter type written out as plain types: every procedure's
 * kind, input and output and the error shape, read from src/routers with
 * the TypeScript checker, so the package needs nothing from the server (no
 * context, database or framework types) and nothing but `@trpc/server`'s
 * public types in the frontend. `escrow-platform/openapi` is
 * clients/typescript/openapi.d.ts (`npm run openapi`).
 *
 * The build checks its own output: a second program compares every
 * procedure's input and output, and the error shape, of the written type
 * with the server's own AppRouter, and fails on any difference.
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { procedureMetas } from '../src/routers/index.ts';

const repo = fileURLToPath(new URL('../', import.meta.url));
export const CLIENT_DIR = `${repo}clients`;
const DIST = `${CLIENT_DIR}/dist`;
const ROUTERS = `${repo}src/routers/index.ts`;
/** Declarations the sources rely on that no import names (tsconfig.json includes them). */
const AMBIENT = [`${repo}src/types/talisman.d.ts`];

/** The repository's compiler options (strict, NodeNext), for reading the router and for the check. */
function compilerOptions(): ts.CompilerOptions {
  const parsed = ts.getParsedCommandLineOfConfigFile(`${repo}tsconfig.json`, {}, { ...ts.sys, onUnRecoverableConfigFileDiagnostic: () => {} });
  if (!parsed) throw new Error('tsconfig.json could not be read');
  return parsed.options;
}

interface Procedure {
  path: string;
  kind: 'query' | 'mutation' | 'subscription';
  input: string;
  output: string;
}

/** Reads the server's AppRouter: its procedures (with their input and output printed as plain types) and error shape. */
function readRouter(): { procedures: Procedure[]; errorShape: string; transformer: string; declared: { name: string; text: string }[] } {
  const program = ts.createProgram({ rootNames: [ROUTERS], options: compilerOptions() });
  const checker = program.getTypeChecker();
  const file = program.getSourceFile(ROUTERS)!;
  const appRouter = checker.getExportsOfModule(checker.getSymbolAtLocation(file)!).find((s) => s.name === 'appRouter');
  if (!appRouter) throw new Error(`${ROUTERS} exports no appRouter`);
  const prop = (type: ts.Type, name: string) => {
    const symbol = type.getProperty(name);
    return symbol && checker.getTypeOfSymbol(symbol);
  };
  const printer = ts.createPrinter({ newLine: ts.NewLineKind.LineFeed });
  const flags = ts.NodeBuilderFlags.NoTruncation | ts.NodeBuilderFlags.InTypeAlias | ts.NodeBuilderFlags.MultilineObjectLiterals;
  /**
   * A type as text that stands on its own: global names (Record, Date) and public @trpc/server types stay
   * names; a name the server declares (an interface or alias in src/) is written out once in `declared`.
   */
  const declared = new Map<string, { symbol: ts.Symbol; text?: string }>();
  const print = (type: ts.Type, where: string, aliasFlags = 0): string => {
    const node = checker.typeToTypeNode(type, undefined, flags | aliasFlags);
    if (!node) throw new Error(`${where}: the type cannot be written out`);
    const visit = (n: ts.Node): void => {
      if (ts.isImportTypeNode(n) || ts.isTypeQueryNode(n))
        throw new Error(`${where}: the type refers to a declaration (${printer.printNode(ts.EmitHint.Unspecified, n, file)})`);
      if (ts.isTypeReferenceNode(n)) {
        const name = printer.printNode(ts.EmitHint.Unspecified, n.typeName, file);
        // The node builder keeps the symbol of each name it writes (internal, but the only link back from a written name).
        const symbol = (n.typeName as ts.Identifier & { symbol?: ts.Symbol }).symbol;
        const local = symbol?.declarations?.every((d) => !d.getSourceFile().fileName.includes('/node_modules/'));
        if (TRPC_TYPES.has(name)) usedTrpcTypes.add(name);
        else if (symbol && local) declare(name, symbol, where);
        else if (!GLOBAL_TYPES.has(name)) throw new Error(`${where}: the type refers to \`${name}\`, which the package does not declare`);
      }
      ts.forEachChild(n, visit);
    };
    visit(node);
    return printer.printNode(ts.EmitHint.Unspecified, node, file);
  };
  /** Writes out a server-declared interface or alias as a plain type of the same name. */
  const declare = (name: string, symbol: ts.Symbol, where: string) => {
    const seen = declared.get(name);
    if (seen) {
      if (seen.symbol !== symbol) throw new Error(`${where}: two different types are named ${name}`);
      return;
    }
    declared.set(name, { symbol });
    const type = checker.getDeclaredTypeOfSymbol(symbol);
    let text: string;
    if (symbol.flags & ts.SymbolFlags.TypeAlias) text = print(type, name, ts.NodeBuilderFlags.InTypeAlias);
    else if (symbol.flags & ts.SymbolFlags.Interface && !(type as ts.InterfaceType).typeParameters?.length) {
      const members = checker.getPropertiesOfType(type).map((p) => {
        const optional = p.flags & ts.SymbolFlags.Optional ? '?' : '';
        return `    ${p.name}${optional}: ${indent(print(checker.getTypeOfSymbol(p), `${name}.${p.name}`), 1)};`;
      });
      if (checker.getIndexInfosOfType(type).length > 0) throw new Error(`${name}: index signatures are not written out`);
      text = `{\n${members.join('\n')}\n}`;
    } else throw new Error(`${where}: ${name} is neither a plain interface nor a type alias`);
    declared.get(name)!.text = text;
  };

  const routerDef = prop(checker.getTypeOfSymbol(appRouter), '_def')!;
  const rootTypes = prop(prop(routerDef, '_config')!, '$types')!;
  const procedures: Procedure[] = [];
  const walk = (record: ts.Type, prefix: string) => {
    for (const symbol of record.getProperties()) {
      const type = checker.getTypeOfSymbol(symbol);
      const path = `${prefix}${symbol.name}`;
      const def = prop(type, '_def');
      const kind = def && prop(def, 'type');
      if (def && kind?.isStringLiteral()) {
        const types = prop(def, '$types')!;
        const value = kind.value as Procedure['kind'];
        procedures.push({ path, kind: value, input: print(prop(types, 'input')!, `${path} input`), output: print(prop(types, 'output')!, `${path} output`) });
      } else {
        walk((def && prop(def, 'record')) ?? type, `${path}.`);
      }
    }
  };
  walk(prop(routerDef, 'record')!, '');
  const errorShape = print(prop(rootTypes, 'errorShape')!, 'errorShape');
  const transformer = print(prop(rootTypes, 'transformer')!, 'transformer');
  return { procedures, errorShape, transformer, declared: [...declared].map(([name, { text }]) => ({ name, text: text! })) };
}

const GLOBAL_TYPES = new Set(['Record', 'Date', 'Array', 'ReadonlyArray', 'Partial']);
/** Public types of @trpc/server the written types may name (imported from it, as the frontend has it). */
const TRPC_TYPES = new Set(['TRPC_ERROR_CODE_NUMBER', 'TRPC_ERROR_CODE_KEY']);
const usedTrpcTypes = new Set<string>();

const PROCEDURE_TYPES = { query: 'TRPCQueryProcedure', mutation: 'TRPCMutationProcedure', subscription: 'TRPCSubscriptionProcedure' } as const;

/** Indents every line after the first by `depth` levels (the printer's multi-line types start at column 0). */
const indent = (text: string, depth: number) => text.replaceAll('\n', `\n${'    '.repeat(depth)}`);

/** The text of clients/dist/trpc.d.mts (and .d.cts): the AppRouter as plain types. */
export function renderTrpcTypes(): string {
  const { procedures, errorShape, transformer, declared } = readRouter();
  type Tree = Map<string, Tree | Procedure>;
  const tree: Tree = new Map();
  for (const procedure of procedures) {
    const parts = procedure.path.split('.');
    let node = tree;
    for (const part of parts.slice(0, -1)) {
      if (!node.has(part)) node.set(part, new Map());
      node = node.get(part) as Tree;
    }
    node.set(parts.at(-1)!, procedure);
  }
  const render = (node: Tree, depth: number): string => {
    const pad = '    '.repeat(depth);
    const lines = [...node].map(([name, child]) => {
      if (child instanceof Map) return `${pad}${name}: {\n${render(child, depth + 1)}\n${pad}};`;
      const summary = procedureMetas.get(child.path)?.openapi?.summary;
      const doc = summary ? `${pad}/** ${summary.replaceAll('*/', '* /')} */\n` : '';
      const def = `{\n${pad}    input: ${indent(child.input, depth + 1)};\n${pad}    output: ${indent(child.output, depth + 1)};\n${pad}    meta: object;\n${pad}    errorShape: ErrorShape;\n${pad}}`;
      return `${doc}${pad}${name}: ${PROCEDURE_TYPES[child.kind]}<${def}>;`;
    });
    return lines.join('\n');
  };
  const kinds = [...new Set([...procedures.map((p) => PROCEDURE_TYPES[p.kind]), ...usedTrpcTypes])].sort();
  return `// Generated by \`npm run build:client\` from the server's router (scripts/build-client.ts). Do not edit.
// The router's types only: a frontend imports nothing from the server at run time; @trpc/client makes the calls.
import type { ${['TRPCBuiltRouter', ...kinds, 'inferRouterInputs', 'inferRouterOutputs'].join(', ')} } from '@trpc/server';

${declared.map(({ name, text }) => `export type ${name} = ${text};\n\n`).join('')}/** The shape of every error (TRPCClientError's \`shape\`); \`data\` carries the REST error body's code, type and requestId. */
export type ErrorShape = ${indent(errorShape, 0)};

/** Every procedure, by router. */
export type Procedures = {
${render(tree, 1)}
};

/** Give this to \`createTRPCClient<AppRouter>()\` (or \`createTRPCContext<AppRouter>()\`). */
export type AppRouter = TRPCBuiltRouter<{
    ctx: object;
    meta: object;
    errorShape: ErrorShape;
    transformer: ${transformer};
}, Procedures>;

/** Every procedure's input, e.g. \`RouterInputs['transactions']['create']\`. */
export type RouterInputs = inferRouterInputs<AppRouter>;
/** Every procedure's output, e.g. \`RouterOutputs['transactions']['get']\`. */
export type RouterOutputs = inferRouterOutputs<AppRouter>;
`;
}

/**
 * Type-checks, in one program with the server's sources, that the written
 * AppRouter has the server's procedures with the same kind, input and output,
 * and the same error shape. Throws with the compiler's messages otherwise.
 */
export function checkTrpcTypes(procedures: readonly string[]): void {
  const check = `${CLIENT_DIR}/.check-${process.pid}.mts`;
  const at = (root: string, path: string) =>
    `${root}${path
      .split('.')
      .map((p) => `['${p}']`)
      .join('')}`;
  const lines = [
    "import type { inferRouterInputs, inferRouterOutputs, inferRouterError } from '@trpc/server';",
    "import type { AppRouter as Published } from './dist/trpc.mjs';",
    "import type { AppRouter as Server } from '../src/routers/index.ts';",
    'type Same<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;',
    'type In<R extends Published | Server> = inferRouterInputs<R>;',
    'type Out<R extends Published | Server> = inferRouterOutputs<R>;',
    'export const errorShape: Same<inferRouterError<Published>, inferRouterError<Server>> = true;',
    ...procedures.flatMap((path, i) => [
      `export const in${i}: Same<${at('In<Published>', path)}, ${at('In<Server>', path)}> = true;`,
      `export const out${i}: Same<${at('Out<Published>', path)}, ${at('Out<Server>', path)}> = true;`,
      `export const kind${i}: Same<${at('Published', path)}['_def']['type'], ${at('Server', path)}['_def']['type']> = true;`,
    ]),
    `export const every: Same<keyof Published['_def']['record'], keyof Server['_def']['record']> = true;`,
  ];
  writeFileSync(check, `${lines.join('\n')}\n`);
  try {
    const program = ts.createProgram({ rootNames: [check, ...AMBIENT], options: { ...compilerOptions(), noUnusedLocals: false } });
    const diagnostics = ts.getPreEmitDiagnostics(program);
    if (diagnostics.length > 0) {
      const host = { getCanonicalFileName: (f: string) => f, getCurrentDirectory: () => repo, getNewLine: () => '\n' };
      throw new Error(`the written AppRouter differs from the server's:\n${ts.formatDiagnostics(diagnostics.slice(0, 20), host)}`);
    }
  } finally {
    rmSync(check, { force: true });
  }
}

/** Writes clients/dist: the tRPC types (ESM and CommonJS declarations) and the empty modules behind the type-only entries. */
export function buildClient(): { procedures: number } {
  const text = renderTrpcTypes();
  rmSync(DIST, { recursive: true, force: true });
  mkdirSync(DIST, { recursive: true });
  writeFileSync(`${DIST}/trpc.d.mts`, text);
  writeFileSync(`${DIST}/trpc.d.cts`, text);
  // Type-only entries: an `import {} from 'escrow-platform/trpc'` left by a bundler must still resolve to something.
  for (const entry of ['trpc', 'openapi']) {
    writeFileSync(`${DIST}/${entry}.mjs`, 'export {};\n');
    writeFileSync(`${DIST}/${entry}.cjs`, "'use strict';\n");
  }
  const procedures = [...procedureMetas.keys()];
  checkTrpcTypes(procedures);
  return { procedures: procedures.length };
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const { procedures } = buildClient();
  console.log(`clients/dist: the AppRouter's ${procedures} procedures, checked against src/routers`);
}
