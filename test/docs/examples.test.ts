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

// Every TypeScript block in the README and the guides is an example file, word for word, named in
// a comment just before it: the docs cannot drift from code that runs.
const pages = ["README.md", ...readdirSync(new URL("docs/guides/", root)).map((f) => `docs/guides/${f}`)].filter((p) =>
  p.endsWith(".md"),
);
const block = /<!-- example: (\S+) -->\s*```ts\n([\s\S]*?)```/g;

describe("code in the docs", () => {
  for (const page of pages) {
    const text = read(page);
    const fenced = text.match(/```ts\n/g)?.length ?? 0;
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
