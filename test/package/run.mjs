#!/usr/bin/env node
// Smoke test of the BUILT package (run `npm run build` first).
// Imports dist through the package's own `exports` map (self-reference by name) in both
// ESM (`import`) and CJS (`require`), and checks that both expose the same API, that entries share
// one copy of the code, that the tarball carries the docs the README links to, that
// `burraco --version` works, and that a strict consumer type-checks with the oldest supported
// TypeScript.
import { execFileSync, spawnSync } from "node:child_process";
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

const root = fileURLToPath(new URL("../../", import.meta.url));
const require = createRequire(import.meta.url);
const pkg = JSON.parse(readFileSync(`${root}package.json`, "utf8"));

/**
 * The oldest TypeScript the package supports (README, "Requirements"), for the root and every
 * subpath but `burraco/schemas`, whose types are zod's: zod 4's declarations use `NoInfer`
 * (TypeScript 5.4).
 */
const OLDEST_TYPESCRIPT = "5.0.4";
const OLDEST_TYPESCRIPT_FOR_SCHEMAS = "5.4.5";

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

const srcOf = (sub) => (sub === "." ? "src/index.ts" : `src/${sub.slice(2)}/index.ts`);
const entries = Object.keys(pkg.exports)
  .filter((sub) => sub !== "./package.json")
  .map((sub) => ({ specifier: sub === "." ? pkg.name : `${pkg.name}/${sub.slice(2)}`, src: srcOf(sub) }));

const loaded = new Map();
for (const { specifier, src } of entries) {
  if (!existsSync(`${root}${src}`)) {
    fail(`${specifier}: ${src} does not exist`);
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
  loaded.set(specifier, { esm, cjs });
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
    if (typeof esm[name] !== typeof cjs[name])
      fail(`${specifier}: ${name} is ${typeof esm[name]} in ESM but ${typeof cjs[name]} in CJS`);
  }
  if (esmNames.length === 0) fail(`${specifier}: exports nothing`);
}

// Hashing (SHA-256 for deals and commitments, HMAC for signed saves) is the library's own code:
// deal, commit and sign from both builds and compare.
{
  const esm = await import(pkg.name);
  const cjs = require(pkg.name);
  const run = (lib) => {
    const state = lib.newHand({ seed: "package-check" }).value;
    return JSON.stringify([
      state?.held,
      lib.dealCommitment("package-check").value,
      lib.serialize(state, { key: "k" }).value.slice(-80),
    ]);
  };
  try {
    const a = run(esm);
    const b = run(cjs);
    if (a !== b || !a.includes("signature") || !a.startsWith("[[["))
      fail("ESM and CJS deal, commit or sign differently");
    else ok("ESM and CJS deal, commit and sign alike");
  } catch (e) {
    fail(`dealing, committing or signing failed: ${e.message}`);
  }
}

