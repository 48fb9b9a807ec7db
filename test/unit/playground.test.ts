/**
 * The playground's logic without a browser: settings from the address, dealing, bot turns and the
 * action log (the page itself is tested in Chromium by test/browser).
 */
import { readdirSync, readFileSync } from "node:fs";
import { defineRuleset, replay, scoreHand } from "burraco";
import { describe, expect, it } from "vitest";
import { botStep, deal, type Game, HUMAN, isYourTurn, logJson, play, startGame } from "../../playground/src/game.js";
import { hintsFor } from "../../playground/src/hints.js";
import { readSettings, seedOf, writeSettings } from "../../playground/src/settings.js";

describe("playground sources", () => {
  const dir = new URL("../../playground/src/", import.meta.url);
  const files = readdirSync(dir).filter((f) => f.endsWith(".ts"));
  it("import only the package's public entries and each other", () => {
    expect(files.length).toBeGreaterThan(5);
    for (const file of files) {
      const text = readFileSync(new URL(file, dir), "utf8");
      const sources = [...text.matchAll(/^import[^;]*?from "([^"]+)";/gms)].map((m) => m[1]);
      for (const source of sources)
        expect(source, file).toMatch(/^(burraco(\/(bots|sim|scoring|i18n))?|\.\/[a-z]+\.js)$/i);
    }
  });
});

describe("playground settings", () => {
  it("reads the address and writes it back", () => {
    const s = readSettings("?seed=friday&preset=closed&players=2&lang=en&pause=0");
    expect(s).toEqual({ seed: "friday", preset: "closed", players: 2, lang: "en", pause: 0 });
    expect(readSettings(writeSettings(s))).toEqual(s);
  });

  it("falls back to defaults on unknown values, never failing", () => {
    const s = readSettings("?seed=%20x%20&preset=nope&players=9&lang=fr&pause=-3");
    expect(s).toEqual({ seed: "x", preset: "classic", players: 4, lang: "it", pause: 700 });
    expect(readSettings("").seed).toMatch(/^\d+$/);
  });

  it("reads an integer seed as a number, as `burraco demo --seed` does", () => {
    expect(seedOf("42")).toBe(42);
    expect(seedOf("4x2")).toBe("4x2");
  });
});

describe("playground game", () => {
  const settings = readSettings("?seed=unit-7&preset=classic&players=4&lang=it&pause=0");

  it("R2.3: the last seat deals, so you play first", () => {
    const game = startGame(settings).value as Game;
    expect(game.dealer).toBe(3);
    expect(isYourTurn(game)).toBe(true);
    expect(game.state).toEqual(deal(game.ruleset, "unit-7", 3).value);
  });

  it("R3.1: an action of yours is applied or refused, and only applied ones enter the log", () => {
    const game = startGame(settings).value as Game;
    const early = play(game, { type: "discard", seat: HUMAN, card: game.state.held[HUMAN]?.[0] ?? 0 });
    expect(early.ok).toBe(false);
    expect(early.error?.rule).toBe("R3.1");
    const drawn = play(game, { type: "draw", seat: HUMAN });
    expect(drawn.value?.log).toEqual([{ type: "draw", seat: HUMAN }]);
    expect(hintsFor(drawn.value ?? null, []).discard.size).toBeGreaterThan(0);
    expect(hintsFor(game, []).draw).toBe(true);
  });

  it("plays a whole hand (you draw and discard, the bots play) whose log replays to the same score", () => {
    let game = startGame(settings).value as Game;
    for (let i = 0; i < 2000 && game.state.phase !== "ended"; i++) {
      if (!isYourTurn(game)) {
        game = botStep(game).value as Game;
        continue;
      }
      const hints = hintsFor(game, []);
      const [discard] = hints.discard;
      const [close] = hints.close;
      const action =
        game.state.phase === "draw"
          ? { type: hints.draw ? ("draw" as const) : ("pickUpDiscards" as const), seat: HUMAN }
          : game.state.phase === "pozzetto"
            ? { type: "takePozzetto" as const, seat: HUMAN }
            : close !== undefined
              ? { type: "close" as const, seat: HUMAN, card: close }
              : { type: "discard" as const, seat: HUMAN, card: discard ?? -1 };
      game = play(game, action).value as Game;
    }
    expect(game.state.phase).toBe("ended");
    const log = JSON.parse(logJson(game, "classic"));
    const ruleset = defineRuleset({ preset: log.preset, players: log.players }).value;
    const states = replay({
      ...(ruleset === undefined ? {} : { ruleset }),
      seed: log.seed,
      dealer: log.dealer,
      actions: log.actions,
    });
    const last = states.value?.at(-1);
    expect(last === undefined ? null : scoreHand(last)).toEqual(scoreHand(game.state));
  });
});
