/**
 * The score pad page: a person enters each side's count after a hand played with real cards and
 * sees the itemised sheet, the running totals and, for a tournament round, the victory points. All
 * scoring is the library's (`addCounts`, `padSummary`); the page keeps the pad's save (and the
 * half-typed count) in local storage, so a reload loses nothing. Language: `?lang=it|en`, else the reader's choice, else the browser's
 * (`language.ts`).
 */
import {
  type BurracoClass,
  burracoClasses,
  type PresetName,
  presetNames,
  presets,
  type RuleError,
  type Ruleset,
} from "burraco";
import { burracoClassName, describeError, type Locale, matchTitle, scoreLineLabel } from "burraco/i18n";
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
import { ask, h as el } from "../src/dom.js";
import { chooseLang, pageLang } from "../src/language.js";
import { PRESET_NAMES } from "../src/presetNames.js";
import { TEXTS } from "./texts.js";

const STORAGE_KEY = "burraco-scorepad";

/** What the page keeps: the settings it shows, the pad's save and the count being typed. */
interface Stored {
  readonly preset: PresetName;
  readonly pad: string;
  readonly draft: Readonly<Record<string, string>>;
}

interface Model {
  lang: Locale;
  preset: PresetName;
  pad: ScorePad;
  draft: Record<string, string>;
  /** What the page last said: an added hand, or a refusal in words (its rule and code behind a toggle). */
  message: { text: string; refusal: boolean; rule?: string; code?: string } | null;
}

function signed(n: number): string {
  return n > 0 ? `+${n}` : String(n);
}

function emptyPad(ruleset: Ruleset, round: PadRound = null, firstSide?: number): ScorePad | RuleError {
  const r = newScorePad({ ruleset, round, ...(firstSide === undefined ? {} : { firstSide }) });
  return r.ok ? r.value : r.error;
}

