/**
 * The playground's entry point: restores the match kept in the browser (whatever the address holds:
 * coming back from the docs goes on where you were) or deals the address's, dispatches each
 * control's typed action (ui.ts), lets the bots play their turns with a visible pause, keeps
 * keyboard focus on a control of the move to make, asks before a match in progress is abandoned,
 * and tells a screen reader what happened (a live region).
 */
import type { Action, CardId, RuleError } from "burraco";
import { handOrder, moveCard } from "./arrange.js";
import { bringIntoView } from "./bringIntoView.js";
import { ask } from "./dom.js";
import {
  botStep,
  type Game,
  HUMAN,
  handNumber,
  isYourTurn,
  matchOf,
  newEvents,
  nextHand,
  play,
  startGame,
} from "./game.js";
import { hintFor } from "./hint.js";
import { closesInstead, hintsFor } from "./hints.js";
import { chooseLang } from "./language.js";
import { loadChunk } from "./lazy.js";
import { markedCards } from "./marks.js";
import { eventText, type Message, type Model, render } from "./render.js";
import { rovingHand } from "./roving.js";
import { restoreGame, type Store, savedText, saveGame } from "./save.js";
import { newSeed, readSettings, type Settings, writeSettings } from "./settings.js";
import { TEXTS } from "./texts.js";
import { actionAt, type UiAction } from "./ui.js";

const root = document.getElementById("app") as HTMLElement;
// The live region lives outside the re-drawn page, so that screen readers hear each change.
const live = document.createElement("div");
live.id = "live";
live.className = "sr-only";
live.setAttribute("aria-live", "polite");
live.setAttribute("role", "status");
document.body.append(live);

const storage = ((): Store | null => {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
})();

const address = readSettings(location.search);
// No game until the saved one is read back (restore, at the end of this file).
let model: Model = {
  settings: address,
  game: null,
  selected: [],
  cursor: null,
  message: null,
  hints: hintsFor(null, []),
  suggested: [],
  seedField: address.seed,
  menuOpen: false,
  revealed: new Map(),
  arrangement: { sort: "suit", order: null },
  fresh: new Set(),
  choosing: false,
};
let botTimer: ReturnType<typeof setTimeout> | undefined;
/** Where focus goes after the next drawing (a `data-key`), when that control is there and enabled. */
let focusWish: string | null = null;
/** Whether the confirm dialog is open (the bots wait, and nothing is redrawn under it). */
let asking = false;
/** The hand whose score sheet was last brought into view (once, when the hand ends). */
let resultShown: number | null = null;

/** A model for the settings and a game: a new match when `game` is `null`. */
function newModel(settings: Settings, game: Game | null, message: Message | null, seedField = settings.seed): Model {
  const made = game === null ? startGame(settings) : { ok: true as const, value: game };
  const g = made.ok ? made.value : null;
  // Said once this model is the page's (it is returned first).
  if (!made.ok) queueMicrotask(() => showRefusal(made.error));
  const menuOpen = seedField !== settings.seed || g === null;
  return {
    settings,
    game: g,
    selected: [],
    cursor: null,
    message,
    hints: hintsFor(g, []),
    suggested: [],
    seedField,
    menuOpen,
    revealed: new Map(),
    arrangement: { ...model.arrangement, order: null },
    fresh: new Set(),
    choosing: false,
  };
}

/** Whether the address names a match of its own (a shared deal), not just a language or a pause. */
function addressAsks(): boolean {
  return new URLSearchParams(location.search).has("seed");
}

/** The match a settings' address deals: seed, rules, table size and target. */
function sameMatch(a: Settings, b: Settings): boolean {
  return a.seed === b.seed && a.preset === b.preset && a.players === b.players && a.target === b.target;
}

/**
 * The saved match, read back with the library's `loadTable` (a chunk of its own), whatever the
 * address holds: a match in progress goes on, saying so when the address asked for another one
 * (its seed then waits in the seed field for New match). A finished match gives way to the
 * address's. A save that cannot be read is said, with its code, and a new match starts.
 */
