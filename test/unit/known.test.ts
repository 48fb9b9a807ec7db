/**
 * Known cards (RULES.md R14.2) and the rest of R14.1 in the view: who took which discards and still
 * holds them, each unplayed pozzetto's size, every hand at the end; setupHand's `known`, checkState's
 * refusal of known cards a seat does not hold, saves that carry them.
 */
import { apply, checkState, deserialize, formatCards, type HandState, serialize, setupHand, viewFor } from "burraco";
import { describe, expect, it } from "vitest";
import { fromNotation, ids, PILE_TABLE, play } from "../helpers/table.js";

const setup = fromNotation;
const base = PILE_TABLE;

/** Each seat's known cards in notation, sorted, for comparisons that ignore the deck copy. */
function knownFaces(state: HandState): string[] {
  return state.known.map((list) => formatCards([...list].sort((a, b) => a - b)));
}

describe("R14.2 known cards follow the cards taken from the pile", () => {
  it("R14.2 a fresh deal and a scenario without `known` know nothing", () => {
    expect(setup(base).known).toEqual([[], [], [], []]);
  });

  it("R14.2 a pick-up adds the whole pile to the seat's known cards, by id", () => {
    const s0 = setup(base);
    const s1 = play(s0, { type: "pickUpDiscards", seat: 0 });
    expect(s1.known[0]).toEqual(s0.discardPile);
    expect(s1.known.slice(1)).toEqual([[], [], []]);
  });

  it("R14.2 a meld, an attach and a discard remove what leaves the hand; a stock draw adds nothing", () => {
    const s1 = play(setup(base), { type: "pickUpDiscards", seat: 0 }, { type: "meld", seat: 0, cards: "3D 4D 5D" });
    expect(knownFaces(s1)[0]).toBe("KH KD");
    const s2 = play(s1, { type: "discard", seat: 0, card: "KH" });
    expect(knownFaces(s2)[0]).toBe("KD");
    const s3 = play(s2, { type: "draw", seat: 1 });
    expect(s3.known).toEqual(s2.known);
  });

  it("R14.2 an attach removes the attached card from the known ones", () => {
    const s = setup({
      ...base,
      hands: ["9S", "4C 5C", "5H 6H", "6C 7C"],
      discardPile: "KD 6D",
      melds: [["3D 4D 5D"], []],
    });
    const after = play(s, { type: "pickUpDiscards", seat: 0 }, { type: "attach", seat: 0, meld: 0, cards: "6D" });
    expect(knownFaces(after)[0]).toBe("KD");
  });

  it("R14.2 two copies of a face: only the copy taken from the pile is known", () => {
    // Seat 0 holds one K♦ and picks up the other: discarding its own copy keeps the known one.
    const s = setup({ ...base, hands: ["KD 9S 3D", "4C 5C", "5H 6H", "6C 7C"], discardPile: "KD 5C" });
    const taken = s.discardPile[0] as number;
    const own = s.held[0]?.[0] as number;
    expect(own).not.toBe(taken);
    const after = play(s, { type: "pickUpDiscards", seat: 0 });
    const discarded = apply(after, { type: "discard", seat: 0, card: own });
    if (!discarded.ok) throw new Error(discarded.error.message);
    expect(discarded.value.known[0]).toEqual(s.discardPile);
    const other = apply(after, { type: "discard", seat: 0, card: taken });
    if (!other.ok) throw new Error(other.error.message);
    expect(other.value.known[0]).toEqual([s.discardPile[1]]);
  });

  it("R14.2 closing empties the closer's known cards", () => {
    const s = setup({
      ...base,
      phase: "play",
      hands: ["10H JH KC", "4C 5C", "5D 6D", "6C 7C"],
      melds: [["3H 4H 5H 6H 7H 8H 9H"], []],
      pozzettoTaken: [true, false],
      known: ["10H KC", "", "", ""],
    });
    const attached = play(s, { type: "attach", seat: 0, meld: 0, cards: "10H JH" });
    expect(knownFaces(attached)[0]).toBe("KC");
    const after = play(attached, { type: "close", seat: 0, card: "KC" });
    expect(after.phase).toBe("ended");
    expect(after.known[0]).toEqual([]);
  });
});

