/**
 * `burraco play` on `burraco/table` (issue 27): the bots play exactly as they did when the command
 * ran its own loop. The reference below is that loop, as it was: each bot asked with its seat's
 * view, the legal actions and its PRNG (`seedRng(botSeed(deal seed, seat))`), the person at seat 0
 * answering "1" (the first listed move) to every prompt. The command's score sheets must be the
 * reference's, hand by hand, on the same seeds.
 */

import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Readable } from "node:stream";
import { type HandState, legalActions, newHand, presets, type Ruleset, scoreHand, viewFor } from "burraco";
import { describe, expect, it } from "vitest";
import { type BotName, botFor } from "../../src/bots/registry.js";
import type { CliIO } from "../../src/cli/io.js";
import { main } from "../../src/cli/main.js";
import { listedMoves } from "../../src/cli/playScreen.js";
import { matchHandSeed } from "../../src/match/handSeed.js";
import { newMatch } from "../../src/match/newMatch.js";
import { recordHand } from "../../src/match/recordHand.js";
import { startHand } from "../../src/match/startHand.js";
import { type RngState, seedRng } from "../../src/random/prng.js";
import type { Seed } from "../../src/random/seed.js";
import { apply } from "../../src/reducers/apply.js";
import { botSeed } from "../../src/sim/seeds.js";

/** Where a game this file leaves unfinished is saved: out of the working tree. */
const saves = mkdtempSync(join(tmpdir(), "burraco-play-test-"));

/** One hand as the old loop played it: the ended state. */
function referenceHand(dealt: HandState, dealSeed: Seed, bots: readonly BotName[]): HandState {
  const rngs: RngState[] = dealt.held.map((_, s) => seedRng(botSeed(dealSeed, s)));
  let state = dealt;
  while (state.phase !== "ended") {
    const seat = state.turn;
    let action = listedMoves(legalActions(state))[0] ?? null;
    if (seat !== 0) {
      const [a, rng] = botFor(bots[seat - 1] ?? "greedy")(
        viewFor(state, seat),
        legalActions(state),
        rngs[seat] as RngState,
      );
      rngs[seat] = rng;
      action = a;
    }
    if (action === null) throw new Error("no action");
    const next = apply(state, action);
    if (!next.ok) throw new Error(next.error.message);
    state = next.value;
  }
  return state;
}

/** The totals of the command's score sheets, hand by hand: the first total line after each heading. */
function sheetTotals(out: string): number[][] {
  return out
    .split(/\n(?:Score sheet|Punteggio)\n/)
    .slice(1)
    .map((block) => {
      const line = /^ {2}totale? +(.+)$/m.exec(block)?.[1] ?? "";
      return line
        .trim()
        .split(/ +/)
        .map((x) => Number(x.replace("−", "-")));
    });
}

async function run(argv: string[]): Promise<string> {
  let out = "";
  const io: CliIO = {
    stdout: { write: (t: string) => (out += t) },
    stderr: { write: (t: string) => (out += t) },
    stdin: Readable.from(["1\n".repeat(20_000)]),
    cwd: saves,
  };
  await main(["play", "--pause", "0", ...argv], io);
  return out;
}

const CASES: { name: string; ruleset: Ruleset; argv: string[]; bots: BotName[] }[] = [
  {
    name: "four players, greedy and random",
    ruleset: presets.classic,
    argv: ["--bots", "greedy,random,greedy"],
    bots: ["greedy", "random", "greedy"],
  },
  { name: "two players, greedy", ruleset: presets.twoPlayers, argv: ["--preset", "twoPlayers"], bots: ["greedy"] },
  {
    name: "three players, random",
    ruleset: { ...presets.classic, players: 3 } as Ruleset,
    argv: ["--players", "3", "--bots", "random"],
    bots: ["random", "random"],
  },
];

describe("burraco play: the same games as before the table, on the same seeds", () => {
  for (const c of CASES) {
    it(`one hand, ${c.name}`, async () => {
      for (const seed of [1, 5, 23]) {
        const players = c.ruleset.players;
        const dealt = newHand({ ruleset: { ...c.ruleset, players } as Ruleset, seed, dealer: players - 1 });
        if (!dealt.ok) throw new Error(dealt.error.message);
        const ended = referenceHand(dealt.value, seed, c.bots);
        const want = scoreHand(ended).sides.map((s) => s.total);
        const out = await run([...c.argv, "--seed", String(seed)]);
        expect(sheetTotals(out), `seed ${seed}`).toEqual([want]);
      }
    }, 60_000);
  }

  it("R10.1 a match to 1500, greedy bots: every hand's score sheet", async () => {
    const seed = 9;
    const started = newMatch({ ruleset: { ...presets.classic, targetScore: 1500 }, seed });
    if (!started.ok) throw new Error(started.error.message);
    let match = started.value;
    const want: number[][] = [];
    while (!match.over) {
      const dealt = startHand(match);
      if (!dealt.ok) throw new Error(dealt.error.message);
      const ended = referenceHand(dealt.value, matchHandSeed(match.seed, match.hands.length + 1), ["greedy"]);
      want.push(scoreHand(ended).sides.map((s) => s.total));
      const recorded = recordHand(match, ended);
      if (!recorded.ok) throw new Error(recorded.error.message);
      match = recorded.value;
    }
    expect(want.length).toBeGreaterThan(1);
    const out = await run(["--seed", String(seed), "--target", "1500"]);
    expect(sheetTotals(out)).toEqual(want);
  }, 120_000);
});
