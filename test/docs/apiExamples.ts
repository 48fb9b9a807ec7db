/**
 * The `@example` blocks of the API docs, read from src/ with the TypeScript compiler, turned into
 * small modules a user could write, and checked: test/docs/apiExamples.test.ts type-checks them
 * all in one program against the public entries (imported by package name, through the `paths` of
 * tsconfig.json) and runs them.
 *
 * What an example becomes:
 * - its code, as written (a ```ts fence inside the tag is read if there is one; text on the line
 *   of the tag is its caption, not code);
 * - an `import` line per entry for every public name it uses and does not declare itself, so the
 *   docs need not repeat `import { newHand, presets } from "burraco"` in every example (an example
 *   may write its own imports; those win). A name exported by several entries is imported from the
 *   root, or else from the entry whose page the example is on;
 * - a trailing `// value` comment after an expression statement (`isBotName("greedy"); // true`),
 *   after `const x = …;`, or after `console.log(x);` asserts the value (deep equality, `toEqual`).
 *   The value is a literal: numbers, strings, `true`, `false`, `null`, `undefined`, arrays and
 *   objects of them; `…` stands for what is not shown (an object's other fields, an array's other
 *   items, any value, the end of a string: `"token 2 …"`), and prose may follow the value after `,`, `:`, `(` or a dash. A comment that starts like
 *   a value (a digit, a quote, a bracket, `true`…) must be one, and every asserted line must run
 *   (not skipped by an `if`), so prose is written as prose and nothing passes unchecked.
 *
 * Public means exported by an entry of package.json `exports`, or a member of such an export (a
 * field of an exported interface): what typedoc shows. An `@example` anywhere else is internal,
 * which the test refuses (the API docs never show it, so nothing would keep it right).
 */
import { readFileSync } from "node:fs";
import { dirname, join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import ts from "typescript";

export const root = fileURLToPath(new URL("../../", import.meta.url));

/** One `@example` block found in src/. */
export interface FoundExample {
  /** src-relative file and the line of the `@example` tag, for messages. */
  readonly where: string;
  readonly file: string;
  readonly line: number;
  /** What it documents: `newHand`, `HandState.held`, `module burraco/bots`. */
  readonly subject: string;
  /** The entry whose page shows it, or `undefined` for internal code. */
  readonly entry: string | undefined;
  /** The code, one string per line, and the source line of each. */
  readonly code: readonly string[];
  readonly lines: readonly number[];
}

export interface Inventory {
  readonly examples: readonly FoundExample[];
  /** Names of the entries (`burraco`, `burraco/bots`, …) and their source files. */
  readonly entries: ReadonlyMap<string, string>;
  /** Every public name by entry, and whether it is a value (else a type only). */
  readonly exportsOf: ReadonlyMap<string, ReadonlyMap<string, { value: boolean; symbol: ts.Symbol }>>;
  /** Top-level public exports without any `@example` (`burraco/bots: Bot`). */
  readonly withoutExample: readonly string[];
  readonly options: ts.CompilerOptions;
  readonly program: ts.Program;
}

function compilerOptions(): { options: ts.CompilerOptions; fileNames: string[] } {
  const configFile = join(root, "tsconfig.json");
  const read = ts.readConfigFile(configFile, ts.sys.readFile);
  if (read.error) throw new Error(ts.flattenDiagnosticMessageText(read.error.messageText, "\n"));
  const parsed = ts.parseJsonConfigFileContent(read.config, ts.sys, root, undefined, configFile);
  return { options: parsed.options, fileNames: parsed.fileNames };
}

/** The package's entries, from package.json `exports`, with their sources from tsconfig `paths`. */
function entryFiles(options: ts.CompilerOptions): Map<string, string> {
  const pkg = JSON.parse(readFileSync(join(root, "package.json"), "utf8")) as { name: string; exports: object };
  const entries = new Map<string, string>();
  for (const key of Object.keys(pkg.exports)) {
    if (key === "./package.json") continue;
    const name = key === "." ? pkg.name : `${pkg.name}/${key.slice(2)}`;
    const target = options.paths?.[name]?.[0];
    if (!target) throw new Error(`tsconfig.json paths has no ${name}`);
    entries.set(name, join(options.pathsBasePath as string, target));
  }
  return entries;
}

const hostsOf = (node: ts.Node): ts.Node[] => {
  // A JSDoc sits on the statement; the symbol's declaration may be inside it.
  if (ts.isVariableStatement(node)) return [node, ...node.declarationList.declarations];
  return [node];
};

/** The raw lines of one `@example` tag, without the comment's leading ` * `. */
function exampleLines(text: string, tag: ts.JSDocTag, sf: ts.SourceFile): { code: string[]; lines: number[] } {
  const start = tag.getStart(sf);
  const raw = text.slice(start, tag.end).replace(/\*\/$/, "");
  const firstLine = sf.getLineAndCharacterOfPosition(start).line + 1;
  const all = raw.split("\n").map((l, i) => ({ text: i === 0 ? "" : l.replace(/^\s*\* ?/, ""), line: firstLine + i }));
  all.shift(); // the tag's own line: `@example` and maybe a caption
  let picked = all;
  const fence = all.findIndex((l) => /^```(ts|typescript)?\s*$/.test(l.text));
  if (fence >= 0) {
    const close = all.findIndex((l, i) => i > fence && /^```\s*$/.test(l.text));
    picked = all.slice(fence + 1, close < 0 ? undefined : close);
  }
  while (picked.length > 0 && picked[picked.length - 1]?.text.trim() === "") picked = picked.slice(0, -1);
  return { code: picked.map((l) => l.text), lines: picked.map((l) => l.line) };
}

