/**
 * The words of `burraco play` in each language it speaks, the move words it reads in each, and
 * refusals worded by the library's `describeError`. The texts shared with every front end (cards,
 * seats, moves, the hint, the match's title and end) come from `burraco/i18n`.
 * @module
 */
import type { Action } from "../actions/types.js";
import { botNames } from "../bots/registry.js";
import { describeError } from "../i18n/describeError.js";
import type { Locale } from "../i18n/locale.js";
import type { RuleError } from "../result.js";
import { presetNames } from "../rules/presets.js";
import type { MoveInput } from "./playInput.js";

/**
 * Every text `burraco play` shows besides the library's.
 */
export interface PlayTexts {
  readonly title: (preset: string, seed: string) => string;
  /** Where the reader sits: four players with a partner, or not. */
  readonly seating: (you: string, partner: string | null) => string;
  /** After the title when no `--seed` was given: how to deal the same cards again. */
  readonly replay: (seed: string) => string;
  readonly handHeading: (n: number) => string;
  /** The events since the reader's last turn, and how many earlier ones are left out. */
  readonly since: string;
  readonly earlier: (n: number) => string;
  readonly yourTurn: string;
  readonly yourHand: string;
  readonly discardPile: string;
  readonly moves: string;
  readonly prompt: string;
  /** How to play, shown under the title (wrapped to the terminal). */
  readonly help: string;
  readonly unknownMove: (text: string) => string;
  readonly notHeld: (text: string) => string;
  readonly englishSuit: (text: string, instead: string) => string;
  readonly figure: (text: string, instead: string) => string;
  readonly refused: string;
  readonly over: string;
  readonly scoreSheet: string;
  readonly inputEnded: string;
  /** The table line: stock, pile and its top card, the cards each other seat holds. */
  readonly tableLine: (stock: number, pile: number, top: string | null, held: string) => string;
  readonly pozzettoTaken: string;
  readonly noMelds: string;
  /** The cards each other seat is known to hold (R14.2). */
  readonly knownCards: string;
  readonly matchTotals: string;
  readonly handLabel: (n: number) => string;
  readonly total: string;
  readonly nextHand: (n: number) => string;
  readonly stopped: string;
  /** The move in the list's numbering that the hint suggests. */
  readonly hintNumber: (n: number) => string;
  /** The details toggle: rule ids and error codes shown, or not. */
  readonly detailsOn: string;
  readonly detailsOff: string;
  /** The word of each move, as typed and as listed. */
  readonly words: Readonly<Record<Action["type"], string>>;
  /** The word that shows the whole table again. */
  readonly tableWord: string;
  /** The word that asks the planner for advice. */
  readonly hintWord: string;
  /** The word that shows or hides the rule ids and error codes. */
  readonly detailsWord: string;
  /** The words that stop a match between two hands. */
  readonly quitWords: readonly string[];
  /** After "aiuto", "help" or "?" between two hands: what can be typed there. */
  readonly nextHandHelp: string;
  /** Ctrl-C pressed. */
  readonly interrupted: string;
  /** Where the match was saved, and the command that continues it. */
  readonly saved: (file: string, command: string) => string;
  readonly saveFailed: (file: string, message: string) => string;
  /** The first line of a resumed session. */
  readonly resumed: (file: string) => string;
  /** Why `--resume` could not continue. */
  readonly cannotResume: (file: string, message: string) => string;
  readonly noSave: string;
  /** `burraco play --help`. */
  readonly usage: string;
}

