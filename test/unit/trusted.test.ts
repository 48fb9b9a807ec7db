/**
 * The two ways to a next state (issue 26, decision 2): `apply` reads and checks any input;
 * `applyTrusted` takes a move `legalActions` listed for that very state, by value (the object or an
 * equal copy), with no check, and never changes its arguments. The one bot loop trusts a bot's
 * answer only when it is one of the very objects it handed the bot. States are built inside the
 * tests, so a mutant only reruns the tests that reach it.
 */
import {
  type Action,
  analyzeMeld,
  apply,
  applyTrusted,
  checkState,
  type HandState,
  legalActions,
  type Match,
  type PlayerView,
  parseAction,
  parseCards,
  publicEvents,
  recordHand,
  recordHandLog,
  replay,
  startHand,
} from "burraco";
import { type Bot, createBot, greedyBot } from "burraco/bots";
import { playHand } from "burraco/sim";
import { describe, expect, it } from "vitest";
import { isLibraryBot, matchHandSeed } from "../helpers/internal.js";
import { startMatch } from "../helpers/match.js";
import { fromNotation, play } from "../helpers/table.js";

/** Seat 0 holding `held`, its side's one meld `side0`, 4 players (classic). */
function table(held: string, side0: string, taken: boolean, phase: "play" | "draw" = "play"): HandState {
  return fromNotation({
    ruleset: { preset: "classic" },
    turn: 0,
    phase,
    hands: [held, "8C", "10C", "JC"],
    discardPile: "KC",
    stock: "8S 9S 10S",
    melds: [[side0], []],
    pozzettoTaken: [taken, false],
  });
}

/** Seat 0 to play: melds, attaches (two copies of a face among them) and discards are legal. */
const playTable = (): HandState => table("3S 4S 5S 9C KD 10H 10H", "7H 8H 9H", false);
/** Seat 0 holds only KD and may close it (pozzetto taken, a burraco down); or, in "draw", draw. */
const closeTable = (phase: "play" | "draw" = "play"): HandState => table("KD", "3H 4H 5H 6H 7H 8H 9H", true, phase);
/** Seat 0 holds three cards: every copy of a face is checked on its own (R6.4). */
const shortTable = (): HandState => table("10H 10H 9C", "7H 8H 9H", false);
/** Seat 0 melded its whole hand: the pozzetto is to take (R6.2). */
const pozzettoTable = (): HandState =>
  play(table("3S 4S 5S", "7H 8H 9H", false), { type: "meld", seat: 0, cards: "3S 4S 5S" });

const tables = (): HandState[] => [playTable(), closeTable(), closeTable("draw"), shortTable(), pozzettoTable()];

describe("applyTrusted: the trusted step for a listed move", () => {
  it("every listed move, of every kind, gives the state apply gives", () => {
    const kinds = new Set<string>();
    for (const s of tables()) {
      for (const a of legalActions(s)) {
        kinds.add(a.type);
        const checked = apply(s, a);
        expect(checked.ok, JSON.stringify(a)).toBe(true);
        expect(applyTrusted(s, a)).toEqual(checked.value);
      }
    }
    expect([...kinds].sort()).toEqual(["attach", "close", "discard", "draw", "meld", "pickUpDiscards", "takePozzetto"]);
  });

  it("takes a move by value: an equal copy (JSON) gives the same state as the listed object", () => {
    for (const s of tables()) {
      for (const a of legalActions(s)) {
        expect(applyTrusted(s, JSON.parse(JSON.stringify(a)) as Action)).toEqual(applyTrusted(s, a));
      }
    }
  });

  it("changes neither the state nor the action, and the new state holds none of the action's arrays", () => {
    for (const s of tables()) {
      const before = structuredClone(s);
      for (const a of legalActions(s)) {
        const copy = structuredClone(a);
        const next = applyTrusted(s, a);
        expect(s).toEqual(before);
        expect(a).toEqual(copy);
        if (a.type === "meld" || a.type === "attach") {
          const melds = JSON.stringify(next.melds);
          (a.cards as number[]).fill(0);
          expect(JSON.stringify(next.melds)).toBe(melds);
        }
      }
    }
  });
});