describe("R14.2 setupHand `known`", () => {
  it("R14.2 reads one string per seat; with two copies in a hand the first listed is the known one", () => {
    const s = setup({
      ...base,
      hands: ["KD 9S KD", "4C 5C", "5H 6H", "6C 7C"],
      discardPile: "QH",
      known: ["KD", "", "5H", ""],
    });
    expect(s.known[0]).toEqual([s.held[0]?.[0]]);
    expect(s.known[2]).toEqual([s.held[2]?.[0]]);
    const both = setup({
      ...base,
      hands: ["KD 9S KD", "4C 5C", "5H 6H", "6C 7C"],
      discardPile: "QH",
      known: ["KD KD", "", "", ""],
    });
    expect(both.known[0]).toEqual([both.held[0]?.[0], both.held[0]?.[2]]);
  });

  it("R14.2 refuses a known card the seat does not hold, one listed too often, and a wrong number of seats", () => {
    for (const known of [
      ["QS", "", "", ""],
      ["9S 9S", "", "", ""],
      ["", ""],
      ["XX", "", "", ""],
    ]) {
      const r = setupHand({ ...base, known });
      expect(r.ok, JSON.stringify(known)).toBe(false);
      expect(r.error?.code).toBe("scenario/invalid");
    }
  });
});

describe("R14.2 checkState and saves", () => {
  const picked = play(setup(base), { type: "pickUpDiscards", seat: 0 });

  it("R14.2 a save carries the known cards", () => {
    const back = deserialize(serialize(picked));
    expect(back.ok && back.value.known).toEqual(picked.known);
  });

  it("R14.2 refuses known cards a seat does not hold, a card listed twice, and a wrong number of seats", () => {
    const notHeld = { ...picked, known: [picked.known[0], [picked.held[2]?.[0]], [], []] };
    const r = checkState(notHeld);
    expect(r.ok).toBe(false);
    expect(r.error?.rule).toBe("R14.2");
    expect(r.error?.message).toMatch(/not held by seat 1/);
    const twice = { ...picked, known: [[...(picked.known[0] ?? []), picked.known[0]?.[0]], [], [], []] };
    expect(checkState(twice).error?.rule).toBe("R14.2");
    expect(checkState({ ...picked, known: [[], [], []] }).error?.rule).toBe("R2.1");
    expect(checkState({ ...picked, known: undefined }).ok).toBe(false);
  });
});

describe("R14.1 R14.2 the view shows what every player knows", () => {
  it("R14.2 every seat, the taker too, sees each seat's known cards; a spectator too", () => {
    const s = play(setup(base), { type: "pickUpDiscards", seat: 0 });
    for (const seat of [0, 1, 2, 3, 9]) expect(viewFor(s, seat).known).toEqual(s.known);
  });

  it('R14.2 under "top-only" the covered discards taken are known though the pile was not shown', () => {
    const s0 = setup({ ...base, ruleset: { preset: "closed" } });
    expect(viewFor(s0, 1).discardPile).toBeUndefined();
    const s1 = play(s0, { type: "pickUpDiscards", seat: 0 });
    expect(viewFor(s1, 1).known[0]).toEqual(ids("KD KH 5D"));
  });

  it("R14.1 the size of a pozzetto taken on discard, by seat, until it is played; every hand at the end", () => {
    const s0 = setup({
      ...base,
      phase: "play",
      hands: ["9S", "4C 5C", "5H 6H", "6C 7C"],
      discardPile: "KC",
      stock: "5S 8S 8H",
      rest: "discard-pile",
    });
    const s1 = play(s0, { type: "discard", seat: 0, card: "9S" });
    expect(viewFor(s1, 2).unplayedPozzettoCounts).toEqual([11, 0, 0, 0]);
    expect(viewFor(s1, 0).unplayedPozzettoCount).toBe(11);
    expect(viewFor(s1, 1).revealed).toBeNull();
    const s2 = play(s1, { type: "draw", seat: 1 }, { type: "discard", seat: 1, card: "4C" });
    // Two cards left in the stock: the hand is over (R8.1), seat 0's pozzetto never played.
    expect(s2.phase).toBe("ended");
    const end = viewFor(s2, 3);
    expect(end.revealed).toEqual({ held: s2.held, unplayedPozzetto: s2.unplayedPozzetto });
    expect(end.revealed?.unplayedPozzetto[0]).toHaveLength(11);
    expect(end.unplayedPozzettoCounts).toEqual([11, 0, 0, 0]);
  });
});
