/**
 * Finding 1 of issue 8: deals could be recovered from one view, because every seed was reduced to
 * 32 bits before the shuffle, and match records carried every seed.
 */
import { createHash, createHmac } from "node:crypto";
import {
  type CardId,
  dealCommitment,
  matchHandSeed,
  newHand,
  presets,
  publicMatch,
  randomSeed,
  recordHand,
  startHand,
  verifyDeal,
  viewFor,
} from "burraco";
import { afterEach, describe, expect, it, vi } from "vitest";
import { startMatch } from "../helpers/match.js";
import { playToEnd } from "../helpers/policy.js";
import { dealt } from "../helpers/state.js";
import { distinctDeals } from "./distinctDeals.js";

describe("secret deals", () => {
  afterEach(() => vi.restoreAllMocks());

  it("two seeds that the old 32-bit hash merged (FNV-1a collision) deal different cards", () => {
    // FNV-1a gives both strings 2634850434: before the fix they dealt the same hand.
    const a = dealt({ seed: "seed-649864" });
    const b = dealt({ seed: "seed-1617280" });
    expect(a.held).not.toEqual(b.held);
  });

  it("every bit of a seed counts: strings, numbers and byte arrays of any length, each its own seed", () => {
    const long = "x".repeat(999);
    const seeds = [
      7,
      "7",
      new Uint8Array([7]),
      `${long}a`,
      `${long}b`,
      2 ** 53,
      2 ** 53 + 2,
      0.5,
      new Uint8Array(1000),
    ];
    const deals = seeds.map((seed) => JSON.stringify(dealt({ seed }).held));
    expect(new Set(deals).size).toBe(seeds.length);
    expect(dealt({ seed: new Uint8Array([1, 2]) })).toEqual(dealt({ seed: new Uint8Array([1, 2]) }));
  });

  it("without a seed, newHand draws 128 bits from globalThis.crypto.getRandomValues", () => {
    const spy = vi.spyOn(globalThis.crypto, "getRandomValues");
    const a = newHand({ ruleset: presets.classic });
    expect(a.ok).toBe(true);
    expect(spy).toHaveBeenCalledTimes(1);
    expect((spy.mock.calls[0]?.[0] as Uint8Array | undefined)?.length).toBe(16);
    expect(newHand().value?.held).not.toEqual(a.value?.held);
    expect(randomSeed()).toMatch(/^[0-9a-f]{32}$/);
  });

  it("20,000 random 128-bit seeds give 20,000 different deals (300,000 in npm run deals:distinct)", () => {
    expect(distinctDeals(20_000)).toBe(20_000);
  });
});

describe("match seeds", () => {
  it("a hand's seed is an HMAC of the match seed: it names neither the match seed nor the hand number", () => {
    const seed = "club-night";
    const first = matchHandSeed(seed, 1);
    expect(first).toMatch(/^[0-9a-f]{64}$/);
    expect(first).not.toContain(seed);
    // Node's HMAC-SHA-256 of "hand/<n>", keyed by the seed's bytes (a type tag, "s" for text, "n"
    // for a number, then the UTF-8 text): a digest of anything else, or a weaker hash, differs.
    const hmac = (key: string, n: number) => createHmac("sha256", key).update(`hand/${n}`).digest("hex");
    expect(first).toBe(hmac("sclub-night", 1));
    expect(matchHandSeed(seed, 2)).toBe(hmac("sclub-night", 2));
    expect(matchHandSeed(42, 7)).toBe(hmac("n42", 7));
  });

  it("publicMatch holds no seed: neither the match seed nor any hand's", () => {
    let match = startMatch({ ruleset: { ...presets.classic, targetScore: 100_000 }, seed: "secret-match-seed" });
    const state = startHand(match).value;
    expect(state).toBeDefined();
    if (state === undefined) return;
    const recorded = recordHand(match, playToEnd(state, 1));
    expect(recorded.ok).toBe(true);
    match = recorded.value ?? match;
    const text = JSON.stringify(publicMatch(match));
    expect(text).not.toContain("secret-match-seed");
    expect(text).not.toContain(matchHandSeed(match.seed, 1));
    expect(publicMatch(match).hands).toHaveLength(1);
    expect(publicMatch(match).totals).toEqual(match.totals);
  });

  it("newMatch without a seed draws a secret one", () => {
    const a = startMatch({ ruleset: presets.classic });
    expect(String(a.seed)).toMatch(/^[0-9a-f]{32}$/);
    expect(startMatch().seed).not.toBe(a.seed);
  });
});

