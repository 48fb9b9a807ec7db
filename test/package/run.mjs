#!/usr/bin/env node
// Smoke test of the BUILT package (run `npm run build` first).
// Imports dist through the package's own `exports` map (self-reference by name) in both
// ESM (`import`) and CJS (`require`), and checks that both expose the same API.
import { existsSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { fileURLToPath } from "node:url";

const root = fileURLToPath(new URL("../../", import.meta.url));
const require = createRequire(import.meta.url);
const pkg = JSON.parse(readFileSync(`${root}package.json`, "utf8"));

let failures = 0;
const fail = (msg) => {
  failures++;
  console.error(`FAIL ${msg}`);
};
const ok = (msg) => console.log(`ok   ${msg}`);

if (!existsSync(`${root}dist`)) {
  console.error("FAIL dist/ is missing: run `npm run build` first");
  process.exit(1);
}

/** Does the source entry export anything (i.e. is an empty API an error)? */
const sourceExportsSomething = (srcFile) => {
  if (!existsSync(`${root}${srcFile}`)) return false;
  const text = readFileSync(`${root}${srcFile}`, "utf8");
  return /^\s*export\s+(?!\{\s*\}\s*;?\s*$)/m.test(text);
};

const entries = [
  { specifier: pkg.name, src: "src/index.ts" },
  { specifier: `${pkg.name}/scoring`, src: "src/scoring/index.ts" },
];

for (const { specifier, src } of entries) {
  if (!existsSync(`${root}${src}`)) {
    console.log(`skip ${specifier}: ${src} does not exist yet`);
    continue;
  }
  let esm;
  let cjs;
  try {
    esm = await import(specifier);
  } catch (e) {
    fail(`${specifier}: import() failed: ${e.message}`);
    continue;
  }
  try {
    cjs = require(specifier);
  } catch (e) {
    fail(`${specifier}: require() failed: ${e.message}`);
    continue;
  }
  const esmNames = Object.keys(esm)
    .filter((k) => k !== "default" && k !== "module.exports")
    .sort();
  const cjsNames = Object.keys(cjs)
    .filter((k) => k !== "__esModule")
    .sort();
  if (JSON.stringify(esmNames) !== JSON.stringify(cjsNames)) {
    fail(`${specifier}: ESM and CJS export different names\n  esm: ${esmNames}\n  cjs: ${cjsNames}`);
  } else {
    ok(`${specifier}: ESM and CJS export the same ${esmNames.length} names`);
  }
  for (const name of esmNames) {
    if (typeof esm[name] !== typeof cjs[name]) {
      fail(`${specifier}: ${name} is ${typeof esm[name]} in ESM but ${typeof cjs[name]} in CJS`);
    }
  }
  if (sourceExportsSomething(src)) {
    if (esmNames.length === 0) fail(`${specifier}: ${src} exports something but the build exports nothing`);
    const fns = esmNames.filter((n) => typeof esm[n] === "function");
    if (fns.length === 0) fail(`${specifier}: no exported function`);
    else ok(`${specifier}: exports functions (${fns.slice(0, 5).join(", ")}${fns.length > 5 ? ", ..." : ""})`);
  } else {
    console.log(`note ${specifier}: ${src} exports nothing yet`);
  }
}

// The runtime dependency @noble/hashes is ESM only: the CJS build loads it with require(esm)
// (Node >= 20.19). Deal, commit and sign from both builds and compare.
{
  const esm = await import(pkg.name);
  const cjs = require(pkg.name);
  const run = (lib) => {
    const state = lib.newHand({ seed: "package-check" }).value;
    return JSON.stringify([state?.hands, lib.dealCommitment("package-check").value, lib.serialize(state, { key: "k" }).slice(-80)]);
  };
  try {
    const a = run(esm);
    const b = run(cjs);
    if (a !== b || !a.includes("signature")) fail("ESM and CJS deal, commit or sign differently");
    else ok("ESM and CJS deal, commit and sign alike (@noble/hashes loads from both)");
  } catch (e) {
    fail(`dealing through @noble/hashes failed: ${e.message}`);
  }
}

// Every file named in `exports` / `bin` must exist once its source exists.
const cliSrc = "src/cli/main.ts";
if (existsSync(`${root}${cliSrc}`)) {
  const bin = `${root}${pkg.bin.burraco}`;
  if (!existsSync(bin)) fail(`bin ${pkg.bin.burraco} is missing`);
  else if (!readFileSync(bin, "utf8").startsWith("#!")) fail(`bin ${pkg.bin.burraco} has no shebang`);
  else ok(`bin ${pkg.bin.burraco} exists with a shebang`);
}
for (const [sub, branch] of Object.entries(pkg.exports)) {
  if (typeof branch === "string") continue;
  const src = sub === "." ? "src/index.ts" : `src/${sub.slice(2)}/index.ts`;
  if (!existsSync(`${root}${src}`)) continue;
  for (const cond of Object.values(branch)) {
    for (const file of Object.values(cond)) {
      if (!existsSync(`${root}${file}`)) fail(`exports["${sub}"]: ${file} is missing`);
    }
  }
}

if (failures > 0) {
  console.error(`${failures} package check(s) failed`);
  process.exit(1);
}
console.log("package checks passed");
