/**
 * The CLI's help texts.
 * @module
 */
import { botNames } from "../bots/registry.js";
import { presetNames } from "../rules/presets.js";

/**
 * Help for `burraco` as a whole.
 * @example
 * io.stdout.write(MAIN_HELP);
 */
export const MAIN_HELP = `Usage: burraco <command> [options]

A Burraco rules engine: simulations between bots, and a demo hand.

Commands:
  simulate   play many hands between bots and print a summary
  demo       print one seeded 4-player hand between greedy bots, turn by turn
  help       show this help (also: burraco <command> --help)

Options:
  --version  print the version of the package

Run "burraco <command> --help" for a command's options.
`;

/**
 * Help for `burraco simulate`.
 * @example
 * io.stdout.write(SIMULATE_HELP);
 */
export const SIMULATE_HELP = `Usage: burraco simulate [options]

Plays complete hands between bots (seeded: the same options give the same numbers) and prints
a summary: hands/s, close rate, how hands ended, mean score per side, burraco classes seen.

Options:
  --preset <name>     ruleset preset (default classic): ${presetNames.join(", ")}
  --players <n>       2, 3 or 4: change the preset's number of players
  --hands <n>         how many hands (default 1000)
  --seed <seed>       simulation seed, an integer or any text (default 1)
  --bots <list>       comma-separated bots (${botNames.join(", ")}): one for every seat,
                      one per side, or one per seat (default greedy)
  --max-actions <n>   stop a hand after n actions (default 5000)
  --json              print the result as JSON on stdout
  --no-progress       no progress bar (it is drawn on stderr only when stderr is a terminal)
  --lang <it|en>      language of the summary (default en; --json is always English keys)
  -h, --help          show this help

Example:
  burraco simulate --preset classic --players 4 --hands 10000 --seed 1 --bots greedy,random
`;

/**
 * Help for `burraco demo`.
 * @example
 * io.stdout.write(DEMO_HELP);
 */
export const DEMO_HELP = `Usage: burraco demo [options]

Prints one seeded 4-player hand between greedy bots, turn by turn, in card notation (7H = seven
of hearts, 10D, JK = joker; suits S H D C), with the table after each turn and the itemised score
sheet at the end.

Options:
  --seed <seed>       deal seed, an integer or any text (default 1)
  --preset <name>     a 4-player preset (default classic)
  --lang <it|en>      language of the story and the score sheet (default en; it = italiano)
  -h, --help          show this help
`;