describe("provably fair dealing: dealCommitment and verifyDeal", () => {
  const seed = "0123456789abcdef0123456789abcdef";
  const commitment = dealCommitment(seed).value ?? "";
  const state = dealt({ ruleset: presets.classic, seed, dealer: 2 });
  const view = viewFor(state, 1);

  it("a commitment is 64 hex characters, fixed for a seed, and not the PRNG state", () => {
    expect(commitment).toMatch(/^[0-9a-f]{64}$/);
    expect(dealCommitment(seed).value).toBe(commitment);
    // SHA-256 under its own purpose label ("burraco/commitment\0", then "s" and the seed's text), so
    // it is neither the digest that keys the deal's stream ("burraco/deal\0") nor the bots' PRNG's.
    const digest = (purpose: string, s: string) =>
      createHash("sha256").update(`burraco/${purpose}\0s${s}`).digest("hex");
    expect(commitment).toBe(digest("commitment", seed));
    expect(dealCommitment(`${seed}0`).value).toBe(digest("commitment", `${seed}0`));
    expect(commitment).not.toBe(digest("deal", seed));
    expect(commitment).not.toBe(digest("prng", seed));
    expect(dealCommitment({} as never).error?.code).toBe("input/invalid");
  });

  it("verifyDeal accepts the revealed seed and the view the player saw, and returns the deal", () => {
    const r = verifyDeal({ commitment, seed, ruleset: presets.classic, dealer: 2, view });
    expect(r.ok).toBe(true);
    expect(r.value).toEqual(state);
  });

  it("verifyDeal refuses another seed, another dealer or another view with deal/mismatch", () => {
    expect(verifyDeal({ commitment, seed: randomSeed(), dealer: 2, view }).error?.code).toBe("deal/mismatch");
    expect(verifyDeal({ commitment, seed, dealer: 1, view }).error?.code).toBe("deal/mismatch");
    const other = { ...view, held: [...view.held.slice(1), state.stock[0] as CardId] };
    expect(verifyDeal({ commitment, seed, dealer: 2, view: other }).error?.code).toBe("deal/mismatch");
    expect(
      verifyDeal({ commitment, seed, dealer: 2, view: { ...view, discardTop: state.stock[0] ?? null } }).error?.code,
    ).toBe("deal/mismatch");
  });

  it("verifyDeal checks a match hand from its own committed seed, and against the match seed once it is revealed", () => {
    const match = startMatch({ ruleset: presets.classic, seed });
    const hand = startHand(match).value;
    expect(hand).toBeDefined();
    if (hand === undefined) return;
    const handSeed = matchHandSeed(seed, 1);
    const claim = {
      commitment: dealCommitment(handSeed).value ?? "",
      seed: handSeed,
      dealer: 0,
      view: viewFor(hand, 3),
    };
    expect(verifyDeal(claim).ok).toBe(true);
    expect(verifyDeal({ ...claim, hand: 1, matchSeed: seed }).ok).toBe(true);
    expect(verifyDeal({ ...claim, hand: 2, matchSeed: seed }).error?.code).toBe("deal/mismatch");
  });

  it("verifyDeal reads a claim once, through its shape: a malformed field is input/invalid and named", () => {
    const refusal = (claim: unknown) => verifyDeal(claim as never).error;
    expect(refusal({ commitment, seed, dealer: 2, view: { ...view, held: "7H" } })).toMatchObject({
      code: "input/invalid",
      message: expect.stringContaining('field "view.held"'),
    });
    expect(refusal({ commitment, seed, dealer: 2, view, hand: 1.5, matchSeed: seed })?.message).toContain(
      'field "hand"',
    );
    expect(refusal({ commitment, seed, dealer: 2, view, extra: 1 })?.message).toContain('unknown field "extra"');
    let ran = 0;
    // Issue 26: a getter runs once, and the value it returned is the one checked.
    const getter = Object.defineProperty({ seed, dealer: 2, view }, "commitment", {
      enumerable: true,
      get: () => (ran++ === 0 ? 7 : commitment),
    });
    expect(refusal(getter)?.message).toContain('field "commitment"');
    expect(ran).toBe(1);
    // Well-formed, but not the deal: that is a mismatch, not bad input.
    expect(refusal({ commitment, seed, dealer: 2, view: { ...view, turn: (view.turn + 1) % 4 } })?.code).toBe(
      "deal/mismatch",
    );
  });

  it("verifyDeal refuses a class-instance, symbol-key or inherited ruleset with ruleset/invalid, as newHand does", () => {
    class Rules {
      constructor() {
        Object.assign(this, presets.classic);
      }
    }
    const bad: [string, unknown][] = [
      ["a class instance", new Rules()],
      ["a symbol key", { ...presets.classic, [Symbol("x")]: 1 }],
      ["inherited fields", Object.create(presets.classic)],
      ["five players", { ...presets.classic, players: 5 }],
    ];
    for (const [what, ruleset] of bad) {
      expect([what, newHand({ ruleset: ruleset as never, seed, dealer: 2 }).error?.code]).toEqual([
        what,
        "ruleset/invalid",
      ]);
      expect([what, verifyDeal({ commitment, seed, ruleset: ruleset as never, dealer: 2, view }).error?.code]).toEqual([
        what,
        "ruleset/invalid",
      ]);
    }
    // The ruleset's field is read once, as every other field of the claim.
    let ran = 0;
    const claim = Object.defineProperty({ commitment, seed, dealer: 2, view }, "ruleset", {
      enumerable: true,
      get: () => (ran++ === 0 ? presets.classic : { ...presets.classic, players: 5 }),
    });
    expect(verifyDeal(claim as never).ok).toBe(true);
    expect(ran).toBe(1);
  });

  it("verifyDeal never throws on a malformed claim", () => {
    for (const claim of [
      null,
      {},
      { commitment, seed },
      { commitment: "x", seed, view },
      { commitment, seed, view: null },
      { commitment, seed, view, hand: -1 },
      { commitment, seed, view, hand: 1 },
      { commitment, seed, view, matchSeed: {} },
    ]) {
      const r = verifyDeal(claim as never);
      expect(r.ok).toBe(false);
    }
  });
});
