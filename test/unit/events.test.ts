/**
 * Public events (RULES.md R14.1): what every seat learns from each action, `replayEvents` over a
 * whole log, and their sentences in `burraco/i18n` (`describeEvent`), which read any input once
 * and never throw.
 */
import {
  type Action,
  apply,
  cardId,
  type HandState,
  legalActions,
  type NotationAction,
  newHand,
  type PublicEvent,
  presets,
  publicEvents,
  publicEventTypes,
  replay,
  replayEvents,
} from "burraco";
import { describeEvent, locales, MAX_NAME_LENGTH, seatNames } from "burraco/i18n";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { act, fromNotation, PILE_TABLE, play } from "../helpers/table.js";

const setup = fromNotation;
const base = PILE_TABLE;

/** The state after a notation step, and the events it gave. */
function step(state: HandState, notation: NotationAction): { after: HandState; events: PublicEvent[] } {
  const a = act(state, notation);
  const after = play(state, a);
  const events = publicEvents(state, a, after);
  if (!events.ok) throw new Error(events.error.message);
  // Plain JSON: the same after a trip over the wire.
  expect(JSON.parse(JSON.stringify(events.value))).toEqual(events.value);
  return { after, events: events.value };
}

describe("R14.1 publicEvents: one event per action, public cards only", () => {
  it("R14.1 a stock draw carries who drew, never the card", () => {
    const { events } = step(setup(base), { type: "draw", seat: 0 });
    expect(events).toEqual([{ type: "draw", seat: 0 }]);
  });

  it("R14.1 a pick-up carries the whole pile, bottom → top", () => {
    const s = setup(base);
    const { events } = step(s, { type: "pickUpDiscards", seat: 0 });
    expect(events).toEqual([{ type: "pickUpDiscards", seat: 0, cards: s.discardPile }]);
  });

  it("R14.1 a meld and an attach carry their cards, the meld's place and the meld as it now stands", () => {
    const s0 = setup({ ...base, phase: "play", hands: ["3D 4D 5D 6D 9S", "4C 5C", "5H 6H", "6C 7C"] });
    const m = step(s0, { type: "meld", seat: 0, cards: "3D 4D 5D" });
    expect(m.events).toEqual([
      { type: "meld", seat: 0, side: 0, index: 0, cards: m.after.melds[0]?.[0]?.cards, meld: m.after.melds[0]?.[0] },
    ]);
    const a = step(m.after, { type: "attach", seat: 0, meld: 0, cards: "6D" });
    expect(a.events).toHaveLength(1);
    expect(a.events[0]).toMatchObject({ type: "attach", seat: 0, side: 0, index: 0, meld: a.after.melds[0]?.[0] });
    expect(a.events[0]?.type === "attach" && a.events[0].cards).toEqual([cardId(6, 2)]);
  });

  it("R14.1 R6.3 a discard of the last card is followed by the pozzetto taken on discard", () => {
    const s = setup({ ...base, phase: "play", hands: ["9S", "4C 5C", "5H 6H", "6C 7C"] });
    const { events } = step(s, { type: "discard", seat: 0, card: "9S" });
    expect(events).toEqual([
      { type: "discard", seat: 0, card: cardId(9, 0) },
      { type: "takePozzetto", seat: 0, size: 11, onDiscard: true },
    ]);
  });

  it("R14.1 R6.2 the pozzetto taken after melding the last cards: its size, not its cards", () => {
    const s = setup({ ...base, phase: "play", hands: ["3D 4D 5D", "4C 5C", "5H 6H", "6C 7C"] });
    const m = step(s, { type: "meld", seat: 0, cards: "3D 4D 5D" });
    const p = step(m.after, { type: "takePozzetto", seat: 0 });
    expect(p.events).toEqual([{ type: "takePozzetto", seat: 0, size: 11, onDiscard: false }]);
  });

  it("R14.1 a close is followed by the hand's end, with every hand and unplayed pozzetto shown", () => {
    const s = setup({
      ...base,
      phase: "play",
      hands: ["KC", "4C 5C", "5D 6D", "6C 7C"],
      melds: [["3H 4H 5H 6H 7H 8H 9H"], []],
      pozzettoTaken: [true, false],
    });
    const { after, events } = step(s, { type: "close", seat: 0, card: "KC" });
    expect(events).toEqual([
      { type: "close", seat: 0, card: cardId(13, 3) },
      { type: "handEnd", reason: "closed", closedBy: 0, held: after.held, unplayedPozzetto: after.unplayedPozzetto },
    ]);
  });

  it("R14.1 R8.1 a discard that exhausts the stock ends the hand: discard, then handEnd", () => {
    const s = setup({ ...base, phase: "play", stock: "5S 8S", rest: "discard-pile" });
    const { events } = step(s, { type: "discard", seat: 0, card: "9S" });
    expect(events.map((e) => e.type)).toEqual(["discard", "handEnd"]);
    expect(events[1]).toMatchObject({ reason: "stock-exhausted", closedBy: null });
  });

  it("refuses a malformed action with input/invalid, reading each field once (issue 26: a getter runs once)", () => {
    const s = setup(base);
    const r = publicEvents(s, { type: "draw" } as unknown as Action, s);
    expect(r.ok).toBe(false);
    expect(r.error?.code).toBe("input/invalid");
    let reads = 0;
    const sneaky = Object.defineProperty({ type: "draw" }, "seat", {
      get: () => {
        reads++;
        return reads === 1 ? "north" : 0;
      },
      enumerable: true,
    });
    expect(publicEvents(s, sneaky as Action, s).error?.code).toBe("input/invalid");
    expect(reads).toBe(1);
  });
});

