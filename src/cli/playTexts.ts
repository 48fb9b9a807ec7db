/**
 * The words of `burraco play` in each language it speaks; refusals are worded by the library's
 * `describeError`.
 * @module
 */
import { describeError } from "../i18n/describeError.js";
import type { Locale } from "../i18n/locale.js";
import type { RuleError } from "../result.js";

/**
 * Every text `burraco play` shows besides cards and the engine's own messages.
 * @example
 * const t: PlayTexts = playTexts("en");
 */
export interface PlayTexts {
  readonly title: (preset: string, seed: string) => string;
  readonly you: string;
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
}

const EN: PlayTexts = {
  title: (preset, seed) => `Burraco · preset ${preset} · seed ${seed}. You are North (seat 0).`,
  you: "You",
  yourTurn: "Your turn",
  yourHand: "Your hand",
  discardPile: "Discard pile",
  moves: "Legal moves",
  prompt: "Your move: ",
  help: "Type the number of a move, or the move itself in card notation (7H, 10D, JK = joker):\n  draw · pile · meld 7H 8H 9H · attach 1 10H · discard KD · close 4S · pozzetto",
  unknownMove: (text) => `"${text}" is not a move: type a number from the list, or e.g. "discard 7H".`,
  notHeld: (text) => `you do not hold ${text}`,
  drawsHidden: "draws from the stock",
  refused: "Refused",
  over: "The hand is over.",
  scoreSheet: "Score sheet",
  inputEnded: "No more input: the game stops here.",
};

const IT: PlayTexts = {
  title: (preset, seed) => `Burraco · regole ${preset} · seme ${seed}. Tu sei Nord (posto 0).`,
  you: "Tu",
  yourTurn: "Tocca a te",
  yourHand: "La tua mano",
  discardPile: "Scarti",
  moves: "Mosse possibili",
  prompt: "La tua mossa: ",
  help: "Scrivi il numero di una mossa, o la mossa in notazione (7H, 10D, JK = jolly):\n  draw · pile · meld 7H 8H 9H · attach 1 10H · discard KD · close 4S · pozzetto",
  unknownMove: (text) => `"${text}" non è una mossa: scrivi un numero della lista, o ad es. "discard 7H".`,
  notHeld: (text) => `non hai ${text} in mano`,
  drawsHidden: "pesca dal tallone",
  refused: "Mossa rifiutata",
  over: "La mano è finita.",
  scoreSheet: "Punteggio",
  inputEnded: "Input finito: la partita si ferma qui.",
};

/**
 * The texts of a language.
 * @example
 * playTexts("it").yourTurn; // "Tocca a te"
 */
export function playTexts(lang: Locale): PlayTexts {
  return lang === "it" ? IT : EN;
}

/**
 * Why a move was refused, in the player's language, with the rule it breaks.
 * @example
 * refusalText({ code: "turn/wrong-phase", message: "not now: …", rule: "R3.1" }, "en"); // "Refused: … (R3.1)"
 */
export function refusalText(error: RuleError, lang: Locale): string {
  return `${playTexts(lang).refused}: ${describeError(error, lang)}`;
}
