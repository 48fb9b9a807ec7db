/**
 * The page from the model: settings bar, the table (seats, stock and pile, melds, the moves since
 * your last turn), the hand's result and the match, and the dock pinned to the bottom of the
 * window: whose turn, what you can do, your hand and the action buttons. Everything shown during a
 * hand comes from `viewFor(state, 0)`, the view a server would send seat 0; once the hand is over,
 * every hand and the score sheet.
 *
 * Focusable controls carry `data-key`, so that the page can put focus back on the same control
 * after it is drawn again (main.ts).
 */
import { type CardId, type Meld, type PlayerView, type PublicEvent, presetNames } from "burraco";
import {
  burracoClassName,
  describeEvent,
  describeMatchEnd,
  displayOrder,
  type Locale,
  matchTitle,
  playerNames,
  sideNames,
} from "burraco/i18n";
import { type Arrangement, handOrder } from "./arrange.js";
import { cardElement, meldCards } from "./cards.js";
import { type Attrs, h } from "./dom.js";
import { eventsSinceYourTurn, type Game, HUMAN, handNumber, matchOf, yourView } from "./game.js";
import type { Hints } from "./hints.js";
import { markedCards } from "./marks.js";
import { possibleText } from "./possible.js";
import type { Settings } from "./settings.js";
import { sheetTable } from "./sheet.js";
import { handColumns, menuButton, menuPanel, pileFan, seatLine } from "./tableParts.js";
import { TEXTS, type Texts } from "./texts.js";
import { bind, type UiAction } from "./ui.js";

/**
 * A message in the dock: a refusal (its rule and code in a details line), a tip, or a notice about
 * the page itself (a save that could not be read), which stays until your next action.
 */
export interface Message {
  readonly text: string;
  readonly kind: "refusal" | "tip" | "notice";
  readonly code?: string;
  readonly rule?: string;
}

/** Everything the page shows. */
export interface Model {
  readonly settings: Settings;
  readonly game: Game | null;
  readonly selected: readonly CardId[];
  /** The card of your hand that holds the keyboard (roving tab stop), or `null` for the first. */
  readonly cursor: CardId | null;
  readonly message: Message | null;
  readonly hints: Hints;
  /** Whether the header's menu (settings, new match, language, links) is open. */
  readonly menuOpen: boolean;
  /** The cards your own moves showed you, by the index of their event in the hand (`reveal`). */
  readonly revealed: ReadonlyMap<number, readonly CardId[]>;
  /** What the seed field holds (the match's seed, or the one an address asked for). */
  readonly seedField: string;
  /** The cards of the last hint, highlighted in your hand until you act. */
  readonly suggested: readonly CardId[];
  /** Your own order of your hand. */
  readonly arrangement: Arrangement;
  /** The marked cards the last bot move changed: they move once, when shown first (style.css). */
  readonly fresh: ReadonlySet<CardId>;
  /** Whether you are choosing on the table the meld to attach to: the dock keeps to the move. */
  readonly choosing: boolean;
}

/** A seat's name as you see the table ("Tu", "Ovest", "Nord (compagno)"): `playerNames`. */
export function seatName(lang: Locale, seat: number, players: number): string {
  return playerNames(players, lang, HUMAN)[seat] ?? `#${seat}`;
}

/** A side's name ("Noi", "Loro"; "Tu", "Ovest ed Est" at three players): `sideNames`. */
function sideName(lang: Locale, sides: readonly number[], side: number): string {
  return sideNames(sides, lang, HUMAN)[side] ?? `#${side}`;
}

const sr = (text: string): HTMLElement => h("span", { class: "sr-only" }, text);

/**
 * An event in words, the library's sentence: your own moves in the second person, with the cards
 * your own draw or pozzetto showed you (`reveal`).
 */
export function eventText(event: PublicEvent, lang: Locale, players: number, reveal?: readonly CardId[]): string {
  const names = playerNames(players, lang, HUMAN);
  return describeEvent(event, lang, reveal === undefined ? { viewer: HUMAN, names } : { viewer: HUMAN, names, reveal });
}

