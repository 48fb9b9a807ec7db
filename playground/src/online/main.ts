/**
 * The online page's entry point (online.html). Without a table in the address it shows the form
 * that opens one and then the invite links; with `#t=<table>&k=<token>` it sits at that seat, with
 * `#t=<table>` alone it watches. Every move goes to the server, which checks it (playAction, as
 * apply checks it) and tells every seat its own view; the page draws what it is told.
 */
import type { Action, CardId, PlayerView, Ruleset } from "burraco";
import { describeEvent, type Locale, seatNames } from "burraco/i18n";
import {
  type CreateFrame,
  PROTOCOL_VERSION,
  type RowFrame,
  readServerFrame,
  type SeatPart,
  type ServerFrame,
} from "../../../server/src/wire.js";
import { h } from "../dom.js";
import { chooseLang, pageLang } from "../language.js";
import { type Connection, connect } from "./connection.js";
import { type Created, type CreateRequest, DEFAULT_CHOICE, readCreate, renderCreate } from "./create.js";
import { refusalText } from "./refusals.js";
import { ONLINE_TEXTS } from "./texts.js";
import { check, isFirstView, keep, kept } from "./verify.js";
import { renderTable, type TableModel } from "./view.js";

const root = document.getElementById("app") as HTMLElement;
const lang: Locale = pageLang(location.search);
const t = ONLINE_TEXTS[lang];
document.documentElement.lang = lang;
const fragment = new URLSearchParams(location.hash.slice(1));
const tableId = fragment.get("t");
const token = fragment.get("k");
addEventListener("hashchange", () => location.reload());

/** A language link: this page in `to`, the reader's choice kept for the other pages. */
function langLink(to: Locale, name: string): HTMLElement {
  const link = h("a", { href: `?lang=${to}${location.hash}`, lang: to, "data-lang": to }, name);
  link.addEventListener("click", () => chooseLang(to));
  return link;
}

function header(): HTMLElement {
  return h(
    "header",
    {},
    h("h1", {}, t.title),
    h(
      "nav",
      {},
      langLink("it", "Italiano"),
      langLink("en", "English"),
      h("a", { href: `index.html?lang=${lang}`, id: "playground-link" }, t.playground),
    ),
  );
}

// The live region lives outside the re-drawn page, so that screen readers hear each status.
const live = h("div", { id: "live", class: "sr-only", "aria-live": "polite", role: "status" });
document.body.append(live);

/** Draws the page again, with keyboard focus back on the same control (by its card or action). */
function show(main: HTMLElement): void {
  const active = document.activeElement as HTMLElement | null;
  const key = active?.dataset.card ?? active?.dataset.action ?? active?.id ?? null;
  root.replaceChildren(h("div", { id: "page" }, header(), main));
  if (key !== null && key !== "") {
    const again =
      root.querySelector<HTMLElement>(`[data-card="${CSS.escape(key)}"]`) ??
      root.querySelector<HTMLElement>(`[data-action="${CSS.escape(key)}"]`) ??
      document.getElementById(key);
    again?.focus();
  }
  const status = root.querySelector("#status")?.textContent ?? "";
  if (live.textContent !== status) live.textContent = status;
}

if (tableId === null) lobby();
else table(tableId, token);

function lobby(): void {
  // What the reader chose stays in the form, before and after the table is opened.
  let chosen: CreateRequest = DEFAULT_CHOICE;
  let created: Created | null = null;
  const draw = (): void => show(renderCreate(lang, t, chosen, created));
  root.addEventListener("change", (e) => {
    const form = (e.target as HTMLElement).closest("form");
    if (form === null) return;
    const before = chosen.preset;
    chosen = readCreate(form);
    // Another preset seats another number of players: the form is drawn again.
    if (chosen.preset !== before) draw();
  });
  root.addEventListener("click", (e) => {
    const button = (e.target as HTMLElement).closest<HTMLButtonElement>("button[data-copy], button[data-share]");
    if (button === null) return;
    const said = button.parentElement?.querySelector(".copied") ?? null;
    const link = button.dataset.copy ?? button.dataset.share ?? "";
    if (button.dataset.share !== undefined) {
      void navigator.share({ title: t.title, url: link }).catch(() => undefined);
      return;
    }
    const say = (text: string): void => {
      for (const other of root.querySelectorAll(".copied")) other.textContent = "";
      if (said !== null) said.textContent = text;
    };
    // No clipboard outside a secure context (http to another machine): the link stays selectable.
    const copied = navigator.clipboard?.writeText(link) ?? Promise.reject(new Error("no clipboard"));
    copied.then(
      () => say(t.copied),
      () => say(t.copyFailed),
    );
  });
  root.addEventListener("submit", (e) => {
    e.preventDefault();
    const request = readCreate(e.target as HTMLFormElement);
    chosen = request;
    const socket = new WebSocket(`${location.protocol === "https:" ? "wss:" : "ws:"}//${location.host}/ws`);
    socket.onopen = () =>
      socket.send(JSON.stringify({ v: PROTOCOL_VERSION, type: "create", ...request } satisfies CreateFrame));
    socket.onmessage = (m) => {
      const frame = readServerFrame(String(m.data));
      socket.close();
      if (frame?.type === "created") created = frame;
      draw();
      if (frame?.type === "error")
        root
          .querySelector("#lobby")
          ?.append(h("p", { class: "refusal" }, refusalText(frame.error, lang, t)?.text ?? ""));
    };
  });
  draw();
}

