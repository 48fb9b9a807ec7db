// Builds the playground into the docs site (default docs-site/playground/): one esbuild bundle of
// playground/src/main.ts, which imports only "burraco" (resolved by tsconfig paths to src/index.ts,
// the package's public entry), the chunks it loads later, plus the page and its stylesheet. The bundle is a classic script,
// not a module, so the page also works opened from disk (file://).
import { copyFileSync, mkdirSync, readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";
import { build } from "esbuild";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const out = process.argv[2] ?? join(root, "docs-site", "playground");

mkdirSync(out, { recursive: true });

/** One more page script: a classic minified bundle, like the main one. */
function buildPage(entry, file) {
  return build({
    entryPoints: [entry],
    tsconfig: join(root, "playground", "tsconfig.json"),
    bundle: true,
    format: "iife",
    platform: "browser",
    target: "es2022",
    minify: true,
    outfile: join(out, file),
    logLevel: "warning",
  });
}
const result = await build({
  entryPoints: [join(root, "playground", "src", "main.ts")],
  tsconfig: join(root, "playground", "tsconfig.json"),
  bundle: true,
  format: "iife",
  platform: "browser",
  target: "es2022",
  minify: true,
  outfile: join(out, "playground.js"),
  metafile: true,
  logLevel: "warning",
});
for (const file of ["index.html", "style.css"]) copyFileSync(join(root, "playground", file), join(out, file));
// The parts the page loads only when needed (playground/src/lazy.ts): each a classic script,
// chunk-<name>.js, that sets the global burracoChunk_<name> to its exports.
const CHUNKS = { refusals: "refusals.ts", restore: "restore.ts", hintWords: "hintWords.ts" };
for (const [name, file] of Object.entries(CHUNKS)) {
  await build({
    entryPoints: [join(root, "playground", "src", file)],
    tsconfig: join(root, "playground", "tsconfig.json"),
    bundle: true,
    format: "iife",
    globalName: `burracoChunk_${name}`,
    platform: "browser",
    target: "es2022",
    minify: true,
    outfile: join(out, `chunk-${name}.js`),
    logLevel: "warning",
  });
}
// The score pad (issue 19): its own page, bundle and stylesheet beside the playground.
await buildPage(join(root, "playground", "scorepad", "main.ts"), "scorepad.js");
copyFileSync(join(root, "playground", "scorepad.html"), join(out, "scorepad.html"));
copyFileSync(join(root, "playground", "scorepad", "scorepad.css"), join(out, "scorepad.css"));
// The online tables (issue 28): their own page and bundle, served by `npm run serve`.
await buildPage(join(root, "playground", "src", "online", "main.ts"), "online.js");
for (const file of ["online.html", "online.css"]) copyFileSync(join(root, "playground", file), join(out, file));
const bytes =
  result.metafile.outputs[Object.keys(result.metafile.outputs).find((f) => f.endsWith(".js")) ?? ""]?.bytes ?? 0;
// The page's budget, engine included: 40 KB gzip (30 KB in issue 21; issue 27 moved the game onto
// burraco/table, whose stepBot brings every built-in level, the hard planner included, so the Hint
// button's planner is in the script too instead of a chunk of its own). The chunks are loaded
// later and only when needed, so they are printed, not counted (docs/performance.md, "The
// playground's script"). 42.75 KB since issues 36 and 37: the expert panel's bots reach the page
// through the tables' bot names, the planner's completions and safe discards, the pages' language
// and the score sheet and keyboard code the online page now shares (40.86 → 41.78 KB). 43.75 KB
// since issue 37's R8.2 in the plan and the focused decisions (the Hint's planner, about 0.6 KB),
// issue 38's checks that return their errors, and issue 36's one table layout (42.52 → 43.44 KB).
const BUDGET = 43.75 * 1024;
const gzipOf = (file) => gzipSync(readFileSync(join(out, file)), { level: 9 }).length;
const gzip = gzipOf("playground.js");
const chunks = Object.keys(CHUNKS).map(
  (name) => `chunk-${name}.js ${(gzipOf(`chunk-${name}.js`) / 1024).toFixed(2)} KB`,
);
console.log(
  `playground: ${out} (${Math.round(bytes / 1024)} KiB of JavaScript, ${(gzip / 1024).toFixed(2)} KB gzip; later: ${chunks.join(", ")})`,
);
if (gzip > BUDGET) {
  console.error(`playground: the script is ${gzip} B gzip, over its budget of ${BUDGET} B`);
  process.exit(1);
}