/** Reads every `@example` in src/ and tells which are public. */
export function inventory(): Inventory {
  const { options, fileNames } = compilerOptions();
  const srcDir = join(root, "src");
  const srcFiles = fileNames.filter((f) => f.startsWith(`${srcDir}/`));
  const program = ts.createProgram({ rootNames: srcFiles, options });
  const checker = program.getTypeChecker();
  const entries = entryFiles(options);

  // Public declarations (and their members) → the entry that shows them (the root first).
  const publicNodes = new Map<ts.Node, { entry: string; subject: string }>();
  const exportsOf = new Map<string, Map<string, { value: boolean; symbol: ts.Symbol }>>();
  const topLevel: { entry: string; name: string; decls: ts.Node[] }[] = [];
  const addMembers = (decl: ts.Node, entry: string, subject: string): void => {
    const members: (ts.TypeElement | ts.ClassElement)[] = [];
    if (ts.isInterfaceDeclaration(decl) || ts.isClassDeclaration(decl)) members.push(...decl.members);
    if (ts.isTypeAliasDeclaration(decl) && ts.isTypeLiteralNode(decl.type)) members.push(...decl.type.members);
    for (const m of members) {
      const name = m.name && ts.isIdentifier(m.name) ? m.name.text : "member";
      if (!publicNodes.has(m)) publicNodes.set(m, { entry, subject: `${subject}.${name}` });
    }
  };
  for (const [entry, file] of entries) {
    const sf = program.getSourceFile(file);
    const moduleSymbol = sf && checker.getSymbolAtLocation(sf);
    if (!moduleSymbol) throw new Error(`no module for ${file}`);
    const names = new Map<string, { value: boolean; symbol: ts.Symbol }>();
    for (const exported of checker.getExportsOfModule(moduleSymbol)) {
      const symbol = exported.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(exported) : exported;
      const value = (symbol.flags & ts.SymbolFlags.Value) !== 0;
      names.set(exported.name, { value, symbol });
      const decls = symbol.declarations ?? [];
      topLevel.push({ entry, name: exported.name, decls });
      for (const decl of decls) {
        if (!publicNodes.has(decl)) publicNodes.set(decl, { entry, subject: exported.name });
        addMembers(decl, entry, exported.name);
      }
    }
    exportsOf.set(entry, names);
  }
  const entryOfFile = new Map([...entries].map(([name, file]) => [file, name]));

  const examples: FoundExample[] = [];
  const documented = new Set<ts.Node>();
  for (const file of srcFiles) {
    const sf = program.getSourceFile(file) as ts.SourceFile;
    const text = sf.text;
    const rel = relative(root, file);
    const visit = (node: ts.Node): void => {
      const docs = (node as { jsDoc?: ts.JSDoc[] }).jsDoc;
      for (const doc of docs ?? []) {
        const isPackageDoc = doc.tags?.some((t) => t.tagName.text === "packageDocumentation") ?? false;
        for (const tag of doc.tags ?? []) {
          if (tag.tagName.text !== "example") continue;
          const { code, lines } = exampleLines(text, tag, sf);
          const line = sf.getLineAndCharacterOfPosition(tag.getStart(sf)).line + 1;
          let entry: string | undefined;
          let subject: string;
          const pub = hostsOf(node)
            .map((h) => publicNodes.get(h))
            .find((p) => p);
          if (isPackageDoc) {
            entry = entryOfFile.get(file);
            subject = `module ${entry ?? rel}`;
          } else if (pub) {
            entry = pub.entry;
            subject = pub.subject;
            for (const h of hostsOf(node)) documented.add(h);
          } else {
            const name = (node as { name?: ts.Node }).name;
            subject = name && ts.isIdentifier(name) ? name.text : ts.SyntaxKind[node.kind];
            if (ts.isVariableStatement(node))
              subject = node.declarationList.declarations.map((d) => d.name.getText(sf)).join(", ");
          }
          examples.push({ where: `${rel}:${line}`, file: rel, line, subject, entry, code, lines });
        }
      }
      ts.forEachChild(node, visit);
    };
    // The file's first JSDoc can sit on an import, which carries no jsDoc node: read it here.
    visit(sf);
  }
  const withoutExample = topLevel
    .filter((t) => !t.decls.some((d) => documented.has(d) || (d.parent && documented.has(d.parent.parent))))
    .map((t) => `${t.entry}: ${t.name}`);
  return { examples, entries, exportsOf, withoutExample: [...new Set(withoutExample)], options, program };
}

