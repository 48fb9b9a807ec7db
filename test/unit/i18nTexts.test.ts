/**
 * The texts every front end shares (issue 27): card faces and the order of a hand, the seats as
 * the reader sees them (the reader sits South), the match's title and end, the hint's sentence and
 * the reveal of one's own draw in `describeEvent`.
 */
import { type Action, parseCards } from "burraco";
import {
  cardFace,
  cardFaces,
  describeEvent,
  describeHint,
  describeMatchEnd,
  describeMove,
  displayOrder,
  type HintEstimate,
  matchTitle,
  playerNames,
  seatNames,
  sideNames,
} from "burraco/i18n";
import fc from "fast-check";
import { describe, expect, it } from "vitest";

const cards = (text: string): number[] => parseCards(text).value ?? [];

describe("card faces and the order of a hand", () => {
  it("shows every card as rank and suit symbol, a joker as a star", () => {
    expect(cardFaces(cards("7H 10D KS AC JK 2H"))).toBe("7♥ 10♦ K♠ A♣ ★ 2♥");
    expect(cardFace(107)).toBe("★");
    for (const bad of [-1, 108, 1.5, Number.NaN, "7H", null]) expect(cardFace(bad as number)).toBe("?");
  });

  it("sorts a hand by suit, the ace high, then the 2s and the jokers, without changing its argument", () => {
    const hand = cards("JK 2C AH 7H KS 3S 2S QD");
    const copy = hand.slice();
    expect(cardFaces(displayOrder(hand))).toBe("3♠ K♠ 7♥ A♥ Q♦ 2♠ 2♣ ★");
    expect(hand).toEqual(copy);
    expect(displayOrder("7H" as unknown as number[])).toEqual([]);
    expect(cardFaces({ length: 2 } as unknown as number[])).toBe("");
  });
});

describe("seats: the reader sits South, partner North (as the playground seats its person)", () => {
  it("names the seats from the reader's seat, in the order of play", () => {
    expect(seatNames(4, "en")).toEqual(["South", "West", "North", "East"]);
    expect(seatNames(4, "it")).toEqual(["Sud", "Ovest", "Nord", "Est"]);
    expect(seatNames(4, "en", 1)).toEqual(["East", "South", "West", "North"]);
    expect(seatNames(3, "it")).toEqual(["Sud", "Ovest", "Est"]);
    expect(seatNames(2, "en")).toEqual(["South", "North"]);
    expect(seatNames(5, "en")).toEqual([]);
    expect(seatNames(4, "en", 7)).toEqual(seatNames(4, "en", 0));
  });

  it("names the reader 'you' and the partner at four players", () => {
    expect(playerNames(4, "en")).toEqual(["You", "West", "North (partner)", "East"]);
    expect(playerNames(4, "it", 3)).toEqual(["Ovest", "Nord (compagno)", "Est", "Tu"]);
    expect(playerNames(3, "it")).toEqual(["Tu", "Ovest", "Est"]);
  });

  it("names the sides: us and them at four players, the seats otherwise", () => {
    expect(sideNames([0, 1, 0, 1], "en")).toEqual(["Us", "Them"]);
    expect(sideNames([0, 1, 0, 1], "it", 1)).toEqual(["Loro", "Noi"]);
    expect(sideNames([0, 1], "en")).toEqual(["You", "North"]);
    expect(sideNames([0, 1, 2], "it")).toEqual(["Tu", "Ovest", "Est"]);
    expect(sideNames([0, 1, 1], "it")).toEqual(["Tu", "Ovest ed Est"]);
    expect(sideNames([0, 9], "en")).toEqual([]);
  });
});