function header(model: Model, t: Texts): HTMLElement {
  const s = model.settings;
  const presetSelect = h(
    "select",
    { id: "preset", name: "preset", "data-key": "preset" },
    ...presetNames.map((p) => h("option", { value: p, selected: p === s.preset }, t.presets[p] ?? p)),
  );
  const playersSelect = h(
    "select",
    { id: "players", name: "players", "data-key": "players" },
    ...[4, 3, 2].map((n) => h("option", { value: n, selected: n === s.players }, t.players(n))),
  );
  const langButton = (lang: Locale, label: string): HTMLElement =>
    bind(
      h(
        "button",
        { type: "button", "data-key": `lang-${lang}`, lang, class: "lang", "aria-pressed": String(s.lang === lang) },
        label,
      ),
      { kind: "lang", lang },
    );
  // One line on every screen: the title, the match and a menu button (a disclosure: Escape closes
  // it, main.ts) that folds the settings, New match (it asks first), the languages and the links.
  return h(
    "header",
    {},
    h("h1", {}, t.title),
    model.game === null ? null : matchLine(model.game, t, s.lang),
    bind(menuButton(model.menuOpen, t.menu), { kind: "menu" }),
    menuPanel(
      model.menuOpen,
      h(
        "form",
        { id: "settings", "aria-label": t.settings },
        h("label", {}, t.preset, " ", presetSelect),
        h("label", {}, t.table, " ", playersSelect),
        h(
          "label",
          {},
          t.seed,
          " ",
          h("input", {
            id: "seed",
            name: "seed",
            value: model.seedField,
            size: 8,
            autocomplete: "off",
            "data-key": "seed",
          }),
        ),
        // A submit button: the form's submit (main.ts) asks first while a match is in progress.
        h("button", { type: "submit", id: "new-match", "data-key": "new-match", class: "abandons" }, t.newMatchButton),
      ),
      h(
        "nav",
        { "aria-label": t.languages },
        langButton("it", "Italiano"),
        langButton("en", "English"),
        h("a", { href: "../index.html", id: "docs-link", "data-key": "docs" }, t.docs),
        h("a", { href: `scorepad.html?lang=${s.lang}`, id: "pad-link", "data-key": "pad" }, t.scorePad),
      ),
    ),
  );
}

function statusText(view: PlayerView, game: Game, t: Texts, lang: Locale): string {
  const players = view.sides.length;
  if (view.phase === "ended") {
    // The hand's end as the library tells it: the last event of the last move.
    const end = game.events.at(-1);
    return end === undefined ? "" : eventText(end, lang, players);
  }
  if (view.turn !== HUMAN) return t.botTurn(seatName(lang, view.turn, players));
  if (view.phase === "draw") return t.yourDraw;
  return view.phase === "pozzetto" ? t.yourPozzetto : t.yourPlay;
}

function matchLine(game: Game, t: Texts, lang: Locale): HTMLElement {
  const match = matchOf(game);
  return h(
    "p",
    { id: "match-line" },
    `${matchTitle(match.ruleset.targetScore, lang)} · ${t.handNo(handNumber(game))}`,
    ...match.totals.map((total, side) =>
      h("b", {}, ` · ${matchSideName(lang, game, side)} `, h("span", { "data-total": side }, total)),
    ),
  );
}

/** The match's sides by seat: with 3 players each player is a match side of their own (R11.3). */
function matchSides(game: Game): readonly number[] {
  return game.ruleset.players === 3 ? [0, 1, 2] : game.state.sides;
}

/** A match side's name. */
function matchSideName(lang: Locale, game: Game, side: number): string {
  return sideName(lang, matchSides(game), side);
}

/** The match's end in words: "Partita finita: vinciamo noi." (`describeMatchEnd`). */
function matchEnd(game: Game, lang: Locale): string {
  return describeMatchEnd(matchOf(game).winner ?? -1, matchSides(game), lang, HUMAN);
}

/**
 * The other seats around the table, in the order of play from your left (West, North, East): each
 * one's name, card count, known cards and unplayed pozzetto (seat.ts).
 */
