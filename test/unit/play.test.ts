/**
 * `burraco play`: a complete hand played through the command with piped input.
 */
import { Readable } from "node:stream";
import { formatCard, presets } from "burraco";
import { describe, expect, it } from "vitest";
import type { CliIO } from "../../src/cli/io.js";
import { main } from "../../src/cli/main.js";
import { readMove } from "../../src/cli/playInput.js";
import { dealt } from "../helpers/state.js";

async function play(argv: string[], input: string): Promise<{ code: number; out: string; err: string }> {
  let out = "";
  let err = "";
  const io: CliIO = {
    stdout: { write: (t: string) => (out += t) },
    stderr: { write: (t: string) => (err += t) },
    stdin: Readable.from([input]),
  };
  const code = await main(["play", "--pause", "0", ...argv], io);
  return { code, out, err };
}

// Seat 0 plays first: the dealer is the last seat (R2.3).
const firstCard = formatCard(dealt({ ruleset: presets.classic, seed: 5, dealer: 3 }).held[0]?.[0] as number);

describe("burraco play", () => {
  it("plays a whole scripted hand: refusals explained with their rule, moves by text or number, score sheet", async () => {
    // A discard before drawing (refused, R3.1), a word that is no move, a typed draw, then always
    // the first listed move until the hand ends.
    const script = `discard ${firstCard}\nbogus\ndraw\n${"1\n".repeat(3000)}`;
    const r = await play(["--seed", "5", "--bots", "greedy"], script);
    expect(r.err).toBe("");
    expect(r.code).toBe(0);
    expect(r.out).toContain("Burraco · preset classic · seed 5. You are North (seat 0).");
    expect(r.out).toContain("Refused: Not now: first draw, then meld, attach and discard. (R3.1)");
    expect(r.out).toContain('"bogus" is not a move');
    expect(r.out).toMatch(/You: draws \S+ from the stock/);
    expect(r.out).toMatch(/Your hand \(12\): /);
    expect(r.out).toMatch(/ {4} {2}1\. (meld|attach|discard) /);
    // Bots' stock draws stay hidden; their other moves are told.
    expect(r.out).toMatch(/East: draws from the stock\n/);
    expect(r.out).not.toMatch(/East: draws \S+ from the stock/);
    expect(r.out).toContain("The hand is over.");
    expect(r.out).toMatch(/Score sheet\n.*North–South.*East–West/);
    expect(r.out).toMatch(/\n {2}total +[+-]?\d+ +[+-]?\d+/);
  });

  it("speaks Italian with --lang it", async () => {
    const r = await play(
      ["--seed", "5", "--lang", "it", "--players", "2", "--preset", "twoPlayers"],
      "1\n".repeat(3000),
    );
    expect(r.code).toBe(0);
    expect(r.out).toContain("Tocca a te:");
    expect(r.out).toContain("La tua mano (11): ");
    expect(r.out).toContain("Punteggio");
    expect(r.out).toContain("carte calate (R9.1)");
    // The moves and the table are told in Italian too, not only the labels around them.
    expect(r.out).toMatch(/Tu: pesca \S+ dal tallone/);
    expect(r.out).toMatch(/ {2}tallone \d+ · scarti \d+/);
    expect(r.out).not.toMatch(/draws|discards|stock \d+ · discard pile/);
    // The bot's seat is named in Italian too.
    expect(r.out).toMatch(/\nPosto 1: /);
    expect(r.out).not.toMatch(/\nSeat 1: /);
  });

  it("stops with exit code 1 when the input ends before the hand", async () => {
    const r = await play(["--seed", "5"], "draw\n");
    expect(r.code).toBe(1);
    expect(r.out).toContain("No more input: the game stops here.");
  });

  it("refuses bad flags with exit code 2", async () => {
    for (const [argv, message] of [
      [["--lang", "fr"], "--lang must be it or en"],
      [["--bots", "greedy,greedy"], "--bots: give 1 bot for every other seat, or 3"],
      [["--pause", "soon"], "--pause must be a whole number"],
    ] as const) {
      const r = await play([...argv], "");
      expect(r.code).toBe(2);
      expect(r.err).toContain(message);
    }
  });
});

describe("readMove", () => {
  const hand = [6, 58, 104, 19]; // 7S, 7S (second copy), JK, 7H
  const legal = [{ type: "draw", seat: 0 } as const];
  it("reads a move's number, or the move in card notation from the player's own cards", () => {
    expect(readMove("1", 0, hand, legal)).toEqual({ ok: true, action: legal[0] });
    expect(readMove("2", 0, hand, legal)).toMatchObject({ ok: false, reason: "unknown" });
    expect(readMove("meld 7S 7S JK", 0, hand, legal)).toEqual({
      ok: true,
      action: { type: "meld", seat: 0, cards: [6, 58, 104] },
    });
    expect(readMove("attach 2 7H", 0, hand, legal)).toEqual({
      ok: true,
      action: { type: "attach", seat: 0, meld: 1, cards: [19] },
    });
    expect(readMove("discard jk", 0, hand, legal)).toEqual({
      ok: true,
      action: { type: "discard", seat: 0, card: 104 },
    });
    expect(readMove("close 7H", 0, hand, legal)).toEqual({ ok: true, action: { type: "close", seat: 0, card: 19 } });
    expect(readMove("pile", 0, hand, legal)).toEqual({ ok: true, action: { type: "pickUpDiscards", seat: 0 } });
    expect(readMove("discard 7D", 0, hand, legal)).toEqual({ ok: false, reason: "not-held", text: "7D" });
    expect(readMove("meld 7H 7H 7H", 0, hand, legal)).toMatchObject({ ok: false, reason: "not-held" });
  });
});