describe("the match's title and end, in natural sentences", () => {
  it("R10.1 says who won as players say it", () => {
    expect(describeMatchEnd(0, [0, 1, 0, 1], "it")).toBe("Partita finita: vinciamo noi.");
    expect(describeMatchEnd(0, [0, 1, 0, 1], "en")).toBe("Match over: we win.");
    expect(describeMatchEnd(1, [0, 1, 0, 1], "it")).toBe("Partita finita: vincono loro.");
    expect(describeMatchEnd(1, [0, 1, 0, 1], "en", 1)).toBe("Match over: we win.");
    expect(describeMatchEnd(0, [0, 1], "it")).toBe("Partita finita: vinci tu.");
    expect(describeMatchEnd(1, [0, 1], "en")).toBe("Match over: North wins.");
    expect(describeMatchEnd(1, [0, 1, 1], "it")).toBe("Partita finita: vincono Ovest ed Est.");
    expect(describeMatchEnd(2, [0, 1], "it")).toBe("Partita finita.");
  });

  it("R10.1 titles a match with the article Italian reads", () => {
    expect(matchTitle(2005, "it")).toBe("Partita ai 2005 punti");
    expect(matchTitle(1500, "it")).toBe("Partita ai 1500 punti");
    expect(matchTitle(800, "it")).toBe("Partita agli 800 punti");
    expect(matchTitle(11000, "it")).toBe("Partita agli 11000 punti");
    expect(matchTitle(1100, "it")).toBe("Partita ai 1100 punti");
    expect(matchTitle(2005, "en")).toBe("Match to 2005 points");
  });
});

describe("describeEvent's reveal: one's own draw names its card (what renderTurn did on its own)", () => {
  it("R14.1 names the drawn card to the drawer only", () => {
    const draw = { type: "draw", seat: 0 } as const;
    expect(describeEvent(draw, "it", { viewer: 0, reveal: cards("7H") })).toBe("Peschi 7♥ dal tallone.");
    expect(describeEvent(draw, "en", { viewer: 0, reveal: cards("JK") })).toBe("You draw ★ from the stock.");
    expect(describeEvent(draw, "en", { viewer: 1, reveal: cards("7H"), names: seatNames(4, "en") })).toBe(
      "South draws from the stock.",
    );
    expect(describeEvent(draw, "en", { viewer: 0, reveal: [999] })).toBe("You draw from the stock.");
  });

  it("R6.2 R6.3 names the pozzetto's cards when taken in play, not when taken on a discard", () => {
    const taken = { type: "takePozzetto", seat: 0, size: 2, onDiscard: false } as const;
    expect(describeEvent(taken, "it", { viewer: 0, reveal: cards("7H 8H") })).toBe("Prendi il pozzetto: 7♥ 8♥.");
    const onDiscard = { ...taken, onDiscard: true };
    expect(describeEvent(onDiscard, "en", { viewer: 0, reveal: cards("7H 8H") })).toBe(
      "You take the pozzetto (2 cards), to play from your next turn.",
    );
  });

  it("shows a joker as a star in the move list, as on the cards", () => {
    expect(describeEvent({ type: "discard", seat: 1, card: 104 }, "en", { names: seatNames(4, "en") })).toBe(
      "West discards ★.",
    );
  });
});

