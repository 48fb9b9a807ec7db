// Issue 28, (3): hostile clients. Malformed and oversized frames, another seat's move, a forged
// token or another table's, replayed moves, a flood from one connection: each is refused with an
// error value { code, message, rule }, the connection closed where that is right, and a table
// played meanwhile by well-behaved clients is not affected.
import { type CardId, type HandState, type PlayerView, type PublicEvent, presets, replay, viewFor } from "burraco";
import { advanceView } from "burraco/table";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTable, pickMove, SeatClient, type Turn } from "../../server/bench/client.js";
import { type Spawned, startServerProcess } from "../../server/bench/spawn.js";
import { PROTOCOL_VERSION } from "../../server/src/wire.js";
import { journal, seeded, site, tempDb, until } from "./harness.js";
import { nextOf, openRaw, type Raw } from "./raw.js";

let server: Spawned;
let db: string;
let url: string;
const bystanders: SeatClient[] = [];
let victim: { table: string; tokens: (string | null)[] };
let other: { table: string; tokens: (string | null)[] };

const frame = (m: Record<string, unknown>): string => JSON.stringify({ v: PROTOCOL_VERSION, ...m });

async function joined(table: string, token: string | null): Promise<{ raw: Raw; state: Record<string, unknown> }> {
  const raw = await openRaw(url);
  raw.send(frame({ type: "join", table, token }));
  return { raw, state: await nextOf(raw, "state") };
}

function expectErrorValue(m: Record<string, unknown>, code: string): void {
  expect(m.type).toBe("error");
  const error = m.error as Record<string, unknown>;
  expect(error.code).toBe(code);
  expect(typeof error.message).toBe("string");
}

beforeAll(async () => {
  db = tempDb();
  server = await startServerProcess([
    "--db",
    db,
    "--port",
    "0",
    "--site",
    site,
    "--bot-delay",
    "20",
    "--rate",
    "20",
    "--burst",
    "40",
  ]);
  url = server.url;
  victim = await createTable(url, { seats: ["person", "person", "person", "person"] });
  other = await createTable(url, { seats: ["person", "person", "person", "person"] });
  // The bystanders' table: four well-behaved clients playing all along.
  const random = seeded(3);
  const onTurn = (c: SeatClient, turn: Turn): void => {
    setTimeout(() => c.act(pickMove(turn.legal, random), turn.seq), 60);
  };
  for (const token of other.tokens) bystanders.push(new SeatClient(url, other.table, token, { onTurn }));
  await Promise.all(bystanders.map((c) => c.start()));
});

afterAll(async () => {
  for (const c of bystanders) c.stop();
  await server.kill("SIGTERM");
});

describe("hostile frames", () => {
  it("refuses text that is not JSON, binary frames, an unknown version or type, unknown fields", async () => {
    const raw = await openRaw(url);
    raw.send("{not json");
    expectErrorValue(await raw.next(), "server/malformed");
    raw.send(Buffer.from([1, 2, 3]));
    expectErrorValue(await raw.next(), "server/malformed");
    raw.send(JSON.stringify({ v: PROTOCOL_VERSION + 1, type: "join", table: victim.table }));
    expectErrorValue(await raw.next(), "server/version");
    raw.send(frame({ type: "steal" }));
    expectErrorValue(await raw.next(), "server/malformed");
    raw.send(frame({ type: "join", table: victim.table, admin: true }));
    expectErrorValue(await raw.next(), "server/malformed");
    raw.send(`{"v":${PROTOCOL_VERSION},"type":"act","at":1,"action":{"__proto__":{"seat":0},"type":"draw"}}`);
    expectErrorValue(await raw.next(), "server/not-joined");
    // The connection stays usable for a well-formed frame.
    raw.send(frame({ type: "join", table: victim.table, token: null }));
    expect((await nextOf(raw, "state")).seat).toBe(null);
    raw.socket.close();
  });

  it("refuses an oversized frame with an error value and closes (1009); a huge one is cut off", async () => {
    const raw = await openRaw(url);
    raw.send(frame({ type: "join", table: victim.table, token: "x".repeat(20_000) }));
    expectErrorValue(await raw.next(), "server/too-large");
    expect(await raw.closed).toBe(1009);
    const huge = await openRaw(url);
    huge.send("x".repeat(1_000_000));
    expect(await huge.closed).toBe(1009);
  });
});

