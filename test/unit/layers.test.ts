/**
 * The layers of src/ run one way (docs/architecture.md): a module imports only from its own folder
 * and from layers below it. Read from the import statements, so a backwards import fails here.
 */
import { readdirSync, readFileSync } from "node:fs";
import { dirname, join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const src = fileURLToPath(new URL("../../src/", import.meta.url));

// Bottom to top. Folders on one line share a layer and may not import each other.
const LAYERS: readonly (readonly string[])[] = [
  ["result.ts", "random"],
  ["shape", "input"],
  ["cards"],
  ["rules"],
  ["melds"],
  ["state"],
  ["actions"],
  ["checks"],
  ["reducers", "legal"],
  ["scoring"],
  ["i18n", "pad"],
  ["match"],
  ["bots"],
  ["sim"],
  ["schemas", "table"],
  ["cli"],
  ["index.ts"],
];

/** The unit of a source file: its top folder, or its own name for a file at the root of src/. */
function unitOf(file: string): string {
  return relative(src, file).split(/[\\/]/)[0] as string;
}

function layerOf(unit: string): number {
  const i = LAYERS.findIndex((units) => units.includes(unit));
  if (i < 0) throw new Error(`src/${unit} is in no layer: add it to LAYERS and to docs/architecture.md`);
  return i;
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? sourceFiles(join(dir, e.name)) : e.name.endsWith(".ts") ? [join(dir, e.name)] : [],
  );
}

/**
 * Every source module a file imports or re-exports (type-only imports included). Files outside
 * src/ (the CLI reads package.json for its version) are not layers.
 */
function importsOf(file: string): string[] {
  const text = readFileSync(file, "utf8");
  const out: string[] = [];
  for (const m of text.matchAll(/^\s*(?:import|export)\s[^;]*?\sfrom\s+"(\.[^"]+)"/gms)) {
    const target = join(dirname(file), (m[1] as string).replace(/\.js$/, ".ts"));
    if (target.startsWith(src)) out.push(target);
  }
  return out;
}

const files = sourceFiles(src);

describe("layers", () => {
  it("every source file is in a layer and imports something real", () => {
    expect(files.length).toBeGreaterThan(40);
    for (const file of files) layerOf(unitOf(file));
    const all = new Set(files);
    for (const file of files)
      for (const target of importsOf(file)) expect(all.has(target), `${relative(src, file)} → ${target}`).toBe(true);
  });

  it("imports run one way: own folder or a lower layer", () => {
    const wrong: string[] = [];
    for (const file of files) {
      const from = unitOf(file);
      for (const target of importsOf(file)) {
        const to = unitOf(target);
        if (to === from) continue;
        if (layerOf(to) >= layerOf(from)) wrong.push(`src/${relative(src, file)} imports src/${relative(src, target)}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it("the check finds a backwards import (state → reducers)", () => {
    expect(layerOf("reducers")).toBeGreaterThan(layerOf("state"));
    expect(layerOf("legal")).toBe(layerOf("reducers"));
  });

  it("docs/architecture.md's Names section names files and identifiers that exist in src/", () => {
    const doc = readFileSync(join(src, "../docs/architecture.md"), "utf8");
    const names = doc.slice(doc.indexOf("## Names"), doc.indexOf("\n## ", doc.indexOf("## Names") + 1));
    const code = files.map((f) => readFileSync(f, "utf8")).join("\n");
    const ticked = [...names.matchAll(/`([^`]+)`/g)].map((m) => m[1] as string);
    const paths = ticked.filter((x) => /^src\/.+\.ts$/.test(x));
    // An identifier is its first part: `HandState.held[seat]` names HandState.
    const ids = ticked
      .filter((x) => /^[A-Za-z_]\w*([.[(]|$)/.test(x))
      .map((x) => (x.match(/^\w+/) as RegExpMatchArray)[0]);
    expect(paths.length).toBeGreaterThan(5);
    expect(ids.length).toBeGreaterThan(20);
    expect(paths.filter((p) => !files.includes(join(src, p.slice(4))))).toEqual([]);
    expect(ids.filter((id) => !new RegExp(`\\b${id}\\b`).test(code))).toEqual([]);
  });

  it("no source comment cites a file outside the repository", () => {
    const outside = /DESIGN\.md|conformance\/README|\bseeds\//;
    const cited = files.filter((f) => outside.test(readFileSync(f, "utf8"))).map((f) => relative(src, f));
    expect(cited).toEqual([]);
  });
});
