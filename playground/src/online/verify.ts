/**
 * Provably fair dealing, checked in the page: the deal commitment shown before each hand and the
 * first view of it are kept (in localStorage, so a reload keeps them), and when the server reveals
 * the hand's seed the page runs `verifyDeal` on them and says what it found.
 */
import { dealCommitment, newHand, type PlayerView, type Ruleset, verifyDeal } from "burraco";

/** What the page keeps of a hand before it is played. */
export interface Kept {
  readonly commitment: string;
  readonly dealer: number;
  readonly pairing: boolean;
  /** The first view of the hand this page saw, or null if it joined after the first move. */
  readonly view: PlayerView | null;
}

/** How the revealed seed checked out. */
export type Verdict = "verified" | "mismatch" | "commitment-only";

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

const keyOf = (table: string, seat: number | null, hand: number): string =>
  `burraco-online:${table}:${seat ?? "spectator"}:${hand}`;

const memory = new Map<string, Kept>();

/** The kept record of a hand, if any. */
export function kept(table: string, seat: number | null, hand: number): Kept | null {
  const key = keyOf(table, seat, hand);
  const inMemory = memory.get(key);
  if (inMemory !== undefined) return inMemory;
  try {
    const text = storage()?.getItem(key);
    return text == null ? null : (JSON.parse(text) as Kept);
  } catch {
    return null;
  }
}

/** Keeps the commitment (and the first view) of a hand: only the first record of it counts. */
export function keep(table: string, seat: number | null, hand: number, record: Kept): void {
  const before = kept(table, seat, hand);
  // A commitment is never replaced; a first view is added once, when none was kept.
  if (before !== null && (before.view !== null || record.view === null)) return;
  const value: Kept = before === null ? record : { ...before, view: record.view };
  const key = keyOf(table, seat, hand);
  memory.set(key, value);
  try {
    storage()?.setItem(key, JSON.stringify(value));
  } catch {
    // Storage full or refused: the check still runs for this visit.
  }
}

/** Whether a view is the hand as dealt: nobody has moved yet. */
export function isFirstView(view: PlayerView): boolean {
  const players = view.sides.length;
  return view.phase === "draw" && view.turn === (view.dealer + 1) % players && view.turnsPlayed.every((n) => n === 0);
}

/** Checks a revealed seed against what was kept. */
export function check(record: Kept, seed: string | number, ruleset: Ruleset): Verdict {
  const view = record.view;
  if (view !== null && view.seat === null) {
    // A spectator saw no hand: the seed must match the commitment and deal the face-up card shown.
    if (dealCommitment(seed).value !== record.commitment) return "mismatch";
    const dealt = newHand({ ruleset, seed, dealer: record.dealer, pairing: record.pairing });
    return dealt.ok && dealt.value.discardPile.at(-1) === view.discardTop ? "verified" : "mismatch";
  }
  if (view !== null) {
    const verdict = verifyDeal({
      commitment: record.commitment,
      seed,
      ruleset,
      dealer: record.dealer,
      pairing: record.pairing,
      view,
    });
    return verdict.ok ? "verified" : "mismatch";
  }
  return dealCommitment(seed).value === record.commitment ? "commitment-only" : "mismatch";
}