// Issue 26, decision 4: no trust by identity across copies of the package. An app can load the
// ESM and the CJS build in one process (a dependency requires what the app imports): rulesets,
// states, matches, score pads and saves made by one copy are taken by the other, both ways.
{
  const load = async (format) => {
    const pick = (specifier) => (format === "esm" ? import(specifier) : require(specifier));
    const [root, scoring, pad, sim, bots, table] = await Promise.all(
      ["", "/scoring", "/pad", "/sim", "/bots", "/table"].map((sub) => pick(`${pkg.name}${sub}`)),
    );
    return { ...root, ...scoring, ...pad, ...sim, ...bots, ...table };
  };
  const copies = { esm: await load("esm"), cjs: await load("cjs") };
  const counts = [
    {
      meldPoints: 185,
      burraco: ["clean"],
      closed: true,
      pozzetto: "taken",
      unplayedPoints: 0,
      // The closer's partner still holds a card (R3.1, R9.9).
      handPoints: 10,
      penaltyPoints: 0,
    },
    {
      meldPoints: 70,
      burraco: [],
      closed: false,
      pozzetto: "not-taken",
      unplayedPoints: 0,
      handPoints: 45,
      penaltyPoints: 10,
    },
  ];
  const key = { key: "package-check" };
  for (const [from, to] of [
    ["esm", "cjs"],
    ["cjs", "esm"],
  ]) {
    const a = copies[from];
    const b = copies[to];
    const checks = {};
    try {
      const sheet = b.scoreCount(counts, a.presets.classic);
      checks["scoreCount(counts, presets.classic)"] =
        sheet.ok && JSON.stringify(sheet) === JSON.stringify(a.scoreCount(counts, a.presets.classic));
      checks["scoreCount(counts, { ...presets.classic, targetScore: 505 })"] = b.scoreCount(counts, {
        ...a.presets.classic,
        targetScore: 505,
      }).ok;
      checks["newScorePad({ ruleset: presets.classic })"] = b.newScorePad({ ruleset: a.presets.classic }).ok;
      checks["newHand({ ruleset: presets.twoPlayers })"] = b.newHand({ ruleset: a.presets.twoPlayers, seed: 1 }).ok;
      checks["newMatch({ ruleset: presets.classic })"] = b.newMatch({ ruleset: a.presets.classic, seed: 1 }).ok;
      checks["simulate({ ruleset: presets.threePlayers })"] = b.simulate({
        ruleset: a.presets.threePlayers,
        seed: 1,
        handCount: 1,
        bots: [b.greedyBot],
      }).ok;
      checks["analyzeMeld(cards, presets.open)"] = b.analyzeMeld(b.parseCards("5H 6H 7H").value, a.presets.open).ok;
      // A state: played on, scored, viewed and saved by the other copy.
      const state = a.newHand({ ruleset: a.presets.classic, seed: "cross" }).value;
      const listed = a.legalActions(state);
      const stepped = b.apply(state, listed[0]);
      checks["apply(state, one of its legalActions)"] =
        stepped.ok && JSON.stringify(stepped.value) === JSON.stringify(a.apply(state, listed[0]).value);
      checks["legalActions, viewFor, scoreHand of a state"] =
        JSON.stringify(b.legalActions(state)) === JSON.stringify(listed) &&
        b.viewFor(state, state.turn).seat === state.turn &&
        b.scoreHand(state).sides.length === 2;
      checks["deserialize(serialize(state, key), key)"] = b.deserialize(a.serialize(state, key).value, key).ok;
      checks["checkState(state)"] = b.checkState(state).ok;
      // A match: its next hand dealt, played and recorded, and its save read, by the other copy.
      const match = a.newMatch({ ruleset: { ...a.presets.classic, targetScore: 505 }, seed: "cross" }).value;
      // Dealt by one copy, played by the other (always the first legal move), recorded by the first.
      const dealt = b.startHand(match);
      checks["startHand(match)"] = dealt.ok;
      let hand = dealt.value;
      for (let n = 0; n < 5000 && hand.phase !== "ended"; n++) hand = a.apply(hand, a.legalActions(hand)[0]).value;
      checks["recordHand(match, the hand startHand dealt)"] = b.recordHand(match, hand).ok;
      checks["checkMatch(match), deserializeMatch(serializeMatch(match, key), key)"] =
        b.checkMatch(match).ok && b.deserializeMatch(a.serializeMatch(match, key).value, key).ok;
      // A score pad: counted on, summed and its save read by the other copy.
      const pad = a.newScorePad({ ruleset: a.presets.classic, round: 3 }).value;
      const next = b.addCounts(pad, counts);
      checks["addCounts(pad), padSummary(pad)"] = next.ok && b.padSummary(next.value).totals[0] === 475;
      checks["deserializePad(serializePad(pad, key), key)"] = b.deserializePad(a.serializePad(pad, key).value, key).ok;
      // A table (issue 27): opened by one copy, stepped and saved by the other, loaded by the first.
      const table = a.newTable({ seed: "cross", seats: ["person", "medium", "medium", "medium"] }).value;
      const stepped2 = b.stepBot(table);
      checks["stepBot(table), loadTable(saveTable(table, key), key)"] =
        stepped2.ok && a.loadTable(b.saveTable(stepped2.value, key).value, key).ok;
    } catch (e) {
      checks[`no throw (${e.message})`] = false;
    }
    const refused = Object.entries(checks).filter(([, passed]) => passed !== true);
    if (refused.length > 0)
      fail(`${to.toUpperCase()} refuses what ${from.toUpperCase()} made: ${refused.map(([n]) => n).join("; ")}`);
    else
      ok(
        `${to.toUpperCase()} takes the rulesets, states, matches, pads and saves ${from.toUpperCase()} made (${Object.keys(checks).length} checks)`,
      );
  }
}

// One copy of the code: a name exported by two entries is the same object in both, in each format.
const rootApi = loaded.get(pkg.name);
for (const [specifier, api] of loaded) {
  if (specifier === pkg.name || rootApi === undefined) continue;
  const shared = Object.keys(api.esm).filter((n) => n in rootApi.esm && n !== "default");
  for (const format of ["esm", "cjs"]) {
    const copies = shared.filter((n) => api[format][n] !== rootApi[format][n]);
    if (copies.length > 0) fail(`${specifier} (${format}): ${copies.join(", ")} is a second copy of the root's`);
  }
  if (shared.length > 0) ok(`${specifier}: ${shared.join(", ")} is the root's own code in ESM and CJS`);
}
if (rootApi !== undefined && loaded.has(`${pkg.name}/scoring`)) {
  const same = require(`${pkg.name}/scoring`).scoreHand === require(pkg.name).scoreHand;
  if (same) ok('require("burraco/scoring").scoreHand === require("burraco").scoreHand');
  else fail('require("burraco/scoring").scoreHand is a second copy');
}

