/**
 * The playground's logic without a browser: settings from the address, the match and its hands,
 * bot turns, the moves since your last turn, the save kept in the browser and the action log (the
 * page itself is tested in Chromium by test/browser).
 */
import { readdirSync, readFileSync } from "node:fs";
import {
  type Action,
  apply,
  defineRuleset,
  type HandState,
  legalActions,
  type Match,
  matchHandSeed,
  newMatch,
  parseCards,
  recordHandLog,
  replay,
  scoreHand,
  setupHand,
  startHand,
  viewFor,
} from "burraco";
import { greedyBot, seedRng } from "burraco/bots";
import { loadTable, saveTable } from "burraco/table";
import { describe, expect, it } from "vitest";
import { handOrder, moveCard, sortCards } from "../../playground/src/arrange.js";
import {
  botStep,
  eventsSinceYourTurn,
  type Game,
  HUMAN,
  handNumber,
  isYourTurn,
  matchOf,
  newEvents,
  nextHand,
  play,
  startGame,
} from "../../playground/src/game.js";
import { hintFor } from "../../playground/src/hint.js";
import { closesInstead, hintsFor } from "../../playground/src/hints.js";
import { describeHint } from "../../playground/src/hintWords.js";
import { markedCards } from "../../playground/src/marks.js";
import { possibleText } from "../../playground/src/possible.js";
import { type Restored, restoreGame, type Store, savedText, saveGame } from "../../playground/src/save.js";
import { readSettings, type Settings, seedOf, writeSettings } from "../../playground/src/settings.js";
import { TEXTS } from "../../playground/src/texts.js";
import { startMatch } from "../helpers/match.js";
import { playerMove, playHand, playMatch } from "../helpers/playgroundPlayer.js";

