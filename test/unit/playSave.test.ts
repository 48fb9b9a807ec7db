/**
 * `burraco play` saves an interrupted match and `--resume` continues it (issue 36): the save's round
 * trip, tampered and wrong saves refused with a message (never a throw), and whole matches
 * interrupted (an abort, the end of the input, a real SIGINT) then resumed to exactly the end of an
 * uninterrupted match on the same seed; "aiuto", "help" and "?" answered at every prompt.
 */
import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { PassThrough } from "node:stream";
import { fileURLToPath } from "node:url";
import { presets } from "burraco";
import { newTable, playAction, saveTable, stepBot } from "burraco/table";
import { describe, expect, it } from "vitest";
import type { CliIO } from "../../src/cli/io.js";
import { main } from "../../src/cli/main.js";
import { readPlaySave, writePlaySave } from "../../src/cli/playSave.js";
import { playTexts } from "../../src/cli/playTexts.js";

const dir = mkdtempSync(join(tmpdir(), "burraco-play-save-"));

/** A table of `burraco play`'s: the person at seat 0, greedy bots, a few moves in. */
function playedTable() {
  const seats = ["person", { bot: "greedy" }, { bot: "greedy" }, { bot: "greedy" }] as const;
  let table = newTable({ ruleset: { ...presets.classic, targetScore: 505 }, seed: 11, seats: [...seats] }).value;
  if (table === undefined) throw new Error("no table");
  for (let i = 0; i < 6 && table.state.turn !== 0; i++) table = stepBot(table).value ?? table;
  const drawn = playAction(table, 0, { type: "draw", seat: 0 });
  return drawn.ok ? drawn.value : table;
}

describe("the save of burraco play", () => {
  const save = { preset: "classic" as const, seed: 11, lang: "it" as const, pause: 0, table: playedTable() };

  it("reads back what it wrote: the same table, bots' PRNG states and seen counts included", () => {
    const read = readPlaySave(writePlaySave(save));
    expect(read.ok).toBe(true);
    if (!read.ok) return;
    expect(read.value.preset).toBe("classic");
    expect(read.value.lang).toBe("it");
    expect(saveTable(read.value.table)).toBe(saveTable(save.table));
    expect(read.value.table.rngs).toEqual(save.table.rngs);
    expect(read.value.table.seen).toEqual(save.table.seen);
  });

  it("refuses a tampered or wrong save with a message, never a throw", () => {
    const text = writePlaySave(save);
    const envelope = JSON.parse(text) as Record<string, unknown>;
    const cases: [string, string][] = [
      ["not json", "not JSON"],
      ["[]", "not a save of burraco play"],
      [JSON.stringify({ ...envelope, format: "burraco/table" }), "not a save of burraco play"],
      [JSON.stringify({ ...envelope, version: 9 }), "unsupported version 9"],
      [JSON.stringify({ ...envelope, preset: "poker" }), "no known preset"],
      [JSON.stringify({ ...envelope, lang: "fr" }), "must be it or en"],
      [JSON.stringify({ ...envelope, pause: -1 }), "pause"],
      // A hand edited in the file: the signature no longer matches.
      [text.replace(/\\"seen\\":\[\d+/, '\\"seen\\":[12345'), "changed after it was written"],
      [JSON.stringify({ ...envelope, table: saveTable(save.table) }), "changed after it was written"],
      [JSON.stringify({ ...envelope, table: 5 }), "the saved table is refused"],
    ];
    for (const [bad, message] of cases) {
      const read = readPlaySave(bad);
      expect(read.ok, bad.slice(0, 60)).toBe(false);
      if (!read.ok) expect(read.error.message).toContain(message);
    }
    // A table whose seats burraco play does not play: a person at seat 1.
    const other = newTable({ seed: 3, seats: ["person", "person", "easy", "easy"] }).value;
    if (other === undefined) throw new Error("no table");
    const read = readPlaySave(writePlaySave({ ...save, table: other }));
    expect(read.ok).toBe(false);
    if (!read.ok) expect(read.error.message).toContain("you at seat 0, built-in bots elsewhere");
    // Every cut of the file is refused, none throws.
    for (let n = 0; n < text.length; n += 997) expect(readPlaySave(text.slice(0, n)).ok).toBe(false);
  });
});

/** Text as written before it was wrapped to the width (a wrapped line goes on indented by four). */
const unwrap = (text: string): string => text.replace(/\n {4}(?!\s|\d)/g, " ");

/** A prompt: a turn's, or the offer of the next hand. */
const PROMPT = /(: |\): )$/;

