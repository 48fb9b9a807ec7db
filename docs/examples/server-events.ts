import assert from "node:assert/strict";
import {
  type Action,
  apply,
  type HandState,
  legalActions,
  newHand,
  type PlayerView,
  type PublicEvent,
  presets,
  publicEvents,
  randomSeed,
  viewFor,
} from "burraco";
import { greedyBot, seedRng } from "burraco/bots";
import { describeEvent, type Locale, seatNames } from "burraco/i18n";

// What the server sends after every move: the same events to everyone, and each seat its own view.
interface Message {
  readonly events: readonly PublicEvent[];
  readonly view: PlayerView;
}

// The server side: the state, and one outbox per seat (a WebSocket each, in production).
const dealt = newHand({ ruleset: presets.classic, seed: randomSeed() });
assert.ok(dealt.ok);
let state: HandState = dealt.value;
const outboxes: Message[][] = state.held.map(() => []);
const sent: PublicEvent[] = [];

// A move that apply accepted becomes events for every seat; the state never leaves the server.
function play(action: Action): void {
  const next = apply(state, action);
  assert.ok(next.ok, "the server sends back a refusal instead (see above)");
  const events = publicEvents(state, action, next.value);
  assert.ok(events.ok);
  state = next.value;
  sent.push(...events.value);
  for (const [seat, outbox] of outboxes.entries()) outbox.push({ events: events.value, view: viewFor(state, seat) });
}

// The client side: it keeps the events since its own last move and shows them as a move list,
// its own moves in the second person ("Peschi dal tallone.").
class Client {
  private since: PublicEvent[] = [];
  readonly shown: string[][] = [];
  constructor(
    readonly seat: number,
    readonly lang: Locale,
  ) {}
  receive(message: Message): void {
    this.since.push(...message.events);
    const myTurn = message.view.turn === this.seat && message.view.phase === "draw";
    if (myTurn || message.view.phase === "ended") {
      const names = seatNames(4, this.lang, this.seat); // the reader sits South
      this.shown.push(this.since.map((e) => describeEvent(e, this.lang, { viewer: this.seat, names })));
      this.since = [];
    }
  }
}

const client = new Client(0, "it");
let rng = seedRng(1);
// Bots play every seat here; a real table waits for each player's move.
while (state.phase !== "ended") {
  const [action, next] = greedyBot(viewFor(state, state.turn), legalActions(state), rng);
  rng = next;
  assert.ok(action !== null);
  play(action);
  for (const message of outboxes[0]?.splice(0) ?? []) client.receive(message);
}

// Each list holds the moves of the other three seats since seat 0's turn, then seat 0's own.
const lists = client.shown;
assert.ok(lists.length > 1);
const lines = lists.flat();
assert.ok(lines.some((line) => / pesca dal tallone\.$/.test(line))); // "Est pesca dal tallone."
assert.ok(lines.some((line) => line === "Peschi dal tallone." || line.startsWith("Raccogli gli scarti:")));
assert.ok(lines.every((line) => line !== "Mossa sconosciuta."));
assert.match(lists.at(-1)?.at(-1) ?? "", /^La mano è finita/);
// No event carries a card drawn from the stock: only the drawer's own view shows it.
for (const e of sent) if (e.type === "draw") assert.deepEqual(Object.keys(e), ["type", "seat"]);
