/**
 * The online page's entry point (online.html). Without a table in the address it shows the form
 * that opens one and then the invite links; with `#t=<table>&k=<token>` it sits at that seat, with
 * `#t=<table>` alone it watches. Every move goes to the server, which checks it (playAction, as
 * apply checks it) and tells every seat the move's public events and, when they changed, its own
 * cards; the page keeps its view (sent whole after a join and at each deal) and moves it on with
 * `advanceView`, then draws it.
 */
import type { Action, CardId, PlayerView, Ruleset } from "burraco";
import { describeEvent, displayOrder, type Locale, seatNames } from "burraco/i18n";
import { advanceView } from "burraco/table";
import {
  type CreateFrame,
  PROTOCOL_VERSION,
  type RowFrame,
  readServerFrame,
  type ServerFrame,
} from "../../../server/src/wire.js";
import { bringIntoView } from "../bringIntoView.js";
import { h } from "../dom.js";
import { chooseLang, pageLang } from "../language.js";
import { rovingHand } from "../roving.js";
import { menuButton, menuPanel } from "../tableParts.js";
import { TEXTS } from "../texts.js";
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
/** The lines of the moves list kept: a whole hand's, shown again in its summary at its end. */
const MOVES_KEPT = 2000;

/** A language link: this page in `to`, the reader's choice kept for the other pages. */
function langLink(to: Locale, name: string): HTMLElement {
  const link = h("a", { href: `?lang=${to}${location.hash}`, lang: to, "data-lang": to }, name);
  link.addEventListener("click", () => chooseLang(to));
  return link;
}

/** Whether the header's menu (the languages and the link to the playground) is open. */
let menuOpen = false;

/**
 * The header, as the playground's: the title, the match's line and a menu button (a disclosure,
 * tableParts.ts) that folds the languages and the link to play alone.
 */
function header(line: HTMLElement | null): HTMLElement {
  const pt = TEXTS[lang];
  return h(
    "header",
    {},
    h("h1", {}, t.title),
    line,
    menuButton(menuOpen, pt.menu),
    menuPanel(
      menuOpen,
      h(
        "nav",
        { "aria-label": pt.languages },
        langLink("it", "Italiano"),
        langLink("en", "English"),
        h("a", { href: `index.html?lang=${lang}`, id: "playground-link" }, t.playground),
      ),
    ),
  );
}

/** Opens or closes the menu where it is drawn (the next drawing keeps it so). */
function toggleMenu(open: boolean): void {
  menuOpen = open;
  root.querySelector("#menu-button")?.setAttribute("aria-expanded", String(open));
  root.querySelector<HTMLElement>("#menu")?.toggleAttribute("hidden", !open);
}
root.addEventListener("click", (e) => {
  if ((e.target as HTMLElement).closest("#menu-button") !== null) toggleMenu(!menuOpen);
});
// Escape closes the menu, and focus goes back to its button.
root.addEventListener("keydown", (e) => {
  if (e.key !== "Escape" || !menuOpen) return;
  toggleMenu(false);
  root.querySelector<HTMLElement>("#menu-button")?.focus();
});

// The live region lives outside the re-drawn page, so that screen readers hear each status.
const live = h("div", { id: "live", class: "sr-only", "aria-live": "polite", role: "status" });
document.body.append(live);

/** The control of a `data-key` (or id), when it is on the page and enabled. */
function focusable(key: string | null): HTMLElement | null {
  if (key === null || key === "") return null;
  const el = root.querySelector<HTMLElement>(`[data-key="${CSS.escape(key)}"]`) ?? document.getElementById(key) ?? null;
  return el === null || (el as HTMLButtonElement).disabled === true ? null : el;
}

/**
 * The control of the move to make, where focus goes when the one that had it is gone (a card
 * played, a button disabled): never the page's body.
 */
function moveControl(): HTMLElement | null {
  const main = root.querySelector<HTMLElement>("main[data-seq]");
  if (main === null) return null;
  const phase = main?.dataset.phase;
  const mine = main?.dataset.turn !== undefined && main.dataset.turn === main.dataset.seat;
  if (mine && phase === "draw") return focusable("draw");
  if (mine && phase === "pozzetto") return focusable("takePozzetto");
  return (
    focusable("dismiss") ??
    root.querySelector<HTMLElement>('#hand [tabindex="0"]') ??
    root.querySelector<HTMLElement>("#status") ??
    focusable("new-table") ??
    focusable("play-here") ??
    root.querySelector<HTMLElement>("#dead") ??
    main
  );
}

