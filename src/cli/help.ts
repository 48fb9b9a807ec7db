/**
 * The CLI's help texts.
 * @module
 */
import { botNames } from "../bots/registry.js";
import { presetNames } from "../rules/presets.js";

/**
 * Help for `burraco` as a whole.
 */
export const MAIN_HELP = `Usage: burraco <command> [options]

A Burraco rules engine: simulations between bots, and a demo hand.

Commands:
  simulate   play many hands between bots and print a summary
  arena      measure one bot against another on the same deals (duplicate play, workers, shards)
  merge      combine the JSON outputs of arena shards into the figures of one run
  play       play a hand in the terminal against bots
  demo       print one seeded 4-player hand between greedy bots, turn by turn
  help       show this help (also: burraco <command> --help)

Options:
  --version  print the version of the package

Run "burraco <command> --help" for a command's options.
`;

/**
 * Help for `burraco simulate`.
 */
export const SIMULATE_HELP = `Usage: burraco simulate [options]

Plays complete hands between bots (seeded: the same options give the same numbers) and prints
a summary: hands/s, close rate, how hands ended, mean score per side, burraco classes seen.

Options:
  --preset <name>     ruleset preset (default classic): ${presetNames.join(", ")}
  --players <n>       2, 3 or 4: change the preset's number of players
  --hands <n>         how many hands (default 1000)
  --seed <seed>       simulation seed, an integer or any text (default 1)
  --bots <list>       comma-separated bots (${botNames.join(", ")}, hard:<n>): one for every seat,
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

/**
 * Help for `burraco arena`.
 */
export const ARENA_HELP = `Usage: burraco arena [options]

Plays two bots against each other on the same seeded deals and prints the mean hand margin of the
first bot's side with its 95 % confidence interval, the share of hands it won and its match win
rate to the ruleset's target. The figures depend only on the options: the same for any --workers,
and shards merged with "burraco merge" give exactly those of one run.

Options:
  --bots <a,b>        the two bots (${botNames.join(", ")}, hard:<n>), the one measured first (default search,greedy)
                      (hard:<n>: the hard planner with n playouts a decision, 1 to 10,000, instead of 120, 40 at two players)
  --hands <n>         how many deals (default 1000)
  --preset <name>     ruleset preset (default classic): ${presetNames.join(", ")}
  --players <n>       2 or 4: change the preset's number of players
  --seed <seed>       seed, an integer or any text (default 1)
  --duplicate         play every deal twice with the partnerships swapped, so luck cancels
  --workers <k>       play on k worker threads (default 1)
  --shard <i/n>       play only the i-th of n slices of the deals (for "burraco merge")
  --max-actions <n>   stop a hand after n actions (default 5000)
  --json              print the figures as one JSON object (margin, ci95, handsWon, matchesWon, …)
  --no-progress       no progress bar (it is drawn on stderr only when stderr is a terminal)
  -h, --help          show this help

Example:
  burraco arena --bots search,greedy --hands 1000 --preset classic --seed 1 --duplicate --workers 2
`;

/**
 * Help for `burraco merge`.
 */
export const MERGE_HELP = `Usage: burraco merge FILE... [--json]

Combines the JSON outputs of "burraco arena --json --shard i/n" runs of the same arena (any order)
into the figures of one run over their deals. The slices must join without gaps or overlaps.

Options:
  --json              print the merged figures as JSON
  -h, --help          show this help

Example:
  burraco arena --hands 1000 --duplicate --shard 1/2 --json > a.json
  burraco arena --hands 1000 --duplicate --shard 2/2 --json > b.json
  burraco merge a.json b.json
`;

/**
 * Help for `burraco play`.
 */
export const PLAY_HELP = `Usage: burraco play [options]

Plays one hand, or a match with --target, in the terminal: you are seat 0 (North), bots play the
other seats (with four players, South is your partner). On your first turn you see the whole table,
then only what changed since your last turn (the bots' moves are told as they play; "table" shows
it all again), your sorted hand and the numbered legal moves (discards in the order of your hand):
type a number, or the move itself in card notation:
  draw · pile · meld 7H 8H 9H · attach 1 10H · discard KD · close 4S · pozzetto
  (with --lang it: pesca · raccogli · cala · attacca · scarta · chiudi · pozzetto)
A refused move is explained with the rule it breaks. Each hand ends with the score sheet; a match
shows its totals and offers the next hand, and ends when a side reaches the target. In a terminal,
cards show their suits in colour (NO_COLOR: suits without colour); piped output stays plain.

Options:
  --preset <name>     ruleset preset (default classic): ${presetNames.join(", ")}
  --players <n>       2, 3 or 4: change the preset's number of players
  --bots <list>       the bots of the other seats (${botNames.join(", ")}, hard:<n>): one for all, or one per seat (default greedy)
  --seed <seed>       deal seed, an integer or any text (default: a new deal each time, its seed printed)
  --lang <it|en>      language of the texts (default en)
  --pause <ms>        how long each bot waits before its move (default 400)
  --target <points>   play a match to this target (R10.1, a multiple of 5) instead of one hand
  -h, --help          show this help
`;
