import { build } from "esbuild";

const entry = process.argv[2];
const r = await build({
  entryPoints: [entry],
  bundle: true,
  minify: true,
  format: "esm",
  write: false,
  metafile: true,
  platform: "browser",
  external: ["zod"],
});
const out = Object.values(r.metafile.outputs)[0];
const rows = Object.entries(out.inputs)
  .map(([f, v]) => [v.bytesInOutput, f])
  .sort((a, b) => b[0] - a[0]);
for (const [b, f] of rows.slice(0, 40)) console.log(String(b).padStart(7), f);
