/**
 * Opening a table: the rules, the target, who sits where (a person, who gets an invite link, or a
 * bot of a level), the tournament clock; then one invite link per person's seat and the
 * spectators' link.
 */
import { type PresetName, presetNames, presets } from "burraco";
import { type Locale, seatNames } from "burraco/i18n";
import {
  type CreateFrame,
  DEFAULT_GRACE_SECONDS,
  DEFAULT_JOIN_WAIT_SECONDS,
  type SeatKind,
} from "../../../server/src/wire.js";
import { h } from "../dom.js";
import { PRESET_NAMES } from "../presetNames.js";
import type { OnlineTexts } from "./texts.js";

/** What the form asks the server for: a create frame's fields. */
export type CreateRequest = Omit<CreateFrame, "v" | "type">;

/** The seat kinds the form offers. */
const KINDS: readonly SeatKind[] = ["person", "easy", "medium", "hard"];

/** The table opened: its id and, by seat, the token of each person's seat. */
export interface Created {
  readonly table: string;
  readonly tokens: readonly (string | null)[];
}

/** The link to a seat (`k`, its secret token, in the fragment: never sent to the server in a request line) or to watch. */
export function linkTo(table: string, token: string | null, lang: Locale): string {
  const base = `${location.origin}${location.pathname}?lang=${lang}`;
  return token === null ? `${base}#t=${table}` : `${base}#t=${table}&k=${token}`;
}

/** What the form shows before anything is chosen. */
export const DEFAULT_CHOICE: CreateRequest = {
  preset: "classic",
  target: null,
  seats: ["person", "medium", "medium", "medium"],
  clockSeconds: null,
};

/** The buttons beside a link: copy it, and share it where the device can (`navigator.share`). */
function linkButtons(link: string, what: string, t: OnlineTexts): HTMLElement[] {
  const copy = h(
    "button",
    { type: "button", class: "copy", "data-copy": link, "aria-label": t.copyLink(what) },
    t.copy,
  );
  const shared =
    typeof navigator.share === "function"
      ? [h("button", { type: "button", class: "share", "data-share": link, "aria-label": t.shareLink(what) }, t.share)]
      : [];
  return [copy, ...shared, h("span", { class: "copied", role: "status" })];
}

/**
 * The lobby: the form as last chosen (`chosen`, kept after the table is opened), then the invite
 * links of the table opened, each with its copy (and share) button.
 */
export function renderCreate(
  lang: Locale,
  t: OnlineTexts,
  chosen: CreateRequest,
  created: Created | null,
): HTMLElement {
  const preset = chosen.preset;
  const players = presets[preset as keyof typeof presets]?.players ?? 4;
  const names = seatNames(players, lang);
  const form = h(
    "form",
    { id: "create" },
    h(
      "label",
      {},
      `${t.preset} `,
      h(
        "select",
        { name: "preset", id: "preset" },
        ...presetNames.map((p) => h("option", { value: p, selected: p === preset }, PRESET_NAMES[lang]?.[p] ?? p)),
      ),
    ),
    h(
      "label",
      {},
      `${t.target} `,
      h("input", {
        name: "target",
        id: "target",
        type: "number",
        min: 5,
        step: 5,
        placeholder: "2005",
        value: chosen.target === null ? "" : String(chosen.target),
      }),
    ),
    ...names.map((name, seat) =>
      h(
        "label",
        {},
        `${t.seat(name)} `,
        h(
          "select",
          { name: `seat-${seat}`, "data-seat": seat },
          ...KINDS.map((k) =>
            h(
              "option",
              { value: k, selected: k === (chosen.seats[seat] ?? (seat === 0 ? "person" : "medium")) },
              t.kinds[k] ?? k,
            ),
          ),
        ),
      ),
    ),
    h(
      "label",
      {},
      `${t.clock} `,
      h("input", {
        name: "clock",
        id: "clock",
        type: "number",
        min: 1,
        value: chosen.clockSeconds === null ? "" : String(chosen.clockSeconds),
      }),
    ),
    h("p", { class: "help" }, t.clockHelp),
    h(
      "label",
      {},
      `${t.joinWait} `,
      h("input", { name: "join-wait", id: "join-wait", type: "number", min: 0, value: DEFAULT_JOIN_WAIT_SECONDS }),
    ),
    h(
      "label",
      {},
      `${t.grace} `,
      h("input", { name: "grace", id: "grace", type: "number", min: 0, value: DEFAULT_GRACE_SECONDS }),
    ),
    h("p", { class: "help" }, t.waitsHelp),
    h("button", { type: "submit", id: "create-table" }, t.create),
  );
  if (created === null) return h("main", { id: "lobby" }, form);
  const links = created.tokens.map((token, seat) =>
    token === null
      ? null
      : h(
          "li",
          { "data-seat": seat },
          h("b", {}, `${t.seat(names[seat] ?? String(seat))}: `),
          h("a", { href: linkTo(created.table, token, lang), class: "invite", "data-seat": seat }, t.openSeat),
          " ",
          h("input", {
            readonly: true,
            value: linkTo(created.table, token, lang),
            size: 40,
            "aria-label": t.seat(names[seat] ?? ""),
          }),
          " ",
          ...linkButtons(linkTo(created.table, token, lang), t.seat(names[seat] ?? String(seat)), t),
        ),
  );
  return h(
    "main",
    { id: "lobby" },
    form,
    h(
      "section",
      { id: "invites", "data-table": created.table },
      h("h2", {}, t.invites),
      h("p", { class: "help" }, t.invitesHelp),
      h("ul", {}, ...links),
      h(
        "p",
        { class: "watch" },
        h("a", { href: linkTo(created.table, null, lang), id: "watch" }, t.watch),
        " ",
        ...linkButtons(linkTo(created.table, null, lang), t.watchLink, t),
      ),
    ),
  );
}

/** The form's request, read from its fields. */
export function readCreate(form: HTMLFormElement): CreateRequest {
  const data = new FormData(form);
  const asked = String(data.get("preset") ?? "classic");
  // The select offers only preset names and seat kinds; anything else falls back to the defaults.
  const preset: PresetName = presetNames.find((p) => p === asked) ?? "classic";
  const players = presets[preset].players;
  const target = Number(data.get("target"));
  const clock = Number(data.get("clock"));
  return {
    preset,
    target: Number.isInteger(target) && target > 0 ? target : null,
    seats: Array.from({ length: players }, (_, seat) => {
      const kind = String(data.get(`seat-${seat}`) ?? "medium");
      return KINDS.find((k) => k === kind) ?? "medium";
    }),
    clockSeconds: Number.isInteger(clock) && clock > 0 ? clock : null,
    joinWaitSeconds: wait(data.get("join-wait"), DEFAULT_JOIN_WAIT_SECONDS),
    graceSeconds: wait(data.get("grace"), DEFAULT_GRACE_SECONDS),
  };
}

/** A wait of the form: 0 is never (null), empty or unreadable the default, else whole seconds up to a day. */
function wait(field: FormDataEntryValue | null, fallback: number): number | null {
  const text = String(field ?? "").trim();
  const n = Number(text);
  if (text === "" || !Number.isFinite(n) || n < 0) return fallback;
  return n === 0 ? null : Math.min(86_400, Math.max(1, Math.round(n)));
}