describe("the hint's sentence", () => {
  const draw: Action = { type: "draw", seat: 0 };
  const pile: Action = { type: "pickUpDiscards", seat: 0 };
  const meld: Action = { type: "meld", seat: 0, cards: cards("7H 8H 9H") };
  const attach: Action = { type: "attach", seat: 0, meld: 1, cards: cards("10H") };
  const discard: Action = { type: "discard", seat: 0, card: cards("KD")[0] as number };
  const est = (action: Action, margin: number, stderr = 5, playouts = 100, plan?: Action[]): HintEstimate =>
    plan === undefined ? { action, margin, stderr, playouts } : { action, margin, stderr, playouts, plan };

  it("says the move and the rest of its turn in plain words", () => {
    expect(describeHint([est(meld, 10, 5, 100, [meld, attach, discard])], "it")).toBe(
      "Consiglio: cala 7♥ 8♥ 9♥; poi attacca 10♥ alla combinazione 2 e scarta K♦.",
    );
    expect(describeHint([est(meld, 10, 5, 100, [meld, discard])], "en")).toBe("Hint: meld 7♥ 8♥ 9♥; then discard K♦.");
    // A meld made earlier in the plan is named by its cards.
    const onNew: Action = { type: "attach", seat: 0, meld: 0, cards: cards("10H") };
    expect(describeHint([est(meld, 10, 5, 100, [meld, onNew, discard])], "en")).toBe(
      "Hint: meld 7♥ 8♥ 9♥; then attach 10♥ to 7♥ 8♥ 9♥ and discard K♦.",
    );
  });

  it("says 'about the same' when the lead is within two of its errors, the points when it is not (issue 37)", () => {
    // Two errors of √(5² + 5²) ≈ 7.07 are 14.1: a lead of 14 is within them, of 15 is not.
    expect(describeHint([est(draw, 24), est(pile, 10)], "en")).toBe(
      'Hint: draw (about the same as "take the discard pile").',
    );
    expect(describeHint([est(draw, 25), est(pile, 10)], "en")).toBe(
      'Hint: draw (about 15 points more than "take the discard pile").',
    );
    expect(describeHint([est(draw, 25), est(pile, 10)], "it")).toBe(
      "Consiglio: pesca (circa 15 punti più di «raccogli gli scarti»).",
    );
    expect(describeHint([est(draw, 24), est(pile, 10)], "it")).toBe(
      "Consiglio: pesca (vale circa quanto «raccogli gli scarti»).",
    );
  });

  it("judges the lead by the paired figures of hint's duel when given, not by the two margins (issue 37)", () => {
    // Margins 224 apart with errors of 120 and 150: the old test (one combined error, 192) stated the lead.
    const noisy = { ...est(discard, 324, 120, 6), lead: { points: 224, stderr: 150 } };
    expect(describeHint([noisy, est(meld, 100, 150, 6)], "en")).toBe(
      'Hint: discard K♦ (about the same as "meld 7♥ 8♥ 9♥").',
    );
    // The paired lead clears two of its errors: stated, though the margins' own errors are wide.
    const clear = { ...est(discard, 324, 120, 40), lead: { points: 150, stderr: 25 } };
    expect(describeHint([clear, est(meld, 174, 150, 40)], "it")).toBe(
      "Consiglio: scarta K♦ (circa 150 punti più di «cala 7♥ 8♥ 9♥»).",
    );
    // A lead that is not a pair of finite numbers falls back to the margins.
    const odd = { ...est(draw, 25), lead: { points: Number.NaN, stderr: 1 } };
    expect(describeHint([odd, est(pile, 10)], "en")).toBe(
      'Hint: draw (about 15 points more than "take the discard pile").',
    );
  });

  it("says no margin against a move judged on fewer playouts, nor with an error it does not know", () => {
    expect(describeHint([est(draw, 50, 5, 100), est(pile, 10, 5, 40)], "en")).toBe("Hint: draw.");
    expect(describeHint([est(draw, 50, Number.NaN), est(pile, 10)], "en")).toBe("Hint: draw.");
  });

  it("names an attach's meld by its cards when the melds are given", () => {
    const melds = [cards("3S 4S 5S"), cards("7H 8H 9H")];
    expect(describeMove(attach, "it", { melds })).toBe("attacca 10♥ a 7♥ 8♥ 9♥");
    expect(describeMove({ type: "close", seat: 0, card: cards("4S")[0] as number }, "it")).toBe("chiudi scartando 4♠");
    expect(describeMove({ type: "takePozzetto", seat: 0 }, "en")).toBe("take the pozzetto");
  });

  it("has a sentence for no hint, and never throws, whatever it is given", () => {
    expect(describeHint([], "it")).toBe("Nessun consiglio: hai una sola mossa.");
    expect(describeHint([{ action: { type: "fly" } } as unknown as HintEstimate], "en")).toBe(
      "No hint: you have one move only.",
    );
    const trap = new Proxy([], {
      get: () => {
        throw new Error("trap");
      },
      getOwnPropertyDescriptor: () => {
        throw new Error("trap");
      },
    });
    expect(describeHint(trap as unknown as HintEstimate[], "en")).toBe("No hint: you have one move only.");
    expect(describeMove(trap as unknown as Action, "en")).toBe("?");
    fc.assert(
      fc.property(fc.anything(), fc.anything(), fc.anything(), (hints, locale, options) => {
        expect(typeof describeHint(hints as HintEstimate[], locale as "en", options as undefined)).toBe("string");
        expect(typeof describeMove(hints as Action, locale as "en", options as undefined)).toBe("string");
        expect(typeof cardFaces(hints as number[])).toBe("string");
      }),
    );
  });
});
