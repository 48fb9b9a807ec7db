/**
 * RULES.md §2 and §3 at the table — the seats a table has (R2.1, R2.3) and the turn: draw or take
 * the whole pile, meld/attach, discard (R3.1–R3.4); the public reducers, which are `apply` with
 * their type.
 * Positions are written in the conformance scenario notation; every state is deep-frozen.
 */

import {
  type Action,
  actionFromNotation,
  apply,
  attach,
  close,
  discard,
  draw,
  formatCards,
  type HandState,
  legalActions,
  meld,
  pickUpDiscards,
  presets,
  setupHand,
  takePozzetto,
} from "burraco";
import { describe, expect, it } from "vitest";
import { dealt } from "../helpers/state.js";
import {
  deepFreeze,
  fromNotation,
  hand,
  handSizes,
  ids,
  melds,
  oneId,
  pile,
  play,
  refused,
  tableWith,
} from "../helpers/table.js";

/** The first seed (from 1) whose opening player, after drawing, can put a meld down. */
function seedWithOpeningMeld(): { seed: number; meld: Action } {
  for (let seed = 1; seed < 1000; seed++) {
    const s = dealt({ ruleset: presets.classic, seed });
    const drawn = apply(s, { type: "draw", seat: s.turn });
    if (!drawn.ok) continue;
    const meld = legalActions(drawn.value).find((a) => a.type === "meld");
    if (meld !== undefined) return { seed, meld };
  }
  throw new Error("no seed with an opening meld");
}

