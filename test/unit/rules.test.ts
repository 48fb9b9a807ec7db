/**
 * Rulesets and presets (RULES.md §12).
 */
import { defineRuleset, type PresetName, presetNames, presets, type Ruleset, type RulesetInput } from "burraco";
import { RulesetSchema } from "burraco/schemas";
import { describe, expect, it } from "vitest";
import { checkRuleset } from "../helpers/internal.js";

/** Every default of RULES.md, field by field, with the rule that sets it. */
const DEFAULTS: Ruleset = {
  players: 4, // §12 classic: 4 players
  targetScore: 2005, // §12 classic: target 2005
  tieBreak: "play-on", // R10.2
  discardPickupRestriction: "same-card", // R3.3
  firstTurnMelding: true, // R3.4
  aceToAceRuns: false, // R4.2
  distinctSetRanks: false, // R4.9
  allowSets: true, // R4.10
  semiClean: true, // R5.3
  semiCleanRuns: "seven-in-a-row", // R5.3
  semiCleanSets: "at-least-8", // R5.3
  royalBurraco: null, // R5.5
  superBurraco: null, // R5.6
  cleanBurracoBonus: 200, // R5.2
  semiCleanBurracoBonus: 150, // R5.3
  dirtyBurracoBonus: 100, // R5.4
  closingBonus: 100, // R7.1
  pozzettoPenalty: 100, // R9.5
  directPozzetto: true, // R6.2
  closeRequires: "any-burraco", // R7.1
  noCloseAfterSingleCardPickup: false, // R7.3
  stockExhaustion: "two-left", // R8.1
  stalemate: "end-hand", // R8.2
  timeOutRound: "fibur", // R8.3
  unplayedPozzetto: "card-values", // R9.6
  discardPileVisibility: "open", // §12
  threePlayerPairingFrom: 1000, // R11.3
};

/** What each preset changes from `classic`, as RULES.md §12 says. */
const PRESET_CHANGES: Record<Exclude<PresetName, "twoPlayers">, Partial<Ruleset>> = {
  classic: {},
  openDirty: { directPozzetto: false, stockExhaustion: "pozzetto-replaces", tieBreak: "starting-side" },
  closed: { discardPileVisibility: "top-only", closeRequires: "clean-burraco" },
  closedDirty: { discardPileVisibility: "top-only" },
  closedSTBP: { discardPileVisibility: "top-only", allowSets: false, closeRequires: "clean-burraco" },
  open: { allowSets: false, closeRequires: "clean-burraco" },
  threePlayers: { players: 3, targetScore: 1005 },
  fibur2026: { semiCleanSets: "exactly-8", semiCleanRuns: "wildcard-at-end" },
};

const ALL_PRESETS: readonly PresetName[] = [
  "classic",
  "openDirty",
  "open",
  "closed",
  "closedDirty",
  "closedSTBP",
  "twoPlayers",
  "threePlayers",
  "fibur2026",
];

/** The fields in which `r` differs from classic's defaults. */
function changedFields(r: Ruleset): Partial<Ruleset> {
  const out: Record<string, unknown> = {};
  for (const key of Object.keys(DEFAULTS) as (keyof Ruleset)[]) {
    if (r[key] !== DEFAULTS[key]) out[key] = r[key];
  }
  return out as Partial<Ruleset>;
}

function refusal(input: unknown): { code: string; message: string } {
  const r = defineRuleset(input as RulesetInput);
  if (r.ok) throw new Error(`expected ${JSON.stringify(input)} to be refused`);
  return r.error;
}

