/**
 * `burraco play`: a complete hand and whole matches played through the command with piped input,
 * in both languages; the process ends after the last hand with its input still open; cards as
 * faces, in colour on a terminal only; the moves since your last turn, capped; you sit South;
 * Italian move words and card letters; text wrapped at word boundaries (issue 27).
 */
import { spawn } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { PassThrough, Readable } from "node:stream";
import { fileURLToPath } from "node:url";
import { cardId, legalActions, presets } from "burraco";
import { cardFace, displayOrder } from "burraco/i18n";
import { describe, expect, it } from "vitest";
import type { CliIO } from "../../src/cli/io.js";
import { main } from "../../src/cli/main.js";
import { cardStyleFor, paintCards, paintFaces } from "../../src/cli/paintCards.js";
import { readMove } from "../../src/cli/playInput.js";
import { listedMoves, MAX_EVENTS, moveText, renderEvents, renderTable } from "../../src/cli/playScreen.js";
import { playTexts } from "../../src/cli/playTexts.js";
import { wrapText } from "../../src/cli/wrapText.js";
import { dealt } from "../helpers/state.js";

/** Where a game this file leaves unfinished is saved: out of the working tree. */
const saves = mkdtempSync(join(tmpdir(), "burraco-play-test-"));

/** Text as written before it was wrapped to the width (a wrapped line goes on indented by four). */
const unwrap = (text: string): string => text.replace(/\n {4}(?!\s|\d)/g, " ");

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
    cwd: saves,
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
    cwd: saves,
  };
  const code = await main(["play", "--pause", "0", ...argv], io);
  return { code, out, err };
}

// Seat 0 plays first: the dealer is the last seat (R2.3).
const firstHand = dealt({ ruleset: presets.classic, seed: 5, dealer: 3 }).held[0] ?? [];
const firstCard = cardFace(firstHand[0] as number)
  .replace("♠", "S")
  .replace("♥", "H")
  .replace("♦", "D")
  .replace("♣", "C");

