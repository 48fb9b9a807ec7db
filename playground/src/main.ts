/**
 * The playground's entry point: reads the address, restores the saved match or deals a new one,
 * wires clicks and keys to actions, lets the bots play their turns with a visible pause, keeps
 * keyboard focus where you are, and tells a screen reader what happened (a live region).
 */
import type { Action, RuleError } from "burraco";
import { sortHand } from "./cards.js";
import { botStep, type Game, HUMAN, isYourTurn, nextHand, play, startGame } from "./game.js";
import { closesInstead, hintsFor } from "./hints.js";
import { loadChunk } from "./lazy.js";
import { eventText, type Message, type Model, render } from "./render.js";
import { restoreGame, type Store, savedText, saveGame } from "./save.js";
import { newSeed, readSettings, type Settings, writeSettings } from "./settings.js";
import { TEXTS } from "./texts.js";

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

// No game until the saved one is read back (restore, at the end of this file).
let model: Model = {
  settings: readSettings(location.search),
  game: null,
  selected: [],
  cursor: null,
  message: null,
  hints: hintsFor(null, []),
};
let botTimer: ReturnType<typeof setTimeout> | undefined;
/** Where focus goes after the next drawing when the control that had it is gone or disabled. */
let focusWish: string | null = null;

/** A model for the settings: the restored game when there is one, else a new match. */
function newModel(settings: Settings, restored: Game | null, message: Message | null): Model {
  const game = restored === null ? startGame(settings) : { ok: true as const, value: restored };
  const g = game.ok ? game.value : null;
  // Said once this model is the page's (it is returned first).
  if (!game.ok) queueMicrotask(() => showRefusal(game.error));
  return { settings, game: g, selected: [], cursor: null, message, hints: hintsFor(g, []) };
}

/** The saved game of the address, read with the library's save readers (a chunk of their own). */
async function restore(settings: Settings): Promise<Model> {
  const text = savedText(storage, settings);
  if (text === null) return newModel(settings, null, null);
  const t = TEXTS[settings.lang];
  const restored = await loadChunk<typeof import("./restore.js")>("restore")
    .then((chunk) => restoreGame(text, chunk.readers))
    .catch(() => ({ ok: false as const, code: "save/unread" }));
  if (restored.ok) return newModel(settings, restored.value, null);
  const why = restored.code === "save/old" ? t.saveOld : restored.code === "save/unread" ? t.saveUnread : t.saveBroken;
  return newModel(settings, null, { text: why, kind: "notice", code: restored.code });
}

/** The refusal texts (`describeError`), a chunk loaded when the page is idle or at the first refusal. */
function refusalTexts(): Promise<typeof import("./refusals.js")> {
  return loadChunk<typeof import("./refusals.js")>("refusals");
}

/**
 * Shows and says a refusal in words, without the rule id (it goes in the details line), and
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

/** What the last move did, aloud: "Ovest scarta 7♥." (and the pozzetto taken on that discard). */
function sayMove(game: Game): void {
  const events = game.events[game.events.length - 1] ?? [];
  const lang = model.settings.lang;
  const t = TEXTS[lang];
  const text = events.map((e) => eventText(e, t, lang, game.match.ruleset.players)).join(" ");
  // When your turn comes, the status line follows the move (the hand's end is in the events).
  const more = isYourTurn(game) && game.log.at(-1)?.seat !== HUMAN;
  say(`${text}${more ? ` ${statusText()}` : ""}`);
}

