/**
 * A new match for tests that need one and are not about `newMatch`'s own refusals: `newMatch`
 * returns a Result (issue 26: it checks its options up front), and these tests want the match.
 */
import { type Match, type NewMatchOptions, newMatch } from "burraco";

/** The match `newMatch` makes from these options; throws when it refuses them (a broken test). */
export function startMatch(options?: NewMatchOptions): Match {
  const r = newMatch(options);
  if (!r.ok) throw new Error(`newMatch refused the test's options: ${r.error.message}`);
  return r.value;
}
