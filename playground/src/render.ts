/**
 * The page from the model: settings bar, table, your hand and buttons, refusals, score sheet and
 * action log. Everything shown comes from `viewFor(state, 0)`, the same view a server would send
 * seat 0, except the score sheet once the hand is over.
 */
import {
  type Action,
  type CardId,
  type Meld,
  type PlayerView,
  presetNames,
  scoreHand,
  scoreLines,
  viewFor,
} from "burraco";
import { burracoClassName, cardName, type Locale, rankName, scoreLineLabel } from "burraco/i18n";
import { faceOf, isRed, RANK_LABELS, sortHand } from "./cards.js";
import { type Child, h } from "./dom.js";
import { type Game, HUMAN, logJson } from "./game.js";
import type { Hints } from "./hints.js";
import type { Settings } from "./settings.js";
import { TEXTS, type Texts } from "./texts.js";

/** A message under the buttons: a refusal (with its rule) or a tip. */
export interface Message {
  readonly text: string;
  readonly kind: "refusal" | "tip";
  readonly code?: string;
  readonly rule?: string;
}

/** Everything the page shows. */
export interface Model {
  readonly settings: Settings;
  readonly game: Game | null;
  readonly selected: readonly CardId[];
  readonly message: Message | null;
  readonly hints: Hints;
}

function seatName(t: Texts, seat: number, players: number): string {
  const names = t.seats[players as 2 | 3 | 4] ?? t.seats[4];
  const name = names[seat] ?? `#${seat}`;
  return players === 4 && seat === 2 ? `${name} (${t.partner})` : name;
}

function seatsOf(view: PlayerView, side: number): number[] {
  return view.sides.flatMap((s, seat) => (s === side ? [seat] : []));
}

function sideName(t: Texts, view: PlayerView, side: number): string {
  const players = view.sides.length;
  if (players === 4) return side === (view.sides[HUMAN] ?? 0) ? t.us : t.them;
  return seatsOf(view, side)
    .map((seat) => seatName(t, seat, players))
    .join(" + ");
}

function card(
  id: CardId,
  lang: Locale,
  attrs: Record<string, string | number | boolean | undefined> = {},
  tag = "span",
): HTMLElement {
  const [rank, suit] = faceOf(id);
  const cls = `card${isRed(id) ? " red" : ""}${attrs.class === undefined ? "" : ` ${attrs.class}`}`;
  return h(
    tag,
    { ...attrs, class: cls, title: cardName(id, lang), "data-id": id },
    h("span", { class: "rank" }, rank),
    h("span", { class: "suit" }, suit),
  );
}

function cardsText(ids: readonly CardId[]): string {
  return ids.map((id) => faceOf(id).join("")).join(" ");
}

function header(model: Model, t: Texts): HTMLElement {
  const s = model.settings;
  const presetSelect = h(
    "select",
    { id: "preset", name: "preset" },
    ...presetNames.map((p) => h("option", { value: p, selected: p === s.preset }, p)),
  );
  const playersSelect = h(
    "select",
    { id: "players", name: "players" },
    ...[4, 3, 2].map((n) => h("option", { value: n, selected: n === s.players }, t.players(n))),
  );
  return h(
    "header",
    {},
    h("h1", {}, t.title),
    h(
      "form",
      { id: "settings" },
      h("label", {}, t.preset, " ", presetSelect),
      h("label", {}, t.table, " ", playersSelect),
      h(
        "label",
        {},
        t.seed,
        " ",
        h("input", { id: "seed", name: "seed", value: s.seed, size: 10, autocomplete: "off" }),
      ),
      h("button", { type: "submit", id: "new-deal" }, t.newDeal),
    ),
    h(
      "nav",
      {},
      h(
        "button",
        { "data-lang": "it", class: s.lang === "it" ? "lang on" : "lang", "aria-pressed": String(s.lang === "it") },
        "Italiano",
      ),
      h(
        "button",
        { "data-lang": "en", class: s.lang === "en" ? "lang on" : "lang", "aria-pressed": String(s.lang === "en") },
        "English",
      ),
      h("a", { href: "../index.html", id: "docs-link" }, t.docs),
    ),
  );
}

function status(view: PlayerView, t: Texts): HTMLElement {
  const players = view.sides.length;
  let text: string;
  if (view.phase === "ended") text = endText(view, t);
  else if (view.turn !== HUMAN) text = t.botTurn(seatName(t, view.turn, players));
  else if (view.phase === "draw") text = t.yourDraw;
  else if (view.phase === "pozzetto") text = t.yourPozzetto;
  else text = t.yourPlay;
  return h(
    "p",
    {
      id: "status",
      "data-turn": view.turn,
      "data-phase": view.phase,
      class: view.turn === HUMAN && view.phase !== "ended" ? "yours" : "",
    },
    text,
  );
}

function endText(view: PlayerView, t: Texts): string {
  const end = view.end;
  if (end?.reason === "closed" && end.closedBy !== null)
    return t.endClosed(seatName(t, end.closedBy, view.sides.length));
  return end?.reason === "stock-exhausted" ? t.endStock : t.endStalemate;
}

