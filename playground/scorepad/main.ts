/**
 * The score pad page: a person enters each side's count after a hand played with real cards and
 * sees the itemised sheet, the running totals and, for a tournament round, the victory points. All
 * scoring is the library's (`addCounts`, `padSummary`); the page keeps the pad's save (and the
 * half-typed count) in local storage, so a reload loses nothing. Language: `?lang=it|en`.
 */
import { type BurracoClass, type PresetName, presetNames, presets, type RuleError, type Ruleset } from "burraco";
import { burracoClassName, describeError, scoreLineLabel } from "burraco/i18n";
import {
  addCounts,
  deserializePad,
  newScorePad,
  type PadRound,
  padSummary,
  type ScorePad,
  type SideCount,
  serializePad,
} from "burraco/pad";
import { scoreLines } from "burraco/scoring";
import { PRESET_NAMES } from "../src/presetNames.js";
import { type Lang, TEXTS } from "./texts.js";

const STORAGE_KEY = "burraco-scorepad";

/** What the page keeps: the settings it shows, the pad's save and the count being typed. */
interface Stored {
  readonly preset: PresetName;
  readonly pad: string;
  readonly draft: Readonly<Record<string, string>>;
}

interface Model {
  lang: Lang;
  preset: PresetName;
  pad: ScorePad;
  draft: Record<string, string>;
  message: { text: string; refusal: boolean; rule?: string } | null;
}

type Attrs = Readonly<Record<string, string | number | boolean | undefined>>;

/** An element with attributes and children; text always goes in as text, never as HTML. */
function el(tag: string, attrs: Attrs = {}, ...children: readonly (Node | string | null)[]): HTMLElement {
  const node = document.createElement(tag);
  for (const [name, value] of Object.entries(attrs))
    if (value !== undefined && value !== false) node.setAttribute(name, value === true ? "" : String(value));
  for (const child of children) if (child !== null) node.append(child);
  return node;
}

function signed(n: number): string {
  return n > 0 ? `+${n}` : String(n);
}

function emptyPad(ruleset: Ruleset, round: PadRound = null, firstSide?: number): ScorePad | RuleError {
  const r = newScorePad({ ruleset, round, ...(firstSide === undefined ? {} : { firstSide }) });
  return r.ok ? r.value : r.error;
}

function load(): Model {
  const q = new URLSearchParams(location.search);
  const lang: Lang = q.get("lang") === "en" ? "en" : "it";
  try {
    const stored = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? "null") as Stored | null;
    const pad = stored === null ? null : deserializePad(stored.pad);
    if (stored !== null && pad?.ok === true && presetNames.includes(stored.preset))
      return { lang, preset: stored.preset, pad: pad.value, draft: { ...stored.draft }, message: null };
  } catch {
    // Storage unavailable or unreadable: start a fresh pad.
  }
  return { lang, preset: "classic", pad: emptyPad(presets.classic) as ScorePad, draft: {}, message: null };
}

let model = load();
const root = document.getElementById("app") as HTMLElement;

function save(): void {
  const stored: Stored = { preset: model.preset, pad: serializePad(model.pad), draft: model.draft };
  try {
    localStorage.setItem(STORAGE_KEY, JSON.stringify(stored));
  } catch {
    // A full or blocked storage only loses the reload; the page still works.
  }
}

function refusal(error: RuleError): Model["message"] {
  const text = describeError(error, model.lang);
  return error.rule === undefined ? { text, refusal: true } : { text, refusal: true, rule: error.rule };
}

/** The burraco classes the pad's ruleset scores (R5): the others cannot be entered. */
function scoredClasses(rs: Ruleset): BurracoClass[] {
  const all: BurracoClass[] = ["clean", "semi-clean", "dirty", "royal", "super"];
  return all.filter(
    (c) =>
      (c !== "semi-clean" || rs.semiClean) &&
      (c !== "royal" || rs.royalBurraco !== null) &&
      (c !== "super" || rs.superBurraco !== null),
  );
}

function sideCount(rs: Ruleset): number {
  return rs.players === 4 ? 2 : rs.players;
}

