/**
 * The expert panel: hand-written bots of distinct styles, to test a bot against more than greedy.
 * @module
 */

/**
 * The names of the expert panel's bots, as the command line and `bots` name them.
 * @example
 * const name: PanelBotName = "safe";
 */
export type PanelBotName = "safe" | "pile" | "closer" | "hoarder";

/**
 * The expert panel, by the names `bots` and the command line know them (`burraco arena --bots
 * hard,safe`): `safe` (`safeDiscarderBot`), `pile` (`pileHunterBot`), `closer`
 * (`earlyCloserBot`) and `hoarder` (`burracoHoarderBot`).
 * @example
 * import { bots, greedyBot, panel } from "burraco/bots";
 * import { arena } from "burraco/sim";
 * for (const name of panel) {
 *   const report = arena({ bots: [greedyBot, bots[name]], names: ["greedy", name], seed: 1, dealCount: 1 });
 *   report.value?.botErrors; // [0, 0]
 * }
 */
export const panel: readonly PanelBotName[] = /* @__PURE__ */ Object.freeze([
  "safe",
  "pile",
  "closer",
  "hoarder",
] as PanelBotName[]);