/**
 * Runs `burraco play` in this process, answering "1" at every prompt; `stopAt(n)` (the prompt's
 * number, from 0) may stop it there instead: "abort" aborts the signal, "end" ends the input.
 * The output after each prompt, by prompt, and the exit code.
 */
async function session(
  argv: readonly string[],
  stopAt: (n: number) => "abort" | "end" | null = () => null,
  answer: (n: number, out: string) => string = () => "1",
): Promise<{ code: number; out: string; prompts: number[] }> {
  let out = "";
  const prompts: number[] = [];
  const input = new PassThrough();
  const interrupt = new AbortController();
  const io: CliIO = {
    stdout: {
      write: (t: string) => {
        out += t;
        if (!PROMPT.test(t)) return true;
        prompts.push(out.length);
        const n = prompts.length - 1;
        setImmediate(() => {
          const stop = stopAt(n);
          if (stop === "abort") interrupt.abort();
          else if (stop === "end") input.end();
          else input.write(`${answer(n, out.slice(0, prompts[n]))}\n`);
        });
        return true;
      },
    },
    stderr: { write: (t: string) => (out += t) },
    stdin: input,
    interrupt: interrupt.signal,
    cwd: dir,
  };
  const code = await main(["play", "--pause", "0", ...argv], io);
  return { code, out, prompts };
}