async function restore(settings: Settings): Promise<Model> {
  const text = savedText(storage);
  if (text === null) return newModel(settings, null, null);
  const t = TEXTS[settings.lang];
  const restored = await loadChunk<typeof import("./restore.js")>("restore")
    .then((chunk) => restoreGame(text, chunk.read, settings))
    .catch(() => ({ ok: false as const, code: "save/unread" }));
  if (!restored.ok) {
    const why =
      restored.code === "save/old" ? t.saveOld : restored.code === "save/unread" ? t.saveUnread : t.saveBroken;
    return newModel(settings, null, { text: why, kind: "notice", code: restored.code });
  }
  const other = addressAsks() && !sameMatch(restored.settings, settings);
  if (matchOf(restored.value).over && other) return newModel(settings, null, null);
  const notice: Message | null = other ? { text: t.resumed(settings.seed), kind: "notice" } : null;
  return newModel(restored.settings, restored.value, notice, other ? settings.seed : restored.settings.seed);
}

/** The refusal texts (`describeError`), a chunk loaded when the page is idle or at the first refusal. */
function refusalTexts(): Promise<typeof import("./refusals.js")> {
  return loadChunk<typeof import("./refusals.js")>("refusals");
}

/**
 * Shows and says a refusal in words, without the rule id (it goes behind the details toggle), and
 * `more` after it; not when the game has changed meanwhile (the texts may still be loading).
 */
function showRefusal(error: RuleError, more = ""): void {
  const game = model.game;
  const lang = model.settings.lang;
  void refusalTexts()
    .then((chunk) => chunk.refusalText(error, lang))
    .catch(() => error.message)
    .then((words) => {
      if (model.game !== game || model.settings.lang !== lang) return;
      const text = `${words}${more}`;
      const base = { text, kind: "refusal" as const, code: error.code };
      update({ message: error.rule === undefined ? base : { ...base, rule: error.rule } });
      say(text);
    });
}

function statusText(): string {
  return document.getElementById("status")?.textContent ?? "";
}

function say(text: string): void {
  // Cleared first, so that the same sentence twice is heard twice.
  live.textContent = "";
  live.textContent = text;
}

function tip(text: string): void {
  update({ message: { text, kind: "tip" } });
  say(text);
}

/** What the last move did, aloud: "Ovest scarta 7♥." (and the pozzetto taken on that discard). */
function sayMove(before: Game, after: Game): void {
  const lang = model.settings.lang;
  const added = newEvents(before, after);
  const text = added
    .map((e, i) =>
      eventText(e, lang, after.ruleset.players, model.revealed.get(after.events.length - added.length + i)),
    )
    .join(" ");
  // When your turn comes, the status line follows the move (the hand's end is in the events).
  const more = isYourTurn(after) && !isYourTurn(before);
  say(`${text}${more ? ` ${statusText()}` : ""}`);
}

/**
 * Draws the page after a change; only a bot's move brings `fresh` marks (they move once). Choosing
 * a meld ends with any other move, selection or message (the menu and the language keep it).
 */
function update(changes: Partial<Model>): void {
  const ends = changes.game !== undefined || changes.selected !== undefined || changes.message !== undefined;
  const next = { ...model, fresh: new Set<CardId>(), choosing: model.choosing && !ends, ...changes };
  model = { ...next, hints: hintsFor(next.game, next.selected) };
  draw();
}

function focusKey(): string | null {
  const el = document.activeElement as HTMLElement | null;
  return el?.dataset?.key ?? null;
}

function focusable(key: string | null): HTMLElement | null {
  if (key === null) return null;
  const el = root.querySelector<HTMLElement>(`[data-key="${key}"]`);
  return el === null || (el as HTMLButtonElement).disabled === true ? null : el;
}

/** Whether the match on the table is in progress: a new one abandons it. */
function inProgress(): boolean {
  return model.game !== null && !matchOf(model.game).over;
}

/** The controls where you may be busy with something else than the game: focus is left there. */
const ELSEWHERE = /^(menu|preset|players|seed|lang-\w+|docs|pad)$/;

