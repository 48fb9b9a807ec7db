/**
 * The package version, for `burraco --version`: read from package.json when the command is built,
 * so it cannot drift from what npm installed.
 * @module
 */
import pkg from "../../package.json" with { type: "json" };

/**
 * The version of the installed package.
 * @example
 * io.stdout.write(`${VERSION}\n`); // "0.1.0"
 */
export const VERSION: string = pkg.version;
