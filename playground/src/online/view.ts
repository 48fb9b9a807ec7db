/**
 * The online table drawn from what the server sent this page: its seat's view (a spectator's has
 * no hand and nothing hidden), whose turn, its legal moves when it is to act, the rows so far (the
 * moves, the deal commitment, the revealed seeds and the page's own check of them).
 */
import type { Action, CardId, Meld, PlayerView } from "burraco";
import { burracoClassName, displayOrder, type Locale } from "burraco/i18n";
import type { SeatPlayer } from "../../../server/src/wire.js";
import { cardElement } from "../cards.js";
import { type Child, h } from "../dom.js";
import type { OnlineTexts } from "./texts.js";
import type { Verdict } from "./verify.js";

/** What the page knows of its table. */
export interface TableModel {
  readonly lang: Locale;
  readonly table: string;
  readonly seat: number | null;
  readonly seats: readonly string[];
  /** By seat, who plays it now (a bot stands in for a person who is away). */
  readonly players: readonly SeatPlayer[];
  readonly names: readonly string[];
  readonly target: number;
  readonly clockSeconds: number | null;
  readonly status: "connecting" | "open" | "reconnecting" | "gone" | "bad-link";
  readonly seq: number;
  readonly hand: { readonly number: number; readonly commitment: string } | null;
  readonly view: PlayerView | null;
  readonly legal: readonly Action[] | null;
  readonly match: { readonly totals: readonly number[]; readonly over: boolean; readonly winner: number | null } | null;
  readonly moves: readonly string[];
  readonly verdicts: readonly { readonly hand: number; readonly verdict: Verdict; readonly seed: string }[];
  readonly selected: readonly CardId[];
  readonly message: { readonly text: string; readonly code: string; readonly rule?: string } | null;
}

/** A side's name: its seats' names ("North–South"). */
export function sideName(view: PlayerView, names: readonly string[], side: number): string {
  return view.sides.flatMap((s, seat) => (s === side ? [names[seat] ?? `#${seat}`] : [])).join("–");
}

function has(legal: readonly Action[] | null, test: (a: Action) => boolean): boolean {
  return legal?.some(test) === true;
}

const sameCards = (a: readonly CardId[], b: readonly CardId[]): boolean =>
  a.length === b.length && [...a].sort((x, y) => x - y).every((c, i) => c === [...b].sort((x, y) => x - y)[i]);

function matchLine(m: TableModel, t: OnlineTexts): HTMLElement {
  const view = m.view;
  const connection = h("span", { id: "connection", "data-status": m.status }, statusWord(m.status, t));
  // A link that leads nowhere seats no one (no "Spectator"), and has no hand or totals to show.
  if (m.status === "gone" || m.status === "bad-link") return h("p", { id: "match-line" }, connection);
  const who = m.seat === null ? t.spectator : t.you(m.names[m.seat] ?? "");
  return h(
    "p",
    { id: "match-line" },
    h("b", { id: "who" }, who),
    m.hand === null ? null : ` · ${t.hand(m.hand.number)}`,
    m.match === null || view === null
      ? null
      : ` · ${t.totals}: ${m.match.totals.map((n, side) => `${sideName(view, m.names, side)} ${n}`).join(" · ")} (${m.target})`,
    " · ",
    connection,
  );
}

function statusWord(status: TableModel["status"], t: OnlineTexts): string {
  if (status === "open") return t.connected;
  if (status === "bad-link") return t.badLinkStatus;
  return t[status];
}

/** The plain words when the link leads nowhere, where they are seen first. */
function dead(m: TableModel, t: OnlineTexts): HTMLElement | null {
  if (m.status !== "gone" && m.status !== "bad-link") return null;
  return h(
    "section",
    { id: "dead", role: "alert" },
    h("p", { class: "text" }, m.status === "gone" ? t.noTable : t.badLink),
    h("p", {}, h("a", { href: `online.html?lang=${m.lang}`, id: "new-table" }, t.newTable)),
  );
}

function fairness(m: TableModel, t: OnlineTexts): HTMLElement {
  const latest = m.verdicts.at(-1);
  return h(
    "section",
    { id: "fairness" },
    m.hand === null
      ? null
      : h("p", { id: "commitment" }, `${t.commitment} (${t.hand(m.hand.number)}): `, h("code", {}, m.hand.commitment)),
    latest === undefined
      ? null
      : h(
          "p",
          { id: "verify", "data-verdict": latest.verdict, "data-hand": latest.hand },
          latest.verdict === "verified"
            ? m.seat === null
              ? t.verifiedPublic(latest.hand)
              : t.verified(latest.hand)
            : latest.verdict === "mismatch"
              ? t.mismatch(latest.hand)
              : t.commitOnly(latest.hand),
          " ",
          h("span", { class: "seed" }, `${t.seed}: `, h("code", {}, latest.seed)),
        ),
    m.clockSeconds === null ? null : h("p", { class: "help" }, t.clockAt(m.clockSeconds)),
  );
}