describe("R14.1 replayEvents: the events of a whole log", () => {
  it("R14.1 equals publicEvents over replay's states, action by action, on random hands of every preset", () => {
    fc.assert(
      fc.property(fc.constantFrom(...Object.values(presets)), fc.integer(), (ruleset, seed) => {
        let state = newHand({ ruleset, seed }).value as HandState;
        const actions: Action[] = [];
        for (let i = 0; i < 200 && state.phase !== "ended"; i++) {
          const list = legalActions(state);
          const a = list[(seed >>> 0) % list.length] as Action;
          actions.push(JSON.parse(JSON.stringify(a)) as Action);
          state = apply(state, a).value as HandState;
        }
        const states = replay({ ruleset, seed, actions }).value as HandState[];
        const expected = actions.flatMap(
          (a, i) => publicEvents(states[i] as HandState, a, states[i + 1] as HandState).value ?? [],
        );
        expect(replayEvents({ ruleset, seed, actions }).value).toEqual(expected);
      }),
      { numRuns: 20 },
    );
  });

  it("refuses what replay refuses, with the same error", () => {
    const bad = { ruleset: presets.classic, seed: 1, actions: [{ type: "discard", seat: 0, card: 999 }] };
    expect(replayEvents(bad)).toEqual(replay(bad));
    expect(replayEvents({ seed: 1, actions: "no" } as never).ok).toBe(false);
  });
});

// One event of each type, and the seat-dependent sentences checked word for word.
const seven = cardId(7, 1);
const EVENTS: Record<(typeof publicEventTypes)[number], PublicEvent> = {
  draw: { type: "draw", seat: 1 },
  pickUpDiscards: { type: "pickUpDiscards", seat: 3, cards: [seven, cardId(7, 3), cardId(13, 2)] },
  meld: {
    type: "meld",
    seat: 2,
    side: 0,
    index: 0,
    cards: [cardId(3, 1), cardId(4, 1), cardId(5, 1)],
    meld: setup({ ...base, melds: [["3H 4H 5H"], []], hands: ["9S", "4C", "6C", "7C"] }).melds[0]?.[0] as never,
  },
  attach: {
    type: "attach",
    seat: 0,
    side: 0,
    index: 0,
    cards: [cardId(6, 1)],
    meld: setup({ ...base, melds: [["3H 4H 5H 6H"], []], hands: ["9S", "4C", "7C", "8C"] }).melds[0]?.[0] as never,
  },
  discard: { type: "discard", seat: 1, card: cardId(13, 0) },
  takePozzetto: { type: "takePozzetto", seat: 2, size: 11, onDiscard: true },
  close: { type: "close", seat: 0, card: cardId(13, 3) },
  timeOut: { type: "timeOut", endsWith: 2 },
  handEnd: {
    type: "handEnd",
    reason: "closed",
    closedBy: 0,
    held: [[], [], [], []],
    unplayedPozzetto: [null, null, null, null],
  },
};