function seats(view: PlayerView, t: Texts, lang: Locale): HTMLElement {
  const players = view.sides.length;
  return h(
    "ul",
    { id: "seats" },
    ...view.heldCounts.map((n, seat) =>
      seat === HUMAN
        ? null
        : seatLine(
            {
              seat,
              name: seatName(lang, seat, players),
              count: t.cards(n),
              known: view.known[seat] ?? [],
              knownLabel: t.known,
              pozzetto: (view.unplayedPozzettoCounts[seat] ?? 0) > 0 ? t.unplayedPozzetto : null,
              current: view.turn === seat && view.phase !== "ended",
            },
            lang,
          ),
    ),
  );
}

function center(view: PlayerView, model: Model, t: Texts, lang: Locale): HTMLElement {
  const pile: readonly CardId[] = view.discardPile ?? (view.discardTop === null ? [] : [view.discardTop]);
  const pozzetti = view.pozzettiCounts.length;
  return h(
    "section",
    { id: "center", "aria-label": `${t.stock} · ${t.pile}` },
    bind(
      h(
        "button",
        { type: "button", id: "stock", class: "pile-box", "data-key": "stock", disabled: !model.hints.draw },
        h("span", { class: "back" }, view.stockCount),
        h("span", { class: "label" }, t.stock),
        sr(t.stockButton),
      ),
      { kind: "draw" },
    ),
    bind(
      h(
        "button",
        { type: "button", id: "discard-pile", class: "pile-box", "data-key": "pile", disabled: !model.hints.pickUp },
        pileFan(pile, lang),
        h(
          "span",
          { class: "label" },
          `${t.pile} · ${t.cards(view.discardCount)}${view.discardPile === undefined ? ` (${t.pileTopOnly})` : ""}`,
        ),
        sr(t.pileButton),
      ),
      { kind: "pickUp" },
    ),
    h(
      "div",
      { id: "pozzetti", class: "pile-box" },
      h("span", { class: "back small" }, pozzetti),
      h("span", { class: "label" }, t.pozzetti),
    ),
  );
}

function meldBox(meld: Meld, index: number, own: boolean, model: Model, t: Texts): HTMLElement {
  const lang = model.settings.lang;
  const attachable = own && model.hints.attach.has(index);
  const cls = `meld${own ? " own" : ""}${attachable ? " legal" : ""}${meld.burraco === null ? "" : ` burraco ${meld.burraco}`}`;
  const cards = meldCards(meld, lang);
  const badge = meld.burraco === null ? null : h("span", { class: "badge" }, burracoClassName(meld.burraco, lang));
  const attrs = { class: cls, "data-meld": index };
  const number = h("span", { class: "meld-no" }, sr(t.meldName), index + 1);
  // Your side's melds are buttons: with cards selected, one attaches them there.
  if (!own) return h("div", attrs, number, cards, badge);
  return bind(
    h(
      "button",
      { ...attrs, type: "button", "data-key": `meld-${index}` },
      number,
      cards,
      badge,
      attachable ? sr(`: ${t.attachHere}`) : null,
    ),
    { kind: "attach", meld: index },
  );
}

/** The melds of your side (`ours`) or of the other sides, each side under its name. */
function melds(view: PlayerView, model: Model, t: Texts, ours: boolean): HTMLElement {
  const ownSide = view.sides[HUMAN] ?? HUMAN;
  const order = ours ? [ownSide] : view.melds.map((_, i) => i).filter((i) => i !== ownSide && view.sides.includes(i));
  return h(
    "div",
    { id: ours ? "our-melds" : "their-melds", class: "melds" },
    ...order.map((side) => {
      const list = view.melds[side] ?? [];
      const taken = view.pozzettoTaken[side] === true;
      return h(
        "div",
        { class: `side${side === ownSide ? " own" : ""}`, "data-side": side },
        h(
          "h2",
          {},
          `${t.melds}: ${sideName(model.settings.lang, view.sides, side)}`,
          taken ? h("span", { class: "taken" }, ` · ${t.pozzettoTaken}`) : null,
        ),
        list.length === 0
          ? h("p", { class: "empty" }, t.noMelds)
          : h("div", { class: "meld-list" }, ...list.map((m, i) => meldBox(m, i, side === ownSide, model, t))),
      );
    }),
  );
}

