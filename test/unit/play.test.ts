/**
 * `burraco play`: a complete hand and whole matches played through the command with piped input,
 * in both languages; the process ends after the last hand with its input still open; cards in
 * colour on a terminal only; what changed since your last turn; Italian move words.
 */
import { spawn } from "node:child_process";
import { PassThrough, Readable } from "node:stream";
import { fileURLToPath } from "node:url";
import { formatCard, legalActions, presets } from "burraco";
import { describe, expect, it } from "vitest";
import type { CliIO } from "../../src/cli/io.js";
import { main } from "../../src/cli/main.js";
import { cardStyleFor, paintCards } from "../../src/cli/paintCards.js";
import { listedMoves, moveText } from "../../src/cli/playCommand.js";
import { readMove } from "../../src/cli/playInput.js";
import { playTexts } from "../../src/cli/playTexts.js";
import { handOrder } from "../../src/cli/renderCards.js";
import { renderKnown } from "../../src/cli/renderChanges.js";
import { dealt } from "../helpers/state.js";

/**
 * Plays `burraco play` answering each prompt as it comes, on an input that stays open: `answer`
 * gives the line for a prompt (the text so far ends with it). Resolves when the command returns.
 */
async function converse(
  argv: string[],
  answer: (out: string) => string,
  isTTY = false,
): Promise<{ code: number; out: string; input: PassThrough }> {
  let out = "";
  const input = new PassThrough();
  const io: CliIO = {
    stdout: {
      isTTY,
      write: (t: string) => {
        out += t;
        if (/(: |\): )$/.test(t)) setImmediate(() => input.write(`${answer(out)}\n`));
        return true;
      },
    },
    stderr: { write: (t: string) => (out += t) },
    stdin: input,
  };
  const code = await main(["play", "--pause", "0", ...argv], io);
  return { code, out, input };
}

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
    expect(r.out).toMatch(/You draw \S+ from the stock/);
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
    expect(r.out).toMatch(/Tu peschi \S+ dal tallone/);
    expect(r.out).toMatch(/ {2}tallone \d+ · scarti \d+/);
    expect(r.out).not.toMatch(/draws|discards|stock \d+ · discard pile|Tu: |Tu pesca /);
    // The moves are listed with their Italian words.
    expect(r.out).toMatch(/ {4} {2}1\. pesca\n/);
    // The bot's seat is named in Italian too.
    expect(r.out).toMatch(/\nPosto 1: /);
    expect(r.out).not.toMatch(/\nSeat 1: /);
  });

  it("E15 without --seed deals a new hand each time and prints its seed, which --seed replays", async () => {
    const once = async (argv: string[], randomSeed?: () => number): Promise<string> => {
      let out = "";
      const io: CliIO = {
        stdout: { write: (t: string) => (out += t) },
        stderr: { write: (t: string) => (out += t) },
        stdin: Readable.from(["draw\n"]),
        ...(randomSeed === undefined ? {} : { randomSeed }),
      };
      await main(["play", "--pause", "0", ...argv], io);
      return out;
    };
    const fresh = await once([], () => 424242);
    expect(fresh).toContain("Burraco · preset classic · seed 424242. You are North (seat 0).\n");
    expect(fresh).toContain("A new deal: play it again with --seed 424242.\n");
    // Replayed with the printed seed: the same cards, without the line about a new deal.
    const replayed = await once(["--seed", "424242"]);
    expect(replayed).not.toContain("A new deal");
    expect(replayed).toBe(fresh.replace("A new deal: play it again with --seed 424242.\n", ""));
    expect(await once(["--lang", "it"], () => 7)).toContain("Una smazzata nuova: per rigiocarla, --seed 7.");
    // Left to itself, the command picks a random seed: two games, two deals.
    const seedOf = (text: string): string | undefined => /--seed (\d+)\./.exec(text)?.[1];
    const [a, b] = [seedOf(await once([])), seedOf(await once([]))];
    expect(a).toMatch(/^\d+$/);
    expect(a).not.toBe(b);
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

describe("burraco play, a match (--target)", () => {
  for (const lang of ["en", "it"] as const) {
    const words =
      lang === "it"
        ? { next: "Premi Invio", over: "La partita è finita: ha vinto", hand: "— Mano 2 —" }
        : { next: "Press Enter", over: "The match is over: ", hand: "— Hand 2 —" };
    it(`R10.1: a scripted match to a short target plays to its end and returns, its input still open (${lang})`, async () => {
      const r = await converse(["--seed", "7", "--target", "5", "--lang", lang], () => "1");
      expect(r.code).toBe(0);
      expect(r.out).toContain(words.over);
      expect(r.out).toMatch(lang === "it" ? /La partita \(ai 5\)\n/ : /The match \(to 5\)\n/);
      // The input was never ended: the command let go of it.
      expect(r.input.writableEnded).toBe(false);
    });

    it(`R10.1: the next hand is offered after each score sheet; a long match stops when asked (${lang})`, async () => {
      let offers = 0;
      const r = await converse(["--seed", "8", "--target", "100000", "--lang", lang], (out) => {
        if (!out.trimEnd().endsWith(":") || !out.slice(out.lastIndexOf("\n")).includes(words.next)) return "1";
        offers++;
        return offers === 1 ? "" : lang === "it" ? "basta" : "quit";
      });
      expect(r.code).toBe(0);
      expect(offers).toBe(2);
      expect(r.out).toContain(words.hand);
      expect(r.out).toContain(lang === "it" ? "La partita si ferma qui." : "The match stops here.");
      expect(r.out).toMatch(
        lang === "it" ? /\n {2}mano 2 +-?\d+ +-?\d+\n {2}totale/ : /\n {2}hand 2 +-?\d+ +-?\d+\n {2}total/,
      );
    });
  }

  it("the process ends after the last hand while its stdin stays open", async () => {
    const root = fileURLToPath(new URL("../../", import.meta.url));
    const child = spawn(
      process.execPath,
      ["--import", "tsx", "src/cli/main.ts", "play", "--pause", "0", "--seed", "5", "--target", "5"],
      {
        cwd: root,
        stdio: ["pipe", "pipe", "pipe"],
      },
    );
    let out = "";
    child.stdout.on("data", (d: Buffer) => {
      out += d.toString();
      if (out.endsWith(": ")) child.stdin.write("1\n");
    });
    const code = await new Promise<number | null>((resolve) => {
      const timer = setTimeout(() => {
        child.kill();
        resolve(null);
      }, 60_000);
      child.on("exit", (c) => {
        clearTimeout(timer);
        resolve(c);
      });
    });
    expect(code, "exited by itself, stdin still open").toBe(0);
    expect(child.stdin.writableEnded).toBe(false);
    expect(out).toContain("The match is over");
  }, 90_000);

  it("refuses a target that is not a multiple of 5 (R10.1)", async () => {
    const r = await converse(["--target", "12"], () => "1");
    expect(r.code).toBe(2);
    expect(r.out).toContain("--target must be a multiple of 5 (R10.1)");
  });
});

describe("burraco play, the table", () => {
  it("shows the whole table on your first turn, then only what changed, and the whole table on `table`", async () => {
    let asked = 0;
    const r = await converse(["--seed", "5"], () => (++asked === 3 ? "table" : "1"));
    expect(r.code).toBe(0);
    const turns = r.out.split("Your turn:\n").slice(1);
    expect(turns.length).toBeGreaterThan(3);
    expect(turns[0]).toMatch(/North–South/);
    expect(turns[0]).not.toContain("since your last turn");
    expect(turns[1]).toMatch(/(No meld changed|Melds new or grown) since your last turn/);
    expect(turns[1]).toContain('Type "table" to see the whole table.');
    expect(turns[1]).not.toMatch(/\n {5}1\. /);
    // "table" (the third answer) prints the whole table again: the first turn's and that one.
    expect(r.out.match(/\n {2}North–South( · pozzetto taken)?:/g)?.length).toBeGreaterThanOrEqual(2);
  });

  it("`hint` lists the planner's best moves with their numbers, estimates and errors, then plays on", async () => {
    let asked = 0;
    const r = await converse(["--seed", "5"], () => (++asked === 2 || asked === 3 ? "hint" : "1"));
    expect(r.code).toBe(0);
    const shown = r.out.split("Best moves (estimated margin").slice(1);
    expect(shown).toHaveLength(2);
    for (const block of shown) {
      const lines = (block.split("\n").slice(1, 4) as string[]).filter((l) => /^ +\d+\. /.test(l));
      expect(lines.length).toBeGreaterThan(0);
      for (const line of lines) expect(line).toMatch(/^ +\d+\. \S.* [+−]\d+ ± \d+$/);
    }
    // Asked twice at the same point of the same game: the same suggestions.
    expect(shown[1]?.split("\n").slice(0, 4)).toEqual(shown[0]?.split("\n").slice(0, 4));
  }, 90_000);

  it("R14.2: names the cards each other seat is known to hold, in the player's language", () => {
    const state = dealt({ ruleset: presets.classic, seed: 11, dealer: 3 });
    expect(renderKnown(state, 0, playTexts("en"))).toEqual([]);
    const known = { ...state, known: [[0], [3, 4], [], [104]] };
    expect(renderKnown(known, 0, playTexts("en"))).toEqual(["  Known cards: East 4S 5S · West JK"]);
    expect(renderKnown(known, 0, playTexts("it"), "it")).toEqual(["  Carte note: Est 4S 5S · Ovest JK"]);
  });

  it("lists the discards in the order of the sorted hand", () => {
    const state = dealt({ ruleset: presets.classic, seed: 11, dealer: 3 });
    const drawn = legalActions(state)[0];
    expect(drawn?.type).toBe("draw");
    const listed = listedMoves(legalActions({ ...state, phase: "play" }));
    const discards = listed.flatMap((a) => (a.type === "discard" ? [a.card] : []));
    expect(discards.length).toBeGreaterThan(5);
    expect(discards).toEqual(discards.slice().sort(handOrder));
    const kinds = listed.map((a) => a.type);
    expect(kinds.indexOf("discard")).toBeGreaterThan(kinds.lastIndexOf("meld"));
  });

  it("paints cards with suit symbols and colour on a terminal, plain when piped", () => {
    expect(cardStyleFor(true, undefined)).toBe("colour");
    expect(cardStyleFor(true, "1")).toBe("suits");
    expect(cardStyleFor(false, undefined)).toBe("plain");
    expect(cardStyleFor(undefined, undefined)).toBe("plain");
    expect(paintCards("discards 7H, melds 10S JS QS, 2H=7C", "suits")).toBe("discards 7♥, melds 10♠ J♠ Q♠, 2♥=7♣");
    expect(paintCards("JK=A", "colour")).toBe("\u001b[31m★\u001b[0m=A");
    expect(paintCards("KD AS", "colour")).toBe("\u001b[31mK♦\u001b[0m A♠");
    // Words are not cards.
    expect(paintCards("JKL ASK 7HX", "suits")).toBe("JKL ASK 7HX");
    expect(paintCards("discards 7H", "plain")).toBe("discards 7H");
  });

  it("a terminal gets suits in colour; a pipe gets the notation the player types", async () => {
    // NO_COLOR, if the environment sets it, would take the colour away (cardStyleFor, tested above).
    const noColor = process.env.NO_COLOR;
    delete process.env.NO_COLOR;
    const tty = await converse(["--seed", "5", "--players", "2", "--preset", "twoPlayers"], () => "1", true).finally(
      () => {
        if (noColor !== undefined) process.env.NO_COLOR = noColor;
      },
    );
    const ESC = "\u001b";
    expect(tty.out).toMatch(new RegExp(`${ESC}\\[31m(10|[2-9AJQK])[♥♦]${ESC}\\[0m`));
    expect(tty.out).toMatch(/(10|[2-9AJQK])[♠♣]/);
    // The help keeps the notation the player types.
    expect(tty.out).toContain("meld 7H 8H 9H");
    const piped = await converse(["--seed", "5", "--players", "2", "--preset", "twoPlayers"], () => "1");
    expect(piped.out).not.toMatch(/[♠♥♦♣]/);
    expect(piped.out).not.toContain(ESC);
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

  it("reads the Italian move words under --lang it (and the English ones still)", () => {
    expect(readMove("pesca", 0, hand, legal, "it")).toEqual({ ok: true, action: { type: "draw", seat: 0 } });
    expect(readMove("Raccogli", 0, hand, legal, "it")).toEqual({
      ok: true,
      action: { type: "pickUpDiscards", seat: 0 },
    });
    expect(readMove("cala 7S 7S JK", 0, hand, legal, "it")).toEqual({
      ok: true,
      action: { type: "meld", seat: 0, cards: [6, 58, 104] },
    });
    expect(readMove("attacca 2 7H", 0, hand, legal, "it")).toEqual({
      ok: true,
      action: { type: "attach", seat: 0, meld: 1, cards: [19] },
    });
    expect(readMove("scarta jk", 0, hand, legal, "it")).toEqual({
      ok: true,
      action: { type: "discard", seat: 0, card: 104 },
    });
    expect(readMove("chiudi 7H", 0, hand, legal, "it")).toEqual({
      ok: true,
      action: { type: "close", seat: 0, card: 19 },
    });
    expect(readMove("draw", 0, hand, legal, "it")).toEqual({ ok: true, action: { type: "draw", seat: 0 } });
    // Italian words are not read under English.
    expect(readMove("pesca", 0, hand, legal)).toMatchObject({ ok: false, reason: "unknown" });
    expect(moveText({ type: "discard", seat: 0, card: 104 }, "it")).toBe("scarta JK");
    expect(moveText({ type: "attach", seat: 0, meld: 1, cards: [19] }, "it")).toBe("attacca 2 7H");
  });
});