function seats(view: PlayerView, t: Texts): HTMLElement {
  const players = view.sides.length;
  return h(
    "section",
    { id: "seats" },
    ...view.heldCounts.map((n, seat) =>
      seat === HUMAN
        ? null
        : h(
            "div",
            { class: `seat${view.turn === seat && view.phase !== "ended" ? " current" : ""}`, "data-seat": seat },
            h("b", {}, seatName(t, seat, players)),
            " · ",
            t.cards(n),
          ),
    ),
  );
}

function center(view: PlayerView, t: Texts, lang: Locale): HTMLElement {
  const pile: readonly CardId[] = view.discardPile ?? (view.discardTop === null ? [] : [view.discardTop]);
  const pozzetti = view.pozzettiCounts.length;
  return h(
    "section",
    { id: "center" },
    h(
      "div",
      { id: "stock", class: "pile-box" },
      h("div", { class: "back" }, view.stockCount),
      h("div", { class: "label" }, t.stock),
    ),
    h(
      "div",
      { id: "discard-pile", class: "pile-box", "data-count": view.discardCount },
      h("div", { class: "fan" }, ...pile.map((id) => card(id, lang))),
      h(
        "div",
        { class: "label" },
        `${t.pile} · ${t.cards(view.discardCount)}${view.discardPile === undefined ? ` (${t.pileTopOnly})` : ""}`,
      ),
    ),
    h(
      "div",
      { id: "pozzetti", class: "pile-box", "data-count": pozzetti },
      h("div", { class: "back small" }, pozzetti),
      h("div", { class: "label" }, t.pozzetti),
    ),
  );
}

function meldBox(meld: Meld, index: number, side: number, own: boolean, hints: Hints, lang: Locale): HTMLElement {
  const attachable = own && hints.attach.has(index);
  const cls = `meld${own ? " own" : ""}${attachable ? " legal" : ""}${meld.burraco === null ? "" : ` burraco ${meld.burraco}`}`;
  return h(
    "div",
    { class: cls, "data-meld": index, "data-side": side, role: "button", tabindex: 0 },
    h(
      "div",
      { class: "cards" },
      ...meld.cards.map((id) =>
        id === meld.wildcard && meld.wildcardRank !== null ? wildcard(id, meld.wildcardRank, lang) : card(id, lang),
      ),
    ),
    meld.burraco === null ? null : h("span", { class: "badge" }, burracoClassName(meld.burraco, lang)),
  );
}

/** A wildcard in a meld, with the rank it stands for under its face. */
function wildcard(id: CardId, rank: number, lang: Locale): HTMLElement {
  const el = card(id, lang);
  el.title = `${cardName(id, lang)} = ${rankName(rank, lang)}`;
  el.append(h("span", { class: "stands" }, `=${RANK_LABELS[rank] ?? "?"}`));
  return el;
}

function melds(view: PlayerView, t: Texts, hints: Hints, lang: Locale): HTMLElement {
  const ownSide = view.sides[HUMAN] ?? HUMAN;
  const order = [ownSide, ...view.melds.map((_, i) => i).filter((i) => i !== ownSide && seatsOf(view, i).length > 0)];
  return h(
    "section",
    { id: "melds" },
    ...order.map((side) => {
      const list = view.melds[side] ?? [];
      const taken = view.pozzettoTaken[side] === true;
      return h(
        "div",
        { class: `side${side === ownSide ? " own" : ""}`, "data-side": side },
        h(
          "h2",
          {},
          `${t.melds}: ${sideName(t, view, side)}`,
          taken ? h("span", { class: "taken" }, ` · ${t.pozzettoTaken}`) : null,
        ),
        list.length === 0
          ? h("p", { class: "empty" }, t.noMelds)
          : h("div", { class: "meld-list" }, ...list.map((m, i) => meldBox(m, i, side, side === ownSide, hints, lang))),
      );
    }),
  );
}

function hand(view: PlayerView, model: Model, t: Texts, lang: Locale): HTMLElement {
  const hints = model.hints;
  const cards = sortHand(view.held).map((id) => {
    const selected = model.selected.includes(id);
    const cls = `${selected ? "selected" : ""}${hints.playable.has(id) ? " playable" : ""}`.trim();
    return card(
      id,
      lang,
      {
        class: cls,
        "data-card": id,
        "data-discard": hints.discard.has(id) ? "legal" : undefined,
        "data-close": hints.close.has(id) ? "legal" : undefined,
        "aria-pressed": String(selected),
      },
      "button",
    );
  });
  return h(
    "section",
    { id: "hand" },
    h("h2", {}, `${t.hand} · ${t.cards(view.held.length)}`),
    h("div", { class: "cards" }, ...cards),
  );
}