function moves(game: Game, revealed: ReadonlyMap<number, readonly CardId[]>, t: Texts, lang: Locale): HTMLElement {
  const players = game.ruleset.players;
  const recent = eventsSinceYourTurn(game);
  return h(
    "section",
    { id: "moves", "aria-labelledby": "moves-title" },
    h("h2", { id: "moves-title" }, t.moves),
    recent.length === 0
      ? h("p", { class: "empty" }, t.noMoves)
      : h(
          // The newest last, scrolled into view (main.ts); a box that scrolls takes the keyboard.
          "ol",
          { tabindex: 0, "aria-labelledby": "moves-title" },
          ...recent.map((e, i) =>
            h("li", {}, eventText(e, lang, players, revealed.get(game.events.length - recent.length + i))),
          ),
        ),
  );
}

/** A button of the dock: its action, its `data-key`, its label and more attributes. */
function button(action: UiAction, key: string, label: string, attrs: Attrs = {}): HTMLElement {
  return bind(h("button", { type: "button", "data-key": key, ...attrs }, label), action);
}

/**
 * Your order's buttons: sort by suit or by rank (pressed: the sort shown, until you move a card),
 * and move the one selected card a place left or right (Shift with an arrow on a card does the
 * same). They sit on the status line, so that they take no row of their own.
 */
function arrange(view: PlayerView, model: Model, t: Texts): HTMLElement {
  const sorted = handOrder(view.held, model.arrangement);
  const at = model.selected.length === 1 ? sorted.indexOf(model.selected[0] as CardId) : -1;
  const { sort, order } = model.arrangement;
  return h(
    "div",
    { id: "arrange", role: "group", "aria-label": t.arrange },
    ...(["suit", "rank"] as const).map((s) =>
      button({ kind: "sort", sort: s }, `sort-${s}`, s === "suit" ? t.bySuit : t.byRank, {
        "aria-pressed": String(order === null && sort === s),
      }),
    ),
    ...([-1, 1] as const).map((by) =>
      button({ kind: "move", by }, `move${by}`, by < 0 ? "◀" : "▶", {
        "aria-label": by < 0 ? t.moveLeft : t.moveRight,
        disabled: at < 0 || sorted[at + by] === undefined,
      }),
    ),
  );
}

function hand(view: PlayerView, model: Model, t: Texts, lang: Locale): HTMLElement {
  const hints = model.hints;
  const sorted = handOrder(view.held, model.arrangement);
  const cursor = model.cursor !== null && sorted.includes(model.cursor) ? model.cursor : sorted[0];
  const cards = sorted.map((id) => {
    const selected = model.selected.includes(id);
    const playable = hints.playable.has(id);
    const suggested = model.suggested.includes(id);
    const cls = [selected ? "selected" : "", playable ? "playable" : "", suggested ? "suggested" : ""].join(" ").trim();
    const extra = `${selected ? `, ${t.selected}` : ""}${suggested ? `, ${t.suggested}` : ""}${playable ? `, ${t.playable}` : ""}`;
    return bind(
      cardElement(
        id,
        lang,
        {
          type: "button",
          class: cls,
          "data-card": id,
          "data-key": `card-${id}`,
          "data-discard": hints.discard.has(id) ? "legal" : undefined,
          "data-close": hints.close.has(id) ? "legal" : undefined,
          "aria-pressed": String(selected),
          tabindex: id === cursor ? 0 : -1,
        },
        "button",
        extra,
      ),
      { kind: "toggle", card: id },
    );
  });
  return h(
    "section",
    { id: "hand", "aria-labelledby": "hand-title" },
    h("h2", { id: "hand-title" }, `${t.hand} · ${t.cards(view.held.length)}`),
    h("p", { class: "help", id: "hand-help" }, t.handHelp),
    handColumns(
      h(
        "div",
        { class: "cards", role: "group", "aria-labelledby": "hand-title", "aria-describedby": "hand-help" },
        ...cards,
      ),
      cards.length,
    ),
  );
}

