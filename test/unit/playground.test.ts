/**
 * The playground's logic without a browser: settings from the address, the match and its hands,
 * bot turns, the moves since your last turn, the save kept in the browser and the action log (the
 * page itself is tested in Chromium by test/browser).
 */
import { readdirSync, readFileSync } from "node:fs";
import {
  defineRuleset,
  deserialize,
  deserializeMatch,
  matchHandSeed,
  parseCards,
  replay,
  scoreHand,
  serialize,
  setupHand,
  startHand,
} from "burraco";
import { describe, expect, it } from "vitest";
import {
  botStep,
  eventsSinceYourTurn,
  type Game,
  HUMAN,
  handNumber,
  isYourTurn,
  nextHand,
  play,
  startGame,
} from "../../playground/src/game.js";
import { closesInstead, hintsFor } from "../../playground/src/hints.js";
import { type Restored, restoreGame, type Store, savedText, saveGame } from "../../playground/src/save.js";
import { readSettings, seedOf, writeSettings } from "../../playground/src/settings.js";
import { startMatch } from "../helpers/match.js";
import { playHand, playMatch } from "../helpers/playgroundPlayer.js";

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
    const s = readSettings("?seed=friday&preset=closed&players=2&lang=en&pause=0&target=505");
    expect(s).toEqual({ seed: "friday", preset: "closed", players: 2, lang: "en", pause: 0, target: 505 });
    expect(readSettings(writeSettings(s))).toEqual(s);
    expect(writeSettings({ ...s, target: null })).not.toContain("target");
  });

  it("falls back to defaults on unknown values, never failing", () => {
    const s = readSettings("?seed=%20x%20&preset=nope&players=9&lang=fr&pause=-3&target=12");
    expect(s).toEqual({ seed: "x", preset: "classic", players: 4, lang: "it", pause: 700, target: null });
    expect(readSettings("").seed).toMatch(/^\d+$/);
    expect(readSettings("?target=-5").target).toBeNull();
  });

  it("reads an integer seed as a number, as `burraco demo --seed` does", () => {
    expect(seedOf("42")).toBe(42);
    expect(seedOf("4x2")).toBe("4x2");
  });
});

/** A Storage in memory. */
function memoryStorage(): Store {
  const items = new Map<string, string>();
  return {
    getItem: (k: string) => items.get(k) ?? null,
    setItem: (k: string, v: string) => {
      items.set(k, v);
    },
  };
}

/** Plays until your turn (or the hand's end). */
function toYourTurn(game: Game): Game {
  let g = game;
  while (!isYourTurn(g) && g.state.phase !== "ended") g = botStep(g).value as Game;
  return g;
}