/** Each side's count as typed: empty fields count as 0 (or "not taken"). */
function countsOfDraft(rs: Ruleset): SideCount[] {
  const d = model.draft;
  const num = (key: string): number => (d[key] === undefined || d[key] === "" ? 0 : Number(d[key]));
  return Array.from({ length: sideCount(rs) }, (_, side): SideCount => {
    const burraco = scoredClasses(rs).flatMap((c) =>
      Array.from({ length: Math.max(0, Math.floor(num(`${c}-${side}`))) }, () => c),
    );
    const pozzetto = (d[`pozzetto-${side}`] ?? "not-taken") as SideCount["pozzetto"];
    return {
      meldPoints: num(`meldPoints-${side}`),
      burraco,
      closed: d.closer === String(side),
      pozzetto,
      unplayedPoints: num(`unplayedPoints-${side}`),
      handPoints: num(`handPoints-${side}`),
      penaltyPoints: num(`penaltyPoints-${side}`),
    };
  });
}

function update(changes: Partial<Model>): void {
  model = { ...model, ...changes };
  save();
  draw();
}

function addHand(): void {
  const t = TEXTS[model.lang];
  const next = addCounts(model.pad, countsOfDraft(model.pad.ruleset));
  if (!next.ok) update({ message: refusal(next.error) });
  else update({ pad: next.value, draft: {}, message: { text: t.added(next.value.hands.length), refusal: false } });
}

function undoHand(): void {
  let pad = emptyPad(model.pad.ruleset, model.pad.round, model.pad.firstSide);
  if (!("hands" in pad)) return;
  for (const counts of model.pad.hands.slice(0, -1)) {
    const next = addCounts(pad, counts);
    if (next.ok) pad = next.value;
  }
  update({ pad, message: null });
}

function startPad(form: HTMLFormElement): void {
  const data = new FormData(form);
  const preset = (data.get("preset") as PresetName | null) ?? "classic";
  const mode = String(data.get("mode") ?? "match");
  const round = (mode === "match" ? null : Number(mode)) as PadRound;
  const pad = emptyPad(presets[preset], round, Number(data.get("firstSide") ?? 0));
  if (!("hands" in pad)) update({ message: refusal(pad) });
  else update({ preset, pad, draft: {}, message: null });
}

function field(label: string, name: string, input: HTMLElement): HTMLElement {
  input.id = name;
  input.setAttribute("name", name);
  return el("div", { class: "field" }, el("label", { for: name }, label), input);
}

function numberInput(name: string): HTMLElement {
  return el("input", {
    type: "number",
    inputmode: "numeric",
    min: 0,
    step: name.startsWith("meld") || name.includes("Points") ? 5 : 1,
    value: model.draft[name] ?? "",
    placeholder: "0",
  });
}

function select(options: readonly [value: string, label: string][], current: string): HTMLElement {
  return el(
    "select",
    {},
    ...options.map(([value, label]) => el("option", { value, selected: value === current }, label)),
  );
}

function settingsForm(): HTMLElement {
  const t = TEXTS[model.lang];
  const pad = model.pad;
  const modes: [string, string][] = [
    ["match", t.match(pad.ruleset.targetScore)],
    ...[2, 3, 4].map((n): [string, string] => [String(n), t.round(n)]),
  ];
  const sides = Array.from({ length: sideCount(pad.ruleset) }, (_, s): [string, string] => [
    String(s),
    t.side(s, pad.ruleset.players),
  ]);
  const form = el(
    "form",
    { id: "settings", "aria-labelledby": "settings-title" },
    el("h2", { id: "settings-title" }, t.settings),
    field(
      t.rules,
      "preset",
      select(
        presetNames.map((n) => [n, PRESET_NAMES[model.lang][n] ?? n]),
        model.preset,
      ),
    ),
    field(t.mode, "mode", select(modes, pad.round === null ? "match" : String(pad.round))),
    field(t.firstSide, "firstSide", select(sides, String(pad.firstSide))),
    el("button", { type: "submit", id: "new-pad" }, t.newPad),
  ) as HTMLFormElement;
  form.addEventListener("submit", (e) => {
    e.preventDefault();
    startPad(form);
  });
  return form;
}