/**
 * The move's buttons, only those of the phase: Draw and Pick up (also while the others play: your
 * turn starts there), Take the pozzetto, or the play's Discard, Close, Meld and Attach; and Hint.
 */
function buttons(view: PlayerView, model: Model, t: Texts): HTMLElement {
  const hints = model.hints;
  const n = model.selected.length;
  const one = n === 1 ? model.selected[0] : undefined;
  const yours = view.turn === HUMAN && view.phase !== "ended";
  const playing = yours && view.phase === "play";
  const hasMelds = (view.melds[view.sides[HUMAN] ?? HUMAN] ?? []).length > 0;
  // Enabled: what the phase allows with this selection; marked legal (✓ and colour): what the engine accepts.
  const act = (action: UiAction, label: string, enabled: boolean, legal: boolean): HTMLElement =>
    button(action, action.kind, label, { "data-action": action.kind, class: legal ? "legal" : "", disabled: !enabled });
  const discardLegal = one !== undefined && hints.discard.has(one);
  const closeLegal = one !== undefined && hints.close.has(one);
  const phase = playing ? "play" : yours && view.phase === "pozzetto" ? "pozzetto" : "draw";
  return h(
    "div",
    { id: "actions", role: "group", "aria-label": t.actions, "data-phase": phase },
    phase === "draw" ? act({ kind: "draw" }, t.draw, hints.draw, hints.draw) : null,
    phase === "draw" ? act({ kind: "pickUp" }, t.pickUp, hints.pickUp, hints.pickUp) : null,
    hints.takePozzetto ? act({ kind: "takePozzetto" }, t.takePozzetto, true, true) : null,
    phase === "play" ? act({ kind: "discard" }, t.discard, n === 1, discardLegal) : null,
    // Closing is offered only when some card closes (R7.1).
    phase === "play" ? act({ kind: "close" }, t.close, n === 1 && hints.close.size > 0, closeLegal) : null,
    phase === "play" ? act({ kind: "meld" }, t.meld, n >= 3, hints.meld) : null,
    phase === "play" ? act({ kind: "attach", meld: null }, t.attach, n > 0 && hasMelds, hints.attach.size > 0) : null,
    act({ kind: "hint" }, t.hint, yours, false),
  );
}

function message(m: Message | null, t: Texts): HTMLElement {
  const details = m?.rule === undefined && m?.code === undefined ? null : t.ruleDetails(m?.rule, m?.code ?? "");
  return h(
    "div",
    { id: "message", class: m?.kind ?? "", "data-code": m?.code, "data-rule": m?.rule },
    m === null ? null : h("p", { class: "text" }, m.text),
    // The rule and the code, for whoever wants them, behind a toggle.
    details === null ? null : h("details", {}, h("summary", {}, t.details), h("p", { class: "details" }, details)),
  );
}

/** The hand's verdict: who won it ("Vince la mano: Noi"), or a tie. */
function verdictText(game: Game, t: Texts, lang: Locale): string {
  const sheet = matchOf(game).hands.at(-1)?.sheet;
  const best = Math.max(...(sheet?.sides.map((s) => s.total) ?? [0]));
  const winners = sheet?.sides.filter((s) => s.total === best) ?? [];
  return winners.length === 1 ? t.wins(sideName(lang, game.state.sides, winners[0]?.side ?? 0)) : t.tie;
}

function result(game: Game, t: Texts, lang: Locale): HTMLElement {
  const match = matchOf(game);
  const record = match.hands[match.hands.length - 1];
  const sheet = record?.sheet;
  const over = match.over ? h("p", { id: "match-verdict" }, matchEnd(game, lang)) : null;
  return h(
    "section",
    { id: "result", "aria-labelledby": "result-title" },
    h("h2", { id: "result-title" }, t.scoreSheet(record?.number ?? 1)),
    h("p", { id: "verdict" }, verdictText(game, t, lang)),
    over,
    h(
      "div",
      { class: "body" },
      sheet === undefined
        ? null
        : sheetTable(
            sheet,
            sheet.sides.map((x) => sideName(lang, game.state.sides, x.side)),
            t.rule,
            lang,
          ),
      h("div", {}, h("h3", {}, t.allHands), allHands(game.state.held, t, game.ruleset.players, lang)),
    ),
  );
}