describe("tokens and seats", () => {
  it("refuses a forged token and another table's token, and closes the connection", async () => {
    const forged = await openRaw(url);
    forged.send(frame({ type: "join", table: victim.table, token: "AAAAAAAAAAAAAAAAAAAAAAAA" }));
    expectErrorValue(await forged.next(), "server/bad-token");
    expect(await forged.closed).toBe(4003);
    const borrowed = await openRaw(url);
    borrowed.send(frame({ type: "join", table: victim.table, token: other.tokens[0] }));
    expectErrorValue(await borrowed.next(), "server/bad-token");
    expect(await borrowed.closed).toBe(4003);
    const nowhere = await openRaw(url);
    nowhere.send(frame({ type: "join", table: "no-such-table-0", token: null }));
    expectErrorValue(await nowhere.next(), "server/no-table");
    nowhere.socket.close();
  });

  it("refuses another seat's move, a move out of turn, a spectator's move, a second join", async () => {
    const { raw: first, state } = await joined(victim.table, victim.tokens[1] ?? null);
    expect(state.seat).toBe(1);
    const at = state.seq as number;
    const turn = (state.turn as { seat: number }).seat;
    expect(turn).toBe(1); // seat 0 deals the first hand (R2.3): seat 1 plays first
    // Seat 1 sends seat 2's draw: the table refuses it (input/invalid), nothing is played.
    first.send(frame({ type: "act", at, action: { type: "draw", seat: 2 } }));
    expectErrorValue(await first.next(), "input/invalid");
    // Seat 3 draws out of turn: refused by the rules (R3.1).
    const { raw: third } = await joined(victim.table, victim.tokens[3] ?? null);
    third.send(frame({ type: "act", at, action: { type: "draw", seat: 3 } }));
    const outOfTurn = await third.next();
    expectErrorValue(outOfTurn, "turn/not-your-turn");
    expect((outOfTurn.error as { rule?: string }).rule).toBe("R3.1");
    const { raw: watcher } = await joined(victim.table, null);
    watcher.send(frame({ type: "act", at, action: { type: "draw", seat: 1 } }));
    expectErrorValue(await watcher.next(), "table/wrong-seat");
    first.send(frame({ type: "join", table: victim.table, token: victim.tokens[1] }));
    expectErrorValue(await first.next(), "server/already-joined");
    for (const r of [first, third, watcher]) r.socket.close();
    // None of it was played: the victim's journal holds only its first deal.
    expect(
      journal(db)
        .get(victim.table)
        ?.map((r) => r.kind),
    ).toEqual(["deal"]);
  });

  it("refuses a replayed move: played once, the same frame again is stale", async () => {
    const { raw, state } = await joined(victim.table, victim.tokens[1] ?? null);
    const move = frame({ type: "act", at: state.seq, action: { type: "draw", seat: 1 } });
    raw.send(move);
    const row = await raw.next();
    expect(row.type).toBe("row");
    expect(row.seq).toBe((state.seq as number) + 1);
    raw.send(move);
    expectErrorValue(await raw.next(), "server/stale");
    raw.socket.close();
    expect(
      journal(db)
        .get(victim.table)
        ?.map((r) => r.kind),
    ).toEqual(["deal", "play"]);
  });
});

describe("limits", () => {
  it("refuses an eleventh table from one connection (server/full)", async () => {
    const raw = await openRaw(url);
    for (let i = 0; i < 11; i++) raw.send(frame({ type: "create", seats: ["easy", "easy", "easy", "easy"] }));
    const answers = [];
    for (let i = 0; i < 11; i++) answers.push(await raw.next());
    expect(answers.slice(0, 10).every((m) => m.type === "created")).toBe(true);
    expectErrorValue(answers[10] as Record<string, unknown>, "server/full");
    raw.socket.close();
  });
});

describe("a flood from one connection", () => {
  it("is rate-limited with an error value, then closed (1008); the other tables play on", async () => {
    const before = bystanders.map((c) => c.seq);
    const { raw } = await joined(victim.table, null);
    for (let i = 0; i < 400; i++) raw.send(frame({ type: "act", at: 0, action: { type: "draw", seat: 0 } }));
    expect(await raw.closed).toBe(1008);
    expect(raw.received.some((m) => (m.error as { code?: string } | undefined)?.code === "server/rate-limited")).toBe(
      true,
    );
    // The bystanders' table went on, with no error told to any of its clients.
    await new Promise((r) => setTimeout(r, 500));
    expect(Math.min(...bystanders.map((c) => c.seq))).toBeGreaterThan(Math.min(...before));
    expect(bystanders.flatMap((c) => c.errors)).toEqual([]);
    expect(bystanders.every((c) => c.reconnects === 0)).toBe(true);
  });
});

