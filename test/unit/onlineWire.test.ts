/**
 * Issue 38, "One typed wire": the frames of the online protocol are typed once (server/src/wire.ts),
 * the online page reaches the server through that file only, and reads what it is told with one
 * small reader.
 */
import { readdirSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import {
  type ClientFrame,
  PROTOCOL_VERSION,
  readServerFrame,
  type ServerFrame,
  type Unversioned,
} from "../../server/src/wire.js";

const frame = (value: unknown): string => JSON.stringify(value);
const imports = (text: string): string[] =>
  [...text.matchAll(/^import\s+(type\s+)?[^;]*?from "([^"]+)";/gms)].map((m) => `${m[1] ?? ""}${m[2]}`);

describe("One typed wire", () => {
  it("One typed wire: readServerFrame takes a frame of this version and of a type the server sends", () => {
    const error = { v: PROTOCOL_VERSION, type: "error", error: { code: "server/stale", message: "late" } };
    expect(readServerFrame(frame(error))).toEqual(error);
    const created = { v: PROTOCOL_VERSION, type: "created", table: "abcdefgh", tokens: ["t0", null] };
    expect(readServerFrame(frame(created))).toEqual(created);
    const row = { v: PROTOCOL_VERSION, type: "row", seq: 3, hand: 1, kind: "rewind", data: { to: 2 } };
    expect(readServerFrame(frame(row))?.type).toBe("row");
    expect(readServerFrame(frame({ v: PROTOCOL_VERSION, type: "state", seq: 0 }))?.type).toBe("state");
    const redirect = { v: PROTOCOL_VERSION, type: "redirect", table: "abcdefgh", to: "http://10.0.0.2:8081" };
    expect(readServerFrame(frame(redirect))).toEqual(redirect);
  });

  it("One typed wire: readServerFrame refuses anything else, never throwing", () => {
    for (const text of [
      "{not json",
      "null",
      "[1]",
      '"row"',
      frame({ type: "error", error: {} }),
      frame({ v: PROTOCOL_VERSION - 1, type: "error", error: {} }),
      frame({ v: PROTOCOL_VERSION, type: "act", at: 0, action: {} }),
      frame({ v: PROTOCOL_VERSION, type: "row", seq: "3", hand: 1, kind: "play", data: {} }),
      frame({ v: PROTOCOL_VERSION, type: "state" }),
      frame({ v: PROTOCOL_VERSION, type: "redirect", table: "t" }),
    ])
      expect(readServerFrame(text), text).toBeNull();
  });

  it("One typed wire: a frame off its type does not compile", () => {
    // Checked by tsc (the test folder is type-checked): each line must stay an error.
    // @ts-expect-error a state frame without the table's fields
    const state: Unversioned<ServerFrame> = { type: "state", table: "t" };
    // @ts-expect-error a row's data of another kind
    const row: ServerFrame = { v: 2, type: "row", seq: 1, hand: 1, kind: "rewind", data: { seat: 0, events: [] } };
    // @ts-expect-error another version
    const join: ClientFrame = { v: 1, type: "join", table: "t", token: null, since: 0 };
    expect([state, row, join]).toHaveLength(3);
  });

  it("One typed wire: the online page reaches the server only through wire.ts, which imports types only", () => {
    const dir = new URL("../../playground/src/online/", import.meta.url);
    for (const file of readdirSync(dir).filter((f) => f.endsWith(".ts"))) {
      const text = readFileSync(new URL(file, dir), "utf8");
      for (const source of imports(text).filter((s) => s.includes("server/")))
        expect(source, file).toMatch(/^(type )?\.\.\/\.\.\/\.\.\/server\/src\/wire\.js$/);
    }
    const wire = readFileSync(new URL("../../server/src/wire.ts", import.meta.url), "utf8");
    const all = imports(wire);
    expect(all.length).toBeGreaterThan(0);
    for (const source of all) expect(source).toMatch(/^type /);
  });
});
