/**
 * victoryPoints (RULES.md R10.3): every band edge of the FIBUR table, on both sides, for 2, 3 and 4
 * hands, and every refusal. The table below is RULES.md's, copied as text and parsed here, so the
 * test does not share data with the implementation.
 */
import { victoryPoints } from "burraco/scoring";
import fc from "fast-check";
import { describe, expect, it } from "vitest";

// RULES.md R10.3, verbatim.
const R10_3 = `
| 10–10 | 0–40 | 0–50 | 0–100 |
| 11–9 | 45–120 | 55–150 | 105–300 |
| 12–8 | 125–200 | 155–250 | 305–500 |
| 13–7 | 205–300 | 255–350 | 505–700 |
| 14–6 | 305–400 | 355–500 | 705–900 |
| 15–5 | 405–500 | 505–650 | 905–1100 |
| 16–4 | 505–620 | 655–800 | 1105–1300 |
| 17–3 | 625–740 | 805–1000 | 1305–1500 |
| 18–2 | 745–870 | 1005–1250 | 1505–1700 |
| 19–1 | 875–1000 | 1255–1500 | 1705–2000 |
| 20–0 | >1000 | >1500 | >2000 |
`;

interface Band {
  readonly vp: readonly [number, number];
  /** Lowest and highest difference of the band; `hi` is Infinity for "> n". */
  readonly lo: number;
  readonly hi: number;
}

const HANDS = [2, 3, 4] as const;

function parseTable(text: string): Record<2 | 3 | 4, Band[]> {
  const out: Record<2 | 3 | 4, Band[]> = { 2: [], 3: [], 4: [] };
  for (const line of text.trim().split("\n")) {
    const cells = line
      .split("|")
      .map((c) => c.trim())
      .filter((c) => c !== "");
    const [w, l] = (cells[0] ?? "").split("–").map(Number);
    HANDS.forEach((hands, i) => {
      const cell = cells[i + 1] ?? "";
      const [lo, hi] = cell.startsWith(">") ? [Number(cell.slice(1)) + 5, Infinity] : cell.split("–").map(Number);
      out[hands].push({ vp: [w ?? Number.NaN, l ?? Number.NaN], lo: lo ?? Number.NaN, hi: hi ?? Number.NaN });
    });
  }
  return out;
}

const table = parseTable(R10_3);

describe("R10.3 the table as written", () => {
  it.each(HANDS)("R10.3 %i hands: 11 bands from 0, contiguous in steps of 5, winner + loser = 20", (hands) => {
    const bands = table[hands];
    expect(bands).toHaveLength(11);
    expect(bands[0]?.lo).toBe(0);
    bands.forEach((band, i) => {
      expect(band.vp).toEqual([10 + i, 10 - i]);
      if (i > 0) expect(band.lo).toBe((bands[i - 1]?.hi ?? Number.NaN) + 5);
    });
    expect(bands[10]?.hi).toBe(Infinity);
  });
});