describe("what each seat is told", () => {
  it("never sends a seat another seat's cards: every own card, legal move and view in its frames is its own, and the view it keeps (advanceView) is the replayed hand's after every move (R14.1)", async () => {
    const made = await createTable(url, { seats: ["person", "person", "person", "person"] });
    const random = seeded(9);
    const texts: string[][] = [[], [], [], []];
    const onTurn = (c: SeatClient, turn: Turn): void => {
      setTimeout(() => c.act(pickMove(turn.legal, random), turn.seq), 25);
    };
    const seats = made.tokens.map(
      (token, s) => new SeatClient(url, made.table, token, { onTurn, onText: (text) => texts[s]?.push(text) }),
    );
    await Promise.all(seats.map((c) => c.start()));
    try {
      expect(await until(() => seats.every((c) => [...c.rows.values()].some((r) => r.kind === "reveal")), 40_000)).toBe(
        true,
      );
    } finally {
      for (const c of seats) c.stop();
    }
    // The first hand, replayed from its journal and its revealed seed: the state after each row.
    const rows = (journal(db).get(made.table) ?? []).filter((r) => r.hand === 1);
    const deal = JSON.parse(rows[0]?.data ?? "{}") as { dealer: number };
    const reveal = JSON.parse(rows.find((r) => r.kind === "reveal")?.data ?? "{}") as { seed: string };
    const plays = rows.filter((r) => r.kind === "play");
    const states = replay({
      ruleset: presets.classic,
      seed: reveal.seed,
      dealer: deal.dealer,
      actions: plays.map((r) => JSON.parse(r.entry ?? "null") as unknown),
    }).value;
    if (states === undefined) throw new Error("the journal does not replay");
    const stateAt = new Map<number, HandState>([[1, states[0] as HandState]]);
    for (const [i, r] of plays.entries()) stateAt.set(r.seq, states[i + 1] as HandState);
    let checked = 0;
    let heldSent = 0;
    let moved = 0;
    for (const [seat, told] of texts.entries()) {
      // The view the seat keeps, as a client does: whole from the state, moved on by each live row.
      let kept: PlayerView | null = null;
      for (const text of told) {
        const f = JSON.parse(text) as Record<string, unknown>;
        const state = typeof f.seq === "number" ? stateAt.get(f.seq) : undefined;
        if (state === undefined || (f.type !== "row" && f.type !== "state")) continue;
        const own = state.held[seat] ?? [];
        const view = viewFor(state, seat);
        if (f.view !== undefined) {
          expect(f.view).toEqual(JSON.parse(JSON.stringify(view)));
          kept = f.view as PlayerView;
        } else if (f.kind === "play" && f.turn !== undefined && kept !== null) {
          const events = (f.data as { events: PublicEvent[] }).events;
          kept = advanceView(kept, { events, held: f.held as CardId[] | undefined }).value ?? null;
          expect(kept).toEqual(JSON.parse(JSON.stringify(view)));
          moved++;
        }
        if (f.held !== undefined) {
          expect(f.held).toEqual(view.held);
          heldSent++;
        }
        // Every card a legal move names is in the seat's own hand.
        for (const a of (f.legal ?? []) as { card?: number; cards?: number[] }[])
          for (const card of [...(a.cards ?? []), ...(a.card === undefined ? [] : [a.card])])
            expect(own).toContain(card);
        // Nothing private rides along: the row's data is the journal's, the same for every seat.
        const extra = Object.keys(f).filter(
          (k) => !["v", "type", "seq", "hand", "kind", "data", "turn", "legal", "held", "view"].includes(k),
        );
        if (f.type === "row") expect(extra).toEqual([]);
        if (f.type === "row") expect(JSON.stringify(f.data)).toBe(rows.find((r) => r.seq === f.seq)?.data);
        checked++;
      }
    }
    // Every seat's frames were checked, each seat's kept view after every move of the hand, and
    // its own cards were sent after its moves.
    expect(checked).toBeGreaterThan(plays.length * 4);
    expect(moved).toBe(plays.length * 4);
    expect(heldSent).toBeGreaterThan(plays.length / 2);
  });
});