function center(view: PlayerView, m: TableModel, t: OnlineTexts): HTMLElement {
  const pile: readonly CardId[] = view.discardPile ?? (view.discardTop === null ? [] : [view.discardTop]);
  const yours = m.seat !== null;
  return h(
    "section",
    { id: "center" },
    h(
      yours ? "button" : "div",
      {
        type: yours ? "button" : undefined,
        id: "stock",
        class: "pile-box",
        "data-action": yours ? "draw" : undefined,
        disabled: yours && !has(m.legal, (a) => a.type === "draw"),
      },
      h("span", { class: "back" }, view.stockCount),
      h("span", { class: "label" }, t.stock),
    ),
    h(
      yours ? "button" : "div",
      {
        type: yours ? "button" : undefined,
        id: "discard-pile",
        class: "pile-box",
        "data-action": yours ? "pickUp" : undefined,
        disabled: yours && !has(m.legal, (a) => a.type === "pickUpDiscards"),
      },
      h("span", { class: "fan" }, ...pile.map((id) => cardElement(id, m.lang))),
      h("span", { class: "label" }, `${t.pile} · ${t.cards(view.discardCount)}`),
    ),
  );
}

function meldBox(meld: Meld, index: number, own: boolean, m: TableModel, t: OnlineTexts): HTMLElement {
  const attachable =
    own &&
    m.selected.length > 0 &&
    has(m.legal, (a) => a.type === "attach" && a.meld === index && sameCards(a.cards, m.selected));
  const cls = `meld${own ? " own" : ""}${attachable ? " legal" : ""}${meld.burraco === null ? "" : ` burraco ${meld.burraco}`}`;
  const cards = h("span", { class: "cards" }, ...meld.cards.map((id) => cardElement(id, m.lang)));
  const badge = meld.burraco === null ? null : h("span", { class: "badge" }, burracoClassName(meld.burraco, m.lang));
  const number = h("span", { class: "meld-no" }, index + 1);
  if (!own || m.seat === null) return h("div", { class: cls, "data-meld": index }, number, cards, badge);
  return h(
    "button",
    { class: cls, type: "button", "data-action": "attach", "data-meld": index, "aria-label": t.attach(index + 1) },
    number,
    cards,
    badge,
  );
}

function melds(view: PlayerView, m: TableModel, t: OnlineTexts): HTMLElement {
  const own = m.seat === null ? -1 : (view.sides[m.seat] ?? -1);
  return h(
    "section",
    { id: "melds" },
    ...view.melds.map((list, side) =>
      h(
        "div",
        { class: `side${side === own ? " own" : ""}` },
        h("h2", {}, t.melds(sideName(view, m.names, side))),
        list.length === 0
          ? h("p", { class: "empty" }, t.noMelds)
          : h("div", { class: "meld-list" }, ...list.map((meld, i) => meldBox(meld, i, side === own, m, t))),
      ),
    ),
  );
}

/** The name of a bot level (`hard:<n>` is a hard bot with fewer playouts). */
function levelName(kind: string, t: OnlineTexts): string {
  return t.kinds[kind] ?? t.kinds[kind.split(":")[0] ?? ""] ?? kind;
}

/** Who plays a seat now, in words: a person, a bot, or a bot standing in for the seat's person. */
function playerWord(m: TableModel, seat: number, t: OnlineTexts): HTMLElement {
  const kind = m.seats[seat] ?? "person";
  const player = m.players[seat] ?? (kind === "person" ? "person" : "bot");
  const level = levelName(kind === "person" ? (m.seats.find((k) => k !== "person") ?? "medium") : kind, t);
  const words =
    player === "person" ? t.personPlays : kind === "person" ? t.standIn(level) : t.botPlays(levelName(kind, t));
  return h(
    "span",
    { class: `player ${player}`, "data-player": player, "data-stand-in": player === "bot" && kind === "person" },
    words,
  );
}

function seats(view: PlayerView, m: TableModel, t: OnlineTexts): HTMLElement {
  return h(
    "ul",
    { id: "seats" },
    ...view.heldCounts.map((n, seat) => {
      const current = view.turn === seat && view.phase !== "ended";
      return h(
        "li",
        {
          class: `seat${current ? " current" : ""}`,
          "data-seat": seat,
          "data-player": m.players[seat],
          "aria-current": current ? "true" : undefined,
        },
        h("b", {}, m.names[seat] ?? `#${seat}`),
        " (",
        playerWord(m, seat, t),
        seat === m.seat ? `, ${t.youMark}` : "",
        `) · ${t.cards(n)}`,
        (view.known[seat] ?? []).length === 0
          ? null
          : h("span", { class: "known" }, " · ", ...(view.known[seat] ?? []).map((id) => cardElement(id, m.lang))),
      );
    }),
  );
}

function moves(m: TableModel, t: OnlineTexts): HTMLElement {
  return h(
    "section",
    { id: "moves" },
    h("h2", {}, t.moves),
    m.moves.length === 0
      ? h("p", { class: "empty" }, t.noMoves)
      : h("ol", {}, ...m.moves.slice(-12).map((s) => h("li", {}, s))),
  );
}