function buttons(model: Model, t: Texts): HTMLElement {
  const hints = model.hints;
  const one = model.selected.length === 1 ? model.selected[0] : undefined;
  const button = (action: string, label: string, legal: boolean): HTMLElement =>
    h("button", { "data-action": action, class: legal ? "legal" : "" }, label);
  return h(
    "section",
    { id: "actions" },
    button("draw", t.draw, hints.draw),
    button("pickUp", t.pickUp, hints.pickUp),
    button("meld", t.meld, hints.meld),
    button("attach", t.attach, hints.attach.size > 0),
    button("discard", t.discard, one !== undefined && hints.discard.has(one)),
    button("close", t.close, one !== undefined ? hints.close.has(one) : hints.close.size > 0),
    hints.takePozzetto ? button("takePozzetto", t.takePozzetto, true) : null,
  );
}

function message(m: Message | null): HTMLElement {
  return h(
    "p",
    { id: "message", class: m?.kind ?? "", "data-code": m?.code, "data-rule": m?.rule, role: "status" },
    m?.text ?? "",
  );
}

function moveText(action: Action, t: Texts): string {
  switch (action.type) {
    case "draw":
      return t.moveDraw;
    case "pickUpDiscards":
      return t.movePickUp;
    case "meld":
      return `${t.moveMeld} ${cardsText(action.cards)}`;
    case "attach":
      return `${t.moveAttach} ${cardsText(action.cards)}`;
    case "discard":
      return `${t.moveDiscard} ${cardsText([action.card])}`;
    case "close":
      return `${t.moveClose} ${cardsText([action.card])}`;
    case "takePozzetto":
      return t.moveTakePozzetto;
  }
}

function moves(game: Game, t: Texts): HTMLElement {
  const players = game.ruleset.players;
  const recent = game.log.slice(-8).reverse();
  if (recent.length === 0) return h("section", { id: "moves" });
  return h(
    "section",
    { id: "moves" },
    h("h2", {}, t.moves),
    h(
      "ol",
      { reversed: true, start: game.log.length },
      ...recent.map((a) => h("li", {}, h("b", {}, seatName(t, a.seat, players)), " ", moveText(a, t))),
    ),
  );
}

function scoreSheet(game: Game, view: PlayerView, t: Texts, lang: Locale): HTMLElement {
  const sheet = scoreHand(game.state);
  const totals = sheet.sides.map((s) => s.total);
  const best = Math.max(...totals);
  const winners = sheet.sides.filter((s) => s.total === best);
  const signed = (n: number): string => (n > 0 ? `+${n}` : String(n));
  const table = h(
    "table",
    { id: "score-sheet" },
    h(
      "thead",
      {},
      h(
        "tr",
        {},
        h("th", {}, ""),
        ...sheet.sides.map((s) => h("th", { "data-side": s.side }, sideName(t, view, s.side))),
      ),
    ),
    h(
      "tbody",
      {},
      ...scoreLines.map((line) =>
        h(
          "tr",
          { class: line === "total" ? "total" : "" },
          h("th", {}, scoreLineLabel(line, lang, true)),
          ...sheet.sides.map((s) =>
            h("td", { "data-side": s.side, "data-line": line, "data-value": s[line] }, signed(s[line])),
          ),
        ),
      ),
    ),
  );
  const burraco = sheet.sides.map((s) =>
    s.burraco.length === 0
      ? null
      : h(
          "p",
          { class: "burraco-list" },
          h("b", {}, `${sideName(t, view, s.side)}: `),
          s.burraco.map((b) => `${burracoClassName(b.class, lang)} (+${b.bonus})`).join(", "),
        ),
  );
  const verdict = winners.length === 1 ? t.wins(sideName(t, view, winners[0]?.side ?? 0)) : t.tie;
  return h(
    "section",
    { id: "result" },
    h("h2", {}, t.scoreSheet),
    h("p", { id: "verdict" }, verdict),
    table,
    ...burraco,
  );
}

function logBox(game: Game, settings: Settings, t: Texts): HTMLElement {
  const json = logJson(game, settings.preset);
  return h(
    "details",
    { id: "log-box" },
    h("summary", {}, t.log),
    h("pre", { id: "action-log" }, json),
    h(
      "a",
      {
        id: "download-log",
        download: `burraco-${settings.seed}.json`,
        href: `data:application/json;charset=utf-8,${encodeURIComponent(json)}`,
      },
      t.download,
    ),
  );
}

/** The whole page for a model. */
export function render(model: Model): HTMLElement {
  const lang = model.settings.lang;
  const t = TEXTS[lang];
  const game = model.game;
  const parts: Child[] = [header(model, t)];
  if (game === null) {
    parts.push(message(model.message));
    return h("div", { id: "page" }, ...parts);
  }
  const view = viewFor(game.state, HUMAN);
  parts.push(
    h(
      "main",
      { "data-phase": view.phase, "data-turn": view.turn },
      status(view, t),
      seats(view, t),
      center(view, t, lang),
      melds(view, t, model.hints, lang),
      view.phase === "ended" ? scoreSheet(game, view, t, lang) : null,
      hand(view, model, t, lang),
      buttons(model, t),
      message(model.message),
      moves(game, t),
      logBox(game, model.settings, t),
    ),
  );
  return h("div", { id: "page", lang }, ...parts);
}