describe("burraco play --resume", () => {
  const match = ["--seed", "7", "--target", "5"];

  it("an interrupted match, resumed, ends exactly as the uninterrupted one: same hands, same bots' moves", async () => {
    const whole = await session(match);
    expect(whole.code).toBe(0);
    const count = whole.prompts.length;
    expect(count).toBeGreaterThan(10);
    // Stopped at a prompt early, in the middle and near the end, by Ctrl-C and by the input's end.
    for (const [at, how] of [
      [2, "abort"],
      [Math.floor(count / 2), "end"],
      [count - 2, "abort"],
    ] as const) {
      const file = `stop-${at}.json`;
      const cut = await session([...match, "--save", file], (n) => (n === at ? how : null));
      expect(cut.code).toBe(how === "abort" ? 130 : 1);
      expect(cut.out).toContain(how === "abort" ? "\nInterrupted.\n" : "No more input: the game stops here.");
      expect(unwrap(cut.out)).toContain(`The match is saved in ${file}; "burraco play --resume ${file}" continues it`);
      // What the uninterrupted run printed after prompt `at` is what the resumed one prints after its first.
      const resumed = await session(["--resume", file]);
      expect(resumed.code).toBe(0);
      expect(resumed.out).toContain(`The match saved in ${file} goes on.`);
      expect(resumed.out.slice(resumed.prompts[0])).toBe(whole.out.slice(whole.prompts[at]));
      expect(resumed.out).toMatch(/Match over: (we|they) win\./);
      // Played to its end, the match leaves no save behind.
      expect(existsSync(join(dir, file))).toBe(false);
    }
  });

  it('"quit" between two hands saves too; --resume offers that hand again, in the saved language', async () => {
    const long = ["--seed", "8", "--target", "100000", "--lang", "it"];
    const offer = /Premi Invio per giocare la mano 2 .*: $/;
    const cut = await session(
      [...long, "--save", "quit.json"],
      () => null,
      (_, out) => (offer.test(out) ? "basta" : "1"),
    );
    expect(cut.code).toBe(0);
    expect(unwrap(cut.out)).toContain("La partita si ferma qui.\nLa partita è salvata in quit.json;");
    let asked = 0;
    const resumed = await session(
      ["--resume", "quit.json"],
      (n) => (n > 3 ? "end" : null),
      (n, out) => (n === 0 && offer.test(out) ? (asked++ === 0 ? "" : "1") : "1"),
    );
    expect(asked).toBe(1);
    expect(resumed.out).toContain("Riprende la partita salvata in quit.json.");
    expect(resumed.out).toContain("— Mano 2 —");
    expect(resumed.code).toBe(1);
  });

  it('"aiuto", "help" and "?" answer at every prompt, in the game\'s language, with the moves at hand', async () => {
    for (const lang of ["en", "it"] as const) {
      const t = playTexts(lang);
      const words = ["aiuto", "help", "?"];
      let offered = 0;
      const r = await session(
        ["--seed", "8", "--target", "100000", "--lang", lang, "--save", "help.json"],
        () => null,
        (n, out) => {
          if (out.endsWith(t.nextHand(2))) return offered++ === 0 ? "?" : (t.quitWords[0] as string);
          return n < 3 ? (words[n] as string) : "1";
        },
      );
      expect(r.code).toBe(0);
      expect(offered).toBe(2);
      expect(r.out).not.toMatch(/is not a move|non è una mossa/);
      // Each word showed how to play, then the moves listed for that turn (the first: draw or pile).
      const moves = new RegExp(`\\n${t.moves}:\\n {4}1\\. ${t.words.draw} +2\\. ${t.words.pickUpDiscards}\\n$`);
      for (const n of [0, 1, 2]) {
        const answer = r.out.slice(r.prompts[n], r.prompts[n + 1]);
        expect(answer.startsWith(t.help.slice(0, 40)), answer).toBe(true);
        expect(answer.slice(0, -t.prompt.length)).toMatch(moves);
      }
      expect(unwrap(r.out)).toContain(`${t.nextHand(2)}${t.nextHandHelp}\n${t.nextHand(2)}`);
    }
  });

  it("refuses a missing, damaged or edited save with a clear message and exit code 1", async () => {
    writeFileSync(join(dir, "junk.json"), "{ not json");
    const missing = await session(["--resume", "none.json", "--lang", "it"]);
    expect(missing.code).toBe(1);
    expect(missing.out).toContain("burraco play: impossibile riprendere da none.json: il file non esiste");
    const junk = await session(["--resume", "junk.json"]);
    expect(junk.code).toBe(1);
    expect(junk.out).toContain("burraco play: cannot resume from junk.json: the file is not JSON");
    await session([...match, "--save", "edit.json"], (n) => (n === 3 ? "end" : null));
    const text = readFileSync(join(dir, "edit.json"), "utf8");
    writeFileSync(join(dir, "edit.json"), text.replace(/\\"seen\\":\[\d+/, '\\"seen\\":[0'));
    const edited = await session(["--resume", "edit.json"]);
    expect(edited.code).toBe(1);
    expect(edited.out).toContain("the save was changed after it was written");
    const fixed = await session(["--resume", "edit.json", "--seed", "3"]);
    expect(fixed.code).toBe(2);
    expect(fixed.out).toContain("--seed: a resumed match keeps the settings it was saved with");
  });

  it("a real Ctrl-C (SIGINT) saves the match, exit code 130; --resume plays it to the uninterrupted end", async () => {
    const root = fileURLToPath(new URL("../../", import.meta.url));
    const file = join(dir, "sigint.json");
    const run = (argv: string[], interruptAt: number | null): Promise<{ code: number | null; out: string }> =>
      new Promise((done) => {
        const child = spawn(process.execPath, ["--import", "tsx", "src/cli/main.ts", "play", "--pause", "0", ...argv], {
          cwd: root,
          stdio: ["pipe", "pipe", "pipe"],
        });
        let out = "";
        let prompts = 0;
        child.stdout.on("data", (d: Buffer) => {
          out += d.toString();
          if (!PROMPT.test(out)) return;
          if (prompts++ === interruptAt) child.kill("SIGINT");
          else child.stdin.write("1\n");
        });
        const timer = setTimeout(() => child.kill(), 60_000);
        child.on("exit", (code) => {
          clearTimeout(timer);
          done({ code, out });
        });
      });
    const cut = await run([...match, "--save", file], 4);
    expect(cut.code).toBe(130);
    expect(cut.out).toContain("Interrupted.");
    expect(existsSync(file)).toBe(true);
    const resumed = await run(["--resume", file], null);
    expect(resumed.code).toBe(0);
    const whole = await session(match);
    const end = (text: string): string => text.slice(text.lastIndexOf("The match (to 5 points)"));
    expect(end(resumed.out)).toMatch(/Match over: (we|they) win\./);
    expect(end(resumed.out)).toBe(end(whole.out));
  }, 120_000);
});
