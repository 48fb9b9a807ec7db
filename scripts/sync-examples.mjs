#!/usr/bin/env node
// Copies every example file into the README and guide blocks that name it
// (`<!-- example: docs/examples/x.ts -->` before a ts block), so the docs show the formatted code
// that the tests run. test/docs/examples.test.ts fails when a block and its file differ.
import { readdirSync, readFileSync, writeFileSync } from "node:fs";

const root = new URL("../", import.meta.url);
const read = (path) => readFileSync(new URL(path, root), "utf8");
const markdownIn = (dir) =>
  readdirSync(new URL(dir, root))
    .filter((f) => f.endsWith(".md"))
    .map((f) => `${dir}${f}`);
const pages = ["README.md", "CONTRIBUTING.md", ...markdownIn("docs/"), ...markdownIn("docs/guides/")];
const block = /(<!-- example: (\S+) -->\s*```ts\n)([\s\S]*?)```/g;

for (const page of pages) {
  const text = read(page);
  const synced = text.replace(block, (_, head, path) => `${head}${read(path)}\`\`\``);
  if (synced !== text) {
    writeFileSync(new URL(page, root), synced);
    console.log(`synced ${page}`);
  }
}
