// Issue 36, "Seats never sit empty": a person's seat nobody joins within the table's join wait, or
// whose person has been away past its grace time, is played by a bot of the table's level until
// the person comes back with the seat's token; each change is a `seat` row of the journal, so a
// restart (SIGKILL, then a start on the same database) rebuilds the same table, and every
// client's told log is still the journal.
import type { Action } from "burraco";
import { afterAll, describe, expect, it } from "vitest";
import { createTable, pickMove, SeatClient, type Turn } from "../../server/bench/client.js";
import type { DbRow } from "../../server/bench/journal.js";
import { type Spawned, startServerProcess } from "../../server/bench/spawn.js";
import { readFrame } from "../../server/src/protocol.js";
import { DEFAULT_GRACE_SECONDS, DEFAULT_JOIN_WAIT_SECONDS, PROTOCOL_VERSION } from "../../server/src/wire.js";
import { freePort, journal, seeded, site, sleep, tempDb, until } from "./harness.js";

const spawned: Spawned[] = [];
const clients: SeatClient[] = [];

afterAll(async () => {
  for (const c of clients) c.stop();
  for (const s of spawned) await s.kill();
});

async function start(): Promise<{ db: string; args: string[]; first: Spawned }> {
  const db = tempDb();
  const port = await freePort();
  const args = ["--db", db, "--port", String(port), "--site", site, "--bot-delay", "10", "--hand-pause", "30"];
  args.push("--rate", "1000", "--burst", "1000");
  const first = await startServerProcess(args);
  spawned.push(first);
  return { db, args, first };
}

interface Seat {
  readonly seq: number;
  readonly seat: number;
  readonly player: string;
  readonly kind: string;
  readonly reason: string;
}

const seatRows = (rows: readonly DbRow[]): Seat[] =>
  rows.filter((r) => r.kind === "seat").map((r) => ({ seq: r.seq, ...JSON.parse(r.data) }));

/** The journal's moves at `seat` after row `after`, as the actions the journal holds. */
const movesAt = (rows: readonly DbRow[], seat: number, after = 0): Action[] =>
  rows
    .filter((r) => r.seq > after && r.kind === "play" && JSON.parse(r.data).seat === seat)
    .map((r) => JSON.parse(r.entry ?? "null"));

/** Every row each client was told is the journal's row of that number, with no gap and none twice. */
function expectToldIsJournal(rows: readonly DbRow[], told: readonly SeatClient[]): void {
  expect(rows.map((r) => r.seq)).toEqual(rows.map((_, i) => i + 1));
  for (const c of told) {
    expect(c.duplicated).toBe(0);
    expect(c.skipped).toBe(0);
    expect(c.rows.size).toBe(c.seq);
    for (const [seq, row] of c.rows) {
      expect(rows[seq - 1]?.kind).toBe(row.kind);
      expect(JSON.parse(rows[seq - 1]?.data ?? "null")).toEqual(row.data);
    }
  }
}

/** A seat's client that plays when `acting()` and keeps every move it sent, in order. */
function person(url: string, table: string, token: string | null, acting: () => boolean, seed: number) {
  const sent: Action[] = [];
  const random = seeded(seed);
  const onTurn = (c: SeatClient, turn: Turn): void => {
    setTimeout(() => {
      if (!acting() || c.seq !== turn.seq) return;
      const move = pickMove(turn.legal, random);
      sent.push(move);
      c.act(move, turn.seq);
    }, 5);
  };
  const client = new SeatClient(url, table, token, { onTurn });
  clients.push(client);
  return { client, sent };
}

/** A server on a fresh database, a table opened there with `options`, and its journal as it stands. */
async function openTable(options: Parameters<typeof createTable>[1]) {
  const { db, args, first } = await start();
  const made = await createTable(first.url, options);
  const rowsOf = (): DbRow[] => journal(db).get(made.table) ?? [];
  const watcher = new SeatClient(first.url, made.table, null);
  clients.push(watcher);
  return { args, first, made, rowsOf, watcher };
}