// —— Turning an example into a module ——

/** A trailing `// value` comment, read as a literal. */
type Expected = { js: string } | { error: string } | null;

const valueStart = /^(-?\d|-?\.\d|["'`[{]|true\b|false\b|null\b|undefined\b|NaN\b|-?Infinity\b)/;

/**
 * Reads a comment's text as a literal value, written out as JavaScript for the runner. The value
 * may be followed by prose after `,`, `:`, `(` or a dash (`// 1: the player left of the dealer`).
 */
export function readExpected(comment: string): Expected {
  const text = comment.trim();
  if (!valueStart.test(text)) return null;
  // Where prose may start: a separator outside strings and brackets.
  const cuts: number[] = [];
  let depth = 0;
  let quote: string | null = null;
  for (let i = 0; i < text.length; i++) {
    const c = text[i] as string;
    if (quote) {
      if (c === "\\") i++;
      else if (c === quote) quote = null;
    } else if (c === '"' || c === "'" || c === "`") quote = c;
    else if (c === "[" || c === "{") depth++;
    else if (c === "]" || c === "}") depth--;
    else if (depth === 0 && (c === "," || c === ":" || c === "(" || c === "—" || (c === "-" && text[i - 1] === " ")))
      cuts.push(i);
  }
  for (const end of [text.length, ...cuts]) {
    const js = literal(text.slice(0, end).trim());
    if (js !== undefined) return { js };
  }
  return { error: `"${text}" starts like a value but is not one (write prose after a word, or a literal)` };
}

/**
 * A literal as JavaScript, or `undefined` when the text is not one. `…` stands for what is not
 * shown: the other fields of an object, the rest of an array, any value.
 */
function literal(text: string): string | undefined {
  if (text === "") return undefined;
  let marked = "";
  let quote: string | null = null;
  for (let i = 0; i < text.length; i++) {
    const c = text[i] as string;
    if (quote) {
      // `"text …"`: a string that starts with `text `.
      if (c === "…" && text[i + 1] === quote) marked += "__more__";
      else marked += c;
      if (c === "\\") marked += text[++i] ?? "";
      else if (c === quote) quote = null;
    } else if (c === '"' || c === "'" || c === "`") {
      quote = c;
      marked += c;
    } else marked += c === "…" ? "__more__" : c;
  }
  const sf = ts.createSourceFile("v.ts", `(${marked});`, ts.ScriptTarget.ES2022, true);
  const stmt = sf.statements[0];
  if (sf.statements.length !== 1 || !stmt || !ts.isExpressionStatement(stmt) || parseErrors(sf) > 0) return undefined;
  const isMore = (e: ts.Node): boolean => ts.isIdentifier(e) && e.text === "__more__";
  const write = (e: ts.Expression): string => {
    if (ts.isParenthesizedExpression(e)) return write(e.expression);
    if (ts.isStringLiteral(e) || ts.isNoSubstitutionTemplateLiteral(e)) {
      const more = e.text.endsWith("__more__");
      return more ? `__startsWith(${JSON.stringify(e.text.slice(0, -"__more__".length))})` : JSON.stringify(e.text);
    }
    if (ts.isNumericLiteral(e)) return e.getText(sf);
    if (e.kind === ts.SyntaxKind.TrueKeyword) return "true";
    if (e.kind === ts.SyntaxKind.FalseKeyword) return "false";
    if (e.kind === ts.SyntaxKind.NullKeyword) return "null";
    if (isMore(e)) return "__any()";
    if (ts.isIdentifier(e) && ["undefined", "NaN", "Infinity"].includes(e.text)) return e.text;
    if (ts.isPrefixUnaryExpression(e) && e.operator === ts.SyntaxKind.MinusToken) return `-${write(e.operand)}`;
    if (ts.isArrayLiteralExpression(e)) {
      const last = e.elements[e.elements.length - 1];
      if (last && isMore(last)) return `__prefix([${e.elements.slice(0, -1).map(write).join(", ")}])`;
      return `[${e.elements.map(write).join(", ")}]`;
    }
    if (ts.isObjectLiteralExpression(e)) {
      let partial = false;
      const fields: string[] = [];
      for (const p of e.properties) {
        if (ts.isShorthandPropertyAssignment(p) && isMore(p.name)) {
          partial = true;
          continue;
        }
        if (!ts.isPropertyAssignment(p)) throw new Error("not a literal");
        const key = ts.isIdentifier(p.name) || ts.isStringLiteral(p.name) ? p.name.text : undefined;
        if (key === undefined) throw new Error("not a literal");
        fields.push(`${JSON.stringify(key)}: ${write(p.initializer)}`);
      }
      const obj = `{ ${fields.join(", ")} }`;
      return partial ? `__partial(${obj})` : obj;
    }
    throw new Error("not a literal");
  };
  try {
    return write(stmt.expression);
  } catch {
    return undefined;
  }
}

function parseErrors(sf: ts.SourceFile): number {
  return (sf as unknown as { parseDiagnostics: unknown[] }).parseDiagnostics.length;
}

export interface ExampleModule {
  readonly example: FoundExample;
  /** The module that is type-checked: the imports, then the example's code as written. */
  readonly source: string;
  /** The module that runs: the same, with each `// value` line checked. */
  readonly runnable: string;
  /** How many lines the imports take before the example's first line. */
  readonly header: number;
  /** The values it asserts, as `file:line#id` (what the runtime's `checksRun` lists once they ran). */
  readonly checks: readonly string[];
  /** Problems found without running it (a comment that is not a value). */
  readonly problems: readonly string[];
}

/** Names an example declares itself: these are not imported. */
function declaredNames(sf: ts.SourceFile): Set<string> {
  const names = new Set<string>();
  const bind = (n: ts.BindingName): void => {
    if (ts.isIdentifier(n)) names.add(n.text);
    else for (const e of n.elements) if (!ts.isOmittedExpression(e)) bind(e.name);
  };
  const visit = (node: ts.Node): void => {
    if (ts.isVariableDeclaration(node) || ts.isParameter(node) || ts.isBindingElement(node)) bind(node.name);
    else if (
      (ts.isFunctionDeclaration(node) ||
        ts.isClassDeclaration(node) ||
        ts.isInterfaceDeclaration(node) ||
        ts.isTypeAliasDeclaration(node) ||
        ts.isImportSpecifier(node) ||
        ts.isNamespaceImport(node) ||
        ts.isImportClause(node)) &&
      node.name
    )
      names.add(node.name.text);
    ts.forEachChild(node, visit);
  };
  visit(sf);
  return names;
}

/** Identifiers an example uses as names (not property names). */
function usedNames(sf: ts.SourceFile): Set<string> {
  const names = new Set<string>();
  const visit = (node: ts.Node): void => {
    if (ts.isIdentifier(node)) {
      const p = node.parent;
      const isProperty =
        (ts.isPropertyAccessExpression(p) && p.name === node) ||
        ((ts.isPropertyAssignment(p) || ts.isPropertySignature(p) || ts.isMethodDeclaration(p)) && p.name === node) ||
        (ts.isQualifiedName(p) && p.right === node);
      if (!isProperty) names.add(node.text);
    }
    ts.forEachChild(node, visit);
  };
  visit(sf);
  return names;
}

/** Builds the two modules of one example. `runtime` is the import path of the checks' helpers. */
export function exampleModule(inv: Inventory, example: FoundExample, runtime: string): ExampleModule {
  const code = example.code.join("\n");
  const sf = ts.createSourceFile("example.ts", code, ts.ScriptTarget.ES2022, true, ts.ScriptKind.TS);
  const declared = declaredNames(sf);
  const order = [
    "burraco",
    ...(example.entry && example.entry !== "burraco" ? [example.entry] : []),
    ...inv.entries.keys(),
  ].filter((e, i, all) => all.indexOf(e) === i);
  const imports = new Map<string, string[]>();
  for (const name of [...usedNames(sf)].sort()) {
    if (declared.has(name)) continue;
    const entry = order.find((e) => inv.exportsOf.get(e)?.has(name));
    if (!entry) continue;
    const value = inv.exportsOf.get(entry)?.get(name)?.value ?? false;
    imports.set(entry, [...(imports.get(entry) ?? []), value ? name : `type ${name}`]);
  }
  const importLines = [...imports].map(([entry, names]) => `import { ${names.join(", ")} } from "${entry}";`);
  importLines.push("export {};");
  const header = importLines.length;

  // The `// value` comments: replace each checked expression by `__check(id, expr, expected)`.
  const problems: string[] = [];
  const edits: { start: number; end: number; text: string }[] = [];
  const checks: string[] = [];
  const trailing = (node: ts.Node): string | undefined => {
    const ranges = ts.getTrailingCommentRanges(code, node.end);
    const first = ranges?.[0];
    if (!first || first.kind !== ts.SyntaxKind.SingleLineCommentTrivia) return undefined;
    return code.slice(first.pos + 2, first.end);
  };
  const wrap = (e: ts.Expression, expected: string): void => {
    const id = checks.length;
    const line = example.lines[sf.getLineAndCharacterOfPosition(e.getStart(sf)).line];
    checks.push(`${example.file}:${line}#${id}`);
    const at = JSON.stringify(`${example.file}:${line}`);
    edits.push({ start: e.getStart(sf), end: e.getStart(sf), text: `__check(${id}, ${at}, (` });
    edits.push({ start: e.end, end: e.end, text: `), ${expected})` });
  };
  const visit = (node: ts.Node): void => {
    let target: ts.Expression | undefined;
    if (ts.isExpressionStatement(node)) {
      target = node.expression;
      if (
        ts.isCallExpression(target) &&
        target.expression.getText(sf) === "console.log" &&
        target.arguments.length === 1 &&
        target.arguments[0]
      )
        target = target.arguments[0];
    } else if (ts.isVariableStatement(node) && node.declarationList.declarations.length === 1)
      target = node.declarationList.declarations[0]?.initializer;
    const comment = ts.isExpressionStatement(node) || ts.isVariableStatement(node) ? trailing(node) : undefined;
    if (comment !== undefined) {
      const expected = readExpected(comment);
      const line = example.lines[sf.getLineAndCharacterOfPosition(node.getStart(sf)).line];
      if (expected && "error" in expected) problems.push(`${example.file}:${line}: ${expected.error}`);
      else if (expected && target) wrap(target, expected.js);
      else if (expected) problems.push(`${example.file}:${line}: a value comment on a line with no value`);
    }
    ts.forEachChild(node, visit);
  };
  visit(sf);
  let runCode = code;
  for (const e of edits.sort((a, b) => b.start - a.start || 1)) {
    runCode = runCode.slice(0, e.start) + e.text + runCode.slice(e.end);
  }
  const runtimeImport = `import { __any, __check, __partial, __prefix, __startsWith } from ${JSON.stringify(runtime)};`;
  return {
    example,
    source: `${importLines.join("\n")}\n${code}\n`,
    runnable: `${runtimeImport}\n${importLines.join("\n")}\n${runCode}\n`,
    header,
    checks,
    problems,
  };
}

/** The file an example module is written to, to be run. */
export const moduleFile = (dir: string, i: number): string => join(dir, `${String(i).padStart(3, "0")}.ts`);

/**
 * Type-checks every module in one program (the source files it reaches are shared with the
 * inventory's program); returns each module's errors, at the example's own lines in src/.
 */
export function typeCheck(inv: Inventory, modules: readonly ExampleModule[], dir: string): string[][] {
  const files = new Map(modules.map((m, i) => [moduleFile(dir, i), m]));
  const host = ts.createCompilerHost(inv.options);
  const readFile = host.readFile.bind(host);
  const fileExists = host.fileExists.bind(host);
  host.readFile = (f) => files.get(f)?.source ?? readFile(f);
  host.fileExists = (f) => files.has(f) || fileExists(f);
  const getSourceFile = host.getSourceFile.bind(host);
  host.getSourceFile = (f, lang, onError, create) => {
    const m = files.get(f);
    return m ? ts.createSourceFile(f, m.source, lang, true, ts.ScriptKind.TS) : getSourceFile(f, lang, onError, create);
  };
  const program = ts.createProgram({
    rootNames: [...files.keys()],
    options: inv.options,
    host,
    oldProgram: inv.program,
  });
  return [...files].map(([file, m]) => {
    const sf = program.getSourceFile(file) as ts.SourceFile;
    return [...program.getSyntacticDiagnostics(sf), ...program.getSemanticDiagnostics(sf)].map((d) => {
      const line = d.start === undefined ? 0 : sf.getLineAndCharacterOfPosition(d.start).line;
      const at =
        line >= m.header ? `${m.example.file}:${m.example.lines[line - m.header]}` : `${m.example.where} (imports)`;
      return `${at} (${m.example.subject}): ${ts.flattenDiagnosticMessageText(d.messageText, "\n")}`;
    });
  });
}

export const relativeImport = (from: string, to: string): string => {
  const r = relative(dirname(from), to);
  return r.startsWith(".") ? r : `./${r}`;
};
