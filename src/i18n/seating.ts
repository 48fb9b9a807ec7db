/**
 * Who sits where, as players say it: the seats by compass point as seen by the reader (who sits
 * South), the reader's own side, the match's title and its end.
 * @module
 */
import { isLocale, type Locale } from "./locale.js";

interface SeatTexts {
  /** The compass points from the reader's seat in the order of play: South, West, North, East. */
  readonly four: readonly string[];
  readonly three: readonly string[];
  readonly two: readonly string[];
  readonly you: string;
  readonly partner: (name: string) => string;
  readonly us: string;
  readonly them: string;
  readonly and: (a: string, b: string) => string;
  readonly over: string;
  readonly weWin: string;
  readonly youWin: string;
  readonly theyWin: string;
  readonly wins: (name: string) => string;
  readonly win: (names: string) => string;
  readonly target: (points: number) => string;
}

const EN: SeatTexts = {
  four: ["South", "West", "North", "East"],
  three: ["South", "West", "East"],
  two: ["South", "North"],
  you: "You",
  partner: (name) => `${name} (partner)`,
  us: "Us",
  them: "Them",
  and: (a, b) => `${a} and ${b}`,
  over: "Match over: ",
  weWin: "we win.",
  youWin: "you win.",
  theyWin: "they win.",
  wins: (name) => `${name} wins.`,
  win: (names) => `${names} win.`,
  target: (points) => `Match to ${points} points`,
};

const IT: SeatTexts = {
  four: ["Sud", "Ovest", "Nord", "Est"],
  three: ["Sud", "Ovest", "Est"],
  two: ["Sud", "Nord"],
  you: "Tu",
  partner: (name) => `${name} (compagno)`,
  us: "Noi",
  them: "Loro",
  and: (a, b) => `${a} ${/^[EeAa]/.test(b) ? "ed" : "e"} ${b}`,
  over: "Partita finita: ",
  weWin: "vinciamo noi.",
  youWin: "vinci tu.",
  theyWin: "vincono loro.",
  wins: (name) => `vince ${name}.`,
  win: (names) => `vincono ${names}.`,
  // "ai 2005 punti", but "agli 800 punti", "agli 11.000": the article of a number read aloud
  // (otto…, undici…) that starts with a vowel.
  target: (points) => `Partita ${elided(points) ? "agli" : "ai"} ${points} punti`,
};

const TEXTS: Readonly<Record<Locale, SeatTexts>> = { it: IT, en: EN };

const textsOf = (locale: Locale): SeatTexts => TEXTS[isLocale(locale) ? locale : "en"];

/** Whether a whole number, read aloud in Italian, starts with a vowel: otto…, undici…. */
function elided(n: number): boolean {
  const digits = String(n);
  return digits.startsWith("8") || (digits.startsWith("11") && digits.length % 3 === 2);
}

/** The number of players, when it is one (2, 3 or 4), else 0. */
function playerCount(players: unknown): number {
  return players === 2 || players === 3 || players === 4 ? players : 0;
}

/** The reader's seat, when it is a seat of `players`, else seat 0. */
function readerSeat(viewer: unknown, players: number): number {
  return typeof viewer === "number" && Number.isInteger(viewer) && viewer >= 0 && viewer < players ? viewer : 0;
}

/**
 * The seats' names by compass point, by seat, as `viewer` sees the table: the reader sits South
 * and play goes round South, West, North, East (with four players the partner sits North; with
 * three, South, West, East; with two, South and North). The default reader is seat 0, the seat a
 * front end gives its person, so seat 0 is South. For {@link describeEvent}'s `names`. Anything
 * but 2, 3 or 4 players gives `[]`; a viewer that is not a seat reads as seat 0.
 * @example
 * seatNames(4, "en");    // ["South", "West", "North", "East"]
 * seatNames(4, "it", 2); // ["Nord", "Est", "Sud", "Ovest"]: seat 2 reads, and sits South
 * seatNames(2, "it");    // ["Sud", "Nord"]
 */
export function seatNames(players: number, locale: Locale, viewer = 0): string[] {
  const n = playerCount(players);
  const t = textsOf(locale);
  const names = n === 4 ? t.four : n === 3 ? t.three : t.two;
  const me = readerSeat(viewer, n);
  return Array.from({ length: n }, (_, seat) => names[(seat - me + n) % n] as string);
}

/**
 * The seats as the reader names them at the table, by seat: `"You"` (`"Tu"`) for the reader's
 * own seat, the partner's compass point with "(partner)" (`"Nord (compagno)"`) at four players,
 * the others' compass points as {@link seatNames} gives them.
 * @example
 * playerNames(4, "it"); // ["Tu", "Ovest", "Nord (compagno)", "Est"]
 * playerNames(2, "en"); // ["You", "North"]
 */
