/**
 * The playground's own words, in Italian and English. Refusals, card names, score lines and burraco
 * classes and what happened (the move list, the hand's end) come from the library (describeError,
 * cardName, scoreLineLabel, burracoClassName, describeEvent).
 */
import type { Locale } from "burraco/i18n";
import { PRESET_NAMES } from "./presetNames.js";

/** Every sentence of the page in one language. */
export interface Texts {
  readonly title: string;
  readonly docs: string;
  readonly preset: string;
  /** Preset names as players say them (a name not listed shows as it is). */
  readonly presets: Readonly<Record<string, string>>;
  readonly table: string;
  readonly players: (n: number) => string;
  readonly seed: string;
  readonly newDeal: string;
  readonly settings: string;
  readonly languages: string;
  /** Seat names by number of players, seat 0 first. */
  readonly seats: Readonly<Record<2 | 3 | 4, readonly string[]>>;
  readonly us: string;
  readonly them: string;
  readonly partner: string;
  readonly yourDraw: string;
  readonly yourPlay: string;
  readonly yourPozzetto: string;
  readonly botTurn: (name: string) => string;
  readonly possible: (moves: string) => string;
  readonly draw: string;
  readonly pickUp: string;
  readonly meld: string;
  readonly attach: string;
  readonly attachTo: (n: number, cards: string) => string;
  readonly discard: string;
  readonly close: string;
  readonly takePozzetto: string;
  /** The Hint button: the planner's best move (its words are in hint.ts, loaded on first use). */
  readonly hint: string;
  readonly selectCards: string;
  readonly useClose: string;
  /** The details line of a message: its rule when it has one, and its code. */
  readonly ruleDetails: (rule: string | undefined, code: string) => string;
  readonly stock: string;
  readonly stockButton: string;
  readonly pile: string;
  readonly pileButton: string;
  readonly pileTopOnly: string;
  readonly pozzetti: string;
  readonly cards: (n: number) => string;
  readonly hand: string;
  readonly handHelp: string;
  readonly selected: string;
  readonly playable: string;
  readonly melds: string;
  readonly meldName: string;
  readonly noMelds: string;
  readonly pozzettoTaken: string;
  readonly known: string;
  readonly unplayedPozzetto: string;
  readonly moves: string;
  readonly noMoves: string;
  readonly scoreSheet: (hand: number) => string;
  readonly allHands: string;
  readonly wins: (side: string) => string;
  readonly tie: string;
  readonly match: (target: number, hand: number) => string;
  readonly matchWon: (side: string) => string;
  readonly nextHand: string;
  readonly newMatch: string;
  readonly botError: string;
  /** The saved game is of an older version of the page. */
  readonly saveOld: string;
  /** The saved game is damaged or edited. */
  readonly saveBroken: string;
  /** The part of the page that reads saves did not load. */
  readonly saveUnread: string;
  /** The Hint button's planner did not load. */
  readonly hintUnread: string;
}

const IT: Texts = {
  title: "Burraco · playground",
  docs: "Documentazione",
  preset: "Regole",
  presets: PRESET_NAMES.it,
  table: "Tavolo",
  players: (n) => `${n} giocatori`,
  seed: "Codice della partita",
  newDeal: "Nuova partita",
  settings: "Impostazioni",
  languages: "Lingua",
  seats: { 4: ["Tu", "Ovest", "Nord", "Est"], 3: ["Tu", "Ovest", "Est"], 2: ["Tu", "Nord"] },
  us: "Noi",
  them: "Loro",
  partner: "compagno",
  yourDraw: "Tocca a te: pesca dal tallone o raccogli gli scarti.",
  yourPlay: "Tocca a te: cala, attacca, poi scarta una carta (o chiudi).",
  yourPozzetto: "Hai finito le carte calando: prendi il pozzetto.",
  botTurn: (name) => `Tocca a ${name}…`,
  possible: (moves) => `Puoi: ${moves}.`,
  draw: "Pesca",
  pickUp: "Raccogli gli scarti",
  meld: "Cala",
  attach: "Attacca",
  attachTo: (n, cards) => `Attacca alla ${n}ª (${cards})`,
  discard: "Scarta",
  close: "Chiudi",
  takePozzetto: "Prendi il pozzetto",
  hint: "Consiglio",
  selectCards: "Seleziona le carte da calare.",
  useClose: "Con questa carta chiudi la mano: premi «Chiudi».",
  ruleDetails: (rule, code) => (rule === undefined ? `Codice: ${code}` : `Regola ${rule} · ${code}`),
  stock: "Tallone",
  stockButton: ": pesca",
  pile: "Scarti",
  pileButton: ": raccogli",
  pileTopOnly: "si vede solo la carta in cima",
  pozzetti: "Pozzetti",
  cards: (n) => `${n} ${n === 1 ? "carta" : "carte"}`,
  hand: "La tua mano",
  handHelp: "Frecce: scegli una carta; spazio: selezionala; Tab: i pulsanti.",
  selected: "selezionata",
  playable: "si può calare",
  melds: "Combinazioni",
  meldName: "Combinazione ",
  noMelds: "nessuna combinazione",
  pozzettoTaken: "pozzetto preso",
  known: "ha in mano:",
  unplayedPozzetto: "pozzetto da giocare",
  moves: "Dal tuo ultimo turno",
  noMoves: "Ancora nessuna mossa.",
  scoreSheet: (hand) => `Punteggio della mano ${hand}`,
  allHands: "Le carte rimaste in mano",
  wins: (side) => `Vince la mano: ${side}`,
  tie: "Mano pari",
  match: (target, hand) => `Partita ai ${target} punti · mano ${hand}`,
  matchWon: (side) => `Partita finita. La vince: ${side}.`,
  nextHand: "Mano successiva",
  newMatch: "Nuova partita",
  botError: "Un bot non ha trovato una mossa: segnalalo, con il codice della partita.",
  saveOld: "La partita salvata è di una versione precedente del playground: ne inizia una nuova.",
  saveBroken: "La partita salvata è danneggiata o modificata e non si può riprendere: ne inizia una nuova.",
  saveUnread: "Non si è potuta caricare la parte della pagina che legge la partita salvata: ne inizia una nuova.",
  hintUnread: "Non si è potuto caricare il consiglio: riprova.",
};