function table(id: string, seatToken: string | null): void {
  let m: TableModel = {
    lang,
    table: id,
    seat: null,
    seats: [],
    players: [],
    names: seatNames(4, lang),
    target: 0,
    clockSeconds: null,
    status: "connecting",
    seq: 0,
    hand: null,
    view: null,
    legal: null,
    match: null,
    moves: [],
    verdicts: [],
    selected: [],
    message: null,
  };
  let ruleset: Ruleset | null = null;
  const reveals: { number: number; seed: string | number }[] = [];
  /** Runs verifyDeal on every revealed seed not checked yet. */
  const verify = (): void => {
    if (ruleset === null) return;
    for (const { number, seed } of reveals.splice(0)) {
      const record = kept(id, m.seat, number);
      if (record !== null)
        set({ verdicts: [...m.verdicts, { hand: number, verdict: check(record, seed, ruleset), seed: String(seed) }] });
    }
  };
  const draw = (): void => {
    verify();
    show(renderTable(m, t));
  };
  const set = (changes: Partial<TableModel>): void => {
    m = { ...m, ...changes };
  };
  const keepFirst = (view: PlayerView): void => {
    if (m.hand !== null && isFirstView(view)) {
      const k = kept(id, m.seat, m.hand.number);
      if (k !== null) keep(id, m.seat, m.hand.number, { ...k, view });
    }
  };
  const seatView = (part: SeatPart): void => {
    const view = part.view;
    ruleset = view.ruleset;
    // A selection keeps only the cards still in hand.
    set({
      view,
      legal: part.legal,
      seq: conn.seq(),
      selected: m.selected.filter((c) => view.held.includes(c)),
    });
    keepFirst(view);
  };
  const onRow = (frame: RowFrame): void => {
    if (frame.kind === "deal") {
      const data = frame.data;
      const hand = { number: data.number, commitment: data.commitment };
      keep(id, m.seat, hand.number, {
        commitment: hand.commitment,
        dealer: data.dealer,
        pairing: data.pairing,
        view: null,
      });
      set({ hand, moves: [] });
    } else if (frame.kind === "play") {
      const names = m.names;
      const viewer = m.seat ?? undefined;
      const lines = frame.data.events.map((e) =>
        describeEvent(e, lang, viewer === undefined ? { names } : { viewer, names }),
      );
      set({ moves: [...m.moves, ...lines].slice(-40) });
    } else if (frame.kind === "rewind") {
      const text = t.rewound(frame.data.to);
      set({ moves: [...m.moves, text].slice(-40), message: { text, code: "server/rewound" } });
    } else if (frame.kind === "seat") {
      const { seat, player, reason } = frame.data;
      const name = m.names[seat] ?? `#${seat}`;
      const text = reason === "returned" ? t.seatBack(name) : t.seatTaken(name, reason);
      set({ players: m.players.map((p, i) => (i === seat ? player : p)), moves: [...m.moves, text].slice(-40) });
    } else if (frame.kind === "reveal") {
      const data = frame.data;
      // Checked once the ruleset is known (rows missed while away come before the state).
      reveals.push({ number: data.number, seed: data.seed });
      if (data.totals !== null) set({ match: { totals: data.totals, over: data.over, winner: data.winner } });
    }
    set({ seq: conn.seq() });
    if (frame.view !== undefined) seatView(frame);
  };
  const onFrame = (frame: ServerFrame): void => {
    if (frame.type === "row") onRow(frame);
    else if (frame.type === "state") {
      const hand = frame.hand;
      const seats = frame.seats;
      set({
        seat: frame.seat,
        seats,
        players: frame.players,
        names: seatNames(seats.length, lang),
        target: frame.target,
        clockSeconds: frame.clockSeconds,
        hand: { number: hand.number, commitment: hand.commitment },
        match: frame.match,
      });
      keep(id, m.seat, hand.number, {
        commitment: hand.commitment,
        dealer: hand.dealer,
        pairing: hand.pairing,
        view: null,
      });
      seatView(frame);
    } else if (frame.type === "error") {
      const error = frame.error;
      pending = null;
      const said = refusalText(error, lang, t);
      if (said !== null && said.dead !== null) {
        conn.stop();
        set({ status: said.dead, message: null });
      } else if (said !== null)
        set({
          message: { text: said.text, code: error.code, ...(error.rule === undefined ? {} : { rule: error.rule }) },
        });
    }
    draw();
  };
  // The row a move was sent at, until the server answers it (its row, or a refusal): a second
  // click meanwhile (a double click) sends nothing, so a move is sent once.
  let pending: number | null = null;
  const conn: Connection = connect(id, seatToken, onFrame, (status) => {
    pending = null;
    set({ status });
    draw();
  });
  const act = (action: Action): void => {
    if (pending === conn.seq()) return;
    pending = conn.seq();
    set({ message: null });
    conn.send({ type: "act", at: conn.seq(), action });
  };
  root.addEventListener("click", (e) => {
    const el = (e.target as HTMLElement).closest<HTMLElement>("[data-card],[data-action]");
    const seat = m.seat;
    if (el === null || seat === null || m.view === null) return;
    if (el.dataset.card !== undefined) {
      const card = Number(el.dataset.card) as CardId;
      set({ selected: m.selected.includes(card) ? m.selected.filter((c) => c !== card) : [...m.selected, card] });
      draw();
      return;
    }
    const one = m.selected[0];
    switch (el.dataset.action) {
      case "draw":
        return act({ type: "draw", seat });
      case "pickUp":
        return act({ type: "pickUpDiscards", seat });
      case "takePozzetto":
        return act({ type: "takePozzetto", seat });
      case "meld":
        return act({ type: "meld", seat, cards: m.selected });
      case "attach":
        if (m.selected.length > 0) act({ type: "attach", seat, meld: Number(el.dataset.meld), cards: m.selected });
        return;
      case "discard":
        if (one !== undefined) act({ type: "discard", seat, card: one });
        return;
      case "close":
        if (one !== undefined) act({ type: "close", seat, card: one });
        return;
    }
  });
  draw();
}