const EN: PlayTexts = {
  title: (preset, seed) => `Burraco · ${preset} · seed ${seed}.`,
  seating: (you, partner) => (partner === null ? `You are ${you}.` : `You are ${you}; your partner is ${partner}.`),
  replay: (seed) => `A new deal: play it again with --seed ${seed}.`,
  handHeading: (n) => `— Hand ${n} —`,
  since: "Since your last turn:",
  earlier: (n) => `…and ${n} earlier move${n === 1 ? "" : "s"}`,
  yourTurn: "Your turn.",
  yourHand: "Your hand",
  discardPile: "Discard pile",
  moves: "Legal moves",
  prompt: "Your move: ",
  help: 'Type the number of a move, or the move itself: draw · pile · meld 7H 8H 9H · attach 1 10H · discard KD · close 4S · pozzetto; "table" shows the whole table, "hint" suggests a move, "details" shows the rules behind a refusal, "help" or "?" shows this again. Cards: rank A 2–10 J Q K, then suit S ♠ spades, H ♥ hearts, D ♦ diamonds, C ♣ clubs; JK is the joker ★. Ctrl-C saves the match for later.',
  unknownMove: (text) => `"${text}" is not a move: type a number from the list, or e.g. "discard 7H".`,
  notHeld: (text) => `You do not hold ${text}.`,
  englishSuit: (text, instead) => `"${text}": did you mean ${instead}? Try again.`,
  figure: (text, instead) => `"${text}": did you mean ${instead}? Try again.`,
  refused: "Refused",
  over: "The hand is over.",
  scoreSheet: "Score sheet",
  inputEnded: "No more input: the game stops here.",
  tableLine: (stock, pile, top, held) =>
    `Stock ${stock} · discard pile ${pile}${top === null ? "" : `, top ${top}`} · cards held: ${held}`,
  pozzettoTaken: " (pozzetto taken)",
  noMelds: "no melds",
  knownCards: "Known cards",
  matchTotals: "The match",
  handLabel: (n) => `hand ${n}`,
  total: "total",
  nextHand: (n) => `Press Enter to play hand ${n} (or type "quit" to stop): `,
  stopped: "The match stops here.",
  hintNumber: (n) => `It is move ${n} in the list.`,
  detailsOn: "Details on: rule ids and error codes are shown.",
  detailsOff: "Details off.",
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
  detailsWord: "details",
  quitWords: ["quit", "q", "stop"],
  nextHandHelp: 'Press Enter to play the next hand, or type "quit" to stop here and save the match for later.',
  interrupted: "Interrupted.",
  saved: (file, command) => `The match is saved in ${file}; "${command}" continues it where it stopped.`,
  saveFailed: (file, message) => `The match could not be saved in ${file}: ${message}`,
  resumed: (file) => `The match saved in ${file} goes on.`,
  cannotResume: (file, message) => `cannot resume from ${file}: ${message}`,
  noSave: "there is no such file (a match is saved there when it is interrupted)",
  usage: `Usage: burraco play [options]

Plays one hand, or a match with --target, in the terminal: you sit South (seat 0) and bots play
the other seats; with four players your partner sits North, West and East play against you. At
each of your turns you see the moves made since your last one (as many as fit on the screen, the
earlier ones counted), the table, the numbered legal moves and your sorted hand: type a number,
or the move itself:
  draw · pile · meld 7H 8H 9H · attach 1 10H · discard KD · close 4S · pozzetto
Cards: rank A 2-10 J Q K, then suit S spades, H hearts, D diamonds, C clubs (or the symbols
♠ ♥ ♦ ♣); JK is the joker. "table" shows the whole table, "hint" asks the planner for advice,
"details" shows the rule ids and error codes behind refusals and score lines. Each hand ends with
the score sheet; a match shows its totals and offers the next hand, and ends when a side reaches
the target. Cards show their suit symbols; in a terminal in colour (NO_COLOR: without).

Options:
  --preset <name>     ruleset preset (default classic): ${presetNames.join(", ")}
  --players <n>       2, 3 or 4: change the preset's number of players
  --bots <list>       the bots of the other seats (${botNames.join(", ")}, hard:<n>): one for all, or one per seat (default greedy)
  --seed <seed>       deal seed, an integer or any text (default: a new deal each time, its seed printed)
  --lang <it|en>      language of the texts and of the cards typed (default en; it: suits C cuori, Q quadri, F fiori, P picche)
  --pause <ms>        how long each bot waits before its move (default 400)
  --target <points>   play a match to this target (R10.1, a multiple of 5) instead of one hand
  --save <file>       where an interrupted match is saved (default ${"burraco-play.save.json"} in the current folder)
  --resume [file]     continue the match saved in the file (default that one), exactly where it stopped
  -h, --help          show this help (with --lang it, in Italian)

"help" or "?" at any prompt shows how to play and the moves you have. Ctrl-C, the end of the
input, or "quit" between two hands saves the match; --resume continues it with the same cards and
the same bots, which play as they would have.
`,
};

