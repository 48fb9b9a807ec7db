/**
 * The words the CLI prints, in Italian and English (`--lang it|en`). Cards stay in notation (7H,
 * JK) in both languages; the library's own texts (score lines, burraco classes) come from i18n.
 * @module
 */
import type { Locale } from "../i18n/locale.js";
import type { HandOutcome } from "../sim/types.js";
import type { HandEnd } from "../state/types.js";

/**
 * Every sentence of `burraco demo` and `burraco simulate` in one language.
 */
export interface CliTexts {
  /** The demo's first line. */
  readonly demoTitle: (preset: string, seed: string) => string;
  /** Who plays against whom, who deals, who starts. */
  readonly demoSides: (a: string, b: string, dealer: string, first: string) => string;
  /** How to read card notation. */
  readonly notation: string;
  /** The face-up card and the stock after the deal. */
  readonly afterDeal: (card: string, stock: number) => string;
  /** A turn's heading. */
  readonly turn: (n: number, seat: string, side: string) => string;
  /** "holds (n)". */
  readonly holds: (n: number) => string;
  /** A stock draw. */
  readonly draws: (card: string) => string;
  /** Taking the discard pile. */
  readonly picksUp: (n: number, cards: string) => string;
  /** A new meld. */
  readonly melds: (meld: string) => string;
  /** An attach to meld `index` (1-based). */
  readonly attaches: (cards: string, index: number, meld: string) => string;
  /** Taking the pozzetto after melding every card (R6.2). */
  readonly takesPozzetto: (n: number) => string;
  /** A discard. */
  readonly discards: (card: string) => string;
  /** Discarding the last card and taking the pozzetto (R6.3). */
  readonly discardsLast: (card: string) => string;
  /** Closing (R7.1). */
  readonly closes: (card: string) => string;
  /** The stock and the pile after a turn. */
  readonly tableLine: (stock: number, pile: number, top: string | null, held: string) => string;
  /** Added to a side's line once it took its pozzetto. */
  readonly pozzettoTaken: string;
  /** A side without melds. */
  readonly noMelds: string;
  /** The end of the hand, by its reason. */
  readonly handOver: (reason: HandEnd["reason"], closer: string) => string;
  /** The score sheet's heading. */
  readonly scoreSheet: string;
  /** A burraco on the score sheet. */
  readonly burracoItem: (meld: number, cls: string, bonus: number) => string;
  /** The summary's heading. */
  readonly simulateTitle: (preset: string, players: number, hands: string, seed: string) => string;
  /** The summary's speed line. */
  readonly simulateSpeed: (hands: string, time: string, rate: string, closeRate: string) => string;
  /** Column heads of the hand-end table. */
  readonly endsHead: readonly [string, string, string];
  /** How a simulated hand ended. */
  readonly endLabels: Readonly<Record<HandOutcome, string>>;
  /** Row heads of the per-side table. */
  readonly perSide: {
    readonly title: string;
    readonly bots: string;
    readonly mean: string;
    readonly won: string;
    readonly closes: string;
    readonly pozzetto: string;
    readonly botErrors: string;
  };
  /** The summary's last line. */
  readonly simulateFooter: (ties: string, turns: string, actions: string, max: string) => string;
}

const EN: CliTexts = {
  demoTitle: (preset, seed) => `Burraco demo · ${preset} · seed ${seed} · greedy bots`,
  demoSides: (a, b, dealer, first) => `${a} against ${b}. ${dealer} deals; ${first} plays first.`,
  notation: `Cards: rank A 2-10 J Q K, suit S H D C, JK = joker; "JK=7C" is a wildcard standing for 7C.`,
  afterDeal: (card, stock) => `Face-up card: ${card} · stock ${stock} cards · two pozzetti of 11`,
  turn: (n, seat, side) => `Turn ${n} · ${seat} (${side})`,
  holds: (n) => `holds (${n})`,
  draws: (card) => `draws ${card} from the stock`,
  picksUp: (n, cards) => `takes the discard pile (${n} card${n === 1 ? "" : "s"}): ${cards}`,
  melds: (meld) => `melds ${meld}`,
  attaches: (cards, index, meld) => `attaches ${cards} to meld ${index}: ${meld}`,
  takesPozzetto: (n) => `has no cards left: takes the pozzetto (${n} cards) and plays on (R6.2)`,
  discards: (card) => `discards ${card}`,
  discardsLast: (card) => `discards ${card}, the last card: takes the pozzetto, to play from the next turn (R6.3)`,
  closes: (card) => `closes the hand, discarding ${card} (R7.1)`,
  tableLine: (stock, pile, top, held) =>
    `stock ${stock} · discard pile ${pile}${top === null ? "" : `, top ${top}`} · cards held: ${held}`,
  pozzettoTaken: " · pozzetto taken",
  noMelds: "no melds",
  handOver: (reason, closer) =>
    reason === "closed"
      ? `The hand is over: ${closer} closed (R7.1).`
      : reason === "stock-exhausted"
        ? "The hand is over: the stock is down to its last two cards, which are never drawn (R8.1)."
        : reason === "time-out"
          ? "The hand is over: time out, and the last round has been played (R8.3)."
          : "The hand is over: a full round of one-card pile swaps (R8.2).",
  scoreSheet: "Score sheet",
  burracoItem: (meld, cls, bonus) => `meld ${meld} ${cls} (${bonus})`,
  simulateTitle: (preset, players, hands, seed) =>
    `burraco simulate · preset ${preset} · ${players} players · ${hands} hands · seed ${seed}`,
  simulateSpeed: (hands, time, rate, closeRate) =>
    `${hands} hands in ${time} · ${rate} hands/s · close rate ${closeRate}`,
  endsHead: ["how hands ended", "hands", "share"],
  endLabels: {
    closed: "closed",
    "stock-exhausted": "stock exhausted",
    stalemate: "stalemate",
    "time-out": "time out",
    "bot-error": "bot error",
    "action-cap": "action cap",
  },
  perSide: {
    title: "per side",
    bots: "bots",
    mean: "mean score",
    won: "hands won",
    closes: "closes",
    pozzetto: "pozzetto taken",
    botErrors: "bot errors",
  },
  simulateFooter: (ties, turns, actions, max) =>
    `tied hands: ${ties} · mean turns ${turns} · mean actions ${actions} (max ${max})`,
};