/** The control of the move to make: never one that abandons the match. */
function moveControl(): HTMLElement | null {
  const game = model.game;
  if (game === null) return focusable("new-match");
  if (game.state.phase === "ended") return focusable("next");
  if (isYourTurn(game)) {
    if (game.state.phase === "draw") return focusable("draw");
    if (game.state.phase === "pozzetto") return focusable("takePozzetto");
  }
  return (
    root.querySelector<HTMLElement>('#hand [tabindex="0"]') ??
    (isYourTurn(game) ? focusable("hint") : null) ??
    root.querySelector<HTMLElement>("#status")
  );
}

/** Whether the next drawing starts your turn: the table scrolls back to its top (the others' melds). */
let turnStarts = false;

function draw(): void {
  const had = focusKey();
  const active = document.activeElement;
  const inPage = had !== null || active === document.body || active === null || active?.id === "status";
  document.documentElement.lang = model.settings.lang;
  document.title = TEXTS[model.settings.lang].title;
  // The table stays where it was scrolled to: the page is drawn anew, its scroll position is not.
  const scrolled = document.getElementById("scroller")?.scrollTop ?? 0;
  root.replaceChildren(render(model));
  document.getElementById("scroller")?.scrollTo(0, scrolled);
  const wish = focusWish;
  focusWish = null;
  // Focus stays on the control that had it, unless that control abandons the match.
  const kept = had === "new-match" && inProgress() ? null : focusable(had);
  const target = focusable(wish) ?? kept ?? (inPage ? moveControl() : null);
  target?.focus();
  if (target !== null && target !== undefined && target.closest("#scroller") !== null)
    target.scrollIntoView({ block: "nearest" });
  // The last moves in view: the newest are at the end of their box.
  const moves = root.querySelector("#moves ol");
  if (moves !== null) moves.scrollTop = moves.scrollHeight;
  if (turnStarts) document.getElementById("scroller")?.scrollTo(0, 0);
  turnStarts = false;
  if (model.choosing) bringIntoView([...root.querySelectorAll(".meld.legal")]);
  const game = model.game;
  if (game !== null && game.state.phase === "ended" && resultShown !== handNumber(game)) {
    resultShown = handNumber(game);
    // At the match's end the match line, with the final totals, comes into view above the sheet.
    document.getElementById(matchOf(game).over ? "match-line" : "result")?.scrollIntoView({ block: "start" });
  }
  if (model.game !== null) saveGame(storage, model.settings, model.game);
  scheduleBot();
}

function scheduleBot(): void {
  const game = model.game;
  if (botTimer !== undefined || game === null || game.state.phase === "ended" || isYourTurn(game)) return;
  botTimer = setTimeout(() => {
    botTimer = undefined;
    if (model.game !== game) return;
    if (asking) {
      scheduleBot();
      return;
    }
    const next = botStep(game);
    if (!next.ok) {
      update({ message: { text: TEXTS[model.settings.lang].botError, kind: "refusal", code: next.error.code } });
      return;
    }
    // Your turn begins, or the hand ends: focus goes to the move to make, unless you are busy
    // elsewhere (the settings, the language, the links).
    const turnComes = isYourTurn(next.value) || next.value.state.phase === "ended";
    turnStarts = isYourTurn(next.value) && !isYourTurn(game);
    if (turnComes && !ELSEWHERE.test(focusKey() ?? "")) {
      focusWish = next.value.state.phase === "ended" ? "next" : next.value.state.phase === "draw" ? "draw" : null;
    }
    const fresh = markedCards(newEvents(game, next.value));
    update({ game: next.value, message: model.message?.kind === "notice" ? model.message : null, fresh });
    sayMove(game, next.value);
  }, model.settings.pause);
}

/** After your action, the control that makes sense next: the drawn card, else your hand's first card. */
function focusAfter(action: Action, before: Game, after: Game): string | null {
  if (after.state.phase === "ended") return "next";
  if (after.state.phase === "pozzetto") return "takePozzetto";
  const card =
    action.type === "draw" ? before.state.stock[0] : handOrder(after.state.held[HUMAN] ?? [], model.arrangement)[0];
  return card === undefined ? null : `card-${card}`;
}

/**
 * The cards your own move showed you, kept by the index of its event so that the move list says
 * them ("Peschi 7♥ dal tallone."): a draw's card, the pozzetto's cards taken in play.
 */
