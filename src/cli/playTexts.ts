/**
 * The words of `burraco play` in each language it speaks, the move words it reads in each, and
 * refusals worded by the library's `describeError`.
 * @module
 */
import type { Action } from "../actions/types.js";
import { describeError } from "../i18n/describeError.js";
import type { Locale } from "../i18n/locale.js";
import type { RuleError } from "../result.js";
import type { MoveWords } from "./renderTurn.js";

/**
 * Every text `burraco play` shows besides cards and the engine's own messages.
 */
export interface PlayTexts {
  readonly title: (preset: string, seed: string) => string;
  /** After the title when no `--seed` was given: how to deal the same cards again. */
  readonly replay: (seed: string) => string;
  readonly matchTitle: (target: number) => string;
  readonly handHeading: (n: number) => string;
  readonly you: string;
  /** Your own moves, in the second person ("you draw 7H", "peschi 7H"). */
  readonly yours: MoveWords;
  readonly yourTurn: string;
  readonly yourHand: string;
  readonly discardPile: string;
  readonly moves: string;
  readonly prompt: string;
  readonly help: string;
  readonly unknownMove: (text: string) => string;
  readonly notHeld: (text: string) => string;
  readonly drawsHidden: string;
  readonly refused: string;
  readonly over: string;
  readonly scoreSheet: string;
  readonly inputEnded: string;
  /** Since your last turn: the melds that are new or grew. */
  readonly changedMelds: string;
  readonly noMeldChanged: string;
  readonly newMeld: string;
  readonly grownMeld: string;
  readonly tableHint: string;
  /** The cards each other seat is known to hold (R14.2). */
  readonly knownCards: string;
  readonly matchTotals: (target: number) => string;
  readonly handLabel: (n: number) => string;
  readonly total: string;
  readonly matchOver: (winner: string) => string;
  readonly nextHand: (n: number) => string;
  readonly stopped: string;
  /** The word of each move, as typed and as listed. */
  readonly words: Readonly<Record<Action["type"], string>>;
  /** The word that shows the whole table again. */
  readonly tableWord: string;
  /** The word that asks the planner for the best moves. */
  readonly hintWord: string;
  /** The heading of the planner's suggestions. */
  readonly hints: string;
  /** One suggestion: its number in the list, the move, the estimated margin at the planner's horizon and its error. */
  readonly hintLine: (n: number, move: string, margin: string, stderr: string) => string;
  /** No suggestion: the one legal move (taking the pozzetto) is the move. */
  readonly noHint: string;
  /** The words that stop a match between two hands. */
  readonly quitWords: readonly string[];
}

const EN: PlayTexts = {
  title: (preset, seed) => `Burraco · preset ${preset} · seed ${seed}. You are North (seat 0).`,
  replay: (seed) => `A new deal: play it again with --seed ${seed}.`,
  matchTitle: (target) => `A match to ${target} points.`,
  handHeading: (n) => `— Hand ${n} —`,
  you: "You",
  yours: {
    draws: (card) => `draw ${card} from the stock`,
    picksUp: (n, cards) => `take the discard pile (${n} card${n === 1 ? "" : "s"}): ${cards}`,
    melds: (meld) => `meld ${meld}`,
    attaches: (cards, index, meld) => `attach ${cards} to meld ${index}: ${meld}`,
    takesPozzetto: (n) => `have no cards left: you take the pozzetto (${n} cards) and play on (R6.2)`,
    discards: (card) => `discard ${card}`,
    discardsLast: (card) =>
      `discard ${card}, your last card: you take the pozzetto, to play from your next turn (R6.3)`,
    closes: (card) => `close the hand, discarding ${card} (R7.1)`,
  },
  yourTurn: "Your turn",
  yourHand: "Your hand",
  discardPile: "Discard pile",
  moves: "Legal moves",
  prompt: "Your move: ",
  help: "Type the number of a move, or the move itself in card notation (7H, 10D, JK = joker):\n  draw · pile · meld 7H 8H 9H · attach 1 10H · discard KD · close 4S · pozzetto · table (the whole table) · hint (the best moves)",
  unknownMove: (text) => `"${text}" is not a move: type a number from the list, or e.g. "discard 7H".`,
  notHeld: (text) => `you do not hold ${text}`,
  drawsHidden: "draws from the stock",
  refused: "Refused",
  over: "The hand is over.",
  scoreSheet: "Score sheet",
  inputEnded: "No more input: the game stops here.",
  changedMelds: "Melds new or grown since your last turn",
  noMeldChanged: "No meld changed since your last turn.",
  newMeld: "new",
  grownMeld: "grown",
  tableHint: 'Type "table" to see the whole table.',
  knownCards: "Known cards",
  matchTotals: (target) => `The match (to ${target})`,
  handLabel: (n) => `hand ${n}`,
  total: "total",
  matchOver: (winner) => `The match is over: ${winner} won.`,
  nextHand: (n) => `Press Enter to play hand ${n} (or type "quit" to stop): `,
  stopped: "The match stops here.",
  words: {
    draw: "draw",
    pickUpDiscards: "pile",
    meld: "meld",
    attach: "attach",
    discard: "discard",
    close: "close",
    takePozzetto: "pozzetto",
  },
  tableWord: "table",
  hintWord: "hint",
  hints: "Best moves (estimated margin of your side ± error):",
  hintLine: (n, move, margin, stderr) => `${String(n).padStart(3)}. ${move}  ${margin} ± ${stderr}`,
  noHint: "No hint: you have one move only.",
  quitWords: ["quit", "q", "stop"],
};

