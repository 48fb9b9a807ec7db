/**
 * The `burraco` command, run in-process through `main(argv, io)` with fake streams.
 */
import { spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { analyzeMeld, parseCards, presets } from "burraco";
import { createBot, greedyBot } from "burraco/bots";
import { simulate } from "burraco/sim";
import { describe, expect, it } from "vitest";
import { readPort, siteLinks } from "../../scripts/siteLinks.js";
import { faceOf } from "../../src/cards/notation.js";
import { cardIn } from "../../src/cli/cardLetters.js";
import type { CliIO } from "../../src/cli/io.js";
import { main } from "../../src/cli/main.js";
import { readCardToken } from "../../src/cli/playInput.js";
import { formatHand, formatMeld } from "../../src/cli/renderCards.js";
import { renderProgress } from "../../src/cli/renderProgress.js";
import { renderSummary } from "../../src/cli/renderSummary.js";
import { formatCount, formatShare, renderTable } from "../../src/cli/renderTable.js";

interface Run {
  code: number;
  out: string;
  err: string;
}

function run(argv: string[], options: { tty?: boolean; step?: number } = {}): Run {
  let out = "";
  let err = "";
  let clock = 0;
  const io: CliIO = {
    stdout: { write: (t: string) => (out += t) },
    stderr: { write: (t: string) => (err += t), isTTY: options.tty === true, columns: 80 },
    now: () => (clock += options.step ?? 1),
  };
  const code = main(argv, io) as number;
  return { code, out, err };
}

describe("burraco (no command, help)", () => {
  it("prints the usage on stderr and exits 2 without a command", () => {
    const r = run([]);
    expect(r.code).toBe(2);
    expect(r.err).toContain("Usage: burraco <command>");
    expect(r.out).toBe("");
  });

  it("prints help on stdout with --help or help", () => {
    for (const argv of [["--help"], ["-h"], ["help"]]) {
      const r = run(argv);
      expect(r.code).toBe(0);
      expect(r.out).toContain("simulate");
      expect(r.out).toContain("demo");
    }
  });

  it("prints the package version with --version or -v", () => {
    const { version } = JSON.parse(readFileSync(new URL("../../package.json", import.meta.url), "utf8")) as {
      version: string;
    };
    for (const argv of [["--version"], ["-v"]]) {
      const r = run(argv);
      expect(r.code).toBe(0);
      expect(r.out).toBe(`${version}\n`);
    }
  });

  it("refuses an unknown command with exit code 2", () => {
    const r = run(["fly"]);
    expect(r.code).toBe(2);
    expect(r.err).toContain('unknown command "fly"');
  });
});

describe("burraco simulate", () => {
  it("prints the summary table: speed, close rate, endings, mean score per side, burraco classes", () => {
    const r = run([
      "simulate",
      "--preset",
      "classic",
      "--players",
      "4",
      "--hands",
      "20",
      "--seed",
      "1",
      "--bots",
      "greedy,random",
    ]);
    expect(r.code).toBe(0);
    expect(r.err).toBe(""); // not a terminal: no progress bar
    for (const text of [
      "20 hands",
      "hands/s",
      "close rate",
      "how hands ended",
      "stock exhausted",
      "mean score",
      "hands won",
      "clean burraco",
      "semi-clean burraco",
      "dirty burraco",
      "North–South",
      "East–West",
    ]) {
      expect(r.out).toContain(text);
    }
    expect(r.out).toMatch(/bots\s+greedy\s+random/);
  });

  it("prints JSON with --json", () => {
    const r = run(["simulate", "--hands", "10", "--seed", "abc", "--bots", "random", "--json"]);
    expect(r.code).toBe(0);
    const json = JSON.parse(r.out);
    expect(json.summary.handCount).toBe(10);
    expect(json.seed).toBe("abc");
    expect(json.bots).toEqual(["random", "random", "random", "random"]);
    expect(json.ruleset.players).toBe(4);
    expect(Object.keys(json.summary.ends)).toEqual([
      "closed",
      "stock-exhausted",
      "stalemate",
      "time-out",
      "bot-error",
      "action-cap",
    ]);
  });

  it("is reproducible: the same flags print the same numbers", () => {
    const a = JSON.parse(run(["simulate", "--hands", "8", "--json"]).out);
    const b = JSON.parse(run(["simulate", "--hands", "8", "--json"]).out);
    expect(a.summary).toEqual(b.summary);
  });

  it("draws a progress bar on stderr only when stderr is a terminal, and not with --no-progress", () => {
    const tty = run(["simulate", "--hands", "12"], { tty: true, step: 150 });
    expect(tty.code).toBe(0);
    expect(tty.err).toContain("[");
    expect(tty.err).toContain("hands/s");
    const off = run(["simulate", "--hands", "12", "--no-progress"], { tty: true, step: 150 });
    expect(off.err).toBe("");
  });

  it("plays other presets and player counts", () => {
    const r = run(["simulate", "--preset", "threePlayers", "--hands", "3", "--bots", "greedy,random,greedy", "--json"]);
    expect(r.code).toBe(0);
    expect(JSON.parse(r.out).summary.meanScore).toHaveLength(3);
  });

  const bad: [string[], string][] = [
    [["--hands", "lots"], "--hands must be a whole number"],
    [["--hands", "0"], "--hands must be from 1"],
    [["--hands"], "argument missing"],
    [["--bogus"], "Unknown option '--bogus'"],
    [["--bots", "greedy,smart"], 'unknown bot "smart"'],
    [["--bots", "greedy,random,greedy"], "one per side (2) or one per seat (4)"],
    [["--preset", "chess"], "--preset must be one of"],
    [["--players", "5"], "--players must be 2, 3 or 4"],
    [["--max-actions", "-1"], "--max-actions"],
    [["extra"], "extra"],
    // E15: a negative number is that flag's error, not parseArgs' "argument is ambiguous".
    [["--hands", "-5"], '--hands must be a whole number from 1 to 1,000,000,000, got "-5"'],
    [["--unknown-flag", "-5"], "Unknown option '--unknown-flag'"],
  ];
  it.each(bad)("refuses %j with a clear message and exit code 2", (flags, message) => {
    const r = run(["simulate", ...flags]);
    expect(r.code).toBe(2);
    expect(r.err).toContain(message);
    expect(r.err).not.toContain("\\u00");
    expect(r.err).toContain('Run "burraco simulate --help"');
    expect(r.out).toBe("");
  });

  it("issue 37: hard:0 names the range", () => {
    for (const name of ["hard:0", "hard:10001", "hard:-3"]) {
      const r = run(["simulate", "--bots", `${name},greedy`]);
      expect(r.code).toBe(2);
      expect(r.err).toContain(`"${name}": the playouts of hard:<n> must be a whole number from 1 to 10,000`);
    }
    // Any other unknown name lists the known ones, hard:<n> among them.
    expect(run(["simulate", "--bots", "smart"]).err).toContain("hard, safe, pile, closer, hoarder, hard:<n>)");
  });

  it("prints its help", () => {
    const r = run(["simulate", "--help"]);
    expect(r.code).toBe(0);
    expect(r.out).toContain("--bots <list>");
  });
});

describe("burraco demo", () => {
  it("prints a seeded hand turn by turn, the table after each turn and the score sheet", () => {
    const r = run(["demo", "--seed", "1"]);
    expect(r.code).toBe(0);
    const text = r.out;
    // Seat 0 sits South and deals; the seat after it, West, plays first.
    expect(text).toContain("South deals; West plays first.");
    expect(text).toContain("Turn 1 · West (East–West)");
    expect(text).toMatch(/holds \(\d+\): /);
    expect(text).toMatch(/stock \d+ · discard pile \d+/);
    expect(text).toContain("North–South");
    expect(text).toContain("The hand is over");
    expect(text).toContain("Score sheet");
    for (const line of [
      "cards in melds (R9.1)",
      "burraco bonuses (R9.2)",
      "closing (R9.3)",
      "cards left in hand (R9.4)",
      "pozzetto not taken (R9.5)",
      "total",
    ]) {
      expect(text).toContain(line);
    }
    expect(text).toMatch(/\((clean|semi-clean|dirty) burraco\)/);
    // Card notation with suit letters only.
    expect(text).not.toMatch(/[♠♥♦♣]/);
  });

  it("is the same hand every time for a seed, and another hand for another seed", () => {
    expect(run(["demo", "--seed", "5"]).out).toBe(run(["demo", "--seed", "5"]).out);
    expect(run(["demo", "--seed", "5"]).out).not.toBe(run(["demo", "--seed", "6"]).out);
  });

  it("refuses a preset that is not for four players, and unknown flags", () => {
    expect(run(["demo", "--preset", "twoPlayers"]).code).toBe(2);
    const r = run(["demo", "--fast"]);
    expect(r.code).toBe(2);
    expect(r.err).toContain("--fast");
    expect(run(["demo", "--help"]).out).toContain("Usage: burraco demo");
  });
});

describe("--lang it|en", () => {
  it("demo --lang it tells the same hand in Italian: seats, moves, melds and the score sheet (R9.1–R9.7)", () => {
    const it_ = run(["demo", "--seed", "1", "--lang", "it"]);
    const en = run(["demo", "--seed", "1", "--lang", "en"]);
    expect(it_.code).toBe(0);
    expect(en.out).toBe(run(["demo", "--seed", "1"]).out);
    expect(it_.out).toContain("Turno 1 · Ovest (Est–Ovest)");
    expect(it_.out).toMatch(/pesca \S+ dal tallone/);
    expect(it_.out).toMatch(/\(burraco (pulito|semipulito|sporco)\)/);
    expect(it_.out).toContain("Mano finita");
    for (const line of [
      "carte calate (R9.1)",
      "premi dei burraco (R9.2)",
      "chiusura (R9.3)",
      "carte rimaste in mano (R9.4)",
      "pozzetto non preso (R9.5)",
      "totale",
    ]) {
      expect(it_.out).toContain(line);
    }
    expect(it_.out).not.toContain("Score sheet");
    // The same hand: the same cards move in the same order, each in its language's letters (N5).
    const cards = (text: string, suits: string): string[] =>
      text.slice(text.search(/Turno? 1 /)).match(new RegExp(`\\b(?:10|[2-9AJQK])[${suits}]\\b|JK`, "g")) ?? [];
    const english = cards(en.out, "SHDC");
    expect(english.length).toBeGreaterThan(20);
    const toEnglish = (card: string): string =>
      card === "JK" ? card : `${card.slice(0, -1)}${"SHDC"["PCQF".indexOf(card.slice(-1))]}`;
    expect(cards(it_.out, "PCQF").map(toEnglish)).toEqual(english);
  });

  it("N5 demo and play spell every card alike in each language: one table of suit letters", () => {
    for (const lang of ["en", "it"] as const) {
      for (let id = 0; id < 108; id++) {
        const written = cardIn(id, lang);
        const read = readCardToken(written, lang);
        expect(read, `${lang} ${written}`).toEqual({ ok: true, face: faceOf(id) });
      }
    }
    // The queen of clubs: QC in English, QF in Italian, where QC is the queen of hearts.
    const queenOfClubs = parseCards("QC").value?.[0] ?? -1;
    expect(cardIn(queenOfClubs, "it")).toBe("QF");
    expect(readCardToken("QC", "it")).toEqual({ ok: true, face: faceOf(parseCards("QH").value?.[0] ?? -1) });
    expect(run(["demo", "--seed", "1", "--lang", "it"]).out).not.toMatch(/\b(?:10|[2-9AJQK])[SHD]\b/);
  });

  it("N5 burraco play --help says the moves since your turn show as many as fit, not the last ten", () => {
    for (const lang of ["en", "it"]) {
      const help = run(["play", "--help", "--lang", lang]).out;
      expect(help).toMatch(/as many as fit|quante ne stanno/);
      expect(help).not.toMatch(/last ten|ultime dieci/);
    }
  });

  it("simulate --lang it prints the summary in Italian", () => {
    const r = run(["simulate", "--hands", "5", "--lang", "it", "--no-progress"]);
    expect(r.code).toBe(0);
    expect(r.out).toContain("come sono finite le mani");
    expect(r.out).toContain("punteggio medio");
    expect(r.out).toContain("burraco pulito");
  });

  it("refuses another language with exit code 2", () => {
    const r = run(["demo", "--lang", "fr"]);
    expect(r.code).toBe(2);
    expect(r.err).toContain("--lang must be it or en");
    expect(run(["simulate", "--lang", "de"]).code).toBe(2);
  });
});

describe("CLI rendering", () => {
  it("issue 37: simulate's summary prints each side's bot errors, in English and Italian", () => {
    const typo = createBot({ level: "hard", iteration: 64 } as never);
    const summary = simulate({ seed: 1, handCount: 3, bots: [greedyBot, typo] }).value?.summary;
    if (summary === undefined) throw new Error("simulate failed");
    const input = {
      preset: "classic" as const,
      ruleset: presets.classic,
      seed: 1,
      seatBots: [],
      summary,
      elapsedMs: 1,
    };
    expect(renderSummary(input)).toMatch(/\nbot errors +0 +3\n/);
    expect(renderSummary({ ...input, lang: "it" })).toMatch(/\nerrori dei bot +0 +3\n/);
  });

  it("aligns tables: first column left, numbers right", () => {
    expect(
      renderTable([
        ["a", "1"],
        ["long name", "1,000"],
      ]),
    ).toBe("a              1\nlong name  1,000");
  });

  it("formats counts, shares and the progress bar", () => {
    expect(formatCount(10000)).toBe("10,000");
    expect(formatShare(0.9512)).toBe("95.1%");
    expect(renderProgress(5, 10, 1000, 10)).toBe("\r[#####-----]  50% 5/10 hands · 5 hands/s · 1 s left");
  });

  it("sorts a hand by suit and rank with the wildcards last, and shows what a wildcard stands for", () => {
    expect(formatHand(parseCards("JK 2H KS AS 4S 10D").value ?? [])).toBe("4S KS AS 10D 2H JK");
    const meld = analyzeMeld(parseCards("4C 5C 6C 2H 8C").value ?? []);
    if (!meld.ok) throw new Error(meld.error.message);
    expect(formatMeld(meld.value)).toBe("4C 5C 6C 2H=7C 8C");
    const set = analyzeMeld(parseCards("7H 7D 7S 7C 7H 7D JK").value ?? []);
    if (!set.ok) throw new Error(set.error.message);
    expect(formatMeld(set.value)).toBe("7S 7H 7H 7D 7D 7C JK=7  (dirty burraco)");
  });
});

describe("the burraco command as a process", () => {
  // `simulate` restarts Node once with a capped young generation (src/cli/main.ts): its output and
  // exit code must come through the restart unchanged.
  const cli = (args: string[]) =>
    spawnSync(
      process.execPath,
      ["--import", "tsx", fileURLToPath(new URL("../../src/cli/main.ts", import.meta.url)), ...args],
      {
        encoding: "utf8",
        timeout: 60_000,
      },
    );

  it("runs a simulation and prints its JSON", () => {
    const r = cli(["simulate", "--hands", "3", "--seed", "5", "--json"]);
    expect(r.status, r.stderr).toBe(0);
    expect(JSON.parse(r.stdout).summary.handCount).toBe(3);
  });

  it("exits with 2 on a bad flag", () => {
    const r = cli(["simulate", "--hands", "many"]);
    expect(r.status).toBe(2);
    expect(r.stderr).toMatch(/--hands/);
  });
});

describe("E15: the command's edges", () => {
  it.each([
    [["simulate", "--hands", "-5"], '--hands must be a whole number from 1 to 1,000,000,000, got "-5"'],
    [["simulate", "--hands=-5"], '--hands must be a whole number from 1 to 1,000,000,000, got "-5"'],
    [["simulate", "--max-actions", "-1"], '--max-actions must be a whole number from 1 to 1,000,000, got "-1"'],
    [["simulate", "--hands", "-0.5"], '--hands must be a whole number from 1 to 1,000,000,000, got "-0.5"'],
    [["simulate", "--players", "-2"], '--players must be 2, 3 or 4, got "-2"'],
    [["arena", "--workers", "-3"], '--workers must be a whole number from 1 to 256, got "-3"'],
    [["arena", "--hands", "-1"], '--hands must be a whole number from 1 to 1,000,000,000, got "-1"'],
    [["arena", "--shard", "-1/2"], '--shard must be i/n with 1 ≤ i ≤ n, got "-1/2"'],
    [["play", "--pause", "-1"], '--pause must be a whole number from 0 to 60,000, got "-1"'],
    [["play", "--target", "-5"], '--target must be a whole number from 5 to 1,000,000, got "-5"'],
  ])("E15 %j: a negative number gets the flag's own message, exit code 2", (argv, message) => {
    const r = run(argv);
    expect(r.code).toBe(2);
    expect(r.err).toContain(message);
    expect(r.err).not.toContain("ambiguous");
  });

  it("E15 a negative seed is a seed like any other", () => {
    const r = run(["simulate", "--seed", "-3", "--hands", "2", "--json", "--no-progress"]);
    expect(r.code).toBe(0);
    expect(JSON.parse(r.out).seed).toBe(-3);
  });

  it("E15 npm run playground prints English addresses first, the Italian ones beside, and says PORT", () => {
    const text = siteLinks("http://127.0.0.1:8080");
    expect(text).toContain("Playground:        http://127.0.0.1:8080/playground/index.html?lang=en\n");
    expect(text).toContain("Score pad:         http://127.0.0.1:8080/playground/scorepad.html?lang=en\n");
    expect(text).toContain("In Italian:        http://127.0.0.1:8080/playground/index.html?lang=it");
    expect(text.indexOf("lang=en")).toBeLessThan(text.indexOf("lang=it"));
    expect(text).toContain("PORT=<port> npm run playground");
    expect([readPort(undefined), readPort("8080"), readPort("0")]).toEqual([0, 8080, 0]);
    expect(readPort("abc")).toBe('PORT must be a port number from 0 to 65535, got "abc"');
    expect(readPort("70000")).toMatch(/^PORT must be/);
    // The README and the playground guide say how to choose the port.
    for (const page of ["README.md", "docs/guides/playground.md"])
      expect(readFileSync(fileURLToPath(new URL(`../../${page}`, import.meta.url)), "utf8")).toContain(
        "PORT=8080 npm run playground",
      );
  });
});