describe("playground sources", () => {
  const dir = new URL("../../playground/src/", import.meta.url);
  const files = readdirSync(dir).filter((f) => f.endsWith(".ts"));
  it("import only the package's public entries and each other", () => {
    expect(files.length).toBeGreaterThan(5);
    for (const file of files) {
      const text = readFileSync(new URL(file, dir), "utf8");
      const sources = [...text.matchAll(/^import[^;]*?from "([^"]+)";/gms)].map((m) => m[1]);
      for (const source of sources)
        expect(source, file).toMatch(/^(burraco(\/(bots|sim|scoring|i18n|table))?|\.\/[a-z]+\.js)$/i);
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
    // An unknown lang falls back to the reader's language (issue 36): here Node's, not Italian.
    const reader = /^it/i.test((globalThis as { navigator?: { language?: string } }).navigator?.language ?? "")
      ? "it"
      : "en";
    expect(s).toEqual({ seed: "x", preset: "classic", players: 4, lang: reader, pause: 700, target: null });
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

/**
 * The playground's game loop before it moved onto burraco/table (issue 27), kept here as the
 * reference the table must play like: `startHand` deals, the greedy bot plays each other seat with
 * the PRNG `${seed}/bot/${seat}/${hand}`, `recordHandLog` records the ended hand.
 */
interface OldGame {
  readonly match: Match;
  readonly state: HandState;
  readonly log: readonly Action[];
  readonly rngs: ReturnType<typeof seedRng>[];
}
function oldDeal(match: Match): OldGame {
  const hand = match.hands.length + 1;
  const rngs = Array.from({ length: match.ruleset.players }, (_, seat) => seedRng(`${match.seed}/bot/${seat}/${hand}`));
  return { match, state: startHand(match).value as HandState, log: [], rngs };
}
function oldPlay(game: OldGame, action: Action, rngs = game.rngs): OldGame {
  const state = apply(game.state, action).value as HandState;
  const log = [...game.log, action];
  const match = state.phase === "ended" ? (recordHandLog(game.match, log).value as Match) : game.match;
  return { match, state, log, rngs };
}
function oldBotStep(game: OldGame): OldGame {
  const seat = game.state.turn;
  const [action, rng] = greedyBot(viewFor(game.state, seat), legalActions(game.state), game.rngs[seat] ?? seedRng(0));
  const rngs = game.rngs.slice();
  rngs[seat] = rng;
  return oldPlay(game, action as Action, rngs);
}

describe("playground match", () => {
  const settings = readSettings("?seed=unit-7&preset=classic&players=4&lang=it&pause=0");

  it("R2.3: the match's first hand is startHand's: seat 0 deals, West plays first", () => {
    const game = startGame(settings).value as Game;
    expect(game.state.dealer).toBe(0);
    expect(isYourTurn(game)).toBe(false);
    expect(game.state).toEqual(startHand(startMatch({ ruleset: game.ruleset, seed: "unit-7" })).value);
    expect(handNumber(game)).toBe(1);
    expect(game.seats).toEqual(["person", "medium", "medium", "medium"]);
  });

  it("R10.1: the target of the address is the match's", () => {
    const game = startGame({ ...settings, target: 105 }).value as Game;
    expect(matchOf(game).ruleset.targetScore).toBe(105);
    expect(matchOf(startGame(settings).value as Game).ruleset.targetScore).toBe(2005);
  });

  it("the bots play exactly as the page's own loop did, on the same seeds: two hands of three addresses", () => {
    for (const [seed, players] of [
      ["same-1", 4],
      ["same-2", 2],
      ["same-3", 3],
    ] as const) {
      const s = readSettings(`?seed=${seed}&players=${players}&pause=0&target=100000`);
      let game = startGame(s).value as Game;
      const match = newMatch({ ruleset: game.ruleset, seed: seedOf(s.seed) }).value as Match;
      let old = oldDeal(match);
      for (let hand = 1; hand <= 2; hand++) {
        let turn = 0;
        while (game.state.phase !== "ended") {
          if (isYourTurn(game)) {
            const action = playerMove(game, turn);
            if (action.type === "discard" || action.type === "close") turn++;
            game = play(game, action).value as Game;
            old = oldPlay(old, action);
          } else {
            game = botStep(game).value as Game;
            old = oldBotStep(old);
          }
          expect(game.log, `${seed}, hand ${hand}`).toEqual(old.log);
        }
        expect(game.state).toEqual(old.state);
        expect(matchOf(game)).toEqual(old.match);
        game = nextHand(game).value as Game;
        old = oldDeal(old.match);
      }
    }
  });

  it("R3.1: an action of yours is applied or refused, and only applied ones enter the log", () => {
    const game = toYourTurn(startGame(settings).value as Game);
    const early = play(game, { type: "discard", seat: HUMAN, card: game.state.held[HUMAN]?.[0] ?? 0 });
    expect(early.ok).toBe(false);
    expect(early.error?.rule).toBe("R3.1");
    const drawn = play(game, { type: "draw", seat: HUMAN });
    expect(drawn.value?.log.at(-1)).toEqual({ type: "draw", seat: HUMAN });
    expect(newEvents(game, drawn.value as Game)).toEqual([{ type: "draw", seat: HUMAN }]);
    expect(hintsFor(drawn.value ?? null, []).discard.size).toBeGreaterThan(0);
    expect(hintsFor(game, []).draw).toBe(true);
    // Another seat's action is refused by the table, not played.
    expect(play(game, { type: "draw", seat: 1 }).error?.code).toBe("input/invalid");
  });

  it("R14.1: the move list holds the public events of every move since the end of your last turn", () => {
    let game = toYourTurn(startGame(settings).value as Game);
    // Your first turn: every move of the hand so far, all the bots'.
    expect(eventsSinceYourTurn(game)).toEqual(game.events);
    expect(game.events.length).toBeGreaterThanOrEqual(game.log.length);
    game = play(game, { type: "draw", seat: HUMAN }).value as Game;
    expect(eventsSinceYourTurn(game).at(-1)).toEqual({ type: "draw", seat: HUMAN });
    const card = [...hintsFor(game, []).discard][0] ?? -1;
    game = play(game, { type: "discard", seat: HUMAN, card }).value as Game;
    const mine = game.events.length;
    game = toYourTurn(game);
    const since = eventsSinceYourTurn(game);
    expect(since).toEqual(game.events.slice(mine));
    expect(since.length).toBeGreaterThanOrEqual(3);
    expect(since.every((e) => !("seat" in e) || e.seat !== HUMAN)).toBe(true);
    // A bot's draw shows no card.
    expect(since.find((e) => e.type === "draw")).toEqual({ type: "draw", seat: expect.any(Number) });
  });

  it("R10.1: a hand that ends is recorded in the match; the next hand is the match's next", () => {
    const game = startGame({ ...settings, target: 100_000 }).value as Game;
    const ended = playHand(game);
    const match = matchOf(ended);
    expect(ended.state.phase).toBe("ended");
    expect(match.hands).toHaveLength(1);
    expect(match.hands[0]?.sheet).toEqual(scoreHand(ended.state));
    expect(match.totals).toEqual(match.hands[0]?.totals);
    const next = nextHand(ended).value as Game;
    expect(handNumber(next)).toBe(2);
    expect(next.state.dealer).toBe(1);
    expect(next.state).toEqual(startHand(match).value);
  });

  it("R10.1: a short target ends the match; its winner reached the target", () => {
    const hands = playMatch(startGame({ ...settings, target: 5 }).value as Game, 20);
    const last = matchOf(hands.at(-1) as Game);
    expect(last.over).toBe(true);
    expect(last.hands).toHaveLength(hands.length);
    const winner = last.winner ?? -1;
    expect(last.totals[winner]).toBeGreaterThanOrEqual(5);
    expect(nextHand(hands.at(-1) as Game).error?.code).toBe("match/over");
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

  /** The "You can" line of a game with these cards selected, in `lang`. */
  function canLine(game: Game, selected: readonly number[], lang: "it" | "en"): string {
    return possibleText(hintsFor(game, selected), selected, TEXTS[lang]);
  }

  it("R4.1 R7.1: the You can line lists what is possible, grammatically, and follows the selection", () => {
    const dealt = setupHand({
      ruleset: { preset: "classic" },
      turn: 0,
      phase: "play",
      // Every other seat holds a card: mid-hand no seat is without one (R6.4, L1).
      hands: ["7H 8H 9H 5S 5D 5C 6C KC QD", "KH", "KS", "JD"],
      discardPile: "8D",
      melds: [["3C 4C 5C"], []],
    });
    expect(dealt.ok, dealt.error?.message).toBe(true);
    if (!dealt.ok) return;
    const base = startGame(readSettings("?seed=unit-can&pause=0")).value as Game;
    const game: Game = { ...base, state: dealt.value };
    const ids = (text: string): number[] => parseCards(text).value ?? [];
    // Nothing selected: the largest melds by their cards, the attach, and a discard.
    const all = canLine(game, [], "it");
    expect(all).toBe("Puoi calare 5♠ 5♦ 5♣, calare 7♥ 8♥ 9♥, attaccare 6♣ alla combinazione 1 o scartare.");
    expect(canLine(game, [], "en")).toBe("You can meld 5♠ 5♦ 5♣, meld 7♥ 8♥ 9♥, attach 6♣ to meld 1 or discard.");
    expect(canLine(game, ids("6C"), "it")).toBe("Puoi attaccare 6♣ alla combinazione 1 o scartare 6♣.");
    // Three cards that meld: no discard is offered.
    expect(canLine(game, ids("7H 8H 9H"), "it")).toBe("Puoi calare 7♥ 8♥ 9♥.");
    // One card: what it can do.
    expect(canLine(game, ids("KC"), "en")).toBe("You can discard K♣.");
    // Cards that make no move say so.
    expect(canLine(game, ids("KC QD"), "it")).toBe("Con le carte selezionate non puoi fare nessuna mossa.");
    // At the draw.
    const draw = toYourTurn(startGame(readSettings("?seed=unit-can-2&pause=0")).value as Game);
    expect(canLine(draw, [], "it")).toBe("Puoi pescare dal tallone o raccogliere gli scarti.");
  });

  it("the hint says the planner's move in plain words and names the cards it plays", () => {
    let game = toYourTurn(startGame(readSettings("?seed=unit-hint&pause=0")).value as Game);
    const atDraw = hintFor(game.state, "it", describeHint);
    expect(atDraw.text).toMatch(/^Consiglio: (pesca|raccogli gli scarti)[\s\S]*\.$/);
    expect(atDraw.text).not.toMatch(/±|margine|R\d/);
    game = play(game, { type: "draw", seat: HUMAN }).value as Game;
    const atPlay = hintFor(game.state, "en", describeHint);
    expect(atPlay.text).toMatch(/^Hint: (meld|attach|discard|close)/);
    expect(atPlay.cards.length).toBeGreaterThan(0);
    const held = game.state.held[HUMAN] ?? [];
    expect(atPlay.cards.every((c) => held.includes(c))).toBe(true);
  });
});

describe("playground save", () => {
  const settings = readSettings("?seed=unit-save&preset=classic&players=4&lang=en&pause=0&target=100000");
  const load = (storage: Store, page: Settings = settings): Restored | null => {
    const text = savedText(storage);
    return text === null ? null : restoreGame(text, loadTable, page);
  };

  it("a reload goes on where you were: the same table, through saveTable and loadTable, whatever the address", () => {
    const storage = memoryStorage();
    const first = playHand(startGame(settings).value as Game);
    let game = toYourTurn(nextHand(first).value as Game);
    game = play(game, { type: "draw", seat: HUMAN }).value as Game;
    saveGame(storage, settings, game);
    const saved = JSON.parse(storage.getItem("burraco-playground") ?? "{}");
    expect(JSON.parse(saved.table).format).toBe("burraco/table");
    expect(loadTable(saved.table).value).toEqual(game);
    expect(load(storage)).toEqual({ ok: true, value: game, settings });
    // The page's language and pause are not part of the match; nor is the address it is opened at.
    const other = readSettings("?seed=other&lang=it&pause=5");
    expect(load(storage, other)).toEqual({ ok: true, value: game, settings: { ...settings, lang: "it", pause: 5 } });
    // A hand just ended (recorded in the match) goes on as well.
    saveGame(storage, settings, first);
    expect(load(storage)).toEqual({ ok: true, value: first, settings });
  });

  it("refuses, with a code, a save that is not JSON, old, damaged or edited", () => {
    const storage = memoryStorage();
    expect(load(storage)).toBeNull();
    expect(savedText(null)).toBeNull();
    let game = toYourTurn(startGame(settings).value as Game);
    game = play(game, { type: "draw", seat: HUMAN }).value as Game;
    saveGame(storage, settings, game);
    const saved = JSON.parse(storage.getItem("burraco-playground") ?? "{}");
    const edit = (change: object): Restored | null => {
      storage.setItem("burraco-playground", JSON.stringify({ ...saved, ...change }));
      return load(storage);
    };
    expect(edit({})?.ok).toBe(true);
    storage.setItem("burraco-playground", "{not json");
    expect(load(storage)).toEqual({ ok: false, code: "save/invalid" });
    // The page's earlier formats.
    expect(edit({ version: 2 })).toEqual({ ok: false, code: "save/old" });
    expect(edit({ format: undefined, version: undefined, hands: [] })).toEqual({ ok: false, code: "save/old" });
    // A table that does not load: inflated totals, a log that does not replay.
    const table = JSON.parse(saved.table);
    const rich = { ...table, table: { ...table.table, match: { ...table.table.match, totals: [5000, 0] } } };
    expect(edit({ table: JSON.stringify(rich) })).toEqual({ ok: false, code: "table/invalid" });
    const short = { ...table, table: { ...table.table, log: table.table.log.slice(0, -1) } };
    expect(edit({ table: JSON.stringify(short) })).toEqual({ ok: false, code: "table/invalid" });
    // A table that loads but is not the page's: a person in a bot's seat; settings of another match.
    const people = newTable4();
    expect(edit({ table: saveTable(people) })).toEqual({ ok: false, code: "save/invalid" });
    expect(edit({ settings: writeSettings({ ...settings, seed: "other" }) })).toEqual({
      ok: false,
      code: "save/invalid",
    });
    expect(edit({ settings: 42 })).toEqual({ ok: false, code: "save/invalid" });
  });

  /** A table of four people: one the page never deals. */
  function newTable4(): Game {
    const game = startGame(settings).value as Game;
    return { ...game, seats: ["person", "person", "person", "person"] };
  }

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
    expect(savedText(throwing)).toBeNull();
  });
});

describe("playground: your own order and the marks of the last moves (issue 36)", () => {
  const cards = (text: string) => parseCards(text).value ?? [];

  it("sorts by suit (displayOrder) or by rank, the ace high and the wildcards last", () => {
    const hand = cards("7H KS AH 2C 7S 3D JK AS");
    expect(sortCards(hand, "suit")).toEqual(cards("7S KS AS 7H AH 3D 2C JK"));
    expect(sortCards(hand, "rank")).toEqual(cards("3D 7S 7H KS AS AH 2C JK"));
    expect(hand).toEqual(cards("7H KS AH 2C 7S 3D JK AS"));
  });

  it("moves a card a place left or right; new cards go by the sort until a card is moved, then at the end", () => {
    const hand = cards("7H KS 3D");
    const start = { sort: "rank" as const, order: null };
    expect(handOrder(hand, start)).toEqual(cards("3D 7H KS"));
    const moved = moveCard(hand, start, cards("3D")[0] as number, 1);
    expect(handOrder(hand, moved)).toEqual(cards("7H 3D KS"));
    // At the edge nothing moves.
    expect(moveCard(hand, moved, cards("KS")[0] as number, 1)).toBe(moved);
    // A card drawn goes at the end of your order; one played leaves it.
    expect(handOrder([...cards("7H 3D"), ...cards("4C")], moved)).toEqual(cards("7H 3D 4C"));
    expect(handOrder([...hand, ...cards("4C")], start)).toEqual(cards("3D 4C 7H KS"));
  });

  it("marks the cards the other seats' moves put down, discarded or took, not yours", () => {
    const [a, b, c, d, e, f, g] = cards("7H 8H 9H 10H 5S 6C KD") as number[] as [
      number,
      number,
      number,
      number,
      number,
      number,
      number,
    ];
    const meld = {
      kind: "run",
      cards: [a, b, c],
      rank: null,
      suit: 1,
      from: 7,
      to: 9,
      wildcard: null,
      wildcardRank: null,
      wildcardLocked: false,
      burraco: null,
    } as const;
    const marked = markedCards([
      { type: "draw", seat: 1 },
      { type: "meld", seat: 1, side: 1, index: 0, cards: [a, b, c], meld },
      { type: "attach", seat: 0, side: 0, index: 0, cards: [d], meld: { ...meld, cards: [a, b, c, d], to: 10 } },
      { type: "discard", seat: 1, card: e },
      { type: "pickUpDiscards", seat: 2, cards: [e, f] },
      { type: "discard", seat: 0, card: g },
    ]);
    expect([...marked].sort((x, y) => x - y)).toEqual([a, b, c, e, f].sort((x, y) => x - y));
  });
});