const IT: PlayTexts = {
  title: (preset, seed) => `Burraco · ${preset} · codice ${seed}.`,
  seating: (you, partner) => (partner === null ? `Tu sei ${you}.` : `Tu sei ${you}; il tuo compagno è ${partner}.`),
  replay: (seed) => `Una smazzata nuova: per rigiocarla, --seed ${seed}.`,
  handHeading: (n) => `— Mano ${n} —`,
  since: "Dal tuo ultimo turno:",
  earlier: (n) => (n === 1 ? "…e una mossa prima" : `…e altre ${n} mosse prima`),
  yourTurn: "Tocca a te.",
  yourHand: "La tua mano",
  discardPile: "Scarti",
  moves: "Mosse possibili",
  prompt: "La tua mossa: ",
  help: "Scrivi il numero di una mossa, o la mossa: pesca · raccogli · cala 7C 8C 9C · attacca 1 10C · scarta KQ · chiudi 4P · pozzetto; «tavolo» mostra tutto il tavolo, «consiglio» suggerisce una mossa, «dettagli» mostra le regole dietro un rifiuto, «aiuto» o «?» mostra di nuovo questo. Carte: valore A 2–10 J Q K (fante, donna, re), poi il seme C ♥ cuori, Q ♦ quadri, F ♣ fiori, P ♠ picche; JK è il jolly ★. Ctrl-C salva la partita per dopo.",
  unknownMove: (text) => `"${text}" non è una mossa: scrivi un numero della lista, o per esempio "scarta 7C".`,
  notHeld: (text) => `Non hai ${text} in mano.`,
  englishSuit: (text, instead) =>
    `"${text}": in italiano i semi sono C cuori, Q quadri, F fiori, P picche; forse intendevi ${instead}? Riprova.`,
  figure: (text, instead) =>
    `"${text}": le figure si scrivono come sulle carte, J fante, Q donna, K re; forse intendevi ${instead}? Riprova.`,
  refused: "Mossa rifiutata",
  over: "La mano è finita.",
  scoreSheet: "Punteggio",
  inputEnded: "Input finito: la partita si ferma qui.",
  tableLine: (stock, pile, top, held) =>
    `Tallone ${stock} · scarti ${pile}${top === null ? "" : `, in cima ${top}`} · carte in mano: ${held}`,
  pozzettoTaken: " (pozzetto preso)",
  noMelds: "nessuna combinazione",
  knownCards: "Carte note",
  matchTotals: "La partita",
  handLabel: (n) => `mano ${n}`,
  total: "totale",
  nextHand: (n) => `Premi Invio per giocare la mano ${n} (o scrivi "basta" per fermarti): `,
  stopped: "La partita si ferma qui.",
  hintNumber: (n) => `È la mossa ${n} della lista.`,
  detailsOn: "Dettagli attivi: si vedono le regole e i codici d'errore.",
  detailsOff: "Dettagli nascosti.",
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
  detailsWord: "dettagli",
  quitWords: ["basta", "esci", "q"],
  nextHandHelp:
    'Premi Invio per giocare la mano seguente, o scrivi "basta" per fermarti qui e salvare la partita per dopo.',
  interrupted: "Interrotta.",
  saved: (file, command) => `La partita è salvata in ${file}; "${command}" la riprende da dove si è fermata.`,
  saveFailed: (file, message) => `Non è stato possibile salvare la partita in ${file}: ${message}`,
  resumed: (file) => `Riprende la partita salvata in ${file}.`,
  cannotResume: (file, message) => `impossibile riprendere da ${file}: ${message}`,
  noSave: "il file non esiste (una partita vi si salva quando è interrotta)",
  usage: `Uso: burraco play [opzioni]

Gioca una mano, o una partita con --target, nel terminale: tu sei Sud (posto 0) e i bot giocano
negli altri posti; in quattro il tuo compagno è Nord, Ovest ed Est giocano contro di voi. A ogni
tuo turno vedi le mosse fatte dal tuo ultimo turno (quante ne stanno sullo schermo, le precedenti
contate), il tavolo, le mosse possibili numerate e la tua mano in ordine: scrivi un numero, o la
mossa:
  pesca · raccogli · cala 7C 8C 9C · attacca 1 10C · scarta KQ · chiudi 4P · pozzetto
Carte: valore A 2-10 J Q K (fante, donna, re), poi il seme C cuori, Q quadri, F fiori, P picche
(o i simboli ♥ ♦ ♣ ♠); JK è il jolly. QC è la donna di cuori, QQ la donna di quadri. "tavolo"
mostra tutto il tavolo, "consiglio" chiede un consiglio al pianificatore, "dettagli" mostra le
regole e i codici dietro i rifiuti e le righe del punteggio. Ogni mano finisce con il punteggio;
una partita mostra i totali e propone la mano seguente, e finisce quando una coppia arriva al
traguardo. Le carte hanno i simboli dei semi; nel terminale a colori (NO_COLOR: senza).

Opzioni:
  --preset <nome>     regole (predefinite: classic): ${presetNames.join(", ")}
  --players <n>       2, 3 o 4: cambia il numero di giocatori
  --bots <lista>      i bot degli altri posti (${botNames.join(", ")}, hard:<n>): uno per tutti, o uno per posto (predefinito greedy)
  --seed <codice>     codice della smazzata, un intero o un testo (predefinito: una smazzata nuova, con il codice stampato)
  --lang <it|en>      lingua dei testi e delle carte scritte (predefinita en)
  --pause <ms>        quanto aspetta ogni bot prima di muovere (predefinito 400)
  --target <punti>    gioca una partita a questo traguardo (R10.1, un multiplo di 5) invece di una mano
  --save <file>       dove si salva una partita interrotta (predefinito ${"burraco-play.save.json"} nella cartella corrente)
  --resume [file]     riprende la partita salvata nel file (predefinito quello), da dove si è fermata
  -h, --help          mostra questo aiuto

"aiuto", "help" o "?" a ogni domanda mostra come si gioca e le mosse che hai. Ctrl-C, la fine
dell'input, o "basta" tra due mani salva la partita; --resume la riprende con le stesse carte e gli
stessi bot, che giocano come avrebbero giocato.
`,
};

/**
 * The texts of a language.
 */
export function playTexts(lang: Locale): PlayTexts {
  return lang === "it" ? IT : EN;
}

/**
 * Why a move was refused, in the player's language; with `details`, the rule it breaks and the
 * error's code after it.
 */
export function refusalText(error: RuleError, lang: Locale, details = false): string {
  const text = describeError(error, lang, { withRule: false });
  const more = details ? ` [${[error.rule, error.code].filter((x) => x !== undefined).join(", ")}]` : "";
  return `${playTexts(lang).refused}: ${text}${more}`;
}

/** Why a typed line is not a move, in the player's language. */
export function inputText(input: Extract<MoveInput, { ok: false }>, lang: Locale): string {
  const t = playTexts(lang);
  switch (input.reason) {
    case "not-held":
      return t.notHeld(input.text);
    case "english-suit":
      return t.englishSuit(input.text, input.instead ?? "");
    case "figure":
      return t.figure(input.text, input.instead ?? "");
    case "unknown":
      return t.unknownMove(input.text);
  }
}