function load(): Model {
  const lang = pageLang(location.search);
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

/** A refusal in words: the library's sentence without the rule at its end (it goes behind the details toggle). */
function refusal(error: RuleError): Model["message"] {
  const text = describeError(error, model.lang).replace(/ \([^()]*\)$/, "");
  const base = { text, refusal: true, code: error.code };
  return error.rule === undefined ? base : { ...base, rule: error.rule };
}

/** The burraco classes the pad's ruleset scores (R5): the others cannot be entered. */
function scoredClasses(rs: Ruleset): BurracoClass[] {
  return burracoClasses.filter(
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

/** Where focus goes after the next drawing (an element's id). */
let focusWish: string | null = null;

function addHand(): void {
  const t = TEXTS[model.lang];
  const next = addCounts(model.pad, countsOfDraft(model.pad.ruleset));
  if (!next.ok) {
    focusWish = "message";
    update({ message: refusal(next.error) });
    return;
  }
  // The totals come into view, with the focus: what a scorer looks at after adding a hand.
  focusWish = "summary-title";
  update({ pad: next.value, draft: {}, message: { text: t.added(next.value.hands.length), refusal: false } });
}

/** A side's count as the form holds it: the fields' texts (a field at 0 stays empty). */
function draftOf(counts: readonly SideCount[]): Record<string, string> {
  const draft: Record<string, string> = {};
  const put = (key: string, n: number): void => {
    if (n !== 0) draft[key] = String(n);
  };
  counts.forEach((c, side) => {
    put(`meldPoints-${side}`, c.meldPoints);
    for (const cls of burracoClasses) put(`${cls}-${side}`, c.burraco.filter((b) => b === cls).length);
    draft[`pozzetto-${side}`] = c.pozzetto;
    put(`unplayedPoints-${side}`, c.unplayedPoints);
    put(`handPoints-${side}`, c.handPoints);
    put(`penaltyPoints-${side}`, c.penaltyPoints);
    if (c.closed) draft.closer = String(side);
  });
  return draft;
}

/** Takes the last hand off the pad and puts its counts back in the form, to be corrected. */
function undoHand(): void {
  const t = TEXTS[model.lang];
  let pad = emptyPad(model.pad.ruleset, model.pad.round, model.pad.firstSide);
  const last = model.pad.hands.at(-1);
  if (!("hands" in pad) || last === undefined) return;
  for (const counts of model.pad.hands.slice(0, -1)) {
    const next = addCounts(pad, counts);
    if (next.ok) pad = next.value;
  }
  focusWish = "meldPoints-0";
  update({ pad, draft: draftOf(last), message: { text: t.undone(model.pad.hands.length), refusal: false } });
}

/** Whether a new pad would wipe something: hands entered, or a count half typed. */
function hasWork(): boolean {
  return model.pad.hands.length > 0 || Object.values(model.draft).some((v) => v !== "" && v !== "not-taken");
}

/** The empty pad the settings form describes: its preset, match or round, and first side. */
function padOf(form: HTMLFormElement): { preset: PresetName; pad: ScorePad | RuleError } {
  const data = new FormData(form);
  const asked = String(data.get("preset") ?? "classic");
  const preset = presetNames.find((n) => n === asked) ?? "classic";
  const mode = String(data.get("mode") ?? "match");
  const round = (mode === "match" ? null : Number(mode)) as PadRound;
  // A first side the new preset does not have (four players to three) is the first one.
  const first = Number(data.get("firstSide") ?? 0);
  const firstSide = first < sideCount(presets[preset]) ? first : 0;
  return { preset, pad: emptyPad(presets[preset], round, firstSide) };
}

async function startPad(form: HTMLFormElement): Promise<void> {
  const t = TEXTS[model.lang];
  if (hasWork()) {
    const n = model.pad.hands.length;
    const yes = await ask({ title: t.confirmTitle, text: t.confirmText(n), yes: t.confirmYes, no: t.confirmNo });
    if (!yes) {
      document.getElementById("new-pad")?.focus();
      return;
    }
  }
  const { preset, pad } = padOf(form);
  if (!("hands" in pad)) update({ message: refusal(pad) });
  else {
    focusWish = "meldPoints-0";
    update({ preset, pad, draft: {}, message: null });
  }
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
    ["match", matchTitle(pad.ruleset.targetScore, model.lang)],
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
    void startPad(form);
  });
  // Before the first hand there is nothing to lose: a setting chosen applies at once, to the pad
  // the next hand is added to (the count being typed stays).
  form.addEventListener("change", () => {
    if (model.pad.hands.length > 0) return;
    const chosen = padOf(form);
    if (!("hands" in chosen.pad)) update({ message: refusal(chosen.pad) });
    else update({ preset: chosen.preset, pad: chosen.pad, message: null });
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
  const m = model.message;
  const details = m?.code === undefined ? null : t.details(m.rule, m.code);
  const message = el(
    "div",
    { id: "message-box", class: m?.refusal ? "refusal" : "" },
    el(
      "p",
      { id: "message", role: "status", tabindex: -1, "data-rule": m?.rule, "data-code": m?.code },
      [m?.text, summary.over ? t.over : null].filter((x) => x !== undefined && x !== null).join(" "),
    ),
    details === null ? null : el("details", {}, el("summary", {}, t.more), el("p", { class: "details" }, details)),
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

/** A score line's head: its label, its rule in a title ("Regola R9.7"), not in front of every line. */
function rowHead(line: (typeof scoreLines)[number]): HTMLElement {
  const label = scoreLineLabel(line, model.lang);
  const rule = scoreLineLabel(line, model.lang, true).slice(label.length + 2, -1);
  return el("th", { scope: "row", title: TEXTS[model.lang].rule(rule), "data-rule": rule }, label);
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
      rowHead(line),
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
  const final = summary.over
    ? ` · ${t.finalScore}: ${sides.map((s) => `${t.side(s, players)} ${summary.totals[s]}`).join(", ")}${vp === null ? "" : ` (${t.victoryPoints}: ${sides.map((s) => vp[s]).join("–")})`}`
    : "";
  const statusLine = el(
    "p",
    {
      id: "status",
      class: summary.over ? "final" : "",
      "data-over": String(summary.over),
      "data-winner": summary.winner ?? "",
    },
    status,
    final,
  );
  return el(
    "section",
    { id: "summary", "aria-labelledby": "summary-title" },
    el(
      "h2",
      { id: "summary-title", tabindex: -1 },
      `${t.hands} · ${pad.round === null ? matchTitle(pad.ruleset.targetScore, model.lang) : t.round(pad.round)}`,
    ),
    // At the end the result and the final totals come first, in view under the title the page
    // scrolls to, not below a long table of hands.
    summary.over ? statusLine : null,
    el("div", { class: "scroll" }, el("table", {}, el("thead", {}, head), el("tbody", {}, ...rows, totalRow, vpRow))),
    summary.over ? null : statusLine,
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
      chooseLang(lang);
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
  // The round's settings first (what a scorer checks first), then the totals, the last sheet, the form.
  root.replaceChildren(
    header(),
    el("main", {}, el("p", { class: "intro" }, t.intro), settingsForm(), totals(), lastSheet(), entryForm()),
  );
  const wish = focusWish;
  focusWish = null;
  const target = document.getElementById(wish ?? focused ?? "");
  target?.focus();
  if (wish !== null) target?.scrollIntoView({ block: "start" });
}

draw();