function statusText(view: PlayerView, m: TableModel, t: OnlineTexts): string {
  if (view.phase === "ended") {
    const match = m.match;
    if (match?.over === true && match.winner !== null) return t.matchOver(sideName(view, m.names, match.winner));
    return `${t.handOver} ${match === null ? "" : t.nextSoon}`;
  }
  const timeOut = view.timeOut === null ? "" : ` ${t.timeOut}`;
  if (m.seat !== null && view.turn === m.seat) {
    const what = view.phase === "draw" ? t.yourDraw : view.phase === "pozzetto" ? t.yourPozzetto : t.yourPlay;
    return `${what}${timeOut}`;
  }
  return `${t.turnOf(m.names[view.turn] ?? "")}${timeOut}`;
}

function dock(view: PlayerView, m: TableModel, t: OnlineTexts): HTMLElement {
  const seat = m.seat;
  const yours = seat !== null && view.turn === seat && view.phase !== "ended";
  const parts: Child[] = [h("p", { id: "status", class: yours ? "yours" : "" }, statusText(view, m, t))];
  if (m.message !== null)
    parts.push(
      h(
        "div",
        { id: "message", class: "refusal", "data-code": m.message.code, "data-rule": m.message.rule },
        h("p", { class: "text" }, m.message.text),
        h("p", { class: "details" }, [m.message.rule, m.message.code].filter((x) => x !== undefined).join(" · ")),
      ),
    );
  if (seat !== null && view.phase !== "ended") {
    const one = m.selected.length === 1 ? m.selected[0] : undefined;
    const legal = m.legal;
    const button = (action: string, label: string, enabled: boolean, ok: boolean): HTMLElement =>
      h("button", { type: "button", "data-action": action, class: ok ? "legal" : "", disabled: !enabled }, label);
    parts.push(
      h(
        "section",
        { id: "hand" },
        h("h2", {}, `${t.yourHand} · ${t.cards(view.held.length)}`),
        h(
          "div",
          { class: "cards", role: "group" },
          ...displayOrder(view.held).map((id) => {
            const selected = m.selected.includes(id);
            return cardElement(
              id,
              m.lang,
              {
                type: "button",
                class: selected ? "selected" : undefined,
                "data-card": id,
                "data-discard": has(legal, (a) => a.type === "discard" && a.card === id) ? "legal" : undefined,
                "aria-pressed": String(selected),
              },
              "button",
            );
          }),
        ),
      ),
      h(
        "div",
        { id: "actions", role: "group" },
        button(
          "draw",
          t.draw,
          has(legal, (a) => a.type === "draw"),
          has(legal, (a) => a.type === "draw"),
        ),
        button(
          "pickUp",
          t.pickUp,
          has(legal, (a) => a.type === "pickUpDiscards"),
          has(legal, (a) => a.type === "pickUpDiscards"),
        ),
        has(legal, (a) => a.type === "takePozzetto") ? button("takePozzetto", t.takePozzetto, true, true) : null,
        button(
          "discard",
          t.discard,
          yours && one !== undefined,
          has(legal, (a) => a.type === "discard" && a.card === one),
        ),
        button(
          "close",
          t.close,
          yours && one !== undefined,
          has(legal, (a) => a.type === "close" && a.card === one),
        ),
        button(
          "meld",
          t.meld,
          yours && m.selected.length >= 3,
          has(legal, (a) => a.type === "meld" && sameCards(a.cards, m.selected)),
        ),
      ),
    );
  }
  return h("section", { id: "dock" }, ...parts);
}

function result(view: PlayerView, m: TableModel, t: OnlineTexts): HTMLElement | null {
  const revealed = view.revealed;
  if (revealed === null) return null;
  return h(
    "section",
    { id: "result" },
    h("h2", {}, t.allHands),
    h(
      "ul",
      { id: "all-hands" },
      ...revealed.held.map((cards, seat) =>
        h(
          "li",
          {},
          h("b", {}, `${m.names[seat] ?? ""} · ${t.cards(cards.length)}`),
          " ",
          h("span", { class: "cards" }, ...displayOrder(cards).map((id) => cardElement(id, m.lang))),
        ),
      ),
    ),
  );
}

/** The table's part of the page. */
export function renderTable(m: TableModel, t: OnlineTexts): HTMLElement {
  const view = m.view;
  if (view === null) return h("main", { "data-seq": m.seq }, matchLine(m, t), dead(m, t), fairness(m, t));
  return h(
    "main",
    {
      "data-seq": m.seq,
      "data-phase": view.phase,
      "data-turn": view.turn,
      "data-seat": m.seat ?? "spectator",
      "data-hand": m.hand?.number,
    },
    matchLine(m, t),
    dead(m, t),
    fairness(m, t),
    result(view, m, t),
    h(
      "div",
      { id: "table" },
      h("div", { class: "left" }, center(view, m, t), melds(view, m, t)),
      h("div", { class: "right" }, seats(view, m, t), moves(m, t)),
    ),
    dock(view, m, t),
  );
}