describe("§3 the turn", () => {
  describe("R3.1 draw, meld, discard", () => {
    it("R3.1 drawing takes the top stock card; the discard passes the turn clockwise", () => {
      /*  seat 0: 3D 9S        pile: KD        stock: 5D 6D …
          seat 1: 4C
          seat 2: 5C
          seat 3: 6C                                            */
      const s0 = fromNotation({
        turn: 0,
        phase: "draw",
        hands: ["3D 9S", "4C", "5C", "6C"],
        discardPile: "KD",
        stock: "5D 6D",
      });
      const s1 = play(s0, { type: "draw", seat: 0 });
      expect(hand(s1, 0)).toBe("3D 9S 5D");
      expect(formatCards(s1.stock.slice(0, 1))).toBe("6D");
      expect(s1.stock.length).toBe(s0.stock.length - 1);
      expect([s1.phase, s1.turn]).toEqual(["play", 0]);
      const s2 = play(s1, { type: "discard", seat: 0, card: "5D" });
      expect(hand(s2, 0)).toBe("3D 9S");
      expect(pile(s2)).toBe("KD 5D");
      expect([s2.phase, s2.turn, s2.end]).toEqual(["draw", 1, null]);
      expect(handSizes(s2)).toEqual([2, 1, 1, 1]);
    });

    it("R3.1 taking the discard pile takes the whole pile", () => {
      /*  seat 0: 3D 9S        pile: KD 4H 8C (8C on top)
          seat 1..3: 4C | 5C | 6C                               */
      const s0 = fromNotation({
        turn: 0,
        phase: "draw",
        hands: ["3D 9S", "4C", "5C", "6C"],
        discardPile: "KD 4H 8C",
        stock: "5D",
      });
      const s1 = play(s0, { type: "pickUpDiscards", seat: 0 });
      expect(hand(s1, 0)).toBe("3D 9S KD 4H 8C");
      expect(s1.discardPile).toEqual([]);
      expect(s1.stock).toEqual(s0.stock);
      expect(s1.pileTaken).toBe(3);
      expect([s1.phase, s1.turn]).toEqual(["play", 0]);
    });

    it("R3.1 a turn may meld and attach between the draw and the discard", () => {
      /*  seat 0: 4S 5S 6S 7S 9H 3D   pile: KD    stock: 8S …
          seat 1..3: 4C | 5C | 6C                               */
      const s0 = fromNotation({
        turn: 0,
        phase: "draw",
        hands: ["4S 5S 6S 7S 9H 3D", "4C", "5C", "6C"],
        discardPile: "KD",
        stock: "8S",
      });
      const s1 = play(
        s0,
        { type: "draw", seat: 0 },
        { type: "meld", seat: 0, cards: "4S 5S 6S" },
        { type: "attach", seat: 0, meld: 0, cards: "7S 8S" },
        { type: "discard", seat: 0, card: "9H" },
      );
      expect(melds(s1, 0)).toEqual(["4S 5S 6S 7S 8S"]);
      expect(hand(s1, 0)).toBe("3D");
      expect(pile(s1)).toBe("KD 9H");
      expect(s1.turn).toBe(1);
    });

    it("R3.1 nothing but a draw or a pick-up before drawing", () => {
      /*  seat 0: 4S 5S 6S 9H   pile: KD   stock: 8S …   (phase: draw) */
      const s0 = fromNotation({
        turn: 0,
        phase: "draw",
        hands: ["4S 5S 6S 9H", "4C", "5C", "6C"],
        discardPile: "KD",
        stock: "8S",
      });
      refused(s0, { type: "discard", seat: 0, card: "9H" }, "turn/wrong-phase", "R3.1");
      refused(s0, { type: "meld", seat: 0, cards: "4S 5S 6S" }, "turn/wrong-phase", "R3.1");
      refused(s0, { type: "close", seat: 0, card: "9H" }, "turn/wrong-phase", "R3.1");
      refused(s0, { type: "takePozzetto", seat: 0 }, "turn/wrong-phase", "R3.1");
      expect(legalActions(s0)).toEqual([
        { type: "draw", seat: 0 },
        { type: "pickUpDiscards", seat: 0 },
      ]);
    });

    it("R3.1 one draw per turn: no second draw, no pick-up after drawing", () => {
      /*  seat 0: 3D 9S   pile: KD   stock: 5D 6D …   */
      const s0 = fromNotation({
        turn: 0,
        phase: "draw",
        hands: ["3D 9S", "4C", "5C", "6C"],
        discardPile: "KD",
        stock: "5D 6D",
      });
      const s1 = play(s0, { type: "draw", seat: 0 });
      refused(s1, { type: "draw", seat: 0 }, "turn/wrong-phase", "R3.1");
      refused(s1, { type: "pickUpDiscards", seat: 0 }, "turn/wrong-phase", "R3.1");
      const s2 = play(s0, { type: "pickUpDiscards", seat: 0 });
      refused(s2, { type: "draw", seat: 0 }, "turn/wrong-phase", "R3.1");
    });

    it("R3.1 only the seat to act may act; after the discard the turn is over", () => {
      /*  seat 0: 3D 9S (to act)   pile: KD   stock: 5D …
          seat 1: 4C                                        */
      const s0 = fromNotation({
        turn: 0,
        phase: "draw",
        hands: ["3D 9S", "4C", "5C", "6C"],
        discardPile: "KD",
        stock: "5D",
      });
      refused(s0, { type: "draw", seat: 1 }, "turn/not-your-turn", "R3.1");
      refused(s0, { type: "pickUpDiscards", seat: 3 }, "turn/not-your-turn", "R3.1");
      const s1 = play(s0, { type: "draw", seat: 0 }, { type: "discard", seat: 0, card: "9S" });
      refused(s1, { type: "discard", seat: 0, card: "3D" }, "turn/not-your-turn", "R3.1");
      refused(s1, { type: "draw", seat: 0 }, "turn/not-your-turn", "R3.1");
      expect(legalActions(s1).every((a) => a.seat === 1)).toBe(true);
    });

    it("R3.1 a card the player does not hold cannot be played", () => {
      /*  seat 0: 3D 9S   (play)   pile: KD      seat 1: 4C …   */
      const s0 = fromNotation({
        turn: 0,
        phase: "play",
        hands: ["3D 9S", "4C", "5C", "6C"],
        discardPile: "KD",
        stock: "5D",
      });
      const [fourClubs] = ids("4C"); // seat 1's card
      refused(s0, { type: "discard", seat: 0, card: fourClubs as number }, "card/not-in-hand", "R3.1");
      refused(s0, { type: "meld", seat: 0, cards: ids("3D 4D 5D") }, "card/not-in-hand", "R3.1");
      // The same card named twice is refused too (R1.1: every card is a distinct object).
      const [threeD] = s0.held[0] ?? [];
      refused(
        s0,
        { type: "meld", seat: 0, cards: [threeD ?? 0, threeD ?? 0, s0.held[0]?.[1] ?? 0] },
        "card/duplicate",
        "R1.1",
      );
    });

    it("R3.1 an empty discard pile cannot be taken", () => {
      /*  seat 0: 3D 9S   pile: (empty)   stock: 5D …   */
      const s0 = fromNotation({
        turn: 0,
        phase: "draw",
        hands: ["3D 9S", "4C", "5C", "6C"],
        discardPile: "",
        stock: "5D",
      });
      refused(s0, { type: "pickUpDiscards", seat: 0 }, "draw/pile-empty", "R3.1");
      expect(legalActions(s0)).toEqual([{ type: "draw", seat: 0 }]);
    });
  });

  describe("R3.2 the pile may always be taken", () => {
    it("R3.2 taking a pile none of whose cards can be melded is allowed", () => {
      /*  seat 0: 3D 9S     pile: KD 4H 8C   (nothing fits)   */
      const s0 = fromNotation({
        turn: 0,
        phase: "draw",
        hands: ["3D 9S", "4C", "5C", "6C"],
        discardPile: "KD 4H 8C",
        stock: "5D",
      });
      expect(legalActions(s0)).toContainEqual({ type: "pickUpDiscards", seat: 0 });
      const s1 = play(s0, { type: "pickUpDiscards", seat: 0 }, { type: "discard", seat: 0, card: "KD" });
      expect(hand(s1, 0)).toBe("3D 9S 4H 8C");
      expect(pile(s1)).toBe("KD");
    });

    it("R3.2 a huge pile is taken whole", () => {
      /*  seat 0: 3D 9S     pile: every unplaced card (≈ 79) + 7C on top
          stock: 5D 6D                                                 */
      const s0 = fromNotation({
        turn: 0,
        phase: "draw",
        hands: ["3D 9S", "4C", "5C", "6C"],
        discardPile: "7C",
        stock: "5D 6D 8D",
        rest: "discard-pile",
      });
      const size = s0.discardPile.length;
      expect(size).toBeGreaterThan(70);
      const s1 = play(s0, { type: "pickUpDiscards", seat: 0 });
      expect(s1.held[0]?.length).toBe(2 + size);
      expect(s1.discardPile).toEqual([]);
      expect(s1.pileTaken).toBe(size);
      expect(s1.forbiddenDiscards).toEqual([]);
    });
  });

  describe("R3.3 the card taken from a one-card pile", () => {
    it("R3.3 same-card: the card just taken cannot go back, its twin can", () => {
      /*  seat 0: 7C 9S       pile: 7C (the other copy)
          seat 1..3: 4C | 5C | 6C                        */
      const s0 = fromNotation({
        turn: 0,
        phase: "draw",
        hands: ["7C 9S", "4C", "5C", "6C"],
        discardPile: "7C",
        stock: "5D",
      });
      const s1 = play(s0, { type: "pickUpDiscards", seat: 0 });
      expect(hand(s1, 0)).toBe("7C 9S 7C");
      refused(s1, { type: "discard", seat: 0, card: "7C" }, "discard/picked-up-card", "R3.3");
      expect(
        legalActions(s1)
          .filter((a) => a.type === "discard")
          .map((a) => (a.type === "discard" ? a.card : -1)),
      ).toEqual(s1.held[0]?.filter((id) => !s1.forbiddenDiscards.includes(id)));
      const s2 = play(s1, { type: "discard", seat: 0, card: "7C", which: "twin" });
      expect(hand(s2, 0)).toBe("9S 7C");
      expect(pile(s2)).toBe("7C");
      expect(s2.discardPile).not.toEqual(s0.discardPile); // the other copy went down
      expect(s2.turn).toBe(1);
    });

    it("R3.3 same-card: another card may be discarded, and the taken card may be melded", () => {
      /*  seat 0: 7H 7D 9S    pile: 7C    */
      const s0 = fromNotation({
        turn: 0,
        phase: "draw",
        hands: ["7H 7D 9S", "4C", "5C", "6C"],
        discardPile: "7C",
        stock: "5D",
      });
      const s1 = play(s0, { type: "pickUpDiscards", seat: 0 }, { type: "meld", seat: 0, cards: "7H 7D 7C" });
      expect(melds(s1, 0)).toEqual(["7H 7D 7C"]);
      const s2 = play(s1, { type: "discard", seat: 0, card: "9S" });
      // R6.3: the last card went down, the pozzetto came up.
      expect(s2.pozzettoTaken).toEqual([true, false]);
      expect(pile(s2)).toBe("9S");
    });

    it("R3.3 same-card: for a joker, any other joker is its twin", () => {
      /*  seat 0: JK 9S      pile: JK     */
      const s0 = fromNotation({
        turn: 0,
        phase: "draw",
        hands: ["JK 9S", "4C", "5C", "6C"],
        discardPile: "JK",
        stock: "5D",
      });
      const s1 = play(s0, { type: "pickUpDiscards", seat: 0 });
      refused(s1, { type: "discard", seat: 0, card: "JK" }, "discard/picked-up-card", "R3.3");
      const s2 = play(s1, { type: "discard", seat: 0, card: "JK", which: "twin" });
      expect(hand(s2, 0)).toBe("9S JK");
      expect(s2.discardPile).toEqual([104]); // seat 0's own joker, not the one taken (105)
    });

    it("R3.3 same-card: after a pile of two, either card may be discarded", () => {
      /*  seat 0: 9S 3D      pile: 7C 8H     */
      const s0 = fromNotation({
        turn: 0,
        phase: "draw",
        hands: ["9S 3D", "4C", "5C", "6C"],
        discardPile: "7C 8H",
        stock: "5D",
      });
      const s1 = play(s0, { type: "pickUpDiscards", seat: 0 });
      expect(s1.forbiddenDiscards).toEqual([]);
      expect(pile(play(s1, { type: "discard", seat: 0, card: "8H" }))).toBe("8H");
      expect(pile(play(s1, { type: "discard", seat: 0, card: "7C" }))).toBe("7C");
    });

    it("R3.3 same-card: the card taken cannot be the closing discard (its twin can)", () => {
      /*  seat 0: 9H KH           pile: KH (other copy)     stock: 5D …
          melds side 0: [3H 4H 5H 6H 7H 8H] [KS KD KC]      pozzetto: taken
          To close with the taken KH, seat 0 would have to attach everything else: the engine
          refuses the attach that leaves only a card R3.3 forbids (R6.4), and allows closing with
          the twin.                                                                            */
      const s0 = fromNotation({
        turn: 0,
        phase: "draw",
        hands: ["9H KH", "4C", "5C", "6C"],
        discardPile: "KH",
        stock: "5D",
        melds: [["3H 4H 5H 6H 7H 8H", "KS KD KC"], []],
        pozzettoTaken: [true, false],
      });
      const s1 = play(s0, { type: "pickUpDiscards", seat: 0 }, { type: "attach", seat: 0, meld: 0, cards: "9H" });
      expect(s1.melds[0]?.[0]?.burraco).toBe("clean");
      const keepTaken = s1.held[0]?.filter((id) => !s1.forbiddenDiscards.includes(id)) ?? [];
      refused(s1, { type: "attach", seat: 0, meld: 1, cards: keepTaken }, "hand/would-empty", "R6.4");
      const s2 = play(s1, { type: "attach", seat: 0, meld: 1, cards: "KH" }); // the taken copy goes to the set
      expect(legalActions(s2)).toEqual([{ type: "close", seat: 0, card: keepTaken[0] }]);
      const s3 = play(s2, { type: "close", seat: 0, card: "KH" });
      expect(s3.end).toEqual({ reason: "closed", closedBy: 0 });
    });

    it("R3.3 under-three: no card of a pile of fewer than three may be discarded that turn", () => {
      /*  seat 0: 7C 8H 9S       pile: 7C 8H (other copies)   */
      const s0 = fromNotation({
        ruleset: { preset: "classic", discardPickupRestriction: "under-three" },
        turn: 0,
        phase: "draw",
        hands: ["7C 8H 9S", "4C", "5C", "6C"],
        discardPile: "7C 8H",
        stock: "5D",
      });
      const s1 = play(s0, { type: "pickUpDiscards", seat: 0 });
      refused(s1, { type: "discard", seat: 0, card: "7C" }, "discard/picked-up-card", "R3.3");
      refused(s1, { type: "discard", seat: 0, card: "8H" }, "discard/picked-up-card", "R3.3");
      // Only the cards themselves: seat 0's own copies may go.
      expect(pile(play(s1, { type: "discard", seat: 0, card: "8H", which: "twin" }))).toBe("8H");
      expect(pile(play(s1, { type: "discard", seat: 0, card: "9S" }))).toBe("9S");
      const discards = legalActions(s1).filter((a) => a.type === "discard");
      expect(discards).toHaveLength(3);
    });

    it("R3.3 under-three: a one-card pile is restricted too, a pile of three is not", () => {
      /*  (a) seat 0: 9S 3D   pile: 7C             (b) seat 0: 9S 3D   pile: 7C 8H KD  */
      const ruleset = { preset: "classic", discardPickupRestriction: "under-three" } as const;
      const one = play(
        fromNotation({
          ruleset,
          turn: 0,
          phase: "draw",
          hands: ["9S 3D", "4C", "5C", "6C"],
          discardPile: "7C",
          stock: "5D",
        }),
        { type: "pickUpDiscards", seat: 0 },
      );
      refused(one, { type: "discard", seat: 0, card: "7C" }, "discard/picked-up-card", "R3.3");
      const three = play(
        fromNotation({
          ruleset,
          turn: 0,
          phase: "draw",
          hands: ["9S 3D", "4C", "5C", "6C"],
          discardPile: "7C 8H KD",
          stock: "5D",
        }),
        { type: "pickUpDiscards", seat: 0 },
      );
      expect(three.forbiddenDiscards).toEqual([]);
      for (const card of ["7C", "8H", "KD"]) expect(pile(play(three, { type: "discard", seat: 0, card }))).toBe(card);
    });

    // A play that leaves only cards R3.3 forbids would leave no legal discard (R3.1): refused like
    // its one-card twin (R6.4, engine choice 3 in docs/guides/rulesets.md).
    it("R3.3 under-three: a play may not leave only cards taken from the pile (no legal discard)", () => {
      /*  { discardPickupRestriction: "under-three" }
          seat 0: 6S (to draw)     pile: KD QC (two cards)     melds side 0: [3S 4S 5S]
          After taking the pile: 6S KD QC. Attaching 6S would leave KD QC, neither discardable.  */
      const s0 = fromNotation({
        ruleset: { preset: "classic", discardPickupRestriction: "under-three" },
        turn: 0,
        phase: "draw",
        hands: ["6S", "4C 4D", "5C 5D", "6C 6D"],
        discardPile: "KD QC",
        stock: "8H",
        melds: [["3S 4S 5S"], []],
      });
      const s1 = play(s0, { type: "pickUpDiscards", seat: 0 });
      expect(s1.forbiddenDiscards).toHaveLength(2);
      refused(s1, { type: "attach", seat: 0, meld: 0, cards: "6S" }, "hand/would-empty", "R6.4");
      expect(legalActions(s1).some((a) => a.type === "attach")).toBe(false);
    });
  });

  describe("R3.4 first-turn melding", () => {
    it("R3.4 firstTurnMelding true (default): a player may meld in their first turn", () => {
      /*  dealt(classic, seed): the opening player draws and holds a meld */
      const { seed, meld } = seedWithOpeningMeld();
      const s0 = deepFreeze(dealt({ ruleset: presets.classic, seed }));
      expect(s0.turnsPlayed).toEqual([0, 0, 0, 0]);
      const s1 = play(s0, { type: "draw", seat: s0.turn }, meld);
      expect(s1.melds[s0.sides[s0.turn] ?? 0]).toHaveLength(1);
    });

    it("R3.4 firstTurnMelding false: in a player's first turn only draw and discard", () => {
      /*  same deal with { firstTurnMelding: false }: the meld is refused, then allowed a round later */
      const { seed, meld } = seedWithOpeningMeld();
      const ruleset = { ...presets.classic, firstTurnMelding: false };
      const s0 = deepFreeze(dealt({ ruleset, seed }));
      const seat = s0.turn;
      const s1 = play(s0, { type: "draw", seat });
      refused(s1, meld, "turn/first-turn", "R3.4");
      refused(s1, { type: "attach", seat, meld: 0, cards: [s1.held[seat]?.[0] ?? 0] }, "turn/first-turn", "R3.4");
      const legal = legalActions(s1);
      expect(legal.length).toBe(s1.held[seat]?.length);
      expect(legal.every((a) => a.type === "discard")).toBe(true);
      // Play a full round of draw + discard (keeping the meld's cards), then the meld is allowed.
      let s: HandState = s1;
      const meldCards = meld.type === "meld" ? meld.cards : [];
      s = play(s, { type: "discard", seat, card: s.held[seat]?.find((id) => !meldCards.includes(id)) ?? -1 });
      for (let k = 1; k < 4; k++) {
        const t = s.turn;
        s = play(s, { type: "draw", seat: t });
        s = play(s, { type: "discard", seat: t, card: s.held[t]?.[0] ?? -1 });
      }
      expect(s.turn).toBe(seat);
      expect(s.turnsPlayed).toEqual([1, 1, 1, 1]);
      s = play(s, { type: "draw", seat }, meld);
      expect(s.melds[s.sides[seat] ?? 0]).toHaveLength(1);
    });

    it("R3.4 firstTurnMelding false does not apply to setupHand positions (every seat has played)", () => {
      /*  seat 0: 4S 5S 6S 9H   pile: KD   stock: 8S …    { firstTurnMelding: false } */
      const s0 = fromNotation({
        ruleset: { preset: "classic", firstTurnMelding: false },
        turn: 0,
        phase: "play",
        hands: ["4S 5S 6S 9H", "4C", "5C", "6C"],
        discardPile: "KD",
        stock: "8S",
      });
      expect(s0.turnsPlayed).toEqual([1, 1, 1, 1]);
      expect(melds(play(s0, { type: "meld", seat: 0, cards: "4S 5S 6S" }), 0)).toEqual(["4S 5S 6S"]);
    });

    it("R3.4 firstTurnMelding false applies to a setupHand position with turnsPlayed of a first round", () => {
      /*  as above, with turnsPlayed [0, 0, 0, 0]: seat 0 is in its first turn, dealt by seat 3 */
      const position = {
        ruleset: { preset: "classic" as const, firstTurnMelding: false },
        turn: 0,
        phase: "play" as const,
        hands: ["4S 5S 6S 9H", "4C", "5C", "6C"],
        discardPile: "KD",
        stock: "8S",
      };
      const s0 = fromNotation({ ...position, turnsPlayed: [0, 0, 0, 0] });
      refused(s0, { type: "meld", seat: 0, cards: "4S 5S 6S" }, "turn/first-turn", "R3.4");
      // Seat 2 to play after seats 0 and 1 finished their first turn: seat 2 is in its first turn too.
      const s2 = fromNotation({
        ...position,
        turn: 2,
        dealer: 3,
        hands: ["4C", "5C", "4S 5S 6S 9H", "6C"],
        turnsPlayed: [1, 1, 0, 0],
      });
      refused(s2, { type: "meld", seat: 2, cards: "4S 5S 6S" }, "turn/first-turn", "R3.4");
    });

    it("R3.4 setupHand refuses turnsPlayed that no order of play from the dealer's left gives (R2.3)", () => {
      const position = { turn: 0, phase: "draw" as const, hands: ["4C", "5C", "6C", "7C"] };
      for (const turnsPlayed of [
        [0, 1, 0, 0],
        [2, 0, 0, 0],
        [0, 0, 0],
        [1, 1, 1, 1, 1],
      ]) {
        const r = setupHand({ ...position, turnsPlayed });
        expect(r.ok, JSON.stringify(turnsPlayed)).toBe(false);
        expect(r.error?.code).toBe("scenario/invalid");
      }
      expect(setupHand({ ...position, dealer: 0, turnsPlayed: [0, 1, 1, 1] }).value?.turnsPlayed).toEqual([0, 1, 1, 1]);
    });
  });
});