function revealedBy(
  before: Game,
  after: Game,
  known: ReadonlyMap<number, readonly CardId[]>,
): ReadonlyMap<number, readonly CardId[]> {
  const added = newEvents(before, after);
  const first = after.events.length - added.length;
  const held = before.state.held[HUMAN] ?? [];
  const shown = (after.state.held[HUMAN] ?? []).filter((c) => !held.includes(c));
  const next = new Map(known);
  added.forEach((e, i) => {
    if ((e.type === "draw" || e.type === "takePozzetto") && e.seat === HUMAN && shown.length > 0)
      next.set(first + i, shown);
  });
  return next;
}

function playMove(action: Action): void {
  const game = model.game;
  if (game === null) return;
  const next = play(game, action);
  if (!next.ok) {
    // A discard that cannot be made when closing with that card can: point to Close.
    showRefusal(next.error, closesInstead(model.hints, action) ? ` ${TEXTS[model.settings.lang].useClose}` : "");
    return;
  }
  focusWish = focusAfter(action, game, next.value);
  const cursor = focusWish?.startsWith("card-") === true ? Number(focusWish.slice(5)) : model.cursor;
  const revealed = revealedBy(game, next.value, model.revealed);
  update({ game: next.value, selected: [], cursor, message: null, suggested: [], revealed });
  sayMove(game, next.value);
}

/** Attach the selected cards: to the meld given, to the one they fit, or choose on the table. */
function attach(meld: number | null): void {
  const t = TEXTS[model.settings.lang];
  const cards = model.selected;
  if (cards.length === 0) {
    tip(t.selectFirst);
    return;
  }
  const targets = [...model.hints.attach];
  if (meld === null && targets.length > 1) {
    // Several melds fit: they are marked on the table, brought into view above the dock; focus
    // goes to the first of them.
    focusWish = `meld-${targets[0]}`;
    update({ message: { text: t.chooseMeld, kind: "tip" }, choosing: true });
    say(t.chooseMeld);
    return;
  }
  playMove({ type: "attach", seat: HUMAN, meld: meld ?? targets[0] ?? 0, cards });
}

/** Every control's action: the one dispatch of the page (the switch covers every kind). */
function dispatch(action: UiAction): void {
  const one = model.selected.length === 1 ? model.selected[0] : undefined;
  switch (action.kind) {
    case "draw":
      playMove({ type: "draw", seat: HUMAN });
      break;
    case "pickUp":
      playMove({ type: "pickUpDiscards", seat: HUMAN });
      break;
    case "takePozzetto":
      playMove({ type: "takePozzetto", seat: HUMAN });
      break;
    case "meld":
      playMove({ type: "meld", seat: HUMAN, cards: model.selected });
      break;
    case "attach":
      attach(action.meld);
      break;
    case "discard":
    case "close":
      if (one !== undefined) playMove({ type: action.kind, seat: HUMAN, card: one });
      break;
    case "toggle": {
      const id = action.card;
      const selected = model.selected.includes(id) ? model.selected.filter((c) => c !== id) : [...model.selected, id];
      update({ selected, cursor: id, message: null });
      break;
    }
    case "sort":
      update({ arrangement: { sort: action.sort, order: null } });
      break;
    case "move":
      if (one !== undefined) moveInHand(one, action.by);
      break;
    case "nextHand":
      nextHandOfMatch();
      break;
    case "newMatch":
      void newMatch(null);
      break;
    case "hint":
      showHint();
      break;
    case "menu":
      update({ menuOpen: !model.menuOpen });
      break;
    case "lang":
      chooseLang(action.lang);
      history.replaceState(null, "", writeSettings({ ...model.settings, lang: action.lang }));
      // A choice of meld goes on, asked in the new language; any other message goes.
      update({
        settings: { ...model.settings, lang: action.lang },
        message: model.choosing ? { text: TEXTS[action.lang].chooseMeld, kind: "tip" } : null,
        choosing: model.choosing,
      });
      break;
  }
}

/** Moves a card of your hand one place in your order; it keeps the keyboard. */
function moveInHand(card: CardId, by: -1 | 1): void {
  const held = model.game?.state.held[HUMAN] ?? [];
  update({ arrangement: moveCard(held, model.arrangement, card, by), cursor: card });
}

