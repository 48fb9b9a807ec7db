/**
 * What you may do now, for the buttons, the highlights and the "You can" line: the legal moves of
 * your turn (`legalActions`), and what the selected cards can do (a meld, an attach to one of your
 * side's melds, a discard, a close).
 */
import { type Action, apply, type CardId, isWildcard, legalActions } from "burraco";
import { type Game, HUMAN, isYourTurn } from "./game.js";

/** An attach the engine accepts: the meld (its index among your side's) and the cards. */
export interface AttachMove {
  readonly meld: number;
  readonly cards: readonly CardId[];
}

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
  /** The largest melds you could lay down (none the cards of another listed one hold), naturals first. */
  readonly melds: readonly (readonly CardId[])[];
  /** The largest attaches you could make, naturals first. */
  readonly attaches: readonly AttachMove[];
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
  melds: [],
  attaches: [],
};

/** The card sets no other set holds, those without a wildcard first, then the larger first. */
function largest<T extends { readonly cards: readonly CardId[]; readonly meld?: number }>(moves: readonly T[]): T[] {
  const wild = (m: T): number => (m.cards.some(isWildcard) ? 1 : 0);
  const sorted = moves.slice().sort((a, b) => wild(a) - wild(b) || b.cards.length - a.cards.length);
  const kept: T[] = [];
  for (const m of sorted)
    if (!kept.some((k) => k.meld === m.meld && m.cards.every((c) => k.cards.includes(c)))) kept.push(m);
  return kept;
}

/** The hints for your turn (none when it is not yours, or when there is no game). */
export function hintsFor(game: Game | null, selected: readonly CardId[]): Hints {
  if (game === null || !isYourTurn(game)) return NONE;
  const legal = legalActions(game.state);
  const discard = new Set<CardId>();
  const close = new Set<CardId>();
  const playable = new Set<CardId>();
  const melds: { cards: readonly CardId[] }[] = [];
  const attaches: AttachMove[] = [];
  for (const a of legal) {
    if (a.type === "discard") discard.add(a.card);
    else if (a.type === "close") close.add(a.card);
    else if (a.type === "meld" || a.type === "attach") {
      for (const id of a.cards) playable.add(id);
      if (a.type === "meld") melds.push({ cards: a.cards });
      else attaches.push({ meld: a.meld, cards: a.cards });
    }
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
    melds: largest(melds).map((m) => m.cards),
    attaches: largest(attaches),
  };
}

/** Whether `action`, a discard the engine refused, would work as a close: the page then points to Close. */
export function closesInstead(hints: Hints, action: Action): boolean {
  return action.type === "discard" && hints.close.has(action.card);
}