describe("burraco play", () => {
  it("plays a whole scripted hand: refusals explained with their rule, moves by text or number, score sheet", async () => {
    // A discard before drawing (refused, R3.1), a word that is no move, a typed draw, then always
    // the first listed move until the hand ends.
    const script = `discard ${firstCard}\nbogus\ndraw\n${"1\n".repeat(3000)}`;
    const r = await play(["--seed", "5", "--bots", "greedy"], script);
    expect(r.err).toBe("");
    expect(r.code).toBe(0);
    expect(r.out).toContain("Burraco · Classic (FIBUR) · seed 5.\nYou are South; your partner is North.\n");
    // The refusal in words; the rule id and the code stay for "details".
    expect(r.out).toContain("Refused: Not now: first draw, then meld, attach and discard.\n");
    expect(r.out).toContain('"bogus" is not a move');
    expect(r.out).toMatch(/You draw (10|[2-9AJQK])[♠♥♦♣]|★ from the stock\./);
    expect(r.out).toMatch(/Your hand \(12\): /);
    expect(r.out).toMatch(/\n {4}1\. (meld|attach|discard) /);
    // Bots' stock draws stay hidden; their other moves are told, at your turn.
    expect(r.out).toMatch(/\n {2}West draws from the stock\.\n/);
    expect(r.out).not.toMatch(/West draws \S+ from the stock/);
    expect(r.out).toContain("The hand is over.");
    expect(r.out).toMatch(/Score sheet\n +Us +Them\n/);
    expect(r.out).toMatch(/\n {2}total +[+-]?\d+ +[+-]?\d+/);
  });

  it("speaks Italian with --lang it", async () => {
    const r = await play(
      ["--seed", "5", "--lang", "it", "--players", "2", "--preset", "twoPlayers"],
      "1\n".repeat(3000),
    );
    expect(r.code).toBe(0);
    expect(r.out).toContain("Burraco · Due giocatori · codice 5.\nTu sei Sud.\n");
    expect(r.out).toContain("Tocca a te. La tua mano (11): ");
    expect(r.out).toContain("Punteggio");
    // The score lines in words; the rule ids are for "dettagli".
    expect(r.out).toMatch(/\n {2}carte calate +[+-]?\d+/);
    expect(r.out).not.toContain("(R9.1)");
    // The moves and the table are told in Italian too, not only the labels around them.
    expect(r.out).toMatch(/Peschi ((10|[2-9AJQK])[♠♥♦♣]|★) dal tallone\./);
    expect(r.out).toMatch(/\nTallone \d+ · scarti \d+/);
    expect(r.out).not.toMatch(/draws|discards|Stock \d+ · discard pile|Tu pesca /);
    // The moves are listed with their Italian words.
    expect(r.out).toMatch(/\n {4}1\. pesca {2,}2\. raccogli\n/);
    // The other seat is named in Italian: North, across the table.
    expect(r.out).toMatch(/\n {2}Nord (pesca|raccoglie|cala|scarta|attacca)/);
  });

  it("E15 without --seed deals a new hand each time and prints its seed, which --seed replays", async () => {
    const once = async (argv: string[], randomSeed?: () => number): Promise<string> => {
      let out = "";
      const io: CliIO = {
        stdout: { write: (t: string) => (out += t) },
        stderr: { write: (t: string) => (out += t) },
        stdin: Readable.from(["draw\n"]),
        cwd: saves,
        ...(randomSeed === undefined ? {} : { randomSeed }),
      };
      await main(["play", "--pause", "0", ...argv], io);
      return out;
    };
    const fresh = await once([], () => 424242);
    expect(fresh).toContain("Burraco · Classic (FIBUR) · seed 424242.\nYou are South; your partner is North.\n");
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
        ? { next: "Premi Invio", over: /Partita finita: (vinciamo noi|vincono loro)\./, hand: "— Mano 2 —" }
        : { next: "Press Enter", over: /Match over: (we|they) win\./, hand: "— Hand 2 —" };
    it(`R10.1: a scripted match to a short target plays to its end and returns, its input still open (${lang})`, async () => {
      const r = await converse(["--seed", "7", "--target", "5", "--lang", lang], () => "1");
      expect(r.code).toBe(0);
      expect(r.out).toMatch(words.over);
      expect(r.out).toContain(lang === "it" ? "Partita ai 5 punti." : "Match to 5 points.");
      expect(r.out).toMatch(
        lang === "it" ? /La partita \(ai 5 punti\)\n +Noi +Loro\n/ : /The match \(to 5 points\)\n +Us +Them\n/,
      );
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
    expect(out).toMatch(/Match over: (we|they) win\./);
  }, 90_000);

  it("refuses a target that is not a multiple of 5 (R10.1)", async () => {
    const r = await converse(["--target", "12"], () => "1");
    expect(r.code).toBe(2);
    expect(r.out).toContain("--target must be a multiple of 5 (R10.1)");
  });
});

const en = { lang: "en", t: playTexts("en"), width: 100 } as const;
const it_ = { lang: "it", t: playTexts("it"), width: 100 } as const;

describe("burraco play, the table", () => {
  it("shows the moves since your last turn, the table, the moves and your hand last; `table` again", async () => {
    let asked = 0;
    const r = await converse(["--seed", "5"], () => (++asked === 3 ? "table" : "1"));
    expect(r.code).toBe(0);
    const turns = r.out.split("\nYour turn. Your hand").slice(0, -1);
    expect(turns.length).toBeGreaterThan(3);
    // Each screen ends with the numbered moves, then the hand: nothing comes after the hand.
    for (const screen of r.out
      .split("Your move: ")
      .slice(0, -1)
      .filter((x) => x.includes("Your turn.")))
      expect(screen.trimEnd().split("\n").at(-1)).toMatch(/^Your turn\. Your hand \(\d+\): /);
    expect(r.out).toContain("\nSince your last turn:\n");
    expect(r.out).toMatch(/\n {2}Us: /);
    expect(r.out).toMatch(/\n {2}Them( \(pozzetto taken\))?: /);
    // "table" (the third answer) prints the table again, with the moves and the hand.
    expect(r.out).toMatch(/Your move: Stock \d+ · discard pile/);
  });

  it("caps the moves since your last turn: the last ones, and how many earlier ones are left out", () => {
    const events = Array.from({ length: 29 }, (_, i) => ({ type: "discard", seat: 1 + (i % 3), card: i }) as const);
    const lines = renderEvents(events, 4, en);
    expect(lines).toHaveLength(MAX_EVENTS);
    expect(lines[0]).toBe("  …and 20 earlier moves");
    expect(lines.at(-1)).toBe(`  North discards ${cardFace(28)}.`);
    expect(renderEvents(events, 4, it_)[0]).toBe("  …e altre 20 mosse prima");
    expect(renderEvents(events.slice(0, MAX_EVENTS), 4, en)).toHaveLength(MAX_EVENTS);
    expect(renderEvents(events.slice(0, MAX_EVENTS), 4, en)[0]).toMatch(/West discards/);
  });

  for (const rows of [40, 24])
    it(`keeps every turn, hand and prompt included, on a screen of ${rows} lines and 100 columns`, async () => {
      // A whole match of screens: every turn screen, from the moves since your last turn to the
      // prompt, fits in the screen's lines, and no line is wider than the terminal.
      let out = "";
      const input = new PassThrough();
      const io: CliIO = {
        stdout: {
          columns: 100,
          rows,
          write: (t: string) => {
            out += t;
            if (/: $/.test(t)) setImmediate(() => input.write("1\n"));
            return true;
          },
        },
        stderr: { write: (t: string) => (out += t) },
        stdin: input,
        cwd: saves,
      };
      expect(await main(["play", "--pause", "0", "--seed", "3", "--target", "1000"], io)).toBe(0);
      const screens = out.split("Your move: ").map((x) => x.slice(x.lastIndexOf("\n\n") + 2));
      const turns = screens.filter((x) => x.includes("Your turn. Your hand"));
      expect(turns.length).toBeGreaterThan(20);
      // The screen with the most moves since the last turn: more than fit in 24 lines.
      if (rows === 24) expect(out).toMatch(/\n {2}…and \d+ earlier moves?\n/);
      for (const screen of turns) expect(screen.split("\n").length).toBeLessThanOrEqual(rows);
      for (const line of out.split("\n")) expect([...line].length).toBeLessThanOrEqual(100);
    }, 90_000);

  it("wraps text at word boundaries to the width, never inside a word", () => {
    const text = playTexts("it").help;
    const wrapped = wrapText(text, 100, 4);
    const lines = wrapped.split("\n");
    expect(lines.length).toBeGreaterThan(1);
    for (const line of lines) expect([...line].length).toBeLessThanOrEqual(100);
    // The words are the text's words, in order: only the breaks and their indent are new.
    expect(lines.map((l) => l.trim()).join(" ")).toBe(text);
    expect(wrapText("uno due tre", 20)).toBe("uno due tre");
    expect(wrapText("aaaa bbbb cccc dddd eeee ffff", 20, 2)).toBe("aaaa bbbb cccc dddd\n  eeee ffff");
    // A suit letter stays with its symbol and name (no-break spaces).
    expect(wrapped).not.toMatch(/ C\n|♥\n/);
  });

  it("the intro line at 100 columns: whole words on every line, Italian title and seat", async () => {
    let out = "";
    const io: CliIO = {
      stdout: { columns: 100, write: (t: string) => (out += t) },
      stderr: { write: (t: string) => (out += t) },
      stdin: Readable.from(["pesca\n"]),
      cwd: saves,
    };
    await main(["play", "--pause", "0", "--seed", "5", "--lang", "it"], io);
    const intro = out.slice(0, out.indexOf("\n\n"));
    expect(intro).toMatch(/^Burraco · Classico \(FIBUR\) · codice 5\.\nTu sei Sud; il tuo compagno è Nord\.\n/);
    expect(intro).not.toContain("classic");
    const words = new Set(playTexts("it").help.split(/ +/));
    for (const line of intro.split("\n").slice(2)) {
      expect([...line].length).toBeLessThanOrEqual(100);
      for (const word of line.trim().split(/ +/)) expect(words.has(word), word).toBe(true);
    }
  });

  it("`hint` gives the planner's advice in plain words with its move's number, the same when asked twice", async () => {
    let asked = 0;
    const r = await converse(["--seed", "5", "--lang", "it"], () => (++asked === 2 || asked === 3 ? "consiglio" : "1"));
    expect(r.code).toBe(0);
    const shown = [...unwrap(r.out).matchAll(/Consiglio: [^\n]+/g)].map((m) => m[0]);
    expect(shown).toHaveLength(2);
    for (const line of shown) expect(line).toMatch(/^Consiglio: \S.*\. È la mossa \d+ della lista\.$/);
    expect(shown[0]).not.toMatch(/±/);
    expect(shown[1]).toBe(shown[0]);
  }, 90_000);

  it("`details` shows the rule ids and error codes behind a refusal and the score lines", async () => {
    const r = await play(["--seed", "5"], `details\ndiscard ${firstCard}\n${"1\n".repeat(3000)}`);
    expect(r.out).toContain("Details on: rule ids and error codes are shown.");
    expect(unwrap(r.out)).toContain(
      "Refused: Not now: first draw, then meld, attach and discard. [R3.1, turn/wrong-phase]",
    );
    expect(r.out).toContain("cards in melds (R9.1)");
  });

  it("R14.2: names the cards each other seat is known to hold, in the player's language", () => {
    const state = dealt({ ruleset: presets.classic, seed: 11, dealer: 3 });
    expect(renderTable(state, en).join("\n")).not.toContain("Known cards");
    const known = { ...state, known: [[0], [3, 4], [], [104]] };
    expect(renderTable(known, en)).toContain("  Known cards: West 4♠ 5♠ · East ★");
    expect(renderTable(known, it_)).toContain("  Carte note: Ovest 4♠ 5♠ · Est ★");
  });

  it("lists the discards in the order of the sorted hand", () => {
    const state = dealt({ ruleset: presets.classic, seed: 11, dealer: 3 });
    const drawn = legalActions(state)[0];
    expect(drawn?.type).toBe("draw");
    const listed = listedMoves(legalActions({ ...state, phase: "play" }));
    const discards = listed.flatMap((a) => (a.type === "discard" ? [a.card] : []));
    expect(discards.length).toBeGreaterThan(5);
    expect(discards).toEqual(displayOrder(discards));
    const kinds = listed.map((a) => a.type);
    expect(kinds.indexOf("discard")).toBeGreaterThan(kinds.lastIndexOf("meld"));
  });

  it("paints cards in colour on a terminal only; faces everywhere", () => {
    expect(cardStyleFor(true, undefined)).toBe("colour");
    expect(cardStyleFor(true, "1")).toBe("suits");
    expect(cardStyleFor(false, undefined)).toBe("plain");
    expect(cardStyleFor(undefined, undefined)).toBe("plain");
    expect(paintCards("discards 7H, melds 10S JS QS, 2H=7C", "suits")).toBe("discards 7♥, melds 10♠ J♠ Q♠, 2♥=7♣");
    expect(paintCards("JK=A", "colour")).toBe("\u001b[31m★\u001b[0m=A");
    expect(paintFaces("K♦ A♠ ★=7♣", "colour")).toBe("\u001b[31mK♦\u001b[0m A♠ \u001b[31m★\u001b[0m=7♣");
    expect(paintFaces("K♦ A♠", "plain")).toBe("K♦ A♠");
    // Words are not cards.
    expect(paintCards("JKL ASK 7HX", "suits")).toBe("JKL ASK 7HX");
  });

  it("a terminal gets suits in colour; a pipe gets the same faces without colour", async () => {
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
    // The help keeps the letters the player types.
    expect(tty.out).toContain("meld 7H 8H 9H");
    const piped = await converse(["--seed", "5", "--players", "2", "--preset", "twoPlayers"], () => "1");
    expect(piped.out).toMatch(/(10|[2-9AJQK])[♠♥♦♣]/);
    expect(piped.out).not.toContain(ESC);
    // One face for the joker everywhere: the move list and the hand show ★, never JK.
    expect(piped.out.slice(piped.out.indexOf("\n\n"))).not.toMatch(/\bJK\b/);
  });
});

describe("readMove", () => {
  const hand = [6, 58, 104, 19]; // 7S, 7S (second copy), JK, 7H
  const legal = [{ type: "draw", seat: 0 } as const];
  it("reads a move's number, or the move with its cards from the player's own hand", () => {
    expect(readMove("1", 0, hand, legal)).toEqual({ ok: true, action: legal[0] });
    expect(readMove("2", 0, hand, legal)).toMatchObject({ ok: false, reason: "unknown" });
    expect(readMove("meld 7S 7S JK", 0, hand, legal)).toEqual({
      ok: true,
      action: { type: "meld", seat: 0, cards: [6, 58, 104] },
    });
    expect(readMove("meld 7♠ 7♠ ★", 0, hand, legal)).toEqual(readMove("meld 7S 7S JK", 0, hand, legal));
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
    expect(readMove("discard 7D", 0, hand, legal)).toEqual({ ok: false, reason: "not-held", text: "7♦" });
    expect(readMove("meld 7H 7H 7H", 0, hand, legal)).toMatchObject({ ok: false, reason: "not-held" });
  });

  it("reads the Italian move words under --lang it (and the English ones still)", () => {
    expect(readMove("pesca", 0, hand, legal, "it")).toEqual({ ok: true, action: { type: "draw", seat: 0 } });
    expect(readMove("Raccogli", 0, hand, legal, "it")).toEqual({
      ok: true,
      action: { type: "pickUpDiscards", seat: 0 },
    });
    expect(readMove("cala 7P 7P JK", 0, hand, legal, "it")).toEqual({
      ok: true,
      action: { type: "meld", seat: 0, cards: [6, 58, 104] },
    });
    expect(readMove("attacca 2 7C", 0, hand, legal, "it")).toEqual({
      ok: true,
      action: { type: "attach", seat: 0, meld: 1, cards: [19] },
    });
    expect(readMove("scarta jolly", 0, hand, legal, "it")).toEqual({
      ok: true,
      action: { type: "discard", seat: 0, card: 104 },
    });
    expect(readMove("chiudi 7C", 0, hand, legal, "it")).toEqual({
      ok: true,
      action: { type: "close", seat: 0, card: 19 },
    });
    expect(readMove("draw", 0, hand, legal, "it")).toEqual({ ok: true, action: { type: "draw", seat: 0 } });
    // Italian words are not read under English.
    expect(readMove("pesca", 0, hand, legal)).toMatchObject({ ok: false, reason: "unknown" });
    expect(moveText({ type: "discard", seat: 0, card: 104 }, playTexts("it"))).toBe("scarta ★");
    expect(moveText({ type: "attach", seat: 0, meld: 1, cards: [19] }, playTexts("it"))).toBe("attacca 2 7♥");
  });

  it("under --lang it, QC is the queen of hearts (regina di cuori), never Q♣", () => {
    const queens = [cardId(12, 1), cardId(12, 3), cardId(12, 2)]; // Q♥, Q♣, Q♦
    const mine = [...queens, cardId(7, 3)];
    expect(readMove("scarta QC", 0, mine, legal, "it")).toEqual({
      ok: true,
      action: { type: "discard", seat: 0, card: cardId(12, 1) },
    });
    expect(readMove("scarta QQ", 0, mine, legal, "it")).toMatchObject({ action: { card: cardId(12, 2) } });
    expect(readMove("scarta QF", 0, mine, legal, "it")).toMatchObject({ action: { card: cardId(12, 3) } });
    // Under English QC is Q♣, as English writes it.
    expect(readMove("discard QC", 0, mine, legal, "en")).toMatchObject({ action: { card: cardId(12, 3) } });
    // Without Q♥ in hand, QC is not read as the Q♣ held: it is not held.
    expect(readMove("scarta QC", 0, [cardId(12, 3)], legal, "it")).toEqual({
      ok: false,
      reason: "not-held",
      text: "Q♥",
    });
  });

  it("under --lang it, refuses an English suit letter or an Italian figure initial, with the spelling to use", () => {
    const mine = [cardId(7, 1), cardId(12, 1), cardId(7, 3)];
    // 7H would be 7♥ in English: never read as a card under Italian, and asked again.
    expect(readMove("scarta 7H", 0, mine, legal, "it")).toEqual({
      ok: false,
      reason: "english-suit",
      text: "7H",
      instead: "7C",
    });
    expect(readMove("cala 7S 7D 7C", 0, mine, legal, "it")).toMatchObject({ reason: "english-suit", instead: "7P" });
    // DC (donna di cuori) is written QC, as on the cards; FC (fante) is JC, RC (re) is KC.
    expect(readMove("scarta DC", 0, mine, legal, "it")).toEqual({
      ok: false,
      reason: "figure",
      text: "DC",
      instead: "QC",
    });
    expect(readMove("scarta RC", 0, mine, legal, "it")).toMatchObject({ reason: "figure", instead: "KC" });
    expect(readMove("scarta FF", 0, mine, legal, "it")).toMatchObject({ reason: "figure", instead: "JF" });
    // The message says what to type instead.
    expect(playTexts("it").englishSuit("7H", "7C")).toContain("forse intendevi 7C? Riprova.");
  });

  it("asks again after a refused spelling, then plays the Italian card", async () => {
    const hand = firstHand;
    const face = cardFace(hand[0] as number);
    const it = face.replace("♠", "P").replace("♥", "C").replace("♦", "Q").replace("♣", "F");
    const en = face.replace("♠", "S").replace("♥", "H").replace("♦", "D").replace("♣", "C");
    const r = await play(["--seed", "5", "--lang", "it"], `pesca\nscarta ${en === it ? "7H" : en}\nscarta ${it}\n`);
    expect(unwrap(r.out)).toMatch(
      /in italiano i semi sono C cuori, Q quadri, F fiori, P picche; forse intendevi \S+\? Riprova\./,
    );
    expect(r.out).toContain(`Scarti ${face}.`);
  });
});
