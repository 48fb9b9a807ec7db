/**
 * The playground's own words, in Italian and English. Refusals, card names, score lines and burraco
 * classes come from the library (describeError, cardName, scoreLineLabel, burracoClassName).
 */
import type { Locale } from "burraco/i18n";

/** Every sentence of the page in one language. */
export interface Texts {
  readonly title: string;
  readonly docs: string;
  readonly preset: string;
  readonly table: string;
  readonly players: (n: number) => string;
  readonly seed: string;
  readonly newDeal: string;
  readonly you: string;
  /** Seat names by number of players, seat 0 first. */
  readonly seats: Readonly<Record<2 | 3 | 4, readonly string[]>>;
  readonly us: string;
  readonly them: string;
  readonly partner: string;
  readonly yourDraw: string;
  readonly yourPlay: string;
  readonly yourPozzetto: string;
  readonly botTurn: (name: string) => string;
  readonly draw: string;
  readonly pickUp: string;
  readonly meld: string;
  readonly attach: string;
  readonly discard: string;
  readonly close: string;
  readonly takePozzetto: string;
  readonly selectOne: string;
  readonly selectCards: string;
  readonly clickMeld: string;
  readonly stock: string;
  readonly pile: string;
  readonly pileTopOnly: string;
  readonly pozzetti: string;
  readonly cards: (n: number) => string;
  readonly hand: string;
  readonly melds: string;
  readonly noMelds: string;
  readonly pozzettoTaken: string;
  readonly moves: string;
  readonly moveDraw: string;
  readonly movePickUp: string;
  readonly moveMeld: string;
  readonly moveAttach: string;
  readonly moveDiscard: string;
  readonly moveClose: string;
  readonly moveTakePozzetto: string;
  readonly endClosed: (name: string) => string;
  readonly endStock: string;
  readonly endStalemate: string;
  readonly scoreSheet: string;
  readonly wins: (side: string) => string;
  readonly tie: string;
  readonly log: string;
  readonly download: string;
  readonly botError: string;
}

const IT: Texts = {
  title: "Burraco · playground",
  docs: "Documentazione",
  preset: "Regole",
  table: "Tavolo",
  players: (n) => `${n} giocatori`,
  seed: "Seed",
  newDeal: "Nuova mano",
  you: "Tu",
  seats: { 4: ["Tu", "Ovest", "Nord", "Est"], 3: ["Tu", "Ovest", "Est"], 2: ["Tu", "Nord"] },
  us: "Noi",
  them: "Loro",
  partner: "compagno",
  yourDraw: "Tocca a te: pesca dal tallone o raccogli gli scarti.",
  yourPlay: "Tocca a te: cala, attacca, poi scarta una carta (o chiudi).",
  yourPozzetto: "Hai finito le carte calando: prendi il pozzetto.",
  botTurn: (name) => `Tocca a ${name}…`,
  draw: "Pesca",
  pickUp: "Raccogli gli scarti",
  meld: "Cala",
  attach: "Attacca",
  discard: "Scarta",
  close: "Chiudi",
  takePozzetto: "Prendi il pozzetto",
  selectOne: "Seleziona una carta.",
  selectCards: "Seleziona le carte da calare.",
  clickMeld: "Seleziona le carte, poi clicca la combinazione a cui attaccarle.",
  stock: "Tallone",
  pile: "Scarti",
  pileTopOnly: "si vede solo la carta in cima",
  pozzetti: "Pozzetti",
  cards: (n) => `${n} ${n === 1 ? "carta" : "carte"}`,
  hand: "La tua mano",
  melds: "Combinazioni",
  noMelds: "nessuna combinazione",
  pozzettoTaken: "pozzetto preso",
  moves: "Mosse",
  moveDraw: "pesca dal tallone",
  movePickUp: "raccoglie gli scarti",
  moveMeld: "cala",
  moveAttach: "attacca",
  moveDiscard: "scarta",
  moveClose: "chiude scartando",
  moveTakePozzetto: "prende il pozzetto",
  endClosed: (name) => `Mano finita: ${name} ha chiuso.`,
  endStock: "Mano finita: il tallone è finito.",
  endStalemate: "Mano finita: un giro intero di scambi di una carta sola.",
  scoreSheet: "Punteggio",
  wins: (side) => `Vince: ${side}`,
  tie: "Pareggio",
  log: "Registro delle mosse (JSON)",
  download: "Scarica il registro",
  botError: "Un bot non ha trovato una mossa: è un errore, segnalalo con il seed.",
};

const EN: Texts = {
  title: "Burraco · playground",
  docs: "Documentation",
  preset: "Rules",
  table: "Table",
  players: (n) => `${n} players`,
  seed: "Seed",
  newDeal: "New deal",
  you: "You",
  seats: { 4: ["You", "West", "North", "East"], 3: ["You", "West", "East"], 2: ["You", "North"] },
  us: "Us",
  them: "Them",
  partner: "partner",
  yourDraw: "Your turn: draw from the stock or pick up the discard pile.",
  yourPlay: "Your turn: meld, attach, then discard a card (or close).",
  yourPozzetto: "You melded every card: take the pozzetto.",
  botTurn: (name) => `${name} is playing…`,
  draw: "Draw",
  pickUp: "Pick up the pile",
  meld: "Meld",
  attach: "Attach",
  discard: "Discard",
  close: "Close",
  takePozzetto: "Take the pozzetto",
  selectOne: "Select one card.",
  selectCards: "Select the cards to meld.",
  clickMeld: "Select cards, then click the meld to attach them to.",
  stock: "Stock",
  pile: "Discard pile",
  pileTopOnly: "only the top card shows",
  pozzetti: "Pozzetti",
  cards: (n) => `${n} ${n === 1 ? "card" : "cards"}`,
  hand: "Your hand",
  melds: "Melds",
  noMelds: "no melds",
  pozzettoTaken: "pozzetto taken",
  moves: "Moves",
  moveDraw: "draws from the stock",
  movePickUp: "picks up the discard pile",
  moveMeld: "melds",
  moveAttach: "attaches",
  moveDiscard: "discards",
  moveClose: "closes, discarding",
  moveTakePozzetto: "takes the pozzetto",
  endClosed: (name) => `Hand over: ${name} closed.`,
  endStock: "Hand over: the stock ran out.",
  endStalemate: "Hand over: a full round of one-card pile swaps.",
  scoreSheet: "Score sheet",
  wins: (side) => `Winner: ${side}`,
  tie: "A tie",
  log: "Action log (JSON)",
  download: "Download the log",
  botError: "A bot found no move: this is a bug, please report the seed.",
};

/** The page's texts by locale. */
export const TEXTS: Readonly<Record<Locale, Texts>> = { it: IT, en: EN };