describe("playground match", () => {
  const settings = readSettings("?seed=unit-7&preset=classic&players=4&lang=it&pause=0");

  it("R2.3: the match's first hand is startHand's: seat 0 deals, West plays first", () => {
    const game = startGame(settings).value as Game;
    expect(game.state.dealer).toBe(0);
    expect(isYourTurn(game)).toBe(false);
    expect(game.state).toEqual(startHand(startMatch({ ruleset: game.match.ruleset, seed: "unit-7" })).value);
    expect(handNumber(game)).toBe(1);
  });

  it("R10.1: the target of the address is the match's", () => {
    const game = startGame({ ...settings, target: 105 }).value as Game;
    expect(game.match.ruleset.targetScore).toBe(105);
    expect((startGame(settings).value as Game).match.ruleset.targetScore).toBe(2005);
  });

  it("R3.1: an action of yours is applied or refused, and only applied ones enter the log", () => {
    const game = toYourTurn(startGame(settings).value as Game);
    const early = play(game, { type: "discard", seat: HUMAN, card: game.state.held[HUMAN]?.[0] ?? 0 });
    expect(early.ok).toBe(false);
    expect(early.error?.rule).toBe("R3.1");
    const drawn = play(game, { type: "draw", seat: HUMAN });
    expect(drawn.value?.log.at(-1)).toEqual({ type: "draw", seat: HUMAN });
    expect(drawn.value?.events.at(-1)).toEqual([{ type: "draw", seat: HUMAN }]);
    expect(hintsFor(drawn.value ?? null, []).discard.size).toBeGreaterThan(0);
    expect(hintsFor(game, []).draw).toBe(true);
  });

  it("R14.1: the move list holds the public events of every move since the end of your last turn", () => {
    let game = toYourTurn(startGame(settings).value as Game);
    // Your first turn: every move of the hand so far, all the bots'.
    expect(eventsSinceYourTurn(game)).toEqual(game.events.flat());
    expect(game.events).toHaveLength(game.log.length);
    game = play(game, { type: "draw", seat: HUMAN }).value as Game;
    const card = [...hintsFor(game, []).discard][0] ?? -1;
    game = play(game, { type: "discard", seat: HUMAN, card }).value as Game;
    const mine = game.log.length;
    game = toYourTurn(game);
    const since = eventsSinceYourTurn(game);
    expect(since).toEqual(game.events.slice(mine).flat());
    expect(since.length).toBeGreaterThanOrEqual(6);
    expect(since.every((e) => !("seat" in e) || e.seat !== HUMAN)).toBe(true);
    // Each is the library's event of its action (a bot's draw shows no card).
    const at = game.log.findIndex((a, i) => i >= mine && a.type === "draw");
    expect(game.events[at]).toEqual([{ type: "draw", seat: game.log[at]?.seat }]);
  });

  it("R10.1: a hand that ends is recorded in the match; the next hand is the match's next", () => {
    const game = startGame({ ...settings, target: 100_000 }).value as Game;
    const ended = playHand(game);
    expect(ended.state.phase).toBe("ended");
    expect(ended.match.hands).toHaveLength(1);
    expect(ended.match.hands[0]?.sheet).toEqual(scoreHand(ended.state));
    expect(ended.match.totals).toEqual(ended.match.hands[0]?.totals);
    const next = nextHand(ended).value as Game;
    expect(handNumber(next)).toBe(2);
    expect(next.state.dealer).toBe(1);
    expect(next.state).toEqual(startHand(ended.match).value);
  });

  it("R10.1: a short target ends the match; its winner reached the target", () => {
    const hands = playMatch(startGame({ ...settings, target: 5 }).value as Game, 20);
    const last = hands.at(-1) as Game;
    expect(last.match.over).toBe(true);
    expect(last.match.hands).toHaveLength(hands.length);
    const winner = last.match.winner ?? -1;
    expect(last.match.totals[winner]).toBeGreaterThanOrEqual(5);
    expect(nextHand(last).ok).toBe(false);
  });

  it("the hand's log (what the page saves) replays to the same hand and score", () => {
    const game = playHand(startGame(settings).value as Game);
    const ruleset = defineRuleset({ preset: "classic", players: 4 }).value;
    const states = replay({
      ...(ruleset === undefined ? {} : { ruleset }),
      seed: matchHandSeed("unit-7", 1),
      dealer: game.state.dealer,
      actions: game.log,
    });
    const last = states.value?.at(-1);
    expect(last === undefined ? null : scoreHand(last)).toEqual(scoreHand(game.state));
  });
});

describe("playground hints", () => {
  it("R7.1: a refused discard of a last card that closes points to Close", () => {
    const state = setupHand({
      ruleset: { preset: "classic" },
      turn: 0,
      phase: "play",
      hands: ["KC", "JK", "4D", "5C"],
      discardPile: "8D",
      stock: "",
      melds: [["3H 4H 5H 6H 7H 8H 9H"], []],
      pozzettoTaken: [true, false],
    });
    expect(state.ok, state.error?.message).toBe(true);
    if (!state.ok) return;
    const base = startGame(readSettings("?seed=unit-close&pause=0")).value as Game;
    const game: Game = { ...base, state: state.value };
    const hints = hintsFor(game, []);
    const [kc] = parseCards("KC").value ?? [];
    expect(hints.close.has(kc ?? -1)).toBe(true);
    const discard = { type: "discard" as const, seat: HUMAN, card: kc ?? -1 };
    expect(play(game, discard).ok).toBe(false);
    expect(closesInstead(hints, discard)).toBe(true);
    // Other refusals do not point to Close.
    expect(closesInstead(hints, { type: "meld", seat: HUMAN, cards: [kc ?? -1] })).toBe(false);
    expect(closesInstead(hintsFor(base, []), discard)).toBe(false);
  });
});