describe("describeEvent: every event in Italian and English", () => {
  const names = { en: seatNames(4, "en"), it: seatNames(4, "it") };

  for (const type of publicEventTypes) {
    it(`${type}: a sentence in each language, the languages differ, the viewer is "you"`, () => {
      const event = EVENTS[type];
      const texts = locales.map((lang) => describeEvent(event, lang, { names: names[lang] }));
      expect(texts[0]).not.toBe(texts[1]);
      for (const text of texts) expect(text).not.toMatch(/unknown|sconosciuta|undefined|null|NaN/i);
      const seat = event.type === "handEnd" ? 0 : event.type === "timeOut" ? event.endsWith : event.seat;
      expect(describeEvent(event, "en", { names: names.en, viewer: seat })).toMatch(/\byou\b/i);
      // Neither "You draws" nor "Tu pesca": the second person, not the name.
      expect(describeEvent(event, "en", { names: names.en, viewer: seat })).not.toMatch(
        /\byou (draws|takes|melds|attaches|discards|closes)\b/i,
      );
      expect(describeEvent(event, "it", { names: names.it, viewer: seat })).not.toMatch(/\bTu\b/);
    });
  }

  it("says the sentences of the issue, word for word", () => {
    const pick = EVENTS.pickUpDiscards;
    // Seat names as the reader at seat 0 sees them (it sits South): seat 3 is East.
    expect(describeEvent(pick, "en", { names: names.en })).toBe("East takes the pile: 7♥ 7♣ K♦.");
    expect(describeEvent(pick, "en", { names: names.en, viewer: 3 })).toBe("You take the pile: 7♥ 7♣ K♦.");
    expect(describeEvent(pick, "it", { names: names.it })).toBe("Est raccoglie gli scarti: 7♥ 7♣ K♦.");
    expect(describeEvent(pick, "it", { names: seatNames(4, "it", 2) })).toBe("Ovest raccoglie gli scarti: 7♥ 7♣ K♦.");
    expect(describeEvent(pick, "it", { viewer: 3 })).toBe("Raccogli gli scarti: 7♥ 7♣ K♦.");
    expect(describeEvent(EVENTS.draw, "en", { viewer: 1 })).toBe("You draw from the stock.");
    expect(describeEvent(EVENTS.draw, "it")).toBe("Posto 1 pesca dal tallone.");
    expect(describeEvent(EVENTS.attach, "en", { names: names.en })).toBe("South attaches 6♥, making 3♥ 4♥ 5♥ 6♥.");
    expect(describeEvent(EVENTS.takePozzetto, "it", { viewer: 2 })).toBe(
      "Prendi il pozzetto (11 carte): lo giocherai dal prossimo turno.",
    );
    expect(describeEvent(EVENTS.handEnd, "it", { viewer: 0 })).toBe("La mano è finita: hai chiuso tu.");
    expect(describeEvent(EVENTS.handEnd, "en", { names: names.en })).toBe("The hand is over: South closed.");
    expect(seatNames(3, "en")).toEqual(["South", "West", "East"]);
  });

  it("describes every event of random hands of every preset", () => {
    for (const ruleset of Object.values(presets)) {
      for (let seed = 0; seed < 3; seed++) {
        let state = newHand({ ruleset, seed }).value as HandState;
        const actions: Action[] = [];
        for (let i = 0; i < 300 && state.phase !== "ended"; i++) {
          const list = legalActions(state);
          const a = list.find((x) => x.type !== "draw" && x.type !== "discard") ?? (list[i % list.length] as Action);
          actions.push(a);
          state = apply(state, a).value as HandState;
        }
        for (const e of replayEvents({ ruleset, seed, actions }).value ?? []) {
          for (const lang of locales) expect(describeEvent(e, lang)).not.toMatch(/unknown|sconosciuta|undefined/i);
        }
      }
    }
  });

  it("never throws and reads its input once, whatever it is given", () => {
    fc.assert(
      fc.property(fc.anything(), fc.anything(), fc.anything(), (event, locale, options) => {
        const text = describeEvent(event as PublicEvent, locale as "en", options as never);
        expect(typeof text).toBe("string");
      }),
    );
    let runs = 0;
    const getter = Object.defineProperty({ type: "draw" }, "seat", {
      get: () => {
        runs++;
        return 0;
      },
      enumerable: true,
    });
    expect(describeEvent(getter as PublicEvent, "en")).toBe("An unknown move.");
    const trap = new Proxy(
      {},
      {
        get: () => {
          throw new Error("trap");
        },
        ownKeys: () => {
          throw new Error("trap");
        },
      },
    );
    expect(describeEvent(trap as PublicEvent, "it")).toBe("Mossa sconosciuta.");
    expect(describeEvent(EVENTS.draw, "it", trap as never)).toBe("Posto 1 pesca dal tallone.");
    expect(runs).toBe(0);
    expect(describeEvent({ type: "discard", seat: 1, card: 999 } as PublicEvent, "en")).toBe("An unknown move.");
    expect(describeEvent({ ...EVENTS.discard, seat: 7 } as PublicEvent, "en")).toBe("An unknown move.");
    expect(describeEvent(EVENTS.discard, "en", { names: ["x".repeat(101), 5 as never] })).toBe("Seat 1 discards K♠.");
  });
});

