/**
 * The online table drawn from what the server sent this page: its seat's view (a spectator's has
 * no hand and nothing hidden), whose turn, its legal moves when it is to act, the rows so far (the
 * moves, the deal commitment, the revealed seeds and the page's own check of them).
 */
import { type Action, type CardId, type Meld, type PlayerView, scoreView } from "burraco";
import { burracoClassName, displayOrder, type Locale } from "burraco/i18n";
import type { SeatPlayer } from "../../../server/src/wire.js";
import { cardElement, meldCards } from "../cards.js";
import { type Child, h } from "../dom.js";
import { sheetTable, signed, table } from "../sheet.js";
import { handColumns, pileFan, seatLine } from "../tableParts.js";
import { TEXTS, type Texts } from "../texts.js";
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
  /** `replaced`: another tab took the seat with the same link (the server closed this one, 4000). */
  readonly status: "connecting" | "open" | "reconnecting" | "gone" | "bad-link" | "replaced";
  readonly seq: number;
  readonly hand: { readonly number: number; readonly commitment: string } | null;
  readonly view: PlayerView | null;
  readonly legal: readonly Action[] | null;
  readonly match: { readonly totals: readonly number[]; readonly over: boolean; readonly winner: number | null } | null;
  readonly moves: readonly string[];
  readonly verdicts: readonly { readonly hand: number; readonly verdict: Verdict; readonly seed: string }[];
  readonly selected: readonly CardId[];
  /** The card of your hand that holds the keyboard (roving tab stop), or `null` for the first. */
  readonly cursor: CardId | null;
  /** The last hand's end, shown until the player hides it or another hand ends (not at the next deal). */
  readonly ended: { readonly hand: number; readonly view: PlayerView; readonly moves: readonly string[] } | null;
  /** The match totals after each hand (from the `reveal` rows), for the table by hand. */
  readonly history: readonly { readonly hand: number; readonly totals: readonly number[] }[];
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
  if (stopped(m)) return h("p", { id: "match-line" }, connection);
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

/** Whether the page has stopped: its link leads nowhere, or another tab took its seat. */
const stopped = (m: TableModel): boolean => m.status === "gone" || m.status === "bad-link" || m.status === "replaced";

function statusWord(status: TableModel["status"], t: OnlineTexts): string {
  if (status === "open") return t.connected;
  if (status === "bad-link") return t.badLinkStatus;
  return t[status];
}

/** The plain words when the link leads nowhere, where they are seen first. */
function dead(m: TableModel, t: OnlineTexts): HTMLElement | null {
  if (!stopped(m)) return null;
  const text = m.status === "gone" ? t.noTable : m.status === "replaced" ? t.replacedText : t.badLink;
  return h(
    "section",
    { id: "dead", role: "alert", "data-status": m.status },
    h("p", { class: "text" }, text),
    m.status === "replaced"
      ? h("p", {}, h("button", { type: "button", id: "play-here", "data-action": "reload" }, t.playHere))
      : h("p", {}, h("a", { href: `online.html?lang=${m.lang}`, id: "new-table" }, t.newTable)),
  );
}

/**
 * The deal's fairness in one line ("Mano 2: mazzo verificato"), the commitment, the revealed key
 * and the long words folded under it for whoever wants them.
 */