describe("§12 presets", () => {
  it("every preset named in RULES.md exists, and no other", () => {
    expect([...presetNames].sort()).toEqual([...ALL_PRESETS].sort());
    expect(Object.keys(presets).sort()).toEqual([...ALL_PRESETS].sort());
  });

  it("the presets table and every preset are frozen", () => {
    expect(Object.isFrozen(presets)).toBe(true);
    expect(Object.isFrozen(presetNames)).toBe(true);
    for (const name of ALL_PRESETS) expect(Object.isFrozen(presets[name]), name).toBe(true);
  });

  it.each(ALL_PRESETS)("%s passes RulesetSchema and checkRuleset", (name) => {
    expect(RulesetSchema.safeParse(presets[name]).success).toBe(true);
    const checked = checkRuleset(presets[name]);
    expect(checked.ok).toBe(true);
    if (checked.ok) expect(checked.value).toEqual(presets[name]);
  });

  it("classic holds every default of RULES.md", () => {
    expect(presets.classic).toEqual(DEFAULTS);
  });

  for (const [name, changes] of Object.entries(PRESET_CHANGES)) {
    it(`${name} differs from classic exactly in ${JSON.stringify(changes)}`, () => {
      expect(changedFields(presets[name as PresetName])).toEqual(changes);
    });
  }

  it("openDirty: direct pozzetto off, pozzetto replaces the stock, starting side wins ties, pile visible", () => {
    const r = presets.openDirty;
    expect(r.directPozzetto).toBe(false);
    expect(r.stockExhaustion).toBe("pozzetto-replaces");
    expect(r.tieBreak).toBe("starting-side");
    expect(r.discardPileVisibility).toBe("open");
  });

  it("closed / closedDirty / closedSTBP: top discard only; clean, any, clean burraco to close; STBP no sets", () => {
    expect(presets.closed.discardPileVisibility).toBe("top-only");
    expect(presets.closedDirty.discardPileVisibility).toBe("top-only");
    expect(presets.closedSTBP.discardPileVisibility).toBe("top-only");
    expect(presets.closed.closeRequires).toBe("clean-burraco");
    expect(presets.closedDirty.closeRequires).toBe("any-burraco");
    expect(presets.closedSTBP.closeRequires).toBe("clean-burraco");
    expect(presets.closed.allowSets).toBe(true);
    expect(presets.closedDirty.allowSets).toBe(true);
    expect(presets.closedSTBP.allowSets).toBe(false);
  });

  it("open: no sets, clean burraco to close, pile visible", () => {
    expect(presets.open.allowSets).toBe(false);
    expect(presets.open.closeRequires).toBe("clean-burraco");
    expect(presets.open.discardPileVisibility).toBe("open");
  });

  it("twoPlayers: 2 players, otherwise classic (target 2005 or 1005, RULES.md §12 is ambiguous)", () => {
    const { targetScore, ...rest } = changedFields(presets.twoPlayers);
    expect(rest).toEqual({ players: 2 });
    expect([undefined, 1005]).toContain(targetScore);
  });

  it("threePlayers: 3 players, target 1005 (R11.4)", () => {
    expect(presets.threePlayers.players).toBe(3);
    expect(presets.threePlayers.targetScore).toBe(1005);
  });

  it("fibur2026: exactly-8 sets and wildcard-at-end runs (R5.3)", () => {
    expect(presets.fibur2026.semiCleanSets).toBe("exactly-8");
    expect(presets.fibur2026.semiCleanRuns).toBe("wildcard-at-end");
  });
});

