import { gzipSync } from "node:zlib";
import { build } from "esbuild";

for (const entry of process.argv.slice(2)) {
  const r = await build({
    entryPoints: [entry],
    bundle: true,
    minify: true,
    format: "esm",
    write: false,
    platform: "browser",
    external: ["zod"],
  });
  const t = r.outputFiles[0].contents;
  console.log(entry, gzipSync(t, { level: 9 }).length, t.length);
}