describe("E4: describeEvent inserts names literally, bounded, never a control or bidi character", () => {
  const discard = { type: "discard", seat: 1, card: 12 } as PublicEvent; // K♠
  const named = (name: string, event: PublicEvent = discard, lang: "en" | "it" = "en") =>
    describeEvent(event, lang, { names: ["North", name] });

  it("E4 a name with String.replace patterns ($', $`, $&, $$) or the %c marker is inserted as written", () => {
    for (const name of ["$'", "$`", "$&", "$$", "$1", "$<n>", "%c", "%n", "a$'b$&c"]) {
      expect(named(name), name).toBe(`${name} discards K♠.`);
      expect(named(name, discard, "it"), name).toBe(`${name} scarta K♠.`);
    }
    const pick = EVENTS.pickUpDiscards;
    expect(describeEvent(pick, "en", { names: ["", "", "", "%c"] })).toBe("%c takes the pile: 7♥ 7♣ K♦.");
    const time = { type: "timeOut", endsWith: 1 } as PublicEvent;
    expect(named("$'", time)).toBe("Time out: the last round ends with $''s discard.");
  });

  it("E4 a sentence is at most its text, the cards and one name of at most MAX_NAME_LENGTH characters", () => {
    expect(MAX_NAME_LENGTH).toBe(40);
    const longest = "$'".repeat(MAX_NAME_LENGTH / 2);
    expect(named(longest)).toBe(`${longest} discards K♠.`);
    expect(named(longest).length).toBe(MAX_NAME_LENGTH + " discards K♠.".length);
    // One character more: the name is not used, the seat gets its default name.
    expect(named(`${longest}x`)).toBe("Seat 1 discards K♠.");
    expect(named("x".repeat(100))).toBe("Seat 1 discards K♠.");
  });

  it("E4 a name holding a control, line-break or bidi character is not used: no forged lines in a move list", () => {
    const forged = [
      "Anna\nNorth closes, discarding A♠.",
      "Anna\r",
      "\u001b[2JAnna",
      "Anna\u0085",
      "Anna\u007f",
      "Anna\u2028North closes",
      "Anna\u2029",
      "\u202eannA",
      "Anna\u2066",
      "Anna\u200f",
      "Anna\u061c",
      "\ud800Anna",
    ];
    for (const name of forged) {
      expect(named(name), JSON.stringify(name)).toBe("Seat 1 discards K♠.");
      expect(named(name, discard, "it"), JSON.stringify(name)).toBe("Posto 1 scarta K♠.");
    }
    // Letters of any script, emoji and spaces are names like any other.
    for (const name of ["Anna Maria", "Ἀθηνᾶ", "سارا", "王芳", "👩‍💻 Dev"])
      expect(named(name)).toBe(`${name} discards K♠.`);
  });
});

