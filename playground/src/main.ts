/**
 * The playground's entry point: reads the address, deals, wires clicks to actions and lets the
 * bots play their turns with a visible pause.
 */
import type { Action, RuleError } from "burraco";
import { describeError, type Locale } from "burraco/i18n";
import { botStep, HUMAN, isYourTurn, play, startGame } from "./game.js";
import { hintsFor } from "./hints.js";
import { type Message, type Model, render } from "./render.js";
import { readSettings, type Settings, writeSettings } from "./settings.js";
import { TEXTS } from "./texts.js";

const root = document.getElementById("app") as HTMLElement;
let model: Model = newModel(readSettings(location.search));
let botTimer: ReturnType<typeof setTimeout> | undefined;

function newModel(settings: Settings): Model {
  const game = startGame(settings);
  const message: Message | null = game.ok ? null : refusal(game.error, settings.lang);
  const g = game.ok ? game.value : null;
  return { settings, game: g, selected: [], message, hints: hintsFor(g, []) };
}

function refusal(error: RuleError, lang: Locale): Message {
  const base = { text: describeError(error, lang), kind: "refusal" as const, code: error.code };
  return error.rule === undefined ? base : { ...base, rule: error.rule };
}

function update(changes: Partial<Model>): void {
  const next = { ...model, ...changes };
  model = { ...next, hints: hintsFor(next.game, next.selected) };
  draw();
}

function draw(): void {
  document.documentElement.lang = model.settings.lang;
  document.title = TEXTS[model.settings.lang].title;
  root.replaceChildren(render(model));
  scheduleBot();
}

function scheduleBot(): void {
  const game = model.game;
  if (botTimer !== undefined || game === null || game.state.phase === "ended" || isYourTurn(game)) return;
  botTimer = setTimeout(() => {
    botTimer = undefined;
    if (model.game !== game) return;
    const next = botStep(game);
    if (next.ok) update({ game: next.value });
    else update({ message: { text: TEXTS[model.settings.lang].botError, kind: "refusal", code: next.error.code } });
  }, model.settings.pause);
}

function act(action: Action): void {
  const game = model.game;
  if (game === null) return;
  const next = play(game, action);
  if (next.ok) update({ game: next.value, selected: [], message: null });
  else update({ message: refusal(next.error, model.settings.lang) });
}

/** What a button does with the current selection: an action to try, or a tip when none fits. */
function buttonAction(name: string): Action | string {
  const t = TEXTS[model.settings.lang];
  const selected = model.selected;
  const one = selected.length === 1 ? selected[0] : undefined;
  switch (name) {
    case "draw":
      return { type: "draw", seat: HUMAN };
    case "pickUp":
      return { type: "pickUpDiscards", seat: HUMAN };
    case "takePozzetto":
      return { type: "takePozzetto", seat: HUMAN };
    case "meld":
      return selected.length === 0 ? t.selectCards : { type: "meld", seat: HUMAN, cards: selected };
    case "attach": {
      const [target] = model.hints.attach;
      return selected.length === 0 ? t.clickMeld : { type: "attach", seat: HUMAN, meld: target ?? 0, cards: selected };
    }
    case "discard":
    case "close":
      return one === undefined ? t.selectOne : { type: name, seat: HUMAN, card: one };
    default:
      return t.selectOne;
  }
}

/** Clicking a meld attaches the selected cards to it (another side's meld: the engine says no, R4.8). */
function meldAction(meld: number, side: number): Action | string {
  if (model.selected.length === 0) return TEXTS[model.settings.lang].clickMeld;
  const own = model.game?.state.sides[HUMAN] ?? HUMAN;
  const base = { type: "attach" as const, seat: HUMAN, meld, cards: model.selected };
  return side === own ? base : { ...base, side };
}

function tryAction(action: Action | string): void {
  if (typeof action === "string") update({ message: { text: action, kind: "tip" } });
  else act(action);
}

function setSettings(settings: Settings, redeal: boolean): void {
  history.replaceState(null, "", writeSettings(settings));
  if (redeal) {
    clearTimeout(botTimer);
    botTimer = undefined;
    model = newModel(settings);
    draw();
  } else {
    update({ settings, message: null });
  }
}

root.addEventListener("click", (event) => {
  const target = (event.target as Element).closest("[data-card],[data-action],[data-meld],[data-lang]");
  if (target === null) return;
  const data = (target as HTMLElement).dataset;
  if (data.lang === "it" || data.lang === "en") {
    setSettings({ ...model.settings, lang: data.lang }, false);
  } else if (data.action !== undefined) {
    tryAction(buttonAction(data.action));
  } else if (data.card !== undefined) {
    const id = Number(data.card);
    const selected = model.selected.includes(id) ? model.selected.filter((c) => c !== id) : [...model.selected, id];
    update({ selected, message: null });
  } else if (data.meld !== undefined) {
    tryAction(meldAction(Number(data.meld), Number(data.side)));
  }
});

// Melds are not buttons (they hold cards), so Enter and Space on a focused meld act as a click.
root.addEventListener("keydown", (event) => {
  const target = event.target as HTMLElement;
  if ((event.key === "Enter" || event.key === " ") && target.dataset.meld !== undefined) {
    event.preventDefault();
    target.click();
  }
});

root.addEventListener("submit", (event) => {
  event.preventDefault();
  const form = new FormData(event.target as HTMLFormElement);
  const query = new URLSearchParams({
    ...Object.fromEntries([...form].map(([k, v]) => [k, String(v)])),
    lang: model.settings.lang,
    pause: String(model.settings.pause),
  });
  setSettings(readSettings(`?${query.toString()}`), true);
});

history.replaceState(null, "", writeSettings(model.settings));
draw();
