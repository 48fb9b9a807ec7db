/**
 * `burraco arena` and `burraco merge`: the figures depend only on the options, not on the number
 * of workers or on how the deals were split into shards.
 */
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { presets } from "burraco";
import { type Bot, botFor, bots, createBot, createGreedyBot, greedyBot, nextInt, randomBot } from "burraco/bots";
import { arena, mergeReports as publicMerge, simulate } from "burraco/sim";
import { describe, expect, it } from "vitest";
import type { CliIO } from "../../src/cli/io.js";
import { main } from "../../src/cli/main.js";
import { renderArena } from "../../src/cli/renderArena.js";
import { shardRange } from "../../src/sim/arena.js";
import type { ArenaReport } from "../../src/sim/arenaTypes.js";
import { mergeReports } from "../../src/sim/mergeReports.js";

interface Run {
  code: number;
  out: string;
  err: string;
}

async function run(argv: string[], tty = false): Promise<Run> {
  let out = "";
  let err = "";
  let clock = 0;
  const io: CliIO = {
    stdout: { write: (t: string) => (out += t) },
    stderr: { write: (t: string) => (err += t), isTTY: tty, columns: 80 },
    now: () => (clock += 1000),
  };
  const code = await main(argv, io);
  return { code, out, err };
}

/** The report without its timings, the one part that varies from run to run. */
function figures(json: string): Omit<ArenaReport, "timing"> {
  const { timing: _timing, ...rest } = JSON.parse(json) as ArenaReport;
  return rest;
}

const BASE = ["arena", "--bots", "greedy,random", "--hands", "6", "--seed", "7", "--duplicate", "--json"];