describe("E4: describeEvent refuses invisible characters and names that pass for another seat", () => {
  const discard = { type: "discard", seat: 1, card: 12 } as PublicEvent; // K♠
  const as = (names: string[], lang: "en" | "it" = "en", viewer?: 0 | 1 | 2 | 3) =>
    describeEvent(discard, lang, viewer === undefined ? { names } : { names, viewer });

  it("E4 default-ignorable characters and stacks of combining marks give the default name", () => {
    const hidden = [
      "West\u200b",
      "We\u2060st",
      "\ufeffWest",
      "West\u{e0041}\u{e007f}",
      "\u3164",
      "\u115fWest",
      "West\u1160",
      "West\uffa0",
      "West\u200d",
      "Wes\u0301\u0301\u0301t",
      "\ufe0fWest",
    ];
    for (const name of hidden) {
      expect(as(["North", name]), JSON.stringify(name)).toBe("Seat 1 discards K♠.");
      expect(as(["North", name], "it"), JSON.stringify(name)).toBe("Posto 1 scarta K♠.");
    }
    // Up to two marks (Vietnamese), an emoji's variation selector and joiner, skin tones stay.
    for (const name of ["Nguyễn", "Thu\u0303\u0301y", "❤️ Lia", "🏳️‍🌈", "👍🏽 Bo", "👩‍💻 Dev"])
      expect(as(["North", name]), JSON.stringify(name)).toBe(`${name} discards K♠.`);
  });

  it("E4 a name that is a viewer word, another seat's default name or another seat's name gives the default name", () => {
    for (const name of ["You", " you ", "YOU", "Tu", "tu", "Seat 3", "seat 0", "Posto 2", " POSTO 0"])
      expect(as(["North", name]), JSON.stringify(name)).toBe("Seat 1 discards K♠.");
    // The seat's own default name is its own.
    expect(as(["North", "Seat 1"])).toBe("Seat 1 discards K♠.");
    expect(as(["North", "Posto 1"])).toBe("Posto 1 discards K♠.");
    // Two seats of one name: neither is shown by it (the viewer's own name counts too).
    expect(as(["West", "west "])).toBe("Seat 1 discards K♠.");
    expect(as(["Anna", "Anna"], "en", 0)).toBe("Seat 1 discards K♠.");
    // Distinct names of the app's own layout are used as given.
    expect(as(["You", "West", "North", "East"], "en", 0)).toBe("West discards K♠.");
    expect(as(seatNames(4, "en"))).toBe("West discards K♠.");
  });
});

describe("issue 39: names that pass for other names", () => {
  const discard = { type: "discard", seat: 1, card: 12 } as PublicEvent; // K♠
  const as = (names: string[], lang: "en" | "it" = "en") => describeEvent(discard, lang, { names });

  it("L8 look-alikes, full-width forms, blank braille and interlinear marks give the default name", () => {
    for (const name of [
      "\u0405\u0435\u0430t 2", // "Ѕеаt 2": Cyrillic Ѕ, е, а, a Latin t
      "\uff39\uff4f\uff55", // "Ｙｏｕ"
      "\uff34\uff55", // "Ｔｕ"
      "Ｓｅａｔ ３",
      "\u2800",
      "Anna\u2800",
      "\ufff9Anna\ufffaWest\ufffb",
      "Ann\u00ada", // a soft hyphen, a format character
      "W\u0435st", // Latin with a Cyrillic е
      "\ue000Anna", // private use
    ]) {
      expect(as(["North", name]), JSON.stringify(name)).toBe("Seat 1 discards K♠.");
      expect(as(["North", name], "it"), JSON.stringify(name)).toBe("Posto 1 scarta K♠.");
    }
  });

  it("L8 names are compared in NFKC form and shown as given; one script a word, Japanese and emoji stay", () => {
    expect(as(["North", "\uff21\uff4e\uff4e\uff41"])).toBe("\uff21\uff4e\uff4e\uff41 discards K♠.");
    expect(as(["Anna", "\uff21\uff4e\uff4e\uff41"])).toBe("Seat 1 discards K♠."); // two seats called Anna
    for (const name of ["Борис", "Ἀθηνᾶ", "Anna Борис", "山田たろう", "Nguyễn", "👩‍💻 Dev", "❤️ Lia"])
      expect(as(["North", name]), name).toBe(`${name} discards K♠.`);
  });
});