function entryForm(): HTMLElement {
  const t = TEXTS[model.lang];
  const rs = model.pad.ruleset;
  const players = rs.players;
  const fieldsets = Array.from({ length: sideCount(rs) }, (_, side) =>
    el(
      "fieldset",
      { class: "side", "data-side": side },
      el("legend", {}, t.side(side, players)),
      field(t.meldPoints, `meldPoints-${side}`, numberInput(`meldPoints-${side}`)),
      ...scoredClasses(rs).map((c) =>
        field(burracoClassName(c, model.lang), `${c}-${side}`, numberInput(`${c}-${side}`)),
      ),
      field(
        t.pozzetto,
        `pozzetto-${side}`,
        select(
          (["not-taken", "taken", "unplayed"] as const).map((p) => [p, t.pozzettoChoice[p]]),
          model.draft[`pozzetto-${side}`] ?? "not-taken",
        ),
      ),
      field(t.unplayedPoints, `unplayedPoints-${side}`, numberInput(`unplayedPoints-${side}`)),
      field(t.handPoints, `handPoints-${side}`, numberInput(`handPoints-${side}`)),
      field(t.penaltyPoints, `penaltyPoints-${side}`, numberInput(`penaltyPoints-${side}`)),
    ),
  );
  const closers: [string, string][] = [
    ["", "—"],
    ...Array.from({ length: sideCount(rs) }, (_, s): [string, string] => [String(s), t.side(s, players)]),
  ];
  const summary = padSummary(model.pad);
  const undo = el("button", { type: "button", id: "undo-hand", disabled: model.pad.hands.length === 0 }, t.undo);
  undo.addEventListener("click", undoHand);
  const message = el(
    "p",
    { id: "message", role: "status", class: model.message?.refusal ? "refusal" : "", "data-rule": model.message?.rule },
    [model.message?.text, summary.over ? t.over : null].filter((x) => x !== undefined && x !== null).join(" "),
  );
  // Once the match or the round is over there is no next hand to enter: only the undo remains.
  if (summary.over)
    return el("section", { id: "entry", "aria-label": t.over }, message, el("div", { class: "buttons" }, undo));
  const form = el(
    "form",
    { id: "entry", "aria-labelledby": "entry-title" },
    el("h2", { id: "entry-title" }, t.handHeading(model.pad.hands.length + 1)),
    el("div", { class: "sides" }, ...fieldsets),
    field(t.closed, "closer", select(closers, model.draft.closer ?? "")),
    el("div", { class: "buttons" }, el("button", { type: "submit", id: "add-hand" }, t.add), undo),
    message,
  ) as HTMLFormElement;
  form.addEventListener("input", (e) => {
    const target = e.target as HTMLInputElement | HTMLSelectElement;
    model.draft = { ...model.draft, [target.name]: target.value };
    save();
  });
  form.addEventListener("submit", (e) => {
    e.preventDefault();
    addHand();
  });
  return form;
}

function lastSheet(): HTMLElement | null {
  const t = TEXTS[model.lang];
  const summary = padSummary(model.pad);
  const sheet = summary.sheets.at(-1);
  if (sheet === undefined) return null;
  const players = model.pad.ruleset.players;
  const head = el(
    "tr",
    {},
    el("th", { scope: "col" }, t.line),
    ...sheet.sides.map((s) => el("th", { scope: "col" }, t.side(s.side, players))),
  );
  const rows = scoreLines.map((line) =>
    el(
      "tr",
      { class: line === "total" ? "total" : undefined },
      el("th", { scope: "row" }, scoreLineLabel(line, model.lang, true)),
      ...sheet.sides.map((s) =>
        el("td", { "data-side": s.side, "data-line": line, "data-value": s[line] }, signed(s[line])),
      ),
    ),
  );
  const burraco = sheet.sides.map((s) =>
    s.burraco.length === 0
      ? null
      : el(
          "li",
          {},
          `${t.side(s.side, players)}: ${s.burraco.map((b) => `${burracoClassName(b.class, model.lang)} ${signed(b.bonus)}`).join(", ")}`,
        ),
  );
  return el(
    "section",
    { id: "sheet", "aria-labelledby": "sheet-title" },
    el("h2", { id: "sheet-title" }, t.lastSheet(summary.sheets.length)),
    el("div", { class: "scroll" }, el("table", {}, el("thead", {}, head), el("tbody", {}, ...rows))),
    el("ul", { class: "burraco" }, ...burraco),
  );
}

