/**
 * A table's snapshot, signed with the server's key.
 * @module
 */
import { saveTable, type Table } from "burraco/table";

/**
 * `saveTable(table, { key })`'s text. `saveTable` refuses a key `loadTable` would refuse (empty, a
 * lone surrogate, over 1,000 characters): such a key is a broken setting, not a client's doing, and
 * every save would be lost at the next start, so it stops the server here rather than write it.
 */
export function snapshotOf(table: Table, key: string): string {
  const saved = saveTable(table, { key });
  if (!saved.ok) throw new Error(`the signing key cannot sign saves (BURRACO_KEY?): ${saved.error.message}`);
  return saved.value;
}