describe("issue 36: seats never sit empty", () => {
  it("a seat nobody joins is played by a bot after the join wait and the table plays on; a restart rebuilds the same table; the person who comes takes the seat back and its next move is theirs", async () => {
    const { args, first, made, rowsOf, watcher } = await openTable({
      seats: ["person", "person", "easy", "easy"],
      target: 5000,
      joinWaitSeconds: 0.5,
      graceSeconds: null,
    });
    let acting = true;
    const south = person(first.url, made.table, made.tokens[0] ?? null, () => acting, 36);
    await Promise.all([south.client.start(), watcher.start()]);
    expect(watcher.players).toEqual(["person", "person", "bot", "bot"]);
    // Seat 1's person never comes: after the join wait a bot of the table's level (easy) plays it.
    expect(await until(() => seatRows(rowsOf()).length > 0, 10_000)).toBe(true);
    const [taken] = seatRows(rowsOf());
    expect(taken).toMatchObject({ seat: 1, player: "bot", kind: "easy", reason: "join-wait" });
    // The table plays on: the bot at seat 1 and the person at seat 0 both move.
    const tookAt = taken?.seq ?? 0;
    expect(await until(() => movesAt(rowsOf(), 1, tookAt).length >= 3 && south.sent.length >= 3, 30_000)).toBe(true);
    expect(await until(() => watcher.players[1] === "bot", 5000)).toBe(true);
    expect(south.client.players).toEqual(["person", "bot", "bot", "bot"]);
    // Quiet: the person stops, so the table waits at their turn; then a SIGKILL.
    acting = false;
    const still = (): boolean =>
      south.client.legal !== null && south.client.seq === rowsOf().length && watcher.seq === rowsOf().length;
    expect(await until(still, 20_000)).toBe(true);
    const before = { seq: watcher.seq, watched: watcher.view, own: south.client.view, rows: rowsOf().length };
    await first.kill("SIGKILL");
    const second = await startServerProcess(args);
    spawned.push(second);
    expect(second.stderr()).not.toMatch(/does not replay/);
    // Both come back to the very table they left: the same row, views and players, and no row written.
    expect(await until(() => watcher.reconnects >= 1 && south.client.reconnects >= 1, 10_000)).toBe(true);
    expect(await until(() => watcher.joined && south.client.joined, 20_000)).toBe(true);
    expect(watcher.seq).toBe(before.seq);
    expect(watcher.view).toEqual(before.watched);
    expect(south.client.view).toEqual(before.own);
    expect(watcher.players).toEqual(["person", "bot", "bot", "bot"]);
    expect(rowsOf().length).toBe(before.rows);
    // Seat 1's person comes at last, with their token: the seat is theirs again at once.
    acting = true;
    const east = person(second.url, made.table, made.tokens[1] ?? null, () => acting, 7);
    await east.client.start();
    const back = seatRows(rowsOf()).at(-1);
    expect(back).toMatchObject({ seat: 1, player: "person", kind: "person", reason: "returned" });
    expect(east.client.players).toEqual(["person", "person", "bot", "bot"]);
    // The next move at seat 1 is the person's own: the first one they sent.
    const backAt = back?.seq ?? 0;
    expect(await until(() => movesAt(rowsOf(), 1, backAt).length >= 2, 30_000)).toBe(true);
    expect(movesAt(rowsOf(), 1, backAt).slice(0, 2)).toEqual(east.sent.slice(0, 2));
    acting = false;
    await sleep(300);
    await second.kill("SIGKILL");
    expect(first.stderr() + second.stderr()).not.toMatch(/could not/);
    expectToldIsJournal(rowsOf(), [watcher, south.client, east.client]);
  });

  it("a person away past the grace time has their seat played by a bot, across a restart; back with their token, they take it again and their next move is their own", async () => {
    const { args, first, made, rowsOf, watcher } = await openTable({
      seats: ["person", "easy", "easy", "easy"],
      target: 5000,
      graceSeconds: 0.5,
    });
    let acting = true;
    const south = person(first.url, made.table, made.tokens[0] ?? null, () => acting, 3);
    await Promise.all([south.client.start(), watcher.start()]);
    expect(await until(() => south.sent.length >= 2, 20_000)).toBe(true);
    // The person goes (the tab closed): within the grace time nothing changes, past it a bot plays.
    south.client.stop();
    await sleep(200);
    expect(seatRows(rowsOf())).toEqual([]);
    expect(await until(() => seatRows(rowsOf()).length > 0, 10_000)).toBe(true);
    const [taken] = seatRows(rowsOf());
    expect(taken).toMatchObject({ seat: 0, player: "bot", kind: "easy", reason: "grace" });
    expect(await until(() => movesAt(rowsOf(), 0, taken?.seq).length >= 3, 30_000)).toBe(true);
    expect(watcher.players).toEqual(["bot", "bot", "bot", "bot"]);
    // A SIGKILL while the bot plays the seat: the restart replays its moves and plays on.
    const before = rowsOf().length;
    await first.kill("SIGKILL");
    const second = await startServerProcess(args);
    spawned.push(second);
    expect(await until(() => rowsOf().length > before + 3, 20_000)).toBe(true);
    expect(second.stderr()).not.toMatch(/does not replay|could not/);
    // The person comes back with the token: the seat is theirs from the next row on.
    const again = person(second.url, made.table, made.tokens[0] ?? null, () => acting, 4);
    await again.client.start();
    const back = seatRows(rowsOf()).at(-1);
    expect(back).toMatchObject({ seat: 0, player: "person", kind: "person", reason: "returned" });
    expect(again.client.players).toEqual(["person", "bot", "bot", "bot"]);
    expect(await until(() => movesAt(rowsOf(), 0, back?.seq).length >= 2, 30_000)).toBe(true);
    expect(movesAt(rowsOf(), 0, back?.seq).slice(0, 2)).toEqual(again.sent.slice(0, 2));
    expect(await until(() => watcher.players[0] === "person", 5000)).toBe(true);
    // Quiet, then every client's told log against the journal.
    acting = false;
    expect(await until(() => again.client.legal !== null && watcher.seq === rowsOf().length, 20_000)).toBe(true);
    await second.kill("SIGKILL");
    expect(seatRows(rowsOf())).toHaveLength(2);
    expectToldIsJournal(rowsOf(), [watcher, again.client]);
  });
});