function allHands(held: readonly (readonly CardId[])[], t: Texts, players: number, lang: Locale): HTMLElement {
  return h(
    "ul",
    { id: "all-hands" },
    ...held.map((cards, seat) =>
      h(
        "li",
        {},
        h("b", {}, `${seatName(lang, seat, players)} · ${t.cards(cards.length)}`),
        " ",
        h("span", { class: "cards" }, ...displayOrder(cards).map((id) => cardElement(id, lang))),
      ),
    ),
  );
}

function dock(view: PlayerView, game: Game, model: Model, t: Texts, lang: Locale): HTMLElement {
  const yours = view.turn === HUMAN && view.phase !== "ended";
  const ended = view.phase === "ended";
  const over = matchOf(game).over;
  // At the hand's end the one move to make is in the dock, where focus goes: the next hand, or a
  // new match once this one is over (it abandons nothing then).
  const next = ended
    ? bind(
        h("button", { type: "button", id: "next-hand", "data-key": "next" }, over ? t.newMatch : t.nextHand),
        over ? { kind: "newMatch" } : { kind: "nextHand" },
      )
    : null;
  return h(
    "section",
    { id: "dock", "aria-label": t.dock, class: model.choosing ? "choosing" : undefined },
    h(
      "div",
      { class: "bar" },
      h(
        "p",
        { id: "status", class: yours ? "yours" : "", tabindex: -1 },
        statusText(view, game, t, lang),
        ended ? ` ${over ? matchEnd(game, lang) : `${verdictText(game, t, lang)}.`}` : "",
      ),
      ended ? null : arrange(view, model, t),
    ),
    ended ? null : h("p", { id: "possible" }, possibleText(model.hints, model.selected, t)),
    message(model.message, t),
    next,
    ended ? null : hand(view, model, t, lang),
    ended ? null : buttons(view, model, t),
  );
}

/** The whole page for a model: what scrolls (the header and the table) and the dock below it. */
export function render(model: Model): HTMLElement {
  const lang = model.settings.lang;
  const t = TEXTS[lang];
  const game = model.game;
  if (game === null)
    return h(
      "div",
      { id: "page", class: "round" },
      h("div", { id: "scroller" }, header(model, t), message(model.message, t)),
    );
  const view = yourView(game);
  const ended = view.phase === "ended";
  const page = h(
    "div",
    { id: "page", class: "round" },
    h(
      "div",
      { id: "scroller" },
      header(model, t),
      h(
        "main",
        {
          "data-phase": view.phase,
          "data-turn": view.turn,
          "data-hand": handNumber(game),
          "data-over": String(matchOf(game).over),
        },
        ended ? result(game, t, lang) : null,
        // The table as it stands around you: the others' seats and melds first, the stock, the
        // pile and the last moves, your side's melds last, next to your hand (style.css places them).
        h(
          "div",
          { id: "table" },
          seats(view, t, lang),
          melds(view, model, t, false),
          center(view, model, t, lang),
          moves(game, model.revealed, t, lang),
          melds(view, model, t, true),
        ),
      ),
    ),
    dock(view, game, model, t, lang),
  );
  // The cards the others' moves changed since your last turn, on the table: marked, and named for
  // a screen reader, until your turn ends.
  const marks = markedCards(eventsSinceYourTurn(game));
  for (const el of page.querySelectorAll<HTMLElement>("#table .card")) {
    const id = Number(el.dataset.id) as CardId;
    if (!marks.has(id)) continue;
    el.classList.add("new", ...(model.fresh.has(id) ? ["fresh"] : []));
    el.querySelector(".sr-only")?.append(`(${t.newCard}) `);
  }
  return page;
}
