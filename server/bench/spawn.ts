/**
 * Starts the server as the project starts it (`node server/dist/main.js`, built by
 * `npm run build:server`) in a child process, and resolves with its address once it prints it.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { fileURLToPath } from "node:url";

export const serverMain = fileURLToPath(new URL("../dist/main.js", import.meta.url));

/**
 * Every client of the tests and the load benchmark comes from one address (127.0.0.1), so the
 * limits per address are lifted for them; a test of those limits sets its own after these (the
 * last value of a flag wins).
 */
export const ONE_ADDRESS = ["--tables-per-address", "0", "--bot-tables-per-address", "0", "--sockets-per-address", "0"];

export interface Spawned {
  readonly url: string;
  readonly child: ChildProcess;
  /** What the server printed on stderr. */
  readonly stderr: () => string;
  /** Kills it (SIGKILL by default) and resolves once it is gone. */
  kill(signal?: NodeJS.Signals): Promise<void>;
}

export function startServerProcess(
  args: readonly string[],
  nodeArgs: readonly string[] = [],
  env: Readonly<Record<string, string>> = {},
): Promise<Spawned> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [...nodeArgs, serverMain, ...ONE_ADDRESS, ...args], {
      stdio: ["ignore", "pipe", "pipe"],
      env: { ...process.env, ...env },
    });
    let out = "";
    let err = "";
    const gone = new Promise<void>((done) => child.once("exit", () => done()));
    child.stderr?.on("data", (d) => {
      err += String(d);
    });
    child.stdout?.on("data", (d) => {
      out += String(d);
      const found = /burraco server: (http:\/\/[^/\s]+)\//.exec(out);
      if (found?.[1] !== undefined)
        resolve({
          url: found[1],
          child,
          stderr: () => err,
          kill: (signal = "SIGKILL") => {
            if (child.exitCode === null && child.signalCode === null) child.kill(signal);
            return gone;
          },
        });
    });
    child.once("exit", (code) => reject(new Error(`the server exited (${code}) before listening: ${err}`)));
  });
}
