/**
 * The package version, for `burraco --version`: read from package.json when the command is built,
 * so it cannot drift from what npm installed.
 * @module
 */
import pkg from "../../package.json" with { type: "json" };

/**
 * The version of the installed package.
 */
export const VERSION: string = pkg.version;
