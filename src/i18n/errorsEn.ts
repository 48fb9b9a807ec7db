/**
 * The English text of every error code, for players.
 * @module
 */
import type { ErrorCode } from "../result.js";

/**
 * One sentence per {@link ErrorCode}, in English. The compiler refuses a missing code.
 */
export const ERRORS_EN: Readonly<Record<ErrorCode, string>> = /* @__PURE__ */ Object.freeze({
  "input/invalid": "This move or these options are not valid.",
  "card/unknown": "Unknown card: it is not one of the 108 cards in play.",
  "card/too-many-copies": "Too many copies: every card exists twice, and there are four jokers.",
  "card/duplicate": "The same card is named twice.",
  "card/not-in-hand": "You do not hold that card.",
  "ruleset/invalid": "These rules are not valid.",
  "meld/too-few-cards": "A meld needs at least 3 cards.",
  "meld/too-many-cards": "Too many cards for one meld.",
  "meld/too-many-wildcards": "A meld holds at most one wildcard (a joker or a 2).",
  "meld/wildcards-only": "A meld cannot be made of wildcards only.",
  "meld/mixed": "These cards are neither a set nor a run.",
  "meld/gap": "These cards are not consecutive: a gap the wildcard cannot fill.",
  "meld/duplicate-rank": "A run holds each rank only once.",
  "meld/sets-not-allowed": "These rules allow runs only, no sets.",
  "meld/duplicate-set-rank": "Your side already has a set of this rank.",
  "meld/not-found": "There is no such meld on the table.",
  "meld/other-side": "You may attach only to your own side's melds.",
  "turn/not-your-turn": "It is not your turn.",
  "turn/wrong-phase": "Not now: first draw, then meld, attach and discard.",
  "turn/first-turn": "In your first turn you may only draw and discard.",
  "turn/must-draw": "After a round of one-card pile swaps you must draw from the stock.",
  "draw/stock-exhausted": "The stock is finished: take the discard pile.",
  "draw/pile-empty": "The discard pile is empty.",
  "discard/picked-up-card": "You may not discard the card you just took from the discard pile.",
  "discard/last-card": "You must keep a card: there is no pozzetto left to take.",
  "hand/would-empty": "You cannot empty your hand this way: keep a card you may discard.",
  "hand/over": "The hand is over: nothing more can be played in it.",
  "time-out/already-called": "Time out has already been called: the last round is under way.",
  "close/not-allowed": "You cannot close yet: your side needs a burraco and its pozzetto.",
  "close/wildcard": "You cannot close by discarding a wildcard (a joker or a 2).",
  "scenario/invalid": "This position is not valid.",
  "state/invalid": "This game state is not valid.",
  "match/invalid": "This match is not valid.",
  "match/over": "The match is over.",
  "vp/invalid": "These victory-point inputs are not valid.",
  "count/invalid": "No hand could end with this count.",
  "pad/invalid": "This score pad is not valid, or it was changed.",
  "pad/over": "The match or the round is over.",
  "deal/mismatch": "This deal is not the one committed to before the hand.",
  "save/signature": "This save is not signed by the server, or was changed.",
  "table/invalid": "This table is not valid, or was changed.",
  "table/wrong-seat": "It is not this seat's move to make here.",
  "table/bot-failed": "A bot could not play.",
  "table/hand-in-play": "The hand is still in play.",
  "table/undo-refused": "This move cannot be taken back.",
  "callback/threw": "A function you passed in threw an exception, so the run stopped.",
  "arena/bot-failed": "A bot failed in every hand, so the arena has no margin to report.",
  "engine/fault": "An error in the game engine, not in your move.",
});

/**
 * Sharper English texts for a code refused under one particular rule, keyed `"code rule"`.
 */
export const ERRORS_EN_BY_RULE: Readonly<Record<string, string>> = /* @__PURE__ */ Object.freeze({
  "turn/wrong-phase R6.2": "Take the pozzetto first: you have emptied your hand by melding.",
  "close/not-allowed R7.3": "You took a one-card pile with one card in hand: no close this turn.",
  "discard/last-card R6.1": "Your side already has its pozzetto: keep your last card until you can close with it.",
  "discard/last-card R7.2": "Your side has its pozzetto: your last card can only close the hand. Use Close.",
  "draw/stock-exhausted R8.1": "The last two cards of the stock are never drawn: take the discard pile.",
});