describe("playground save", () => {
  const settings = readSettings("?seed=unit-save&preset=classic&players=4&lang=en&pause=0&target=100000");
  const readers = { deserialize, deserializeMatch };
  const load = (storage: Store, s = settings): Restored | null => {
    const text = savedText(storage, s);
    return text === null ? null : restoreGame(text, readers);
  };

  it("a reload goes on where you were: the same match, hand, moves and bots, in the library's save formats", () => {
    const storage = memoryStorage();
    const first = playHand(startGame(settings).value as Game);
    let game = toYourTurn(nextHand(first).value as Game);
    game = play(game, { type: "draw", seat: HUMAN }).value as Game;
    saveGame(storage, settings, game);
    const saved = JSON.parse(storage.getItem("burraco-playground") ?? "{}");
    expect(deserializeMatch(saved.match).value).toEqual(game.match);
    expect(deserialize(saved.hand).value).toEqual(game.state);
    expect(load(storage)).toEqual({ ok: true, value: game });
    // The language is not part of the match: another language finds the same save.
    expect(load(storage, { ...settings, lang: "it" })).toEqual({ ok: true, value: game });
    // Another address does not.
    expect(load(storage, { ...settings, seed: "other" })).toBeNull();
    // A hand just ended (recorded in the match) goes on as well.
    saveGame(storage, settings, first);
    expect(load(storage)).toEqual({ ok: true, value: first });
  });

  it("refuses, with a code, an old, damaged or edited save: old format, not JSON, a tampered match, state or log", () => {
    const storage = memoryStorage();
    expect(load(storage)).toBeNull();
    expect(savedText(null, settings)).toBeNull();
    let game = toYourTurn(startGame(settings).value as Game);
    game = play(game, { type: "draw", seat: HUMAN }).value as Game;
    saveGame(storage, settings, game);
    const saved = JSON.parse(storage.getItem("burraco-playground") ?? "{}");
    const edit = (change: object): Restored | null => {
      storage.setItem("burraco-playground", JSON.stringify({ ...saved, ...change }));
      return load(storage);
    };
    expect(edit({})).toEqual({ ok: true, value: game });
    // The page's first save format: the hands' action logs.
    expect(edit({ format: undefined, version: undefined, hands: [], log: saved.log })).toEqual({
      ok: false,
      code: "save/old",
    });
    expect(edit({ version: 3 })).toEqual({ ok: false, code: "save/old" });
    storage.setItem("burraco-playground", "{not json");
    expect(load(storage)).toBeNull();
    expect(restoreGame("{not json", readers)).toEqual({ ok: false, code: "save/invalid" });
    // Inflated totals: the match does not add up (R10.1).
    const match = JSON.parse(saved.match);
    const rich = JSON.stringify({ ...match, match: { ...match.match, totals: [5000, 0] } });
    expect(edit({ match: rich })).toEqual({ ok: false, code: "match/invalid" });
    // A card taken out of the stock: not a state play can reach (R1.1).
    const hand = JSON.parse(saved.hand);
    const short = JSON.stringify({ ...hand, state: { ...hand.state, stock: hand.state.stock.slice(1) } });
    expect(edit({ hand: short })).toEqual({ ok: false, code: "state/invalid" });
    // A consistent state of another hand, or a log that does not lead to the saved state.
    const other = serialize(toYourTurn(startGame({ ...settings, seed: "other" }).value as Game).state);
    expect(edit({ hand: other })).toEqual({ ok: false, code: "save/mismatch" });
    expect(edit({ log: saved.log.slice(0, -1) })).toEqual({ ok: false, code: "save/mismatch" });
    expect(edit({ log: [{ type: "fly", seat: 0 }] })).toEqual({ ok: false, code: "save/invalid" });
    expect(edit({ rngs: [[1, 2, 3]] })).toEqual({ ok: false, code: "save/invalid" });
    expect(edit({ rngs: saved.rngs.map(() => [1, 2, 3, -4]) })).toEqual({ ok: false, code: "save/invalid" });
    expect(edit({ match: 42 })).toEqual({ ok: false, code: "match/invalid" });
  });

  it("storage that throws (private mode, a full quota) leaves the game unsaved, without an error", () => {
    const throwing: Store = {
      setItem: () => {
        throw new Error("quota");
      },
      getItem: () => {
        throw new Error("denied");
      },
    };
    const game = startGame(settings).value as Game;
    expect(() => saveGame(throwing, settings, game)).not.toThrow();
    expect(savedText(throwing, settings)).toBeNull();
  });
});