describe("R10.3 victoryPoints at every band edge", () => {
  for (const hands of HANDS) {
    table[hands].forEach((band, i) => {
      const prev = table[hands][i - 1];
      const next = table[hands][i + 1];
      const label = `${band.vp[0]}–${band.vp[1]}`;
      it(`R10.3 ${hands} hands, ${label}: lowest difference ${band.lo}`, () => {
        expect(victoryPoints(band.lo, hands)).toEqual({ ok: true, value: band.vp });
        if (prev !== undefined) expect(victoryPoints(band.lo - 5, hands)).toEqual({ ok: true, value: prev.vp });
      });
      if (band.hi !== Infinity) {
        it(`R10.3 ${hands} hands, ${label}: highest difference ${band.hi}`, () => {
          expect(victoryPoints(band.hi, hands)).toEqual({ ok: true, value: band.vp });
          if (next !== undefined) expect(victoryPoints(band.hi + 5, hands)).toEqual({ ok: true, value: next.vp });
        });
      } else {
        it(`R10.3 ${hands} hands, ${label}: any larger difference`, () => {
          for (const d of [band.lo + 5, band.lo * 10, 1_000_000, 9_007_199_254_740_990]) {
            expect(victoryPoints(d, hands)).toEqual({ ok: true, value: [20, 0] });
          }
        });
      }
    });
  }

  it("R10.3 -0 is a difference of 0", () => {
    expect(victoryPoints(-0, 2)).toEqual({ ok: true, value: [10, 10] });
  });

  it("R10.3 agrees with the table for every multiple of 5 up to 2500", () => {
    for (const hands of HANDS) {
      for (let d = 0; d <= 2500; d += 5) {
        const band = table[hands].find((b) => d >= b.lo && d <= b.hi);
        expect(victoryPoints(d, hands), `${d} over ${hands} hands`).toEqual({ ok: true, value: band?.vp });
      }
    }
  });
});

describe("R10.3 refusals", () => {
  const refused = (difference: unknown, hands: unknown): void => {
    const r = victoryPoints(difference as never, hands as never);
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.error.code).toBe("vp/invalid");
      expect(r.error.rule).toBe("R10.3");
      expect(r.error.message).toMatch(/R10\.3/);
    }
  };

  it("R10.3 refuses a negative difference", () => {
    for (const d of [-5, -40, -1000]) refused(d, 2);
  });

  it("R10.3 refuses a difference that is not a multiple of 5", () => {
    for (const d of [1, 3, 42, 999, 1001]) refused(d, 2);
  });

  it("R10.3 refuses a difference that is not a whole finite number", () => {
    for (const d of [2.5, 40.0001, Number.NaN, Infinity, -Infinity, 2 ** 60]) refused(d, 3);
  });

  it("R10.3 refuses a difference that is not a number", () => {
    for (const d of ["40", null, undefined, {}, [40], true, 40n, Symbol("d"), () => 40]) refused(d, 4);
  });

  it("R10.3 refuses hands other than 2, 3 or 4", () => {
    for (const h of [0, 1, 5, 2.5, -2, Number.NaN, "2", null, undefined, [2], 2n, {}]) refused(40, h);
  });

  it("R10.3 never throws, whatever it is given (property)", () => {
    fc.assert(
      fc.property(fc.anything(), fc.anything(), (d, h) => {
        const r = victoryPoints(d as never, h as never);
        expect(typeof r.ok).toBe("boolean");
      }),
    );
  });

  it("R10.3 accepted results sum to 20 and never decrease as the difference grows (property)", () => {
    fc.assert(
      fc.property(fc.constantFrom(...HANDS), fc.nat(1000), fc.nat(1000), (hands, a, b) => {
        const [lo, hi] = a <= b ? [a * 5, b * 5] : [b * 5, a * 5];
        const x = victoryPoints(lo, hands);
        const y = victoryPoints(hi, hands);
        if (!x.ok || !y.ok) throw new Error("refused a valid difference");
        expect(x.value[0] + x.value[1]).toBe(20);
        expect(x.value[0]).toBeGreaterThanOrEqual(x.value[1]);
        expect(y.value[0]).toBeGreaterThanOrEqual(x.value[0]);
      }),
    );
  });
});

describe("R10.3 victory points of huge differences", () => {
  it("R10.3 a difference beyond 2^53 is refused, not read as 20–0", () => {
    for (const d of [1e20, 2 ** 53 + 5, Number.MAX_VALUE]) {
      const r = victoryPoints(d, 2);
      expect(r.ok).toBe(false);
      if (!r.ok) expect([r.error.code, r.error.rule]).toEqual(["vp/invalid", "R10.3"]);
    }
    expect(victoryPoints(2 ** 53 - 1 - ((2 ** 53 - 1) % 5), 2)).toEqual({ ok: true, value: [20, 0] });
  });
});