function fairness(m: TableModel, t: OnlineTexts): HTMLElement | null {
  const hand = m.hand;
  if (hand === null) return m.clockSeconds === null ? null : h("p", { class: "help" }, t.clockAt(m.clockSeconds));
  const latest = m.verdicts.filter((v) => v.hand === hand.number).at(-1);
  const short =
    latest === undefined
      ? t.dealSealed(hand.number)
      : latest.verdict === "verified"
        ? t.dealVerified(latest.hand)
        : latest.verdict === "mismatch"
          ? t.dealMismatch(latest.hand)
          : t.dealKeyOnly(latest.hand);
  const long =
    latest === undefined
      ? null
      : latest.verdict === "verified"
        ? m.seat === null
          ? t.verifiedPublic(latest.hand)
          : t.verified(latest.hand)
        : latest.verdict === "mismatch"
          ? t.mismatch(latest.hand)
          : t.commitOnly(latest.hand);
  return h(
    "section",
    { id: "fairness" },
    h(
      "details",
      {},
      h(
        "summary",
        { "data-key": "fairness" },
        h(
          "span",
          latest === undefined
            ? { id: "sealed" }
            : { id: "verify", "data-verdict": latest.verdict, "data-hand": latest.hand },
          short,
        ),
      ),
      long === null ? null : h("p", {}, long),
      h("p", { id: "commitment" }, `${t.commitment} (${t.hand(hand.number)}): `, h("code", {}, hand.commitment)),
      latest === undefined ? null : h("p", { class: "seed" }, `${t.seed}: `, h("code", {}, latest.seed)),
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
        "data-key": yours ? "stock" : undefined,
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
        "data-key": yours ? "pile" : undefined,
        "data-action": yours ? "pickUp" : undefined,
        disabled: yours && !has(m.legal, (a) => a.type === "pickUpDiscards"),
      },
      pileFan(pile, m.lang),
      h("span", { class: "label" }, `${t.pile} · ${t.cards(view.discardCount)}`),
    ),
  );
}

function meldBox(meld: Meld, index: number, own: boolean, m: TableModel, pt: Texts): HTMLElement {
  const attachable =
    own &&
    m.selected.length > 0 &&
    has(m.legal, (a) => a.type === "attach" && a.meld === index && sameCards(a.cards, m.selected));
  const cls = `meld${own ? " own" : ""}${attachable ? " legal" : ""}${meld.burraco === null ? "" : ` burraco ${meld.burraco}`}`;
  const badge = meld.burraco === null ? null : h("span", { class: "badge" }, burracoClassName(meld.burraco, m.lang));
  // Named by what it shows, as in the playground: "Combinazione 1", its cards, its burraco.
  const number = h("span", { class: "meld-no" }, h("span", { class: "sr-only" }, pt.meldName), index + 1);
  const cards = meldCards(meld, m.lang);
  if (!own || m.seat === null) return h("div", { class: cls, "data-meld": index }, number, cards, badge);
  return h(
    "button",
    { class: cls, type: "button", "data-action": "attach", "data-meld": index, "data-key": `meld-${index}` },
    number,
    cards,
    badge,
    attachable ? h("span", { class: "sr-only" }, `: ${pt.attachHere}`) : null,
  );
}

/**
 * Your side's melds (`ours`), or the other sides' (a spectator's "ours" is the first side), laid
 * out as the playground's (`.round` in style.css).
 */