describe("R2.1 R3.1 the public reducers are apply with their type", () => {
  it("R3.1 draw, pickUpDiscards, meld, attach, discard, takePozzetto, close each give apply's result", () => {
    const drawPhase = tableWith({ phase: "draw" });
    expect(draw(drawPhase, { seat: 0 })).toEqual(apply(drawPhase, { type: "draw", seat: 0 }));
    expect(pickUpDiscards(drawPhase, { seat: 0 })).toEqual(apply(drawPhase, { type: "pickUpDiscards", seat: 0 }));
    const s0 = tableWith();
    const cards = ids("3S 4S 5S");
    expect(meld(s0, { seat: 0, cards })).toEqual(apply(s0, { type: "meld", seat: 0, cards }));
    expect(attach(s0, { seat: 0, meld: 0, cards: [oneId("10H")] })).toEqual(
      apply(s0, { type: "attach", seat: 0, meld: 0, cards: [oneId("10H")] }),
    );
    expect(discard(s0, { seat: 0, card: oneId("KD") })).toEqual(
      apply(s0, { type: "discard", seat: 0, card: oneId("KD") }),
    );
    for (const r of [
      draw(drawPhase, { seat: 0 }),
      meld(s0, { seat: 0, cards }),
      discard(s0, { seat: 0, card: oneId("KD") }),
    ])
      expect(r.ok).toBe(true);
    const out = play(tableWith({ hands: ["3S 4S 5S", "8C", "10C", "JC"] }), {
      type: "meld",
      seat: 0,
      cards: "3S 4S 5S",
    });
    const taken = takePozzetto(out, { seat: 0 });
    expect(taken.ok && taken.value.phase).toBe("play");
    const closing = tableWith({
      hands: ["KC", "8C", "10C", "JC"],
      melds: [["3H 4H 5H 6H 7H 8H 9H"], []],
      pozzettoTaken: [true, false],
    });
    const closed = close(closing, { seat: 0, card: oneId("KC") });
    expect(closed.ok && closed.value.end).toEqual({ reason: "closed", closedBy: 0 });
    expect(draw(s0, { seat: 0 }).ok).toBe(false);
  });

  it("R2.1 a seat the table does not have is bad input, even the first one past the last", () => {
    const two = fromNotation({
      ruleset: { preset: "twoPlayers" },
      turn: 0,
      phase: "draw",
      hands: ["3S", "4S"],
      discardPile: "QH",
    });
    for (const seat of [2, 3]) {
      const r = apply(two, { type: "draw", seat });
      expect(r.ok ? null : r.error.code).toBe("input/invalid");
    }
  });

  it("R3.1 attaching one card the hand does not hold is refused with card/not-in-hand", () => {
    refused(tableWith(), { type: "attach", seat: 0, meld: 0, cards: [oneId("6H")] }, "card/not-in-hand", "R3.1");
  });
});

