// Builds the server and its load benchmark into server/dist/: esbuild bundles this package's own
// code; burraco (the built library, linked from the repository), ws and better-sqlite3 stay
// imports, resolved from node_modules at run time.
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { build } from "esbuild";

const here = dirname(fileURLToPath(import.meta.url));
await build({
  entryPoints: {
    main: join(here, "src", "main.ts"),
    // The bots' worker threads: the pool starts them from this file, beside main.js.
    botWorker: join(here, "src", "botWorker.ts"),
    load: join(here, "bench", "load.ts"),
    botLoad: join(here, "bench", "botLoad.ts"),
    floor: join(here, "bench", "floor.ts"),
  },
  outdir: join(here, "dist"),
  bundle: true,
  packages: "external",
  platform: "node",
  format: "esm",
  target: "node20",
  sourcemap: true,
  logLevel: "warning",
  // Not the repository's tsconfig.json: its paths point `burraco` at src/, which would put the
  // library's source in the bundle instead of importing the built package.
  tsconfigRaw: "{}",
});
