import { readdirSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";

const root = new URL("../../", import.meta.url);
const read = (path: string): string => readFileSync(new URL(path, root), "utf8");

const examples = readdirSync(new URL("docs/examples/", root))
  .filter((f) => f.endsWith(".ts"))
  .map((f) => f.slice(0, -3));

// Every example runs (its `assert`s are the checks) and is type-checked by `npm run typecheck`.
describe("docs/examples", () => {
  it("exist", () => {
    expect(examples.length).toBeGreaterThan(0);
  });
  for (const file of examples) {
    it(`${file}.ts runs`, async () => {
      await expect(import(`../../docs/examples/${file}.ts`)).resolves.toBeDefined();
    });
  }
});

// Every TypeScript block in the README, CONTRIBUTING and the docs (the guides and the pages the docs
// site shows) is an example file, word for word, named in a comment just before it: the docs cannot
// drift from code that runs. A block in JavaScript, or fenced as `typescript`, would escape that, so
// it counts as an unnamed one.
const markdownIn = (dir: string): string[] =>
  readdirSync(new URL(dir, root))
    .filter((f) => f.endsWith(".md"))
    .map((f) => `${dir}${f}`);
const pages = ["README.md", "CONTRIBUTING.md", ...markdownIn("docs/"), ...markdownIn("docs/guides/")];
const block = /<!-- example: (\S+) -->\s*```ts\n([\s\S]*?)```/g;
const codeFence = /^```(ts|typescript|tsx|js|javascript|jsx|mjs|cjs)\s*$/gm;

describe("code in the docs", () => {
  for (const page of pages) {
    const text = read(page);
    const fenced = text.match(codeFence)?.length ?? 0;
    const blocks = [...text.matchAll(block)];
    it(`${page}: every ts block names its example`, () => {
      expect(blocks.length).toBe(fenced);
    });
    for (const [, path, code] of blocks) {
      it(`${page}: block ${path} is the example file`, () => {
        expect(code).toBe(read(path as string));
      });
    }
  }
});
