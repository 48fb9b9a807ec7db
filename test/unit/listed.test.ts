/**
 * `listedAction`, the gate of apply's trusted path (src/checks/listed.ts): it recognizes an action
 * `legalActions` listed only for that very state and only while its public fields still say what
 * they said; anything else is checked in full. States are built inside the tests, so a mutant only
 * reruns the tests that reach it.
 */
import { type Action, type AttachAction, apply, type HandState, legalActions, type MeldAction } from "burraco";
import { describe, expect, it } from "vitest";
import { listedAction } from "../helpers/internal.js";
import { fromNotation, ids, play } from "../helpers/table.js";

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

/** Seat 0 to play: a meld (3S 4S 5S), an attach (10H to meld 0) and discards are legal. */
const playTable = (): HandState => table("3S 4S 5S 9C KD 10H", "7H 8H 9H", false);

/** Seat 0 holds only KD and may close it (pozzetto taken, a burraco down); or, in "draw", draw. */
const closeTable = (phase: "play" | "draw" = "play"): HandState => table("KD", "3H 4H 5H 6H 7H 8H 9H", true, phase);

function listedOf<T extends Action["type"]>(state: HandState, type: T): Extract<Action, { type: T }> {
  const a = legalActions(state).find((x) => x.type === type);
  if (a === undefined) throw new Error(`no ${type} listed`);
  return a as Extract<Action, { type: T }>;
}

/** A mutable view of a listed action, for the edits a caller could make. */
function writable(a: Action): Record<string, unknown> {
  return a as unknown as Record<string, unknown>;
}

describe("listedAction recognizes a listed action for its own state", () => {
  it("every action listed in the play, close and draw phases, as listed", () => {
    for (const s of [playTable(), closeTable(), closeTable("draw")]) {
      const all = legalActions(s);
      expect(all.length).toBeGreaterThan(0);
      for (const a of all) {
        const got = listedAction(a, s);
        expect(got, JSON.stringify(a)).not.toBeNull();
        expect(got?.action).toEqual(a);
      }
    }
    const types = new Set([...legalActions(playTable()), ...legalActions(closeTable())].map((a) => a.type));
    expect([...types].sort()).toEqual(["attach", "close", "discard", "meld"]);
  });

  it("a meld and an attach carry what their check built", () => {
    const s = playTable();
    const meld = listedOf(s, "meld");
    expect(listedAction(meld, s)?.known?.reading.cards).toEqual(meld.cards);
    const attach = listedOf(s, "attach");
    expect(listedAction(attach, s)?.known?.reading.cards).toEqual(ids("7H 8H 9H 10H"));
  });

  it("an attach whose cards array was replaced by an equal one is still recognized", () => {
    const s = playTable();
    const attach = listedOf(s, "attach");
    writable(attach).cards = [...attach.cards];
    expect(listedAction(attach, s)).not.toBeNull();
  });
});

describe("listedAction refuses what it did not list, or what was edited since", () => {
  it("a copy, another state, or no object at all", () => {
    const s = playTable();
    const a = listedOf(s, "discard");
    expect(listedAction({ ...a }, s)).toBeNull();
    expect(listedAction(a, structuredClone(s))).toBeNull();
    expect(listedAction(null, s)).toBeNull();
    expect(listedAction("discard", s)).toBeNull();
  });

  it("an edited seat, or an edited type", () => {
    const s = playTable();
    const [d1, d2] = legalActions(s).filter((a) => a.type === "discard");
    writable(d1 as Action).seat = 1;
    expect(listedAction(d1, s)).toBeNull();
    writable(d2 as Action).type = "close";
    expect(listedAction(d2, s)).toBeNull();
  });

  it("an edited card of a discard or of a close", () => {
    const s = playTable();
    const d = listedOf(s, "discard");
    writable(d).card = ids("9C")[0] === d.card ? ids("KD")[0] : ids("9C")[0];
    expect(listedAction(d, s)).toBeNull();
    const c0 = closeTable();
    const close = listedOf(c0, "close");
    writable(close).card = ids("9C")[0];
    expect(listedAction(close, c0)).toBeNull();
  });

  it("an attach with another meld index, a side named, or other cards", () => {
    const s = playTable();
    const edits: ((a: AttachAction) => void)[] = [
      (a) => {
        writable(a).meld = 1;
      },
      (a) => {
        writable(a).side = 0;
      },
      (a) => {
        writable(a).cards = ids("9C");
      },
      (a) => {
        writable(a).cards = [...a.cards, ...ids("9C")];
      },
      (a) => {
        writable(a).cards = { 0: a.cards[0], length: 1 };
      },
      (a) => {
        // Written in place: the private copy must not follow.
        (a.cards as number[])[0] = ids("9C")[0] as number;
      },
    ];
    for (const edit of edits) {
      const a = listedOf(s, "attach");
      expect(listedAction(a, s)).not.toBeNull();
      edit(a);
      expect(listedAction(a, s), JSON.stringify(a)).toBeNull();
    }
  });

  it("a meld with other cards", () => {
    const s = playTable();
    const meld = listedOf(s, "meld");
    writable(meld).cards = ids("3S 4S 9C");
    expect(listedAction(meld, s)).toBeNull();
  });

  it("writing into a listed meld's cards and putting back a copy cannot change the meld it puts down", () => {
    const s = playTable();
    const meld: MeldAction = listedOf(s, "meld");
    const asListed = [...meld.cards];
    (meld.cards as number[])[0] = meld.cards[1] as number;
    writable(meld).cards = [...asListed];
    expect(listedAction(meld, s)?.known?.reading.cards).toEqual(asListed);
  });
});

describe("apply on a listed action gives what the plain action gives", () => {
  it("R6.2 taking the pozzetto after melding the whole hand", () => {
    const s0 = table("3S 4S 5S", "7H 8H 9H", false);
    const s1 = play(s0, { type: "meld", seat: 0, cards: "3S 4S 5S" });
    expect(s1.phase).toBe("pozzetto");
    const [take] = legalActions(s1);
    expect(take).toEqual({ type: "takePozzetto", seat: 0 });
    const trusted = apply(s1, take as Action);
    const plain = apply(s1, { type: "takePozzetto", seat: 0 });
    expect(trusted.ok).toBe(true);
    expect(trusted).toEqual(plain);
  });
});
