// Runs Stryker over the rule core one folder at a time (`npm run mutation`, or
// `npm run mutation -- scoring legal` for some folders), each with its own incremental results file.
import { spawnSync } from "node:child_process";

const FOLDERS = ["melds", "checks", "scoring", "reducers", "legal", "pad", "input"];
const asked = process.argv.slice(2);
const folders = asked.length > 0 ? asked : FOLDERS;
let failed = false;
for (const folder of folders) {
  process.stdout.write(`\n== mutation testing src/${folder} ==\n`);
  const r = spawnSync("npx", ["stryker", "run"], {
    stdio: "inherit",
    env: { ...process.env, MUTATION_FOLDER: folder },
  });
  if (r.status !== 0) failed = true;
}
process.exit(failed ? 1 : 0);