const EN: Texts = {
  title: "Burraco · playground",
  docs: "Documentation",
  preset: "Rules",
  presets: PRESET_NAMES.en,
  table: "Table",
  players: (n) => `${n} players`,
  seed: "Match code",
  newDeal: "New deal",
  settings: "Settings",
  languages: "Language",
  seats: { 4: ["You", "West", "North", "East"], 3: ["You", "West", "East"], 2: ["You", "North"] },
  us: "Us",
  them: "Them",
  partner: "partner",
  yourDraw: "Your turn: draw from the stock or pick up the discard pile.",
  yourPlay: "Your turn: meld, attach, then discard a card (or close).",
  yourPozzetto: "You melded every card: take the pozzetto.",
  botTurn: (name) => `${name} is playing…`,
  possible: (moves) => `You can: ${moves}.`,
  draw: "Draw",
  pickUp: "Pick up the pile",
  meld: "Meld",
  attach: "Attach",
  attachTo: (n, cards) => `Attach to meld ${n} (${cards})`,
  discard: "Discard",
  close: "Close",
  takePozzetto: "Take the pozzetto",
  hint: "Hint",
  selectCards: "Select the cards to meld.",
  useClose: "This card closes the hand: press Close.",
  ruleDetails: (rule, code) => (rule === undefined ? `Code: ${code}` : `Rule ${rule} · ${code}`),
  stock: "Stock",
  stockButton: ": draw",
  pile: "Discard pile",
  pileButton: ": pick up",
  pileTopOnly: "only the top card shows",
  pozzetti: "Pozzetti",
  cards: (n) => `${n} ${n === 1 ? "card" : "cards"}`,
  hand: "Your hand",
  handHelp: "Arrows: choose a card; Space: select it; Tab: the buttons.",
  selected: "selected",
  playable: "can be melded",
  melds: "Melds",
  meldName: "Meld ",
  noMelds: "no melds",
  pozzettoTaken: "pozzetto taken",
  known: "holds:",
  unplayedPozzetto: "pozzetto to play",
  moves: "Since your last turn",
  noMoves: "No moves yet.",
  scoreSheet: (hand) => `Score sheet of hand ${hand}`,
  allHands: "The cards left in each hand",
  wins: (side) => `Hand won by: ${side}`,
  tie: "The hand is a tie",
  match: (target, hand) => `Match to ${target} points · hand ${hand}`,
  matchWon: (side) => `Match over. Won by: ${side}.`,
  nextHand: "Next hand",
  newMatch: "New match",
  botError: "A bot found no move: please report it, with the match code.",
  saveOld: "The saved game is from an older version of the playground: a new match starts.",
  saveBroken: "The saved game is damaged or was edited and cannot go on: a new match starts.",
  saveUnread: "The part of the page that reads the saved game did not load: a new match starts.",
  hintUnread: "The hint did not load: try again.",
};

/** The page's texts by locale. */
export const TEXTS: Readonly<Record<Locale, Texts>> = { it: IT, en: EN };
