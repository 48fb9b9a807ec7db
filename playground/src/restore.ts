/**
 * The library's reader of saved tables, `loadTable`, and the checks behind it (`deserializeMatch`'s
 * and `deserialize`'s, the log replayed from the hand's deal): a chunk of its own that the page
 * loads only when there is a save to read back (lazy.ts, save.ts's `restoreGame`).
 */
import { loadTable } from "burraco/table";
import type { TableReader } from "./save.js";

/** What `restoreGame` reads a save with. */
export const read: TableReader = loadTable;
