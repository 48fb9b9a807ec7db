/**
 * A small seeded policy over `legalActions`, and the loop that plays a hand with it: close when
 * possible, else meld or attach, else any legal action, each pick drawn from the PRNG it is given,
 * so a seed always gives the same playout. The hands it plays are genuine (every action goes
 * through `apply`), for the tests that need real ended states or real states along the way.
 */
import { type Action, apply, type HandState, legalActions, type Seed } from "burraco";
import { nextInt, type RngState, seedRng } from "burraco/bots";

export interface PolicyOptions {
  /**
   * The draw phase: "mostly-stock" (the default) draws 4 times in 5 and takes the pile otherwise;
   * "any" picks among the legal actions evenly, so it takes the pile about half the time and
   * often ends hands in a stalemate (R8.2), which "mostly-stock" seldom reaches.
   */
  draw?: "mostly-stock" | "any";
  /** Ignore the melds and attaches 1 time in 4, to reach positions a greedy player skips (default false). */
  skipPlays?: boolean;
}

/** The policy's next action and the PRNG after it; throws when no action is legal. */
export function policy(state: HandState, rng: RngState, options: PolicyOptions = {}): [Action, RngState] {
  const legal = legalActions(state);
  if (legal.length === 0) throw new Error(`no legal action in phase ${state.phase}`);
  const close = legal.find((a) => a.type === "close");
  if (close !== undefined) return [close, rng];
  if (options.draw !== "any" && state.phase === "draw" && legal.length > 1) {
    const [x, next] = nextInt(rng, 5); // draw 4 times in 5, else take the pile
    return [legal[x === 0 ? 1 : 0] as Action, next];
  }
  const plays = legal.filter((a) => a.type === "meld" || a.type === "attach");
  let r = rng;
  let usePlays = plays.length > 0;
  if (options.skipPlays === true) {
    const [coin, next] = nextInt(r, 4);
    r = next;
    usePlays &&= coin > 0;
  }
  const pool = usePlays ? plays : legal;
  const [i, next] = nextInt(r, pool.length);
  return [pool[i] as Action, next];
}

/** Picks the next action of a hand and returns the PRNG after it. */
export type Chooser = (state: HandState, rng: RngState) => [Action, RngState];

export interface PlayOptions {
  /** Picks each action (default: `policy` with its default options). */
  choose?: Chooser | undefined;
  /** Stop after this many actions (default 5000). */
  maxSteps?: number | undefined;
  /** Called after each action with that action and the state it led to. */
  onStep?: ((action: Action, state: HandState) => void) | undefined;
}

/**
 * Plays from `deal` with a PRNG seeded by `seed` until the hand ends or `maxSteps` actions have
 * been played; a refused action throws. Returns the last state.
 */
export function playFrom(deal: HandState, seed: Seed, options: PlayOptions = {}): HandState {
  const { choose = policy, maxSteps = 5000, onStep } = options;
  let state = deal;
  let rng = seedRng(seed);
  for (let steps = 0; steps < maxSteps && state.phase !== "ended"; steps++) {
    const [action, next] = choose(state, rng);
    rng = next;
    const r = apply(state, action);
    if (!r.ok) throw new Error(`${action.type} refused: ${r.error.code}: ${r.error.message}`);
    state = r.value;
    onStep?.(action, state);
  }
  return state;
}

/** `playFrom` to the end of the hand: the ended state; throws if the hand has not ended in `maxSteps` actions. */
export function playToEnd(deal: HandState, seed: Seed, options: PlayOptions = {}): HandState {
  const ended = playFrom(deal, seed, options);
  if (ended.phase !== "ended") throw new Error(`the hand did not end in ${options.maxSteps ?? 5000} actions`);
  return ended;
}

/** `playFrom`, recorded: every state (the deal first) and the actions between them. */
export function recordPlay(
  deal: HandState,
  seed: Seed,
  options: PlayOptions = {},
): { states: HandState[]; actions: Action[] } {
  const states = [deal];
  const actions: Action[] = [];
  playFrom(deal, seed, {
    ...options,
    onStep: (action, state) => {
      actions.push(action);
      states.push(state);
      options.onStep?.(action, state);
    },
  });
  return { states, actions };
}