describe("issue 36: the table's waits, read from the create frame", () => {
  const create = (more: Record<string, unknown>) =>
    readFrame(
      Buffer.from(
        JSON.stringify({ v: PROTOCOL_VERSION, type: "create", seats: ["person", "easy", "easy", "easy"], ...more }),
      ),
      false,
      4096,
    );

  it("missing takes the defaults, null or 0 is never, seconds from 0.1 to a day are kept", () => {
    expect(create({})).toMatchObject({
      ok: true,
      value: { joinWaitSeconds: DEFAULT_JOIN_WAIT_SECONDS, graceSeconds: DEFAULT_GRACE_SECONDS },
    });
    expect(create({ joinWaitSeconds: null, graceSeconds: 0 })).toMatchObject({
      ok: true,
      value: { joinWaitSeconds: null, graceSeconds: null },
    });
    expect(create({ joinWaitSeconds: 0.25, graceSeconds: 86_400 })).toMatchObject({
      ok: true,
      value: { joinWaitSeconds: 0.25, graceSeconds: 86_400 },
    });
  });

  it("refuses anything else as malformed, naming the field", () => {
    for (const [field, value] of [
      ["joinWaitSeconds", 0.05],
      ["joinWaitSeconds", -1],
      ["joinWaitSeconds", "60"],
      ["graceSeconds", 86_401],
      ["graceSeconds", [30]],
      ["graceSeconds", true],
    ] as const) {
      const read = create({ [field]: value });
      expect(read.ok, `${field}: ${String(value)}`).toBe(false);
      if (!read.ok) {
        expect(read.error.code).toBe("server/malformed");
        expect(read.error.message).toContain(field);
      }
    }
  });
});