describe("defineRuleset", () => {
  it("with no argument or {} gives classic", () => {
    expect(defineRuleset()).toEqual({ ok: true, value: presets.classic });
    expect(defineRuleset({})).toEqual({ ok: true, value: presets.classic });
  });

  it.each(ALL_PRESETS)("{ preset: %j } gives that preset", (name) => {
    expect(defineRuleset({ preset: name })).toEqual({ ok: true, value: presets[name] });
  });

  it("applies overrides on top of the preset and returns a frozen ruleset", () => {
    const r = defineRuleset({ preset: "openDirty", targetScore: 1005, semiClean: false, royalBurraco: 300 });
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.value).toEqual({ ...presets.openDirty, targetScore: 1005, semiClean: false, royalBurraco: 300 });
    expect(Object.isFrozen(r.value)).toBe(true);
    expect(checkRuleset(r.value).ok).toBe(true);
  });

  it("an override may set a field back to null or to its default", () => {
    const r = defineRuleset({ preset: "classic", royalBurraco: null, players: 4 });
    expect(r).toEqual({ ok: true, value: presets.classic });
  });

  it("does not change the preset it starts from", () => {
    const before = { ...presets.closed };
    defineRuleset({ preset: "closed", targetScore: 505, allowSets: false });
    expect(presets.closed).toEqual(before);
  });

  it.each(ALL_PRESETS)("targets 505 / 1005 / 2005 combine with %s (§12)", (name) => {
    for (const targetScore of [505, 1005, 2005]) {
      const r = defineRuleset({ preset: name, targetScore });
      expect(r.ok).toBe(true);
      if (r.ok) expect(r.value).toEqual({ ...presets[name], targetScore });
    }
  });

  it("R10.1 any positive multiple of 5 is a target", () => {
    for (const targetScore of [5, 10, 1500, 3005]) expect(defineRuleset({ targetScore }).ok).toBe(true);
  });

  it("an unknown field is refused, naming the field", () => {
    const e = refusal({ targetScor: 1005 });
    expect(e.code).toBe("ruleset/invalid");
    expect(e.message).toContain("targetScor");
    const e2 = refusal({ preset: "classic", jokers: 6, pinelle: true });
    expect(e2.message).toContain("jokers");
    expect(e2.message).toContain("pinelle");
  });

  it("an unknown preset is refused, naming the field", () => {
    const e = refusal({ preset: "italian" });
    expect(e.code).toBe("ruleset/invalid");
    expect(e.message).toContain("preset");
  });

  it.each<[string, Record<string, unknown>]>([
    ["targetScore", { targetScore: 1003 }],
    ["targetScore", { targetScore: 0 }],
    ["targetScore", { targetScore: -5 }],
    ["targetScore", { targetScore: 1.5 }],
    ["targetScore", { targetScore: "2005" }],
    ["targetScore", { targetScore: Number.NaN }],
    ["players", { players: 5 }],
    ["players", { players: 1 }],
    ["players", { players: "4" }],
    ["tieBreak", { tieBreak: "coin-toss" }],
    ["stockExhaustion", { stockExhaustion: "never" }],
    ["semiCleanRuns", { semiCleanRuns: "anywhere" }],
    ["semiCleanSets", { semiCleanSets: "at-least-9" }],
    ["closeRequires", { closeRequires: "royal" }],
    ["royalBurraco", { royalBurraco: -1 }],
    ["superBurraco", { superBurraco: 2.5 }],
    ["cleanBurracoBonus", { cleanBurracoBonus: -200 }],
    ["semiClean", { semiClean: "yes" }],
    ["aceToAceRuns", { aceToAceRuns: 1 }],
    ["threePlayerPairingFrom", { threePlayerPairingFrom: -1 }],
  ])("an impossible %s is refused with ruleset/invalid naming it: %j", (field, input) => {
    const e = refusal(input);
    expect(e.code).toBe("ruleset/invalid");
    expect(e.message).toContain(`"${field}"`);
  });

  it.each([[null], ["classic"], [42], [[]]])("a non-object %j is refused with ruleset/invalid", (input) => {
    expect(refusal(input).code).toBe("ruleset/invalid");
  });
});

describe("checkRuleset", () => {
  it("accepts a complete valid ruleset, frozen or not", () => {
    const plain: Ruleset = { ...presets.classic, targetScore: 505 };
    expect(checkRuleset(plain)).toEqual({ ok: true, value: plain });
    const built = defineRuleset({ players: 2 });
    if (!built.ok) throw new Error(built.error.message);
    expect(checkRuleset(built.value)).toEqual({ ok: true, value: built.value });
  });

  it("refuses an incomplete ruleset, naming a missing field", () => {
    const { stalemate: _dropped, ...partial } = presets.classic;
    const r = checkRuleset(partial);
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.error.code).toBe("ruleset/invalid");
      expect(r.error.message).toContain("stalemate");
    }
    expect(checkRuleset({ players: 5 }).ok).toBe(false);
    expect(checkRuleset({}).ok).toBe(false);
  });

  it("refuses an unknown field and impossible values", () => {
    const extra = checkRuleset({ ...presets.classic, colour: "red" });
    expect(extra.ok).toBe(false);
    if (!extra.ok) expect(extra.error.message).toContain("colour");
    const bad = checkRuleset({ ...presets.classic, targetScore: 1003 });
    expect(bad.ok).toBe(false);
    if (!bad.ok) expect(bad.error.message).toContain("targetScore");
  });

  it("a ruleset refused once is refused again after being frozen", () => {
    const frozenBad = Object.freeze({ ...presets.classic, players: 6 });
    expect(checkRuleset(frozenBad).ok).toBe(false);
    expect(checkRuleset(frozenBad).ok).toBe(false);
  });

  it.each([[null], [undefined], ["classic"], [7], [[]]])("refuses the non-ruleset %j", (value) => {
    const r = checkRuleset(value);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.code).toBe("ruleset/invalid");
  });
});
