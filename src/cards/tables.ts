/**
 * The lookup tables behind `rankOf`, `suitOf`, `pointsOf` and `copyOf`: one array read per lookup
 * in the hot loops of meld analysis and bots. Internal to the library and never exported from the
 * package: a typed array cannot be frozen, and a caller writing `POINTS[104] = 0` would change
 * every later score.
 * @internal
 * @module
 */
const DECK_SIZE = 108;
const FIRST_JOKER = 104;

const rankTable = new Uint8Array(DECK_SIZE);
const suitTable = new Uint8Array(DECK_SIZE);
const pointsTable = new Uint8Array(DECK_SIZE);
const copyTable = new Uint8Array(DECK_SIZE);

// R1.2: joker 30 · any 2 20 · ace 15 · K Q J 10 9 8 → 10 · 7 6 5 4 3 → 5.
function pointsOfRank(rank: number): number {
  if (rank === 0) return 30;
  if (rank === 2) return 20;
  if (rank === 1) return 15;
  return rank >= 8 ? 10 : 5;
}

for (let id = 0; id < DECK_SIZE; id++) {
  if (id >= FIRST_JOKER) {
    rankTable[id] = 0;
    suitTable[id] = 4;
    copyTable[id] = id - FIRST_JOKER;
  } else {
    const within = id % 52;
    rankTable[id] = (within % 13) + 1;
    suitTable[id] = Math.floor(within / 13);
    copyTable[id] = id >= 52 ? 1 : 0;
  }
  pointsTable[id] = pointsOfRank(rankTable[id] ?? 0);
}

/** Rank of each card id (0 for jokers). */
export const RANK: Readonly<Uint8Array> = rankTable;
/** Suit of each card id (4 for jokers). */
export const SUIT: Readonly<Uint8Array> = suitTable;
/** Points of each card id (R1.2). */
export const POINTS: Readonly<Uint8Array> = pointsTable;
/** Which copy a card is: 0 or 1 for the two decks, 0–3 for the jokers. */
export const COPY: Readonly<Uint8Array> = copyTable;

