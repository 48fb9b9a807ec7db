/**
 * R8.3 time out on random hands (property): called at a random step of a random playout, with 2, 3
 * or 4 players and either `timeOutRound`, the hand ends within the last round — by a close, R8.1,
 * R8.2, or the discard of the seat fixed when it was called — and every state along the way is one
 * `checkState` accepts. `replay` of the log with the call in it gives the same states.
 */
import { type Action, apply, callTimeOut, checkState, type HandState, presets, replay } from "burraco";
import { seedRng } from "burraco/bots";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { policy } from "../helpers/policy.js";

const RULESETS = [presets.classic, presets.threePlayers, presets.twoPlayers, presets.openDirty];

describe("R8.3 time out on random playouts (property)", () => {
  it("R8.3 the hand ends within the last round, on the seat fixed at the call, and replays the same", () => {
    const ends = new Map<string, number>();
    fc.assert(
      fc.property(
        fc.constantFrom(...RULESETS),
        fc.constantFrom("fibur" as const, "full-round" as const),
        fc.integer({ min: 0, max: 1_000_000 }),
        fc.integer({ min: 0, max: 120 }),
        (base, timeOutRound, seed, at) => {
          const ruleset = { ...base, timeOutRound };
          const dealt = replay({ ruleset, seed, actions: [] });
          if (!dealt.ok) throw new Error(dealt.error.message);
          let s = dealt.value[0] as HandState;
          let rng = seedRng(seed);
          const log: unknown[] = [];
          const states: HandState[] = [s];
          let discards = -1; // discards (and closes) since the call; -1 before it
          let lastDiscarder = -1;
          while (s.phase !== "ended" && log.length < 2000) {
            if (log.length === at && s.timeOut === null) {
              const r = callTimeOut(s);
              if (!r.ok) throw new Error(r.error.message);
              s = r.value;
              log.push({ call: "timeOut" });
              discards = 0;
            } else {
              const [action, next] = policy(s, rng);
              rng = next;
              const r = apply(s, action);
              if (!r.ok) throw new Error(r.error.message);
              if ((action.type === "discard" || action.type === "close") && discards >= 0) {
                discards++;
                lastDiscarder = action.seat;
              }
              s = r.value;
              log.push(JSON.parse(JSON.stringify(action)) as Action);
            }
            states.push(s);
            expect(checkState(s).ok).toBe(true);
          }
          expect(s.phase).toBe("ended");
          if (discards < 0) return; // the hand ended before the call
          const reason = s.end?.reason ?? "none";
          ends.set(reason, (ends.get(reason) ?? 0) + 1);
          const players = ruleset.players;
          expect(discards).toBeLessThanOrEqual(players);
          if (s.end?.reason === "time-out") {
            expect(lastDiscarder).toBe(s.timeOut);
            expect(s.turn).toBe(s.timeOut);
          }
          const again = replay({ ruleset, seed, actions: log });
          expect(again.ok).toBe(true);
          expect(again.value).toEqual(states);
        },
      ),
      { numRuns: 40 },
    );
    // Most calls come before the hand would have ended, so most hands end by the time out itself.
    expect(ends.get("time-out") ?? 0).toBeGreaterThan(15);
  });
});
