/**
 * Issue 36, "Seats never sit empty": `changeSeat` puts a bot at a person's seat while the table
 * plays, and the person back. The bot plays from the seat's own PRNG state, seeded from the deal,
 * so a stand-in plays the very moves a bot seated from the deal would have played.
 */
import { presets } from "burraco";
import { changeSeat, newTable, playAction, stepBot, type Table, tableTurn } from "burraco/table";
import { describe, expect, it } from "vitest";

function made(seats: Parameters<typeof newTable>[0]["seats"]): Table {
  const t = newTable({ seed: "stand-in", seats });
  if (!t.ok) throw new Error(t.error.message);
  return t.value;
}

/** Plays the bots until a person is to act or the hand is over. */
function botsPlay(table: Table): Table {
  let t = table;
  while (tableTurn(t)?.bot === true) {
    const next = stepBot(t);
    if (!next.ok) throw new Error(next.error.message);
    t = next.value;
  }
  return t;
}

describe("changeSeat", () => {
  it("a bot that takes a person's seat mid-hand plays the moves a bot seated from the deal plays", () => {
    const all = botsPlay(made(["medium", "medium", "medium", "medium"]));
    // The others play up to the person's first turn; the person is away, and a bot sits down.
    const t = botsPlay(made(["person", "medium", "medium", "medium"]));
    expect(tableTurn(t)).toEqual({ seat: 0, bot: false });
    expect(t.log.length).toBeGreaterThan(0);
    const away = changeSeat(t, 0, "medium");
    if (!away.ok) throw new Error(away.error.message);
    expect(away.value.seats).toEqual(["medium", "medium", "medium", "medium"]);
    expect(tableTurn(away.value)).toEqual({ seat: 0, bot: true });
    const end = botsPlay(away.value);
    expect(end.state.phase).toBe("ended");
    // The whole hand, the stand-in's moves included, is the one the four bots played.
    expect(end.log).toEqual(all.log);
    expect(end.state).toEqual(all.state);
    expect(end.rngs).toEqual(all.rngs);
  });

  it("the person takes the seat back: the next move at that seat is theirs", () => {
    const t = made(["medium", "person", "medium", "medium"]);
    const away = changeSeat(t, 1, "easy");
    if (!away.ok) throw new Error(away.error.message);
    expect(tableTurn(away.value)).toEqual({ seat: 1, bot: true });
    expect(playAction(away.value, 1, { type: "draw", seat: 1 }).error?.code).toBe("table/wrong-seat");
    const back = changeSeat(away.value, 1, "person");
    if (!back.ok) throw new Error(back.error.message);
    expect(tableTurn(back.value)).toEqual({ seat: 1, bot: false });
    expect(stepBot(back.value).error?.code).toBe("table/wrong-seat");
    expect(playAction(back.value, 1, { type: "draw", seat: 1 }).ok).toBe(true);
    // Nothing else changed, and the table given was not.
    expect({ ...back.value, seats: t.seats }).toEqual(t);
    expect(t.seats).toEqual(["medium", "person", "medium", "medium"]);
  });

  it("refuses a seat off the table and a value that is not a seat, with the table unchanged", () => {
    const t = made(["medium", "person", "medium", "medium"]);
    expect(changeSeat(t, 4, "easy").error?.code).toBe("input/invalid");
    const two = newTable({ seed: 1, seats: ["person", "easy"], ruleset: presets.twoPlayers });
    if (!two.ok) throw new Error(two.error.message);
    expect(changeSeat(two.value, 3, "easy").error?.code).toBe("table/wrong-seat");
    expect(changeSeat(t, "1" as never, "easy").error?.code).toBe("input/invalid");
    const bad = changeSeat(t, 1, "robot" as never);
    expect(bad.error?.code).toBe("input/invalid");
    expect(bad.error?.message).toMatch(/changeSeat who/);
    expect(changeSeat(t, 1, { bot: "" }).error?.code).toBe("input/invalid");
    expect(changeSeat(t, 1, { bot: "mine" }).value?.seats[1]).toEqual({ bot: "mine" });
    expect(t.seats[1]).toBe("person");
  });
});