/** Where focus goes after the next drawing (a `data-key`), when that control is there and enabled. */
let focusWish: string | null = null;

/**
 * Draws the page again, with keyboard focus back on the same control (by its `data-key`), on the
 * control asked for (`focusWish`), or, when the control that had it is gone, on the move to make.
 */
function show(main: HTMLElement, line: HTMLElement | null = null, dock: HTMLElement | null = null): void {
  const active = document.activeElement as HTMLElement | null;
  const had = active?.dataset.key ?? (active?.id === "" ? null : (active?.id ?? null));
  const inPage = active === null || active === document.body || root.contains(active);
  // The playground's page (style.css): the header and the table scroll above the dock, which on a
  // phone on its side stands beside them; the table keeps where it was scrolled to.
  const scrolled = document.getElementById("scroller")?.scrollTop ?? 0;
  root.replaceChildren(
    h(
      "div",
      { id: "page", class: dock === null ? undefined : "round" },
      h("div", { id: "scroller" }, header(line), main),
      dock,
    ),
  );
  document.getElementById("scroller")?.scrollTo(0, scrolled);
  // The last moves at their end, the newest in view, now: a frame callback alone may never run in a
  // tab the browser does not paint, and the list would then open at its oldest line.
  const lastMoves = root.querySelector<HTMLElement>("#moves ol");
  if (lastMoves !== null) lastMoves.scrollTop = lastMoves.scrollHeight;
  const wish = focusWish;
  focusWish = null;
  const target = focusable(wish) ?? focusable(had) ?? (inPage ? moveControl() : null);
  if (target !== null && target !== document.activeElement) {
    // A plain element (the status line, the alert) takes focus only by script.
    if (!target.matches("button, a, summary, input, select, [tabindex]")) target.tabIndex = -1;
    target.focus({ preventScroll: wish === null });
    if (wish !== null) target.scrollIntoView({ block: "nearest" });
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
    cursor: null,
    ended: null,
    history: [],
    message: null,
  };
  let ruleset: Ruleset | null = null;
  /** Whether the hand in play pairs three players (R11.3), for `advanceView`: its deal's `pairing`. */
  let pairing = false;
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
  /** Whether the next drawing starts your turn: the table scrolls back to its top (the others' melds). */
  let turnStarts = false;
  /** Whether the next drawing follows a change of your chosen cards: the melds they fit come into view. */
  let choosing = false;
  const draw = (): void => {
    verify();
    const parts = renderTable(m, t);
    show(parts.main, parts.line, parts.dock);
    if (turnStarts) document.getElementById("scroller")?.scrollTo(0, 0);
    if (choosing) bringIntoView([...root.querySelectorAll(".meld.legal")]);
    turnStarts = false;
    choosing = false;
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
  /** The kind of the last move this page sent, until its view comes back. */
  let sent: Action["type"] | null = null;
  /** Whether the reader is busy in the header (the language, the links): focus is left there. */
  const elsewhere = (): boolean => document.activeElement?.closest("header") != null;
  const seatView = (view: PlayerView, legal: readonly Action[] | null): void => {
    const before = m.view;
    ruleset = view.ruleset;
    const seat = m.seat;
    const mine = seat !== null && view.turn === seat && view.phase !== "ended";
    const wasMine = before !== null && before.turn === seat && before.phase === view.phase;
    // Focus follows the move to make: the drawn card after a draw, Draw when your turn comes, the
    // pozzetto when it is to take, the hand's summary at its end.
    const drawn = view.held.filter((c) => before?.held.includes(c) !== true);
    let cursor = m.cursor;
    if ((sent === "draw" || sent === "pickUpDiscards") && view.phase === "play" && drawn.length > 0) {
      cursor = displayOrder(drawn)[0] ?? cursor;
      focusWish = `card-${cursor}`;
    } else if (mine && view.phase === "draw" && !wasMine && !elsewhere()) focusWish = "draw";
    if (mine && view.phase === "draw" && !wasMine) turnStarts = true;
    else if (mine && view.phase === "pozzetto" && !elsewhere()) focusWish = "takePozzetto";
    sent = null;
    let ended = m.ended;
    if (view.phase === "ended" && m.hand !== null) {
      if (before?.phase !== "ended" && !elsewhere()) focusWish = "dismiss";
      ended = { hand: m.hand.number, view, moves: m.moves };
    }
    // A selection keeps only the cards still in hand.
    set({
      view,
      legal,
      seq: conn.seq(),
      selected: m.selected.filter((c) => view.held.includes(c)),
      cursor,
      ended,
    });
    keepFirst(view);
  };
  const onRow = (frame: RowFrame): void => {
    if (frame.kind === "deal") {
      const data = frame.data;
      const hand = { number: data.number, commitment: data.commitment };
      pairing = data.pairing;
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
      set({ moves: [...m.moves, ...lines].slice(-MOVES_KEPT) });
    } else if (frame.kind === "rewind") {
      const text = t.rewound(frame.data.to);
      set({ moves: [...m.moves, text].slice(-MOVES_KEPT), message: { text, code: "server/rewound" } });
    } else if (frame.kind === "seat") {
      const { seat, player, reason } = frame.data;
      const name = m.names[seat] ?? `#${seat}`;
      const text = reason === "returned" ? t.seatBack(name) : t.seatTaken(name, reason);
      set({
        players: m.players.map((p, i) => (i === seat ? player : p)),
        moves: [...m.moves, text].slice(-MOVES_KEPT),
      });
    } else if (frame.kind === "reveal") {
      const data = frame.data;
      // Checked once the ruleset is known (rows missed while away come before the state).
      reveals.push({ number: data.number, seed: data.seed });
      if (data.totals !== null) {
        const row = { hand: data.number, totals: data.totals };
        set({
          match: { totals: data.totals, over: data.over, winner: data.winner },
          history: [...m.history.filter((r) => r.hand !== data.number), row],
        });
      }
    }
    set({ seq: conn.seq() });
    // Only a live row that changes the table carries `turn` (a join's resent rows do not: its state follows).
    if (frame.turn === undefined) return;
    if (frame.view !== undefined) seatView(frame.view, frame.legal ?? null);
    else if (m.view !== null) {
      const moved =
        frame.kind === "play"
          ? advanceView(m.view, { events: frame.data.events, held: frame.held, pairing })
          : { ok: true as const, value: m.view };
      // A view that cannot be moved on is asked for whole again: a new join sends it.
      if (moved.ok) seatView(moved.value, frame.legal ?? null);
      else conn.resync();
    }
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
      pairing = hand.pairing;
      seatView(frame.view, frame.legal);
    } else if (frame.type === "error") {
      const error = frame.error;
      pending = null;
      sent = null;
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
    if (pending === conn.seq() || stoppedHere()) return;
    pending = conn.seq();
    sent = action.type;
    set({ message: null });
    conn.send({ type: "act", at: conn.seq(), action });
  };
  root.addEventListener("click", (e) => {
    const el = (e.target as HTMLElement).closest<HTMLElement>("[data-card],[data-action]");
    const seat = m.seat;
    // The replaced tab takes its seat back only when asked: a reload joins again.
    if (el?.dataset.action === "reload") location.reload();
    if (el === null || m.view === null || stoppedHere()) return;
    if (el.dataset.action === "dismiss") {
      set({ ended: null });
      draw();
      return;
    }
    if (seat === null) return;
    if (el.dataset.card !== undefined) {
      const card = Number(el.dataset.card) as CardId;
      const selected = m.selected.includes(card) ? m.selected.filter((c) => c !== card) : [...m.selected, card];
      set({ selected, cursor: card });
      choosing = true;
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
  // The hand is one tab stop: the arrow keys, Home and End move between its cards.
  rovingHand(root, (card) => set({ cursor: card as CardId }));
  /** Whether this page has stopped (another tab took the seat, or the link leads nowhere). */
  const stoppedHere = (): boolean => m.status === "replaced" || m.status === "gone" || m.status === "bad-link";
  draw();
}