function melds(view: PlayerView, m: TableModel, ours: boolean): HTMLElement {
  const pt = TEXTS[m.lang];
  const own = m.seat === null ? -1 : (view.sides[m.seat] ?? -1);
  const mine = own === -1 ? 0 : own;
  return h(
    "div",
    { id: ours ? "our-melds" : "their-melds", class: "melds" },
    ...view.melds.map((list, side) =>
      (side === mine) !== ours
        ? null
        : h(
            "div",
            { class: `side${side === own ? " own" : ""}`, "data-side": side },
            h(
              "h2",
              {},
              `${pt.melds}: ${sideName(view, m.names, side)}`,
              view.pozzettoTaken[side] === true ? h("span", { class: "taken" }, ` · ${pt.pozzettoTaken}`) : null,
            ),
            list.length === 0
              ? h("p", { class: "empty" }, pt.noMelds)
              : h("div", { class: "meld-list" }, ...list.map((meld, i) => meldBox(meld, i, side === own, m, pt))),
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

/** Every seat, yours too, with who plays it (seat.ts, as the playground's). */
function seats(view: PlayerView, m: TableModel, t: OnlineTexts): HTMLElement {
  return h(
    "ul",
    { id: "seats" },
    ...view.heldCounts.map((n, seat) =>
      seatLine(
        {
          seat,
          name: m.names[seat] ?? `#${seat}`,
          who: h("span", { class: "who" }, " (", playerWord(m, seat, t), seat === m.seat ? `, ${t.youMark}` : "", ")"),
          count: t.cards(n),
          known: view.known[seat] ?? [],
          knownLabel: t.fromPile,
          pozzetto: (view.unplayedPozzettoCounts[seat] ?? 0) > 0 ? TEXTS[m.lang].unplayedPozzetto : null,
          current: view.turn === seat && view.phase !== "ended",
          attrs: { "data-player": m.players[seat] },
        },
        m.lang,
      ),
    ),
  );
}

function moves(m: TableModel, t: OnlineTexts): HTMLElement {
  return h(
    "section",
    { id: "moves" },
    h("h2", { id: "moves-title" }, t.moves),
    m.moves.length === 0
      ? h("p", { class: "empty" }, t.noMoves)
      : scrolledToEnd(
          h("ol", { tabindex: 0, "aria-labelledby": "moves-title" }, ...m.moves.slice(-12).map((s) => h("li", {}, s))),
        ),
  );
}

/** A box that scrolls, shown at its end (the newest moves) once it is on the page. */
function scrolledToEnd(el: HTMLElement): HTMLElement {
  requestAnimationFrame(() => {
    el.scrollTop = el.scrollHeight;
  });
  return el;
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

/** Your hand: one tab stop (the card under `m.cursor`), the arrows move inside (roving.ts). */
function hand(view: PlayerView, m: TableModel, t: OnlineTexts): HTMLElement {
  const pt = TEXTS[m.lang];
  const sorted = displayOrder(view.held);
  const cursor = m.cursor !== null && sorted.includes(m.cursor) ? m.cursor : sorted[0];
  const seat = m.seat ?? 0;
  // A hand emptied by a discard that took the pozzetto: the pozzetto is still to play (R6.3).
  const pozzetto = (view.unplayedPozzettoCounts[seat] ?? 0) > 0 ? ` · ${t.pozzettoToPlay}` : "";
  return h(
    "section",
    { id: "hand", "aria-labelledby": "hand-title" },
    h("h2", { id: "hand-title" }, `${t.yourHand} · ${t.cards(view.held.length)}${pozzetto}`),
    h("p", { class: "help", id: "hand-help" }, pt.handHelp),
    handColumns(
      h(
        "div",
        { class: "cards", role: "group", "aria-labelledby": "hand-title", "aria-describedby": "hand-help" },
        ...sorted.map((id) => {
          const selected = m.selected.includes(id);
          return cardElement(
            id,
            m.lang,
            {
              type: "button",
              class: selected ? "selected" : undefined,
              "data-card": id,
              "data-key": `card-${id}`,
              "data-discard": has(m.legal, (a) => a.type === "discard" && a.card === id) ? "legal" : undefined,
              "aria-pressed": String(selected),
              tabindex: id === cursor ? 0 : -1,
            },
            "button",
            selected ? `, ${pt.selected}` : "",
          );
        }),
      ),
      sorted.length,
    ),
  );
}

function dock(view: PlayerView, m: TableModel, t: OnlineTexts): HTMLElement {
  const seat = m.seat;
  const yours = seat !== null && view.turn === seat && view.phase !== "ended";
  const parts: Child[] = [h("p", { id: "status", class: yours ? "yours" : "", tabindex: -1 }, statusText(view, m, t))];
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
      h(
        "button",
        { type: "button", "data-action": action, "data-key": action, class: ok ? "legal" : "", disabled: !enabled },
        label,
      );
    const can = (type: Action["type"]): boolean => has(legal, (a) => a.type === type);
    // Only the phase's buttons, as in the playground: Draw and Take the pile (also while the others
    // play), Take the pozzetto, or Discard, Close and Meld.
    const playing = yours && view.phase === "play";
    const drawing = !yours || view.phase === "draw";
    parts.push(
      hand(view, m, t),
      h(
        "div",
        { id: "actions", role: "group", "aria-label": TEXTS[m.lang].actions },
        drawing ? button("draw", t.draw, can("draw"), can("draw")) : null,
        drawing ? button("pickUp", t.pickUp, can("pickUpDiscards"), can("pickUpDiscards")) : null,
        can("takePozzetto") ? button("takePozzetto", t.takePozzetto, true, true) : null,
        playing
          ? button(
              "discard",
              t.discard,
              yours && one !== undefined,
              has(legal, (a) => a.type === "discard" && a.card === one),
            )
          : null,
        playing
          ? button(
              "close",
              t.close,
              yours && one !== undefined && can("close"),
              has(legal, (a) => a.type === "close" && a.card === one),
            )
          : null,
        playing
          ? button(
              "meld",
              t.meld,
              yours && m.selected.length >= 3,
              has(legal, (a) => a.type === "meld" && sameCards(a.cards, m.selected)),
            )
          : null,
      ),
    );
  }
  return h("section", { id: "dock", "aria-label": TEXTS[m.lang].dock }, ...parts);
}

/** The match's sides' names: the view's sides, or each seat its own side (three players, R11.3). */
function matchSideNames(view: PlayerView, names: readonly string[], count: number): readonly string[] {
  const sides = view.melds.length === count ? view.melds.map((_, side) => sideName(view, names, side)) : names;
  return Array.from({ length: count }, (_, i) => sides[i] ?? `#${i}`);
}

/** The match, hand by hand: each side's points of the hand and its total after it. */
function matchTable(view: PlayerView, m: TableModel, t: OnlineTexts): HTMLElement | null {
  const rows = m.history;
  const last = rows.at(-1);
  if (last === undefined) return null;
  const heads = matchSideNames(view, m.names, last.totals.length);
  return h(
    "div",
    { class: "match-table" },
    h("h3", {}, t.matchTable),
    table("match-hands", heads, [
      ...rows.map((row, i) => [
        t.hand(row.hand),
        ...row.totals.map((total, side) => signed(total - (rows[i - 1]?.totals[side] ?? 0))),
      ]),
      [t.total, ...last.totals.map(String)],
    ]),
  );
}

/**
 * The last hand's end: its score sheet (scoreView of the ended view, which equals scoreHand's), the
 * match by hand, every hand's leftover cards and the hand's moves; it stays after the next deal
 * until the player hides it.
 */
function result(m: TableModel, t: OnlineTexts): HTMLElement | null {
  const ended = m.ended;
  if (ended === null) return null;
  const view = ended.view;
  const pt = TEXTS[m.lang];
  const sheet = scoreView(view);
  const revealed = view.revealed;
  return h(
    "section",
    { id: "result", "aria-labelledby": "result-title", "data-hand": ended.hand },
    h("h2", { id: "result-title" }, pt.scoreSheet(ended.hand)),
    h(
      "div",
      { class: "body" },
      sheetTable(
        sheet,
        sheet.sides.map((x) => sideName(view, m.names, x.side)),
        pt.rule,
        m.lang,
      ),
      matchTable(view, m, t),
      revealed === null
        ? null
        : h(
            "div",
            {},
            h("h3", {}, pt.allHands),
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
          ),
    ),
    h(
      "details",
      { id: "hand-moves" },
      h("summary", { "data-key": "hand-moves" }, t.handMoves(ended.moves.length)),
      h("ol", {}, ...ended.moves.map((s) => h("li", {}, s))),
    ),
    h("button", { type: "button", id: "dismiss", "data-action": "dismiss", "data-key": "dismiss" }, t.dismiss),
  );
}

/** The table's parts of the page: the match's line (in the header), the table, and the dock (none while stopped). */
export interface TableParts {
  readonly line: HTMLElement;
  readonly main: HTMLElement;
  readonly dock: HTMLElement | null;
}

/** The table's parts of the page. */
export function renderTable(m: TableModel, t: OnlineTexts): TableParts {
  const view = m.view;
  if (view === null || stopped(m))
    return {
      line: matchLine(m, t),
      main: h("main", { "data-seq": m.seq, "data-status": m.status }, dead(m, t), fairness(m, t)),
      dock: null,
    };
  const main = h(
    "main",
    {
      class: "round",
      "data-seq": m.seq,
      "data-phase": view.phase,
      "data-turn": view.turn,
      "data-seat": m.seat ?? "spectator",
      "data-hand": m.hand?.number,
    },
    result(m, t),
    // The playground's table (style.css, `.round`): the seats and the others' melds, the stock,
    // the pile and the last moves, your side's melds next to your hand.
    h(
      "div",
      { id: "table" },
      seats(view, m, t),
      melds(view, m, false),
      center(view, m, t),
      moves(m, t),
      melds(view, m, true),
    ),
    // The deal's fairness under the table: the table's rows keep the top of the window.
    fairness(m, t),
  );
  return { line: matchLine(m, t), main, dock: dock(view, m, t) };
}
