/**
 * Issue 26, decision 3: rulesets are checked by value wherever they enter. Every entry that takes
 * a ruleset accepts what `newHand` accepts and refuses what it refuses, with the same code; a
 * ruleset the library has not seen before (a copy, a spread, another copy of the package's preset)
 * is checked, never refused for where it came from.
 */
import { analyzeMeld, newHand, newMatch, parseCards, presets, type Result, type Ruleset, startHand } from "burraco";
import { randomBot } from "burraco/bots";
import { newScorePad } from "burraco/pad";
import { type SideCount, scoreCount } from "burraco/scoring";
import { simulate } from "burraco/sim";
import { describe, expect, it } from "vitest";

const closer: SideCount = {
  meldPoints: 185,
  burraco: ["clean"],
  closed: true,
  pozzetto: "taken",
  unplayedPoints: 0,
  // The partner still holds a card (R3.1, R9.9).
  handPoints: 10,
  penaltyPoints: 0,
};
const other: SideCount = {
  meldPoints: 70,
  burraco: [],
  closed: false,
  pozzetto: "not-taken",
  unplayedPoints: 0,
  handPoints: 45,
  penaltyPoints: 10,
};

/** What an entry said of a ruleset: accepted, or the code it refused it with. */
type Verdict = "ok" | string;
const verdict = (r: Result<unknown>): Verdict => (r.ok ? "ok" : r.error.code);

/** Every public entry that takes a ruleset, each asked about the same value. */
const entries: Record<string, (ruleset: unknown) => Verdict> = {
  newHand: (ruleset) => verdict(newHand({ ruleset: ruleset as Ruleset, seed: 1 })),
  newMatch: (ruleset) => verdict(newMatch({ ruleset: ruleset as Ruleset, seed: 1 })),
  scoreCount: (ruleset) => {
    // A count for every side of the table, so that only the ruleset can be at fault (the test
    // reads `players` itself only for a ruleset it built: a getter or a trap may throw).
    // With two or three players the closer holds no card (R7.1).
    const lone = { ...closer, handPoints: 0 };
    const counts =
      ruleset === threePlayers
        ? [lone, other, { ...other, pozzetto: "taken" as const }]
        : [ruleset === twoPlayers ? lone : closer, other];
    return verdict(scoreCount(counts, ruleset as Ruleset));
  },
  newScorePad: (ruleset) => verdict(newScorePad({ ruleset: ruleset as Ruleset })),
  simulate: (ruleset) => verdict(simulate({ ruleset: ruleset as Ruleset, seed: 1, handCount: 0, bots: [randomBot] })),
  analyzeMeld: (ruleset) => verdict(analyzeMeld(parseCards("5H 6H 7H").value ?? [], ruleset as Ruleset)),
};

const threePlayers = { ...presets.threePlayers };
const twoPlayers = Object.assign(Object.create(null), presets.twoPlayers);
const frozenCopy = Object.freeze({ ...presets.classic, targetScore: 505 });
const valid: [string, unknown][] = [
  ["a preset", presets.classic],
  ["the README's { ...presets.classic, targetScore: 505 }", { ...presets.classic, targetScore: 505 }],
  ["a frozen copy the library never saw", frozenCopy],
  [
    "JSON of a preset (as another copy of the package, or a save, gives it)",
    JSON.parse(JSON.stringify(presets.openDirty)),
  ],
  ["three players", threePlayers],
  ["an object with a null prototype", twoPlayers],
];
const invalid: [string, unknown][] = [
  ["five players", { ...presets.classic, players: 5 }],
  ["a target that is not a multiple of 5", { ...presets.classic, targetScore: 1003 }],
  ["an unknown field", { ...presets.classic, colour: "red" }],
  ["a missing field", (({ closingBonus: _, ...rest }) => rest)(presets.classic)],
  ["an empty object", {}],
  ["a frozen invalid object", Object.freeze({ ...presets.classic, players: 7 })],
  ["a string", "classic"],
  ["null", null],
  ["an array", []],
  [
    "a getter that throws",
    Object.defineProperty({ ...presets.classic }, "players", {
      enumerable: true,
      get: () => {
        throw new Error("no");
      },
    }),
  ],
  [
    "a Proxy whose traps throw",
    new Proxy(
      {},
      {
        ownKeys: () => {
          throw new Error("no");
        },
        get: () => {
          throw new Error("no");
        },
      },
    ),
  ],
];

describe("issue 26: every entry that takes a ruleset checks it by value, as newHand does", () => {
  it.each(valid)("issue 26: %s is accepted by every entry", (_, ruleset) => {
    for (const [name, entry] of Object.entries(entries)) expect([name, entry(ruleset)]).toEqual([name, "ok"]);
  });

  it.each(invalid)(
    "issue 26: %s is refused by every entry with ruleset/invalid, as newHand refuses it",
    (_, ruleset) => {
      expect(entries.newHand?.(ruleset)).toBe("ruleset/invalid");
      for (const [name, entry] of Object.entries(entries))
        expect([name, entry(ruleset)]).toEqual([name, "ruleset/invalid"]);
    },
  );

  it("issue 26: scoreCount and newScorePad take { ...presets.classic, targetScore: 505 } and use its values", () => {
    const sheet = scoreCount([closer, other], { ...presets.classic, closingBonus: 55, targetScore: 505 });
    expect(sheet.ok && sheet.value.sides[0]?.closing).toBe(55);
    const pad = newScorePad({ ruleset: { ...presets.classic, targetScore: 505 } });
    expect(pad.ok && pad.value.ruleset.targetScore).toBe(505);
  });

  it("issue 26: newMatch({ ruleset: { ...presets.classic, players: 5 } }) is refused up front, not by startHand", () => {
    const r = newMatch({ ruleset: { ...presets.classic, players: 5 as 4 } });
    expect(r.ok).toBe(false);
    expect(r.error).toMatchObject({ code: "ruleset/invalid", rule: "§12" });
    expect(r.error?.message).toMatch(/players/);
    const good = newMatch({ ruleset: { ...presets.classic, targetScore: 505 }, seed: 3 });
    expect(good.ok && startHand(good.value).ok).toBe(true);
  });

  it("issue 26: a ruleset changed after it was accepted is checked again, and what was built keeps the checked copy", () => {
    const mine = { ...presets.classic } as { -readonly [K in keyof Ruleset]: Ruleset[K] };
    const pad = newScorePad({ ruleset: mine });
    expect(scoreCount([closer, other], mine).ok).toBe(true);
    mine.players = 5 as 4;
    expect(scoreCount([closer, other], mine)).toMatchObject({ ok: false, error: { code: "ruleset/invalid" } });
    expect(newScorePad({ ruleset: mine }).error?.code).toBe("ruleset/invalid");
    // The pad made before holds a frozen copy, not the caller's object.
    expect(pad.ok && pad.value.ruleset.players).toBe(4);
    expect(pad.ok && Object.isFrozen(pad.value.ruleset)).toBe(true);
  });

  it("issue 26: a getter on a ruleset field runs at most once per check, and the value it returned is the one used", () => {
    let runs = 0;
    const ruleset = Object.defineProperty({ ...presets.classic }, "closingBonus", {
      enumerable: true,
      get: () => {
        runs++;
        return runs === 1 ? 100 : 5000;
      },
    });
    const sheet = scoreCount([closer, other], ruleset);
    expect(runs).toBeLessThanOrEqual(1);
    if (sheet.ok) expect(sheet.value.sides[0]?.closing).toBe(100);
    else expect(sheet.error.code).toBe("ruleset/invalid");
  });
});