export function playerNames(players: number, locale: Locale, viewer = 0): string[] {
  const t = textsOf(locale);
  const n = playerCount(players);
  const me = readerSeat(viewer, n);
  return seatNames(n, locale, me).map((name, seat) => {
    if (seat === me) return t.you;
    return n === 4 && seat === (me + 2) % 4 ? t.partner(name) : name;
  });
}

/** The seats of each side, from `sides` (a side by seat, as `HandState.sides`); `null` if it is not one. */
function seatsBySide(sides: unknown): number[][] | null {
  if (!Array.isArray(sides) || playerCount(sides.length) === 0) return null;
  const out: number[][] = [];
  for (let seat = 0; seat < sides.length; seat++) {
    const side = sides[seat];
    if (typeof side !== "number" || !Number.isInteger(side) || side < 0 || side >= sides.length) return null;
    out[side] = [...(out[side] ?? []), seat];
  }
  return Array.from(out, (seats) => seats ?? []);
}

/**
 * The sides' names, by side, for the reader at `viewer`: at four players `"Us"` and `"Them"`
 * (`"Noi"`, `"Loro"`), else the names of a side's seats as {@link playerNames} gives them
 * (`"You"`, `"West and East"`). `sides` gives each seat's side, as `HandState.sides` does; anything
 * else gives `[]`.
 * @example
 * sideNames([0, 1, 0, 1], "it");    // ["Noi", "Loro"]
 * sideNames([0, 1, 0, 1], "en", 1); // ["Them", "Us"]
 * sideNames([0, 1], "it");          // ["Tu", "Nord"]
 */
export function sideNames(sides: readonly number[], locale: Locale, viewer = 0): string[] {
  const t = textsOf(locale);
  const bySide = seatsBySide(sides);
  if (bySide === null) return [];
  const me = readerSeat(viewer, sides.length);
  const names = playerNames(sides.length, locale, me);
  return bySide.map((seats) => {
    if (sides.length === 4) return seats.includes(me) ? t.us : t.them;
    const own = seats.map((s) => names[s] as string);
    return own.length === 0 ? "—" : own.reduce((a, b) => t.and(a, b));
  });
}

/**
 * The end of a match, in words for the reader at `viewer`: `"Match over: we win."` (`"Partita
 * finita: vinciamo noi."`), `"… they win."` (`"… vincono loro."`), at two or three players `"…
 * you win."` (`"… vinci tu."`) or the winner's name (`"… vince Ovest."`). `winner` is the winning
 * side (`Match.winner`), `sides` each seat's side (`HandState.sides`); a winner that is not a side
 * of them gives just `"Match over."` (`"Partita finita."`).
 * @example
 * describeMatchEnd(0, [0, 1, 0, 1], "it"); // "Partita finita: vinciamo noi."
 * describeMatchEnd(1, [0, 1, 0, 1], "en"); // "Match over: they win."
 * describeMatchEnd(1, [0, 1], "it");       // "Partita finita: vince Nord."
 * describeMatchEnd(9, [0, 1], "en");       // "Match over."
 */
export function describeMatchEnd(winner: number, sides: readonly number[], locale: Locale, viewer = 0): string {
  const t = textsOf(locale);
  const bySide = seatsBySide(sides);
  const seats = bySide !== null && typeof winner === "number" ? bySide[winner] : undefined;
  if (seats === undefined || seats.length === 0) return `${t.over.replace(/: $/, "")}.`;
  const me = readerSeat(viewer, sides.length);
  const mine = seats.includes(me);
  const names = seatNames(sides.length, locale, me);
  let said: string;
  if (mine) said = seats.length > 1 ? t.weWin : t.youWin;
  else if (seats.length === 1) said = t.wins(names[seats[0] as number] as string);
  else if (sides.length === 4) said = t.theyWin;
  else said = t.win(seats.map((s) => names[s] as string).reduce((a, b) => t.and(a, b)));
  return `${t.over}${said}`;
}

/**
 * The title of a match to `target` points (R10.1), the one form every front end uses: `"Partita ai
 * 2005 punti"` (with the article Italian reads: `"Partita agli 800 punti"`), `"Match to 2005
 * points"`.
 * @example
 * matchTitle(2005, "it"); // "Partita ai 2005 punti"
 * matchTitle(800, "it");  // "Partita agli 800 punti"
 * matchTitle(2005, "en"); // "Match to 2005 points"
 */
export function matchTitle(target: number, locale: Locale): string {
  const points = typeof target === "number" && Number.isSafeInteger(target) && target > 0 ? target : 0;
  return textsOf(locale).target(points);
}