describe("applyTrusted: a move that was not listed", () => {
  it("a meld or attach of cards the seat does not hold, or names twice, throws instead of giving a state", () => {
    const s = playTable();
    const held = s.held[0] as readonly number[];
    const cards = (text: string): number[] => {
      const r = parseCards(text);
      if (!r.ok) throw new Error(r.error.message);
      return r.value.slice();
    };
    // 6S 7S 8S is a run seat 0 does not hold; 6H fits 7H 8H 9H but is not held.
    for (const id of cards("6S 7S 8S 6H")) expect(held.includes(id)).toBe(false);
    expect(() => applyTrusted(s, { type: "meld", seat: 0, cards: cards("6S 7S 8S") })).toThrow(/not a meld/);
    // Both 10H are held; one named twice is refused by analyzeMeld, but the trusted step reads the
    // cards as a set (it looks for no duplicate): it is the hand, one held card too many, that throws.
    const [ten, otherTen] = cards("10H 10H") as [number, number];
    expect(ten).not.toBe(otherTen);
    expect(analyzeMeld([ten, otherTen, ten]).ok).toBe(false);
    expect(() => applyTrusted(s, { type: "meld", seat: 0, cards: [ten, ten, otherTen] })).toThrow(/not a meld/);
    expect(() => applyTrusted(s, { type: "attach", seat: 0, meld: 0, cards: cards("6H") })).toThrow(/not an attach/);
    expect(applyTrusted(s, { type: "meld", seat: 0, cards: cards("3S 4S 5S") }).held[0]).toEqual(
      cards("9C KD 10H 10H"),
    );
  });
});

/** A hand played from a new match's first deal, always the first legal move; `edit` may change the move first. */
function playFirstMoves(edit: (a: Action) => Action) {
  const match = startMatch({ seed: 26 });
  const dealt = startHand(match);
  if (!dealt.ok) throw new Error(dealt.error.message);
  let state = dealt.value;
  const log: Action[] = [];
  while (state.phase !== "ended") {
    const a = edit(legalActions(state)[0] as Action);
    const next = apply(state, a);
    if (!next.ok) return { match, state, log, refused: next.error, action: a };
    log.push(a);
    state = next.value;
  }
  return { match, state, log, refused: null, action: null };
}

describe("issue 26: a listed action with one added field is refused alike everywhere", () => {
  it("apply, parseAction, publicEvents and replay all refuse it, so recordHand and recordHandLog agree", () => {
    const labelled = (a: Action): Action => Object.assign(a, { label: "my move" });
    const r = playFirstMoves(labelled);
    // The first move is refused by apply like by every other reader: the origin of an object counts for nothing.
    expect(r.refused?.code).toBe("input/invalid");
    expect(r.refused?.message).toMatch(/unknown field "label"/);
    const a = r.action as Action;
    expect(parseAction(a).error?.code).toBe("input/invalid");
    const before = r.state;
    const plain = JSON.parse(JSON.stringify({ ...a, label: undefined })) as Action;
    const after = apply(before, plain);
    expect(after.ok).toBe(true);
    expect(publicEvents(before, a, after.value as HandState).error?.code).toBe("input/invalid");
    expect(replay({ ...dealOf(r.match), actions: [a] }).error?.code).toBe("input/invalid");

    // Without the label, the log and the state are both recorded.
    const whole = playFirstMoves((x) => x);
    expect(whole.refused).toBeNull();
    const byState = recordHand(whole.match, whole.state);
    const byLog = recordHandLog(whole.match, whole.log);
    expect(byState.ok).toBe(true);
    expect(byLog).toEqual(byState);
  });

  it("a bot of the user's cannot label a listed move: it is handed frozen copies, so its edit throws", () => {
    const labelling: Bot = (view, legal, rng) => {
      const [a, next] = greedyBot(view, legal, rng);
      if (a !== null) Object.assign(a, { label: "mine" });
      return [a, next];
    };
    const played = playHand({ seed: 26, bots: [labelling], record: true });
    expect(played.value?.result.error?.error.message).toMatch(/the bot threw/);
    expect(played.value?.result.actions).toBe(0);
  });
});