/** The Hint's words (`describeHint`), a chunk loaded when the page is idle or at the first Hint. */
function hintWords(): Promise<typeof import("./hintWords.js")> {
  return loadChunk<typeof import("./hintWords.js")>("hintWords");
}

/**
 * The planner's advice (hint.ts), its cards highlighted; not when the game has changed meanwhile
 * (the words may still be loading). The planner is in the page's script: the table's `stepBot`
 * already brings it (it plays the hard level).
 */
function showHint(): void {
  const game = model.game;
  const lang = model.settings.lang;
  if (game === null) return;
  void hintWords().then(
    (chunk) => {
      if (model.game !== game || model.settings.lang !== lang) return;
      const shown = hintFor(game.state, lang, chunk.describeHint);
      update({ message: { text: shown.text, kind: "tip" }, suggested: shown.cards });
      say(shown.text);
    },
    () => undefined,
  );
}

function nextHandOfMatch(): void {
  const game = model.game;
  if (game === null) return;
  const next = nextHand(game);
  if (!next.ok) {
    showRefusal(next.error);
    return;
  }
  const arrangement = { ...model.arrangement, order: null };
  update({
    game: next.value,
    selected: [],
    cursor: null,
    message: null,
    suggested: [],
    revealed: new Map(),
    arrangement,
  });
  say(statusText());
}

/**
 * A new match on `settings` (default: the settings on screen with a new seed), once you said yes
 * when a match is in progress. Saying no puts focus back on the move to make.
 */
async function newMatch(settings: Settings | null): Promise<void> {
  if (inProgress()) {
    const t = TEXTS[model.settings.lang];
    const game = model.game as Game;
    asking = true;
    const yes = await ask({
      title: t.confirmTitle,
      text: t.confirmText(handNumber(game)),
      yes: t.confirmYes,
      no: t.confirmNo,
    });
    asking = false;
    if (!yes) {
      moveControl()?.focus();
      return;
    }
  }
  const next = settings ?? { ...model.settings, seed: newSeed() };
  history.replaceState(null, "", writeSettings(next));
  clearTimeout(botTimer);
  botTimer = undefined;
  model = newModel(next, null, null);
  draw();
  moveControl()?.focus();
  say(statusText());
}

root.addEventListener("click", (event) => {
  const found = actionAt(event.target, root);
  if (found === null || (found.el as HTMLButtonElement).disabled === true) return;
  // The settings' submit button goes through the form's submit (it reads the form).
  if (found.el.getAttribute("type") === "submit") return;
  dispatch(found.action);
});

// The hand is one tab stop: the arrow keys, Home and End move between its cards; Shift with the
// left or right arrow moves the card a place in your order.
rovingHand(
  root,
  (card) => {
    model = { ...model, cursor: card as CardId };
  },
  (card, by) => moveInHand(card as CardId, by),
);

// Escape closes the menu, and focus goes back to its button.
root.addEventListener("keydown", (event) => {
  if (event.key !== "Escape" || !model.menuOpen || asking) return;
  focusWish = "menu";
  update({ menuOpen: false });
});

// The settings form: New match, on the typed seed when you typed one (to play a deal someone shared).
root.addEventListener("submit", (event) => {
  event.preventDefault();
  const form = new FormData(event.target as HTMLFormElement);
  const typed = String(form.get("seed") ?? "").trim();
  const seed = typed === "" || (typed === model.settings.seed && model.game !== null) ? newSeed() : typed;
  const query = new URLSearchParams({
    ...Object.fromEntries([...form].map(([k, v]) => [k, String(v)])),
    seed,
    lang: model.settings.lang,
    pause: String(model.settings.pause),
  });
  if (model.settings.target !== null) query.set("target", String(model.settings.target));
  void newMatch(readSettings(`?${query.toString()}`));
});

// The page is drawn once the saved game is read back (at once when there is none); the refusal
// texts and the Hint's words load when the page is idle, so that they are there when needed.
void restore(address).then((restored) => {
  model = restored;
  history.replaceState(null, "", writeSettings(model.settings));
  draw();
  if (model.message !== null) say(model.message.text);
  setTimeout(() => {
    void refusalTexts().catch(() => undefined);
    void hintWords().catch(() => undefined);
  }, 500);
});
