/**
 * What you may do now, for highlighting: the legal moves of your turn, and whether the selected
 * cards make a meld or fit one of your side's melds.
 */
import { type Action, apply, type CardId, legalActions } from "burraco";
import { type Game, HUMAN, isYourTurn } from "./game.js";

/** The legal moves, by button and by card. */
export interface Hints {
  readonly draw: boolean;
  readonly pickUp: boolean;
  readonly takePozzetto: boolean;
  /** Cards you may discard. */
  readonly discard: ReadonlySet<CardId>;
  /** Cards you may close with. */
  readonly close: ReadonlySet<CardId>;
  /** Cards that are part of some legal meld or attach. */
  readonly playable: ReadonlySet<CardId>;
  /** Whether the selected cards make a legal meld. */
  readonly meld: boolean;
  /** Your side's melds the selected cards may be attached to. */
  readonly attach: ReadonlySet<number>;
}

const NONE: Hints = {
  draw: false,
  pickUp: false,
  takePozzetto: false,
  discard: new Set(),
  close: new Set(),
  playable: new Set(),
  meld: false,
  attach: new Set(),
};

/** The hints for your turn (none when it is not yours, or when there is no game). */
export function hintsFor(game: Game | null, selected: readonly CardId[]): Hints {
  if (game === null || !isYourTurn(game)) return NONE;
  const legal = legalActions(game.state);
  const discard = new Set<CardId>();
  const close = new Set<CardId>();
  const playable = new Set<CardId>();
  for (const a of legal) {
    if (a.type === "discard") discard.add(a.card);
    else if (a.type === "close") close.add(a.card);
    else if (a.type === "meld" || a.type === "attach") for (const id of a.cards) playable.add(id);
  }
  const side = game.state.sides[HUMAN] ?? HUMAN;
  const attach = new Set<number>();
  if (selected.length > 0) {
    (game.state.melds[side] ?? []).forEach((_, meld) => {
      if (apply(game.state, { type: "attach", seat: HUMAN, meld, cards: selected }).ok) attach.add(meld);
    });
  }
  return {
    draw: legal.some((a) => a.type === "draw"),
    pickUp: legal.some((a) => a.type === "pickUpDiscards"),
    takePozzetto: legal.some((a) => a.type === "takePozzetto"),
    discard,
    close,
    playable,
    meld: selected.length >= 3 && apply(game.state, { type: "meld", seat: HUMAN, cards: selected }).ok,
    attach,
  };
}

/** Whether `action`, a discard the engine refused, would work as a close: the page then points to Close. */
export function closesInstead(hints: Hints, action: Action): boolean {
  return action.type === "discard" && hints.close.has(action.card);
}