describe("playBots: nothing a bot does to what it is handed reaches the state (attack review)", () => {
  /** A user's bot that answers greedy's move after trying `tamper` on what it was handed. */
  const tampering =
    (tamper: (view: PlayerView, legal: readonly Action[], chosen: Action) => void): Bot =>
    (view, legal, rng) => {
      const [a, next] = greedyBot(view, legal, rng);
      if (a !== null) tamper(view, legal, a);
      return [a, next];
    };
  const clean = playHand({ seed: 26, bots: [greedyBot], record: true });

  it("an edited listed discard (Reflect.set, which does not throw) is played as it was listed", () => {
    let tried = 0;
    const bot = tampering((_view, _legal, a) => {
      if (a.type === "discard" && !Reflect.set(a, "card", 1)) tried++;
    });
    const played = playHand({ seed: 26, bots: [bot], record: true });
    expect(tried).toBeGreaterThan(0);
    expect(played.value?.result.error).toBeNull();
    expect(played.value?.state).toEqual(clean.value?.state);
    expect(checkState(played.value?.state).ok).toBe(true);
  });

  it("a move pushed onto the list, or the view's hand emptied, changes nothing", () => {
    let refused = 0;
    const bot = tampering((view, legal, a) => {
      if (!Reflect.set(legal, legal.length, { ...a })) refused++;
      if (!Reflect.set(view.held, "length", 0)) refused++;
      if (!Reflect.set(view, "seat", 3)) refused++;
    });
    const played = playHand({ seed: 26, bots: [bot], record: true });
    expect(refused).toBeGreaterThan(0);
    expect(played.value?.state).toEqual(clean.value?.state);
    expect(checkState(played.value?.state).ok).toBe(true);
  });

  it("a move given by a lying getter is read once, and the log holds what was applied", () => {
    const lying: Bot = (view, legal, rng) => {
      const [a, next] = greedyBot(view, legal, rng);
      if (a === null || a.type !== "discard") return [a, next];
      let reads = 0;
      const real = a.card;
      const liar = { type: "discard", seat: a.seat };
      Object.defineProperty(liar, "card", { enumerable: true, get: () => (reads++ === 0 ? real : 999) });
      return [liar as Action, next];
    };
    const played = playHand({ seed: 26, bots: [lying], record: true });
    expect(played.value?.result.error).toBeNull();
    const log = played.value?.result.log ?? [];
    expect(log.every((a) => Object.getOwnPropertyDescriptor(a, "card")?.get === undefined)).toBe(true);
    const replayed = replay({ seed: 26, actions: log });
    expect(replayed.ok).toBe(true);
    expect(replayed.value?.at(-1)).toEqual(played.value?.state);
  });

  it("the library's own bots are handed the originals, a user's bot frozen copies", () => {
    const seen: boolean[] = [];
    const watching: Bot = (view, legal, rng) => {
      seen.push(Object.isFrozen(legal) && Object.isFrozen(view) && Object.isFrozen(view.held));
      return greedyBot(view, legal, rng);
    };
    playHand({ seed: 26, bots: [watching] });
    expect(seen.length).toBeGreaterThan(0);
    expect(seen.every((frozen) => frozen)).toBe(true);
    expect(isLibraryBot(greedyBot) && isLibraryBot(createBot({ level: "hard" }))).toBe(true);
    expect(isLibraryBot(watching)).toBe(false);
  });
});

describe("playBots trusts a move by identity in the list it handed the bot, and nothing else", () => {
  it("a copy of a listed move, with an added field, goes through apply and is refused", () => {
    const copying: Bot = (view, legal, rng) => {
      const [a, next] = greedyBot(view, legal, rng);
      return [a === null ? null : ({ ...a, label: "copy" } as unknown as Action), next];
    };
    const played = playHand({ seed: 26, bots: [copying] });
    expect(played.value?.result.error?.error.code).toBe("input/invalid");
    expect(played.value?.result.actions).toBe(0);
  });

  it("a hand-built move that is not legal goes through apply and is refused with its rule", () => {
    const outOfTurn: Bot = (view, _legal, rng) => [{ type: "draw", seat: ((view.seat ?? 0) + 1) % 4 }, rng];
    const played = playHand({ seed: 26, bots: [outOfTurn] });
    expect(played.value?.result.error?.error.code).toBe("turn/not-your-turn");
  });

  it("an equal copy of a listed move is checked by apply and played like the listed one", () => {
    const copying: Bot = (view, legal, rng) => {
      const [a, next] = greedyBot(view, legal, rng);
      return [a === null ? null : (JSON.parse(JSON.stringify(a)) as Action), next];
    };
    const listed = playHand({ seed: 26, bots: [greedyBot] });
    const copied = playHand({ seed: 26, bots: [copying] });
    expect(copied.value?.result.error).toBeNull();
    expect(copied.value?.state).toEqual(listed.value?.state);
  });
});

/** The deal options of a match's first hand, as startHand deals it. */
function dealOf(match: Match) {
  return { ruleset: match.ruleset, seed: matchHandSeed(match.seed, 1), dealer: match.nextDealer };
}
