/**
 * better-sqlite3 for the tests that read or edit a table's SQLite file by hand: the driver is
 * installed in the server package, so the root's test files reach it through here.
 */
import Database from "better-sqlite3";

export default Database;