function update(changes: Partial<Model>): void {
  const next = { ...model, ...changes };
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

/** The control focus falls back to: the next thing to do. */
function sensibleFocus(): HTMLElement | null {
  const game = model.game;
  if (game === null) return focusable("new-deal");
  if (game.state.phase === "ended") return focusable("next");
  if (isYourTurn(game)) {
    if (game.state.phase === "draw") return focusable("draw");
    if (game.state.phase === "pozzetto") return focusable("takePozzetto");
  }
  return root.querySelector<HTMLElement>('#hand [tabindex="0"]') ?? focusable("new-deal");
}

function draw(): void {
  const had = focusKey();
  const inPage = had !== null || document.activeElement === document.body || document.activeElement === null;
  document.documentElement.lang = model.settings.lang;
  document.title = TEXTS[model.settings.lang].title;
  root.replaceChildren(render(model));
  const wish = focusWish;
  focusWish = null;
  const target = focusable(wish) ?? focusable(had) ?? (inPage ? sensibleFocus() : null);
  target?.focus();
  if (target?.closest("#hand") !== null) target?.scrollIntoView({ block: "nearest" });
  if (model.game !== null) saveGame(storage, model.settings, model.game);
  scheduleBot();
}

function scheduleBot(): void {
  const game = model.game;
  if (botTimer !== undefined || game === null || game.state.phase === "ended" || isYourTurn(game)) return;
  botTimer = setTimeout(() => {
    botTimer = undefined;
    if (model.game !== game) return;
    const next = botStep(game);
    if (!next.ok) {
      update({ message: { text: TEXTS[model.settings.lang].botError, kind: "refusal", code: next.error.code } });
      return;
    }
    // Your turn begins: focus goes to the draw button, unless you are busy elsewhere (the settings).
    if (
      isYourTurn(next.value) &&
      focusKey()?.match(/^(card-|meld-|draw|pickUp|discard|close|attach|stock|pile)/) !== null
    )
      focusWish = next.value.state.phase === "draw" ? "draw" : null;
    update({ game: next.value, message: model.message?.kind === "notice" ? model.message : null });
    sayMove(next.value);
  }, model.settings.pause);
}

/** After your action, the control that makes sense next: the drawn card, else your hand's first card. */
function focusAfter(action: Action, before: Game, after: Game): string | null {
  if (after.state.phase === "ended") return "next";
  const card = action.type === "draw" ? before.state.stock[0] : sortHand(after.state.held[HUMAN] ?? [])[0];
  return card === undefined ? null : `card-${card}`;
}

function act(action: Action): void {
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
  update({ game: next.value, selected: [], cursor, message: null });
  sayMove(next.value);
}

/**
 * What a button does with the current selection. A button is enabled only when the selection has
 * the size its move needs (render.ts), so there is always an action to try; the engine judges it.
 */
function buttonAction(name: string, meld: string | undefined): Action | null {
  const cards = model.selected;
  const card = cards[0] ?? -1;
  switch (name) {
    case "draw":
      return { type: "draw", seat: HUMAN };
    case "pickUp":
      return { type: "pickUpDiscards", seat: HUMAN };
    case "takePozzetto":
      return { type: "takePozzetto", seat: HUMAN };
    case "meld":
      return { type: "meld", seat: HUMAN, cards };
    case "attach":
      // The meld of the button, or the one meld the cards fit (with several, one button per meld).
      return { type: "attach", seat: HUMAN, meld: Number(meld ?? [...model.hints.attach][0] ?? 0), cards };
    case "discard":
    case "close":
      return { type: name, seat: HUMAN, card };
    case "nextHand":
      nextHandOfMatch();
      return null;
    case "hint":
      showHint();
      return null;
    default:
      setSettings({ ...model.settings, seed: newSeed() }, true);
      return null;
  }
}

/** The planner's best move, from the hint chunk (hint.ts), loaded on the first Hint. */
function showHint(): void {
  const game = model.game;
  if (game === null) return;
  loadChunk<typeof import("./hint.js")>("hint").then(
    ({ hintText }) => {
      if (model.game !== game) return;
      const text = hintText(game.state, model.settings.lang);
      update({ message: { text, kind: "tip" } });
      say(text);
    },
    () => {
      const text = TEXTS[model.settings.lang].hintUnread;
      update({ message: { text, kind: "tip" } });
      say(text);
    },
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
  update({ game: next.value, selected: [], cursor: null, message: null });
  say(statusText());
}

/** Clicking one of your melds attaches the selected cards to it. */
function meldAction(meld: number): Action | string {
  if (model.selected.length === 0) return TEXTS[model.settings.lang].selectCards;
  return { type: "attach", seat: HUMAN, meld, cards: model.selected };
}

function tryAction(action: Action | string | null): void {
  if (action === null) return;
  if (typeof action === "string") {
    update({ message: { text: action, kind: "tip" } });
    say(action);
  } else act(action);
}

function setSettings(settings: Settings, redeal: boolean): void {
  history.replaceState(null, "", writeSettings(settings));
  if (redeal) {
    clearTimeout(botTimer);
    botTimer = undefined;
    model = newModel(settings, null, null);
    draw();
    say(statusText());
  } else {
    update({ settings, message: null });
  }
}

root.addEventListener("click", (event) => {
  const target = (event.target as Element).closest("[data-card],[data-action],[data-meld],[data-lang]");
  if (target === null || (target as HTMLButtonElement).disabled === true) return;
  const data = (target as HTMLElement).dataset;
  if (data.lang === "it" || data.lang === "en") {
    setSettings({ ...model.settings, lang: data.lang }, false);
  } else if (data.action !== undefined) {
    tryAction(buttonAction(data.action, data.meld));
  } else if (data.card !== undefined) {
    const id = Number(data.card);
    const selected = model.selected.includes(id) ? model.selected.filter((c) => c !== id) : [...model.selected, id];
    update({ selected, cursor: id, message: null });
  } else if (data.meld !== undefined) {
    tryAction(meldAction(Number(data.meld)));
  }
});

// The hand is one tab stop: the arrow keys, Home and End move between its cards.
root.addEventListener("keydown", (event) => {
  const target = event.target as HTMLElement;
  if (target.dataset.card === undefined) return;
  const cards = [...root.querySelectorAll<HTMLElement>("#hand [data-card]")];
  const at = cards.indexOf(target);
  const moves: Record<string, number> = {
    ArrowLeft: at - 1,
    ArrowUp: at - 1,
    ArrowRight: at + 1,
    ArrowDown: at + 1,
    Home: 0,
    End: cards.length - 1,
  };
  const to = moves[event.key];
  if (to === undefined) return;
  event.preventDefault();
  const next = cards[Math.max(0, Math.min(cards.length - 1, to))];
  if (next === undefined || next === target) return;
  target.tabIndex = -1;
  next.tabIndex = 0;
  next.focus();
  next.scrollIntoView({ block: "nearest" });
  model = { ...model, cursor: Number(next.dataset.card) };
});

root.addEventListener("submit", (event) => {
  event.preventDefault();
  const form = new FormData(event.target as HTMLFormElement);
  const typed = String(form.get("seed") ?? "").trim();
  // "New deal" deals a new seed, unless you typed one (to play a deal someone shared).
  const seed = typed === "" || typed === model.settings.seed ? newSeed() : typed;
  const query = new URLSearchParams({
    ...Object.fromEntries([...form].map(([k, v]) => [k, String(v)])),
    seed,
    lang: model.settings.lang,
    pause: String(model.settings.pause),
  });
  if (model.settings.target !== null) query.set("target", String(model.settings.target));
  focusWish = "new-deal";
  setSettings(readSettings(`?${query.toString()}`), true);
});

history.replaceState(null, "", writeSettings(model.settings));
// The page is drawn once the saved game is read back (at once when there is none); the refusal
// texts load when the page is idle, so that they are there at the first refusal.
void restore(model.settings).then((restored) => {
  model = restored;
  draw();
  if (model.message !== null) say(model.message.text);
  setTimeout(() => void refusalTexts().catch(() => undefined), 500);
});