describe("burraco arena", () => {
  it("gives the same figures on 1, 2 or 3 worker threads", async () => {
    const one = await run(BASE);
    const two = await run([...BASE, "--workers", "2"]);
    const three = await run([...BASE, "--workers", "3"]);
    expect([one.code, two.code, three.code]).toEqual([0, 0, 0]);
    const f = figures(one.out);
    expect(f.records).toHaveLength(6);
    expect(figures(two.out)).toEqual(f);
    expect(figures(three.out)).toEqual(f);
  });

  it("reports the mean margin over deals, its 95% interval, hands and matches won", async () => {
    const r = figures((await run(BASE)).out);
    const margins = r.records.map((d) => d.reduce((s, [a, b]) => s + a - b, 0) / d.length);
    const mean = margins.reduce((s, m) => s + m, 0) / margins.length;
    expect(r.margin).toBeCloseTo(mean, 5);
    expect(r.ci95[0]).toBeLessThan(r.margin);
    expect(r.ci95[1]).toBeGreaterThan(r.margin);
    const hands = r.records.flat();
    expect(r.handsPlayed).toBe(12);
    expect(r.handsWon).toBeCloseTo(hands.filter(([a, b]) => a > b).length / 12, 5);
    // Greedy against random: far ahead in every hand, so it wins every finished match.
    expect(r.margin).toBeGreaterThan(300);
    expect(r.matches).toBeGreaterThan(0);
    expect(r.matchesWon).toBe(1);
  });

  it("plays each deal twice with the sides swapped in duplicate play, once otherwise", async () => {
    const dup = figures((await run(BASE)).out);
    const single = figures((await run(BASE.filter((a) => a !== "--duplicate"))).out);
    expect(dup.records.every((d) => d.length === 2)).toBe(true);
    expect(single.records.every((d) => d.length === 1)).toBe(true);
    // Deal 0 puts the first bot on side 0 in both modes: the same hand.
    expect(single.records[0]?.[0]).toEqual(dup.records[0]?.[0]);
  });

  it("splits the deals into disjoint shards that merge into exactly the one-run figures", async () => {
    expect([1, 2, 3].map((i) => shardRange(6, i, 3))).toEqual([
      [0, 2],
      [2, 4],
      [4, 6],
    ]);
    const whole = figures((await run(BASE)).out);
    const shards = [];
    for (const i of [3, 1, 2])
      shards.push({ name: `shard ${i}`, json: JSON.parse((await run([...BASE, "--shard", `${i}/3`])).out) });
    const merged = mergeReports(shards);
    expect(merged.ok).toBe(true);
    if (!merged.ok) return;
    const { timing: _t, ...rest } = merged.value;
    expect(rest).toEqual(whole);
  });

  it("merges shard files from the command line, as JSON or text", async () => {
    const dir = mkdtempSync(join(tmpdir(), "burraco-arena-"));
    const files = [];
    for (const i of [1, 2]) {
      const file = join(dir, `s${i}.json`);
      writeFileSync(file, (await run([...BASE, "--shard", `${i}/2`])).out);
      files.push(file);
    }
    const json = await run(["merge", ...files, "--json"]);
    expect(json.code).toBe(0);
    expect(figures(json.out)).toEqual(figures((await run(BASE)).out));
    const text = await run(["merge", ...files]);
    expect(text.out).toMatch(/margin of greedy's side: \+\d+\.\d points a hand \(95 % CI \+\d+\.\d … \+\d+\.\d\)/);
    expect(text.out).toContain("hands won by greedy's side: 100.0 %");
  });

  it("refuses shards that overlap, leave a gap, or come from another run", async () => {
    const s1 = JSON.parse((await run([...BASE, "--shard", "1/3"])).out);
    const s2 = JSON.parse((await run([...BASE, "--shard", "2/3"])).out);
    const s3 = JSON.parse((await run([...BASE, "--shard", "3/3"])).out);
    const other = JSON.parse((await run([...BASE, "--shard", "2/3", "--seed", "8"])).out);
    const merge = (...jsons: unknown[]) => mergeReports(jsons.map((json, i) => ({ name: `f${i}`, json })));
    expect(merge(s1, s1).ok).toBe(false);
    const gap = merge(s1, s3);
    expect(gap.ok).toBe(false);
    if (!gap.ok) expect(gap.error.message).toContain("missing");
    expect(merge(s1, other).ok).toBe(false);
    const broken = merge({ ...s2, records: [[[1, "x"]]] });
    expect(broken.ok).toBe(false);
    if (!broken.ok) expect(broken.error.code).toBe("input/invalid");
    expect(merge(s1, s2, s3).ok).toBe(true);
    // Read through the report's shape: a missing or unknown field is refused by its name.
    const { margin: _m, ...noMargin } = s2;
    const missing = merge(noMargin);
    expect(missing.error?.message).toContain('field "margin"');
    expect(merge({ ...s2, extra: 1 }).error?.message).toContain('unknown field "extra"');
    expect(
      merge({
        ...s2,
        records: [
          [[1, 2]],
          [
            [3, 4],
            [5, 6],
          ],
        ],
      }).error?.code,
    ).toBe("input/invalid");
  });

  it("prints the figures as text, with a progress bar only on a terminal", async () => {
    const args = BASE.filter((a) => a !== "--json");
    const plain = await run(args);
    expect(plain.code).toBe(0);
    expect(plain.err).toBe("");
    expect(plain.out).toContain("arena: greedy vs random · classic · seed 7 · 6 deals, each played twice");
    expect(plain.out).toContain("matches to 2,005 won by greedy's side: 100.0 %");
    const tty = await run(args, true);
    expect(tty.err).toContain("\r[");
    const steady = (text: string): string => text.replace(/(time a move|elapsed): .*\n/g, "");
    expect(steady(tty.out)).toBe(steady(plain.out));
    expect(plain.out).toMatch(/time a move: greedy \d+\.\d\d ms, random \d+\.\d\d ms/);
  });

  it("counts hands in the progress bar as the summary does: a duplicate deal is two hands", async () => {
    const tty = await run(
      BASE.filter((a) => a !== "--json"),
      true,
    );
    const frames = [...tty.err.matchAll(/ ([\d,]+)\/([\d,]+) hands · /g)];
    expect(frames.length).toBeGreaterThan(0);
    // 6 deals, each played twice: 12 hands, the figure the summary's hands/s is computed over.
    for (const [, , total] of frames) expect(total).toBe("12");
    const last = frames[frames.length - 1];
    expect(Number(last?.[1])).toBeGreaterThan(6);
  });

  it("refuses bad flags with exit code 2", async () => {
    for (const [argv, message] of [
      [["--shard", "3/2"], "--shard must be i/n"],
      [["--bots", "greedy"], "give two bots"],
      [["--bots", "greedy,smart"], 'unknown bot "smart"'],
      [["--players", "3"], "two sides"],
      [["--workers", "0"], "--workers must be from 1"],
    ] as const) {
      const r = await run(["arena", ...argv]);
      expect(r.code).toBe(2);
      expect(r.err).toContain(message);
    }
  });
});

/** A report of `arena` without its timings. */
function steady(report: ArenaReport | undefined): Omit<ArenaReport, "timing"> | undefined {
  if (report === undefined) return undefined;
  const { timing: _timing, ...rest } = report;
  return rest;
}

describe("E11: the arena for your own bots (burraco/sim arena)", () => {
  it("E11 with built-in bots passed as values it gives the CLI arena's report on the same seed", async () => {
    const cli = figures((await run(BASE)).out);
    const mine = arena({
      bots: [bots.greedy, bots.random],
      names: ["greedy", "random"],
      seed: 7,
      dealCount: 6,
      duplicate: true,
    });
    expect(mine.ok).toBe(true);
    expect(steady(mine.value)).toEqual(cli);
    // Two players, the planner at a small budget, not in duplicate: the same again.
    const args = [
      "arena",
      "--bots",
      "hard:4,greedy",
      "--hands",
      "3",
      "--seed",
      "2",
      "--preset",
      "twoPlayers",
      "--json",
    ];
    const two = arena({
      bots: [botFor("hard:4"), greedyBot],
      names: ["hard:4", "greedy"],
      ruleset: presets.twoPlayers,
      preset: "twoPlayers",
      seed: 2,
      dealCount: 3,
    });
    expect(steady(two.value)).toEqual(figures((await run(args)).out));
  });

  it("E11 gives the same results in 1, 2 or 3 shards merged with mergeReports, for bots of your own", () => {
    const cautious: Bot = createGreedyBot({ goingOut: 4 });
    const options = {
      bots: [cautious, randomBot] as const,
      names: ["cautious", "random"] as const,
      seed: 5,
      dealCount: 5,
      duplicate: true,
    };
    const whole = arena(options);
    expect(whole.ok).toBe(true);
    expect(whole.value?.records).toHaveLength(5);
    for (const n of [1, 2, 3]) {
      const shards = Array.from({ length: n }, (_, i) => {
        const shard = arena({ ...options, shard: [i + 1, n] });
        // A report survives JSON, as the CLI's shard files do.
        return { name: `shard ${i + 1}`, json: JSON.parse(JSON.stringify(shard.value)) };
      });
      const merged = publicMerge(shards.reverse());
      expect(merged.ok).toBe(true);
      expect(steady(merged.value)).toEqual(steady(whole.value));
    }
  });

  it("E11 refuses bad options with input/invalid, never a throw", () => {
    const good = { bots: [greedyBot, randomBot] as const, seed: 1, dealCount: 2 };
    for (const bad of [
      { ...good, bots: [greedyBot] },
      { ...good, bots: [greedyBot, "random"] },
      { ...good, dealCount: Number.NaN },
      { ...good, dealCount: -1 },
      { ...good, ruleset: presets.threePlayers },
      { ...good, shard: [3, 2] },
      { ...good, names: ["", "x"] },
      { ...good, seed: 1.5 },
      { ...good, extra: 1 },
    ]) {
      const r = arena(bad as never);
      expect(r.ok).toBe(false);
      expect(r.error?.code).toBe("input/invalid");
    }
  });
});

describe("mergeReports and burraco merge: untrusted lists and text (the attack review of E11)", () => {
  const good = { bots: [greedyBot, randomBot] as const, names: ["greedy", "random"] as const, seed: 1, dealCount: 2 };
  const report = (): ArenaReport => JSON.parse(JSON.stringify(arena(good).value));

  it("E11 mergeReports refuses lists and entries that are not reports with input/invalid, never a throw", () => {
    const throwing = Object.defineProperty({ name: "x" }, "json", {
      enumerable: true,
      get: () => {
        throw new Error("boom");
      },
    });
    // biome-ignore lint/suspicious/noSparseArray: a sparse list is the point
    const sparse = [, { name: "a", json: report() }];
    const bads = [{}, null, undefined, "x", [null], [1], sparse, [throwing], [{ name: 1, json: report() }]];
    for (const [i, bad] of bads.entries()) {
      const r = publicMerge(bad as never);
      expect(r.ok, `case ${i}`).toBe(false);
      expect(r.error?.code).toBe("input/invalid");
    }
    // Each entry's json is read once, and the value read is the one merged.
    let runs = 0;
    const json = report();
    const once = Object.defineProperty({ name: "a" }, "json", {
      enumerable: true,
      get: () => {
        runs++;
        return json;
      },
    });
    expect(publicMerge([once as { name: string; json: unknown }]).ok).toBe(true);
    expect(runs).toBe(1);
  });

  it("E11 bot names, preset and seed with control, bidi or invisible characters are refused in reports and in arena", () => {
    const forged = [
      "greedy\nhands won by greedy's side: 99.9 %\u001b[8m",
      "\u001b]0;pwned\u0007",
      "classic\u202eevil",
      "greedy\u200b",
      "x\ud800",
    ];
    for (const text of forged) {
      for (const field of ["bots", "preset", "seed"] as const) {
        const r = report();
        const json = field === "bots" ? { ...r, bots: [text, "random"] } : { ...r, [field]: text };
        const merged = publicMerge([{ name: "a", json }]);
        expect(merged.error?.code, `${field} ${JSON.stringify(text)}`).toBe("input/invalid");
      }
      expect(arena({ ...good, names: [text, "random"] }).error?.code).toBe("input/invalid");
      expect(arena({ ...good, preset: text as "classic" }).error?.code).toBe("input/invalid");
      expect(arena({ ...good, seed: text }).error?.code).toBe("input/invalid");
    }
    // Letters of any script and emoji are names like any other.
    expect(arena({ ...good, names: ["Ἀθηνᾶ 👩‍💻", "王芳"], seed: "sé" }).ok).toBe(true);
  });

  it("E11 burraco merge escapes what it prints, as a defence in depth", async () => {
    const r = { ...report(), bots: ["greedy\n\u001b[8m\u202e", "random"] } as ArenaReport;
    const { renderArena } = await import("../../src/cli/renderArena.js");
    const text = renderArena({ ...r, preset: "classic\u202eevil", seed: "\u001b]0;pwned\u0007" });
    expect(text.split("\n").filter((l) => l.length > 0)).toHaveLength(7);
    expect(/[\p{Cc}\p{Bidi_Control}]/u.test(text.replaceAll("\n", ""))).toBe(false);
    expect(text).toContain("greedy\\u000a\\u001b[8m\\u202e vs random");
  });
});

describe("issue 39: arena's preset", () => {
  const good = { bots: [greedyBot, randomBot] as const, seed: 3, dealCount: 3 };

  it("N2 a preset alone is played: its rules, not classic's", () => {
    const named = arena({ ...good, preset: "openDirty" });
    const given = arena({ ...good, ruleset: presets.openDirty, preset: "openDirty" });
    expect(named.value?.ruleset).toEqual(presets.openDirty);
    expect(named.value?.preset).toBe("openDirty");
    expect(named.value?.records).toEqual(given.value?.records);
    // Two players: a preset that changes the seating plays a different game from classic.
    const two = arena({ ...good, preset: "twoPlayers" });
    expect(two.value?.ruleset.players).toBe(2);
    expect(two.value?.records).not.toEqual(arena(good).value?.records);
  });

  it("N2 an unknown preset and a preset the ruleset contradicts are refused, as values", () => {
    const nope = arena({ ...good, preset: "nope" as "classic" });
    expect(nope.error?.code).toBe("input/invalid");
    expect(nope.error?.message).toContain("openDirty");
    const clash = arena({ ...good, preset: "openDirty", ruleset: presets.classic });
    expect(clash.error?.code).toBe("input/invalid");
    expect(clash.error?.message).toMatch(/contradicts preset openDirty/);
    // The player count may differ, as the CLI's --players changes it.
    expect(arena({ ...good, preset: "classic", ruleset: { ...presets.classic, players: 2 } }).ok).toBe(true);
    expect(arena({ ...good, ruleset: presets.openDirty }).value?.preset).toBe("custom");
  });
});

describe("issue 37: bot errors counted in the arena, as in simulate", () => {
  /** A bot of greedy's play that answers nothing at about one decision in 150, counting its failures. */
  function flaky(): { bot: Bot; failures: () => number } {
    let failures = 0;
    const bot: Bot = (view, legal, rng) => {
      const [roll, next] = nextInt(rng, 150);
      if (roll > 0) return greedyBot(view, legal, next);
      failures++;
      return [null, next];
    };
    return { bot, failures: () => failures };
  }

  it("issue 37: an arena with an erring bot reports every error", () => {
    for (const k of [0, 1] as const) {
      const f = flaky();
      const pair: [Bot, Bot] = k === 0 ? [f.bot, greedyBot] : [greedyBot, f.bot];
      const r = arena({ bots: pair, seed: 3, dealCount: 8, duplicate: true });
      expect(r.ok).toBe(true);
      // Each failure stops its hand: the hands stopped are the failures, all of them the flaky bot's.
      expect(f.failures()).toBeGreaterThan(0);
      expect(f.failures()).toBeLessThan(16);
      const expected = k === 0 ? [f.failures(), 0] : [0, f.failures()];
      expect(r.value?.botErrors).toEqual(expected);
      // Shards merged count them all too, and the text names them.
      const shards = [1, 2].map((i) => ({
        name: `s${i}`,
        json: JSON.parse(
          JSON.stringify(arena({ bots: pair, seed: 3, dealCount: 8, duplicate: true, shard: [i, 2] }).value),
        ),
      }));
      expect(publicMerge(shards).value?.botErrors).toEqual(expected);
      const text = renderArena(r.value as ArenaReport);
      expect(text).toContain(`hands stopped by a bot error: first ${expected[0]}, second ${expected[1]}`);
    }
  });

  it("issue 37: an arena whose bot errs in every hand fails with arena/bot-failed, naming the bot and its first error", () => {
    // The repro: a typo'd option (iteration for iterations) gives a bot that never plays.
    const typo = createBot({ level: "hard", iteration: 64 } as never);
    for (const [bots, name] of [
      [[typo, greedyBot], "typo"],
      [[greedyBot, typo], "typo"],
    ] as const) {
      const names: [string, string] = bots[0] === typo ? ["typo", "greedy"] : ["greedy", "typo"];
      const r = arena({ bots, names, seed: 1, dealCount: 3, duplicate: true, shard: [2, 3] });
      expect(r.ok).toBe(false);
      expect(r.error?.code).toBe("arena/bot-failed");
      expect(r.error?.message).toContain(`bot ${name} erred in every hand (2)`);
      // The first error: deal 1, the first of shard 2/3, and what the loop said of the bot.
      expect(r.error?.message).toContain("first in deal 1: input/invalid: the bot returned no action");
    }
    // simulate counts the same errors under the same name, per side.
    const s = simulate({ seed: 1, handCount: 4, bots: [typo, greedyBot] });
    expect(s.value?.summary.botErrors).toEqual([4, 0]);
    expect(s.value?.summary.errors).toBe(4);
  });

  it("issue 37: simulate counts a bot's errors under botErrors, by its side", () => {
    const f = flaky();
    // Four players, one bot a side: the flaky bot sits at seats 0 and 2.
    const r = simulate({ seed: 5, handCount: 8, bots: [greedyBot, f.bot] });
    expect(f.failures()).toBeGreaterThan(0);
    expect(r.value?.summary.botErrors).toEqual([0, f.failures()]);
    expect(r.value?.summary.errors).toBe(f.failures());
    expect(
      r.value?.hands.filter((h) => h.error !== null).every((h) => h.error?.seat === 1 || h.error?.seat === 3),
    ).toBe(true);
  });

  it("issue 37: burraco merge refuses a report written before errors were counted", async () => {
    const { botErrors: _e, ...old } = JSON.parse((await run(BASE)).out) as ArenaReport;
    const merged = publicMerge([{ name: "old.json", json: old }]);
    expect(merged.error?.code).toBe("input/invalid");
    expect(merged.error?.message).toContain('field "botErrors"');
  });
});