describe("R3.3 R7.1 the pile's copy and its twin", () => {
  // A position found by review, where the engine once went wrong.
  it("R3.3 R7.1 legalActions lists an attach of the pile's copy when the twin left in hand can close", () => {
    /*  seat 0: 9D KS (to draw)    pile: 9D    side 0 has its pozzetto and a clean burraco
        melds side 0: [6D 7D 8D] [KH KC KD] [3C 4C 5C 6C 7C 8C 9C]
        after: take the pile, attach KS → hand 9D 9D (the pile's copy may not be discarded) */
    const state = play(
      fromNotation({
        ruleset: { preset: "classic" },
        turn: 0,
        phase: "draw",
        hands: ["9D KS", "4S 4S", "5S 5S", "6S 6S"],
        discardPile: "9D",
        stock: "QS",
        melds: [["6D 7D 8D", "KH KC KD", "3C 4C 5C 6C 7C 8C 9C"], []],
        pozzettoTaken: [true, false],
      }),
      { type: "pickUpDiscards", seat: 0 },
      { type: "attach", seat: 0, meld: 1, cards: "KS" },
    );
    expect(hand(state, 0)).toBe("9D 9D");
    // The copy taken from the pile goes on 6D 7D 8D; its twin then closes (R3.3 allows the twin).
    const attach = actionFromNotation(state, { type: "attach", seat: 0, meld: 0, cards: "9D" });
    if (!attach.ok) throw new Error(attach.error.message);
    expect(legalActions(state)).toContainEqual(attach.value);
    const after = apply(state, attach.value);
    expect(after.ok).toBe(true);
    const closes = legalActions(after.value as HandState).filter((a) => a.type === "close");
    expect(closes).toHaveLength(1);
  });
});