const IT: PlayTexts = {
  title: (preset, seed) => `Burraco · regole ${preset} · codice ${seed}. Tu sei Nord (posto 0).`,
  replay: (seed) => `Una smazzata nuova: per rigiocarla, --seed ${seed}.`,
  matchTitle: (target) => `Una partita ai ${target} punti.`,
  handHeading: (n) => `— Mano ${n} —`,
  you: "Tu",
  yours: {
    draws: (card) => `peschi ${card} dal tallone`,
    picksUp: (n, cards) => `raccogli gli scarti (${n} cart${n === 1 ? "a" : "e"}): ${cards}`,
    melds: (meld) => `cali ${meld}`,
    attaches: (cards, index, meld) => `attacchi ${cards} alla combinazione ${index}: ${meld}`,
    takesPozzetto: (n) => `resti senza carte: prendi il pozzetto (${n} carte) e continui (R6.2)`,
    discards: (card) => `scarti ${card}`,
    discardsLast: (card) =>
      `scarti ${card}, la tua ultima carta: prendi il pozzetto, da giocare dal tuo prossimo turno (R6.3)`,
    closes: (card) => `chiudi la mano scartando ${card} (R7.1)`,
  },
  yourTurn: "Tocca a te",
  yourHand: "La tua mano",
  discardPile: "Scarti",
  moves: "Mosse possibili",
  prompt: "La tua mossa: ",
  help: "Scrivi il numero di una mossa, o la mossa in notazione (7H, 10D, JK = jolly):\n  pesca · raccogli · cala 7H 8H 9H · attacca 1 10H · scarta KD · chiudi 4S · pozzetto · tavolo (tutto il tavolo) · consiglio (le mosse migliori)",
  unknownMove: (text) => `"${text}" non è una mossa: scrivi un numero della lista, o ad es. "scarta 7H".`,
  notHeld: (text) => `non hai ${text} in mano`,
  drawsHidden: "pesca dal tallone",
  refused: "Mossa rifiutata",
  over: "La mano è finita.",
  scoreSheet: "Punteggio",
  inputEnded: "Input finito: la partita si ferma qui.",
  changedMelds: "Combinazioni nuove o cresciute dal tuo ultimo turno",
  noMeldChanged: "Nessuna combinazione è cambiata dal tuo ultimo turno.",
  newMeld: "nuova",
  grownMeld: "cresciuta",
  tableHint: 'Scrivi "tavolo" per vedere tutto il tavolo.',
  knownCards: "Carte note",
  matchTotals: (target) => `La partita (ai ${target})`,
  handLabel: (n) => `mano ${n}`,
  total: "totale",
  matchOver: (winner) => `La partita è finita: ha vinto ${winner}.`,
  nextHand: (n) => `Premi Invio per giocare la mano ${n} (o scrivi "basta" per fermarti): `,
  stopped: "La partita si ferma qui.",
  words: {
    draw: "pesca",
    pickUpDiscards: "raccogli",
    meld: "cala",
    attach: "attacca",
    discard: "scarta",
    close: "chiudi",
    takePozzetto: "pozzetto",
  },
  tableWord: "tavolo",
  hintWord: "consiglio",
  hints: "Mosse migliori (margine stimato della tua coppia ± errore):",
  hintLine: (n, move, margin, stderr) => `${String(n).padStart(3)}. ${move}  ${margin} ± ${stderr}`,
  noHint: "Nessun consiglio: hai una sola mossa.",
  quitWords: ["basta", "esci", "q"],
};

/**
 * The texts of a language.
 */
export function playTexts(lang: Locale): PlayTexts {
  return lang === "it" ? IT : EN;
}

/**
 * Why a move was refused, in the player's language, with the rule it breaks.
 */
export function refusalText(error: RuleError, lang: Locale): string {
  return `${playTexts(lang).refused}: ${describeError(error, lang)}`;
}
