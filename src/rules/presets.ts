/**
 * The presets of RULES.md §12.
 * @module
 */
import { remember } from "./checked.js";
import type { Ruleset } from "./ruleset.js";

/**
 * The classic ruleset ({@link presets}`.classic`), on its own so that a bundle that only needs the
 * default does not carry every preset.
 * @internal
 */
export const classic: Ruleset = /* @__PURE__ */ remember(
  /* @__PURE__ */ Object.freeze({
    players: 4,
    targetScore: 2005,
    tieBreak: "play-on",
    discardPickupRestriction: "same-card",
    firstTurnMelding: true,
    aceToAceRuns: false,
    distinctSetRanks: false,
    allowSets: true,
    semiClean: true,
    semiCleanRuns: "seven-in-a-row",
    semiCleanSets: "at-least-8",
    royalBurraco: null,
    superBurraco: null,
    cleanBurracoBonus: 200,
    semiCleanBurracoBonus: 150,
    dirtyBurracoBonus: 100,
    closingBonus: 100,
    pozzettoPenalty: 100,
    directPozzetto: true,
    closeRequires: "any-burraco",
    noCloseAfterSingleCardPickup: false,
    stockExhaustion: "two-left",
    stalemate: "end-hand",
    timeOutRound: "fibur",
    unplayedPozzetto: "card-values",
    discardPileVisibility: "open",
    threePlayerPairingFrom: 1000,
  }),
);

function variant(changes: Partial<Ruleset>): Ruleset {
  return remember(Object.freeze({ ...classic, ...changes }));
}

/**
 * Names of the presets.
 * @example
 * const name: PresetName = "openDirty";
 * defineRuleset({ preset: name, targetScore: 1005 }).ok; // true
 */
export type PresetName =
  | "classic"
  | "openDirty"
  | "open"
  | "closed"
  | "closedDirty"
  | "closedSTBP"
  | "twoPlayers"
  | "threePlayers"
  | "fibur2026";

/**
 * The presets of RULES.md §12, frozen. Each is a complete {@link Ruleset}: `classic` holds every
 * default, the others change only what their variant changes.
 * @example
 * presets.openDirty.directPozzetto; // false
 * newHand({ ruleset: presets.twoPlayers, seed: 1 });
 */
export const presets: Readonly<Record<PresetName, Ruleset>> = /* @__PURE__ */ Object.freeze({
  /** Every default: 4 players, target 2005 (FIBUR). */
  classic,
  /** "Aperto Sporco" [004]. */
  openDirty: /* @__PURE__ */ variant({
    directPozzetto: false,
    stockExhaustion: "pozzetto-replaces",
    tieBreak: "starting-side",
    discardPileVisibility: "open",
  }),
  /** "Aperto": runs only, a clean burraco to close, pile visible. */
  open: /* @__PURE__ */ variant({ allowSets: false, closeRequires: "clean-burraco", discardPileVisibility: "open" }),
  /** "Fechado": top discard only, a clean burraco to close. */
  closed: /* @__PURE__ */ variant({ discardPileVisibility: "top-only", closeRequires: "clean-burraco" }),
  /** "Fechado sujo": top discard only, any burraco closes. */
  closedDirty: /* @__PURE__ */ variant({ discardPileVisibility: "top-only", closeRequires: "any-burraco" }),
  /** "Fechado STBP": top discard only, runs only, a clean burraco to close. */
  closedSTBP: /* @__PURE__ */ variant({
    discardPileVisibility: "top-only",
    allowSets: false,
    closeRequires: "clean-burraco",
  }),
  /** Two players, each a side. */
  twoPlayers: /* @__PURE__ */ variant({ players: 2 }),
  /** Three players (§11), target 1005 (R11.4). */
  threePlayers: /* @__PURE__ */ variant({ players: 3, targetScore: 1005 }),
  /** `classic` with the FIBUR 2026 readings of R5.3. */
  fibur2026: /* @__PURE__ */ variant({ semiCleanSets: "exactly-8", semiCleanRuns: "wildcard-at-end" }),
});

/**
 * The preset names, in the order of RULES.md §12.
 * @example
 * presetNames[0]; // "classic"
 * presetNames.map((name) => presets[name].players); // [4, 4, 4, 4, 4, 4, 2, 3, 4]
 */
export const presetNames: readonly PresetName[] = /* @__PURE__ */ Object.freeze(
  /* @__PURE__ */ Object.keys(presets) as PresetName[],
);