// Every file named in `exports` / `bin` exists; the command runs and knows its version.
const bin = `${root}${pkg.bin.burraco}`;
if (!existsSync(bin)) fail(`bin ${pkg.bin.burraco} is missing`);
else if (!readFileSync(bin, "utf8").startsWith("#!")) fail(`bin ${pkg.bin.burraco} has no shebang`);
else {
  const version = execFileSync(process.execPath, [bin, "--version"], { encoding: "utf8" }).trim();
  if (version === pkg.version) ok(`burraco --version prints ${version}`);
  else fail(`burraco --version printed "${version}", package.json says ${pkg.version}`);
}
// pg-boss, the optional peer of `--queue`, stays out of the build: the command imports it only
// then, and without it (the built files alone, no node_modules above them) says how to install it.
if (existsSync(bin)) {
  const alone = mkdtempSync(join(tmpdir(), "burraco-no-pg-boss-"));
  try {
    cpSync(`${root}dist`, join(alone, "dist"), { recursive: true });
    const r = spawnSync(
      process.execPath,
      [join(alone, pkg.bin.burraco), "worker", "--queue", "postgres://127.0.0.1:1/x"],
      {
        encoding: "utf8",
      },
    );
    if (r.status === 1 && r.stderr.includes('install it with "npm install pg-boss@10"'))
      ok("without pg-boss, burraco worker --queue says how to install it (exit code 1)");
    else fail(`without pg-boss, burraco worker exited ${r.status}: ${r.stderr}`);
  } finally {
    rmSync(alone, { recursive: true, force: true });
  }
  const library = readdirSync(`${root}dist`).filter((f) => /\.c?js$/.test(f) && f !== "cli.js");
  const leaked = library.filter((f) => readFileSync(`${root}dist/${f}`, "utf8").includes("pg-boss"));
  if (leaked.length === 0) ok("the library's built files never name pg-boss");
  else fail(`pg-boss is named by ${leaked.join(", ")}`);
}
for (const [sub, branch] of Object.entries(pkg.exports)) {
  if (typeof branch === "string") continue;
  for (const cond of Object.values(branch)) {
    for (const file of Object.values(cond))
      if (!existsSync(`${root}${file}`)) fail(`exports["${sub}"]: ${file} is missing`);
  }
}

// The tarball carries the docs, so the README's links work from node_modules.
const packed = JSON.parse(
  execFileSync("npm", ["pack", "--dry-run", "--json", "--ignore-scripts"], { cwd: root, encoding: "utf8" }),
);
const inTarball = new Set(packed[0].files.map((f) => f.path));
const readme = readFileSync(`${root}README.md`, "utf8");
const links = [...readme.matchAll(/\]\((?!https?:|#)([^)#\s]+)/g)].map((m) => m[1]);
const dead = links.filter((l) => !inTarball.has(l));
if (links.length === 0) fail("README links to no local file (the check would prove nothing)");
else if (dead.length > 0) fail(`README links to files not in the tarball: ${dead.join(", ")}`);
else ok(`the tarball holds the ${links.length} files the README links to`);
if (!inTarball.has("docs/architecture.md")) fail("docs/architecture.md is not in the tarball");
for (const file of ["CHANGELOG.md", "CONTRIBUTING.md"]) if (!inTarball.has(file)) fail(`${file} is not in the tarball`);
// Issue 39, N4: no source maps, as the README says: a map without the sources it maps would point
// at nothing, and with them it was over half the tarball. No script names a map either (a bundler
// would warn of the missing file).
const scripts = [...inTarball].filter((f) => /^dist\/.*\.c?js$/.test(f));
const maps = [...inTarball].filter((f) => f.endsWith(".map"));
const naming = scripts.filter((f) => readFileSync(`${root}${f}`, "utf8").includes("sourceMappingURL"));
if (scripts.length === 0) fail("the tarball holds no dist/*.js");
else if (maps.length > 0) fail(`the tarball holds source maps: ${maps.join(", ")}`);
else if (naming.length > 0) fail(`scripts name a source map the tarball does not hold: ${naming.join(", ")}`);
else ok(`the tarball holds no source map, and none of its ${scripts.length} scripts names one`);

// A strict consumer type-checks against dist with the oldest supported TypeScript. The compiler
// is fetched once into node_modules/.cache (npm's cache serves it offline after the first run).
function typescript(version) {
  const dir = `${root}node_modules/.cache/burraco-typescript-${version}`;
  const tsc = `${dir}/node_modules/typescript/bin/tsc`;
  if (!existsSync(tsc)) {
    execFileSync(
      "npm",
      ["install", "--prefix", dir, "--no-save", "--no-audit", "--no-fund", "--prefer-offline", `typescript@${version}`],
      {
        stdio: "ignore",
      },
    );
  }
  return tsc;
}
for (const [version, project] of [
  [OLDEST_TYPESCRIPT, "tsconfig.json"],
  [OLDEST_TYPESCRIPT_FOR_SCHEMAS, "tsconfig.schemas.json"],
]) {
  try {
    execFileSync(process.execPath, [typescript(version), "-p", `${root}test/package/consumer/${project}`], {
      encoding: "utf8",
    });
    ok(`a strict consumer (${project}) type-checks with TypeScript ${version}`);
  } catch (e) {
    fail(`TypeScript ${version} refuses the consumer (${project}):\n${e.stdout ?? e.message}`);
  }
}

if (failures > 0) {
  console.error(`${failures} package check(s) failed`);
  process.exit(1);
}
console.log("package checks passed");