function totals(): HTMLElement {
  const t = TEXTS[model.lang];
  const pad = model.pad;
  const players = pad.ruleset.players;
  const summary = padSummary(pad);
  const sides = summary.totals.map((_, s) => s);
  const head = el(
    "tr",
    {},
    el("th", { scope: "col" }, t.hand),
    ...sides.map((s) => el("th", { scope: "col" }, t.side(s, players))),
  );
  const rows = summary.sheets.map((sheet, h) =>
    el(
      "tr",
      {},
      el("th", { scope: "row" }, String(h + 1)),
      ...sides.map((s) => el("td", {}, `${signed(sheet.sides[s]?.total ?? 0)} → ${summary.running[h]?.[s] ?? 0}`)),
    ),
  );
  const totalRow = el(
    "tr",
    { id: "totals", class: "total" },
    el("th", { scope: "row" }, t.totals),
    ...sides.map((s) => el("td", { "data-side": s, "data-value": summary.totals[s] }, String(summary.totals[s]))),
  );
  const vp = summary.victoryPoints;
  const vpRow =
    vp === null
      ? null
      : el(
          "tr",
          { id: "vp", class: "total" },
          el("th", { scope: "row" }, t.victoryPoints),
          ...sides.map((s) => el("td", { "data-side": s, "data-value": vp[s] }, String(vp[s]))),
        );
  const left = pad.round === null ? 0 : pad.round - pad.hands.length;
  const status = summary.over
    ? summary.winner === null
      ? t.tie
      : t.winner(t.side(summary.winner, players))
    : pad.round === null
      ? t.playing
      : t.roundLeft(left);
  return el(
    "section",
    { id: "summary", "aria-labelledby": "summary-title" },
    el(
      "h2",
      { id: "summary-title" },
      `${t.hands} · ${pad.round === null ? t.match(pad.ruleset.targetScore) : t.round(pad.round)}`,
    ),
    el("div", { class: "scroll" }, el("table", {}, el("thead", {}, head), el("tbody", {}, ...rows, totalRow, vpRow))),
    el("p", { id: "status", "data-over": String(summary.over), "data-winner": summary.winner ?? "" }, status),
  );
}

function header(): HTMLElement {
  const t = TEXTS[model.lang];
  const langs = (["it", "en"] as const).map((l) =>
    el(
      "button",
      { type: "button", "data-lang": l, "aria-pressed": l === model.lang ? "true" : "false", lang: l },
      l === "it" ? "Italiano" : "English",
    ),
  );
  for (const b of langs)
    b.addEventListener("click", () => {
      const lang = b.dataset.lang === "en" ? "en" : "it";
      history.replaceState(null, "", `?lang=${lang}`);
      update({ lang, message: null });
    });
  return el(
    "header",
    {},
    el("h1", {}, `Burraco · ${t.title}`),
    el("nav", { "aria-label": t.language }, ...langs),
    el(
      "nav",
      {},
      el("a", { href: "../index.html" }, t.docs),
      el("a", { href: `index.html?lang=${model.lang}` }, t.playground),
    ),
  );
}

function draw(): void {
  const t = TEXTS[model.lang];
  document.documentElement.lang = model.lang;
  document.title = `Burraco · ${t.title}`;
  const focused = document.activeElement?.id;
  root.replaceChildren(
    header(),
    el("main", {}, el("p", { class: "intro" }, t.intro), totals(), lastSheet() ?? "", entryForm(), settingsForm()),
  );
  if (focused) document.getElementById(focused)?.focus();
}

draw();
