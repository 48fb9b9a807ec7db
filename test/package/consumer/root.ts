// A strict TypeScript consumer of the built package (self-reference by name): compiled by the
// oldest TypeScript the package supports, in test/package/run.mjs.
import {
  type Action,
  apply,
  defineRuleset,
  type HandState,
  legalActions,
  newHand,
  parseAction,
  presets,
  type Result,
  scoreHand,
  viewFor,
} from "burraco";
import { greedyBot, seedRng } from "burraco/bots";
import { victoryPoints } from "burraco/scoring";
import { playHand } from "burraco/sim";

const deal: Result<HandState> = newHand({ ruleset: presets.classic, seed: "consumer" });
if (!deal.ok) throw new Error(deal.error.message);
const dealt: HandState = deal.value;
const first: Action | undefined = legalActions(dealt)[0];
const next: Result<unknown> = first === undefined ? parseAction(null) : apply(dealt, first);
const [choice] = greedyBot(viewFor(dealt, dealt.turn), legalActions(dealt), seedRng(1));
const played = playHand({ seed: 1, bots: [greedyBot] });
export const checks = [
  next.ok,
  choice,
  played.ok,
  scoreHand(dealt).ended,
  victoryPoints(45, 2).ok,
  defineRuleset({ targetScore: 1005 }).ok,
];