const IT: CliTexts = {
  demoTitle: (preset, seed) => `Demo di Burraco · ${preset} · seed ${seed} · bot greedy`,
  demoSides: (a, b, dealer, first) => `${a} contro ${b}. Distribuisce ${dealer}; inizia ${first}.`,
  notation: `Carte: valore A 2-10 J Q K, seme S picche H cuori D quadri C fiori, JK = jolly; "JK=7C" è una matta al posto del 7 di fiori.`,
  afterDeal: (card, stock) => `Carta scoperta: ${card} · tallone ${stock} carte · due pozzetti da 11`,
  turn: (n, seat, side) => `Turno ${n} · ${seat} (${side})`,
  holds: (n) => `ha in mano (${n})`,
  draws: (card) => `pesca ${card} dal tallone`,
  picksUp: (n, cards) => `raccoglie gli scarti (${n} cart${n === 1 ? "a" : "e"}): ${cards}`,
  melds: (meld) => `cala ${meld}`,
  attaches: (cards, index, meld) => `attacca ${cards} alla combinazione ${index}: ${meld}`,
  takesPozzetto: (n) => `resta senza carte: prende il pozzetto (${n} carte) e continua (R6.2)`,
  discards: (card) => `scarta ${card}`,
  discardsLast: (card) => `scarta ${card}, l'ultima carta: prende il pozzetto, da giocare dal prossimo turno (R6.3)`,
  closes: (card) => `chiude la mano scartando ${card} (R7.1)`,
  tableLine: (stock, pile, top, held) =>
    `tallone ${stock} · scarti ${pile}${top === null ? "" : `, in cima ${top}`} · carte in mano: ${held}`,
  pozzettoTaken: " · pozzetto preso",
  noMelds: "nessuna combinazione",
  handOver: (reason, closer) =>
    reason === "closed"
      ? `Mano finita: ${closer} ha chiuso (R7.1).`
      : reason === "stock-exhausted"
        ? "Mano finita: nel tallone restano le ultime due carte, che non si pescano mai (R8.1)."
        : reason === "time-out"
          ? "Mano finita: tempo scaduto, e l'ultimo giro è stato giocato (R8.3)."
          : "Mano finita: un giro intero di scambi di una carta sola dagli scarti (R8.2).",
  scoreSheet: "Punteggio",
  burracoItem: (meld, cls, bonus) => `combinazione ${meld}, ${cls} (${bonus})`,
  simulateTitle: (preset, players, hands, seed) =>
    `burraco simulate · preset ${preset} · ${players} giocatori · ${hands} mani · seed ${seed}`,
  simulateSpeed: (hands, time, rate, closeRate) => `${hands} mani in ${time} · ${rate} mani/s · chiusure ${closeRate}`,
  endsHead: ["come sono finite le mani", "mani", "quota"],
  endLabels: {
    closed: "chiusura",
    "stock-exhausted": "tallone finito",
    stalemate: "stallo",
    "time-out": "tempo scaduto",
    "bot-error": "errore di un bot",
    "action-cap": "limite di mosse",
  },
  perSide: {
    title: "per coppia",
    bots: "bot",
    mean: "punteggio medio",
    won: "mani vinte",
    closes: "chiusure",
    pozzetto: "pozzetto preso",
    botErrors: "errori dei bot",
  },
  simulateFooter: (ties, turns, actions, max) =>
    `mani pari: ${ties} · turni medi ${turns} · mosse medie ${actions} (max ${max})`,
};

/**
 * The CLI's texts by locale.
 */
export const CLI_TEXTS: Readonly<Record<Locale, CliTexts>> = { en: EN, it: IT };
