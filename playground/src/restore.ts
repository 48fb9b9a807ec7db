/**
 * The library's readers of its save formats, `deserializeMatch` and `deserialize`, and the checks
 * behind them: a chunk of its own (12.6 KB gzip, much of it what the page's script also holds)
 * that the page loads only when there is a save to read back (lazy.ts, save.ts's `restoreGame`).
 */
import { deserialize, deserializeMatch } from "burraco";
import type { SaveReaders } from "./save.js";

/** What `restoreGame` reads a save with. */
export const readers: SaveReaders = { deserialize, deserializeMatch };
