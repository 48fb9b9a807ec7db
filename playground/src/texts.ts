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
  readonly scorePad: string;
  /** The dock's name (the bottom panel: your turn, your hand, the moves). */
  readonly dock: string;
  /** The action buttons' group. */
  readonly actions: string;
  /** A meld the selected cards fit, for a screen reader. */
  readonly attachHere: string;
  /** A card of the last hint. */
  readonly suggested: string;
  /** A score line's rule, in its title. */
  readonly rule: (rule: string) => string;
  readonly preset: string;
  /** Preset names as players say them (a name not listed shows as it is). */
  readonly presets: Readonly<Record<string, string>>;
  readonly table: string;
  readonly players: (n: number) => string;
  readonly seed: string;
  /** The header's button: a new match on a new seed (it asks first while a match is in progress). */
  readonly newMatchButton: string;
  /** The question before a match in progress is abandoned. */
  readonly confirmTitle: string;
  readonly confirmText: (hand: number) => string;
  readonly confirmYes: string;
  readonly confirmNo: string;
  /** The match in progress goes on, though the address asked for another deal. */
  readonly resumed: (seed: string) => string;
  readonly settings: string;
  /** The header's menu button (the settings, new match, language and links behind it). */
  readonly menu: string;
  readonly languages: string;
  readonly yourDraw: string;
  readonly yourPlay: string;
  readonly yourPozzetto: string;
  readonly botTurn: (name: string) => string;
  /** "mano 2" of the match line. */
  readonly handNo: (hand: number) => string;
  /** The "You can" line: the moves possible now, in the infinitive (`moves` is never empty). */
  readonly possible: (moves: readonly string[]) => string;
  /** The selected cards make no move. */
  readonly nothingWithSelection: string;
  /** Moves in the infinitive, for the "You can" line. */
  readonly can: MovePhrases;
  /** Joins phrases: "a, b or c" ("a, b o c"). */
  readonly or: (items: readonly string[]) => string;
  /** A meld pressed with no card selected. */
  readonly selectFirst: string;
  /** Attach with several melds possible: choose one on the table. */
  readonly chooseMeld: string;
  readonly draw: string;
  readonly pickUp: string;
  readonly meld: string;
  readonly attach: string;
  readonly discard: string;
  readonly close: string;
  readonly takePozzetto: string;
  /** The Hint button: the planner's best move (its words are in hint.ts, loaded on first use). */
  readonly hint: string;
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
  /** Your own order of your hand: the group's name, the two sorts, moving the selected card. */
  readonly arrange: string;
  readonly bySuit: string;
  readonly byRank: string;
  readonly moveLeft: string;
  readonly moveRight: string;
  /** A card the others' moves changed since your last turn (marked on the table). */
  readonly newCard: string;
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
  readonly nextHand: string;
  readonly newMatch: string;
  readonly botError: string;
  /** The saved game is of an older version of the page. */
  readonly saveOld: string;
  /** The saved game is damaged or edited. */
  readonly saveBroken: string;
  /** The part of the page that reads saves did not load. */
  readonly saveUnread: string;
  /** Shows the rule and the code of a message. */
  readonly details: string;
}

/** A move in the infinitive, its cards as faces ("calare 7♥ 8♥ 9♥"), for the "You can" line. */
export interface MovePhrases {
  readonly draw: string;
  readonly pickUp: string;
  readonly takePozzetto: string;
  /** With the cards to meld, or `null` for "meld" alone. */
  readonly meld: (cards: string | null) => string;
  /** With the cards and the meld's number, or `null` for "attach" alone. */
  readonly attach: (cards: string | null, meld: number | null) => string;
  readonly discard: (card: string | null) => string;
  readonly close: (card: string | null) => string;
  /** After two melds listed: there are more. */
  readonly moreMelds: string;
  /** After two attaches listed: there are more. */
  readonly moreAttaches: string;
}

const orJoin =
  (word: string) =>
  (items: readonly string[]): string =>
    items.length <= 1 ? (items[0] ?? "") : `${items.slice(0, -1).join(", ")} ${word} ${items.at(-1)}`;

const IT: Texts = {
  title: "Burraco · playground",
  docs: "Documentazione",
  scorePad: "Segnapunti",
  dock: "Il tuo turno",
  actions: "Mosse",
  attachHere: "attacca qui",
  suggested: "consigliata",
  rule: (rule) => `Regola ${rule}`,
  preset: "Regole",
  presets: PRESET_NAMES.it,
  table: "Tavolo",
  players: (n) => `${n} giocatori`,
  seed: "Codice della partita",
  newMatchButton: "Nuova partita",
  confirmTitle: "Abbandonare la partita in corso?",
  confirmText: (hand) => `La partita in corso (mano ${hand}) andrà persa e ne inizierà una nuova.`,
  confirmYes: "Abbandona e inizia una nuova partita",
  confirmNo: "Continua a giocare",
  resumed: (seed) =>
    `La partita in corso continua. Per giocare invece la partita «${seed}» dell'indirizzo, premi «Nuova partita».`,
  settings: "Impostazioni e nuova partita",
  menu: "Menu",
  languages: "Lingua",
  yourDraw: "Tocca a te: pesca.",
  yourPlay: "Tocca a te: cala, attacca, poi scarta.",
  yourPozzetto: "Hai finito le carte calando: prendi il pozzetto.",
  botTurn: (name) => `Tocca a ${name}…`,
  handNo: (hand) => `mano ${hand}`,
  possible: (moves) => `Puoi ${orJoin("o")(moves)}.`,
  nothingWithSelection: "Con le carte selezionate non puoi fare nessuna mossa.",
  can: {
    draw: "pescare dal tallone",
    pickUp: "raccogliere gli scarti",
    takePozzetto: "prendere il pozzetto",
    meld: (cards) => (cards === null ? "calare" : `calare ${cards}`),
    attach: (cards, meld) =>
      cards === null
        ? "attaccare"
        : meld === null
          ? `attaccare ${cards}`
          : `attaccare ${cards} alla combinazione ${meld}`,
    discard: (card) => (card === null ? "scartare" : `scartare ${card}`),
    close: (card) => (card === null ? "chiudere" : `chiudere scartando ${card}`),
    moreMelds: "calare altre combinazioni",
    moreAttaches: "attaccare altre carte",
  },
  or: orJoin("o"),
  selectFirst: "Seleziona prima, nella tua mano, le carte da attaccare.",
  chooseMeld: "Scegli sul tavolo la combinazione a cui attaccare: quelle possibili hanno il segno ✓.",
  draw: "Pesca",
  pickUp: "Raccogli gli scarti",
  meld: "Cala",
  attach: "Attacca",
  discard: "Scarta",
  close: "Chiudi",
  takePozzetto: "Prendi il pozzetto",
  hint: "Consiglio",
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
  handHelp: "Frecce e Spazio: scegli le carte · Maiusc+frecce: sposta · Tab: le mosse",
  arrange: "Ordina la mano",
  bySuit: "Seme",
  byRank: "Valore",
  moveLeft: "Sposta a sinistra",
  moveRight: "Sposta a destra",
  newCard: "nuova",
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
  nextHand: "Mano successiva",
  newMatch: "Nuova partita",
  botError: "Un bot non ha trovato una mossa: segnalalo, con il codice della partita.",
  saveOld: "La partita salvata è di una versione precedente del playground: ne inizia una nuova.",
  saveBroken: "La partita salvata è danneggiata o modificata e non si può riprendere: ne inizia una nuova.",
  saveUnread: "Non si è potuta caricare la parte della pagina che legge la partita salvata: ne inizia una nuova.",
  details: "Dettagli",
};

const EN: Texts = {
  title: "Burraco · playground",
  docs: "Documentation",
  scorePad: "Score pad",
  dock: "Your turn",
  actions: "Moves",
  attachHere: "attach here",
  suggested: "suggested",
  rule: (rule) => `Rule ${rule}`,
  preset: "Rules",
  presets: PRESET_NAMES.en,
  table: "Table",
  players: (n) => `${n} players`,
  seed: "Match code",
  newMatchButton: "New match",
  confirmTitle: "Abandon the match in progress?",
  confirmText: (hand) => `The match in progress (hand ${hand}) will be lost and a new one will start.`,
  confirmYes: "Abandon it and start a new match",
  confirmNo: "Keep playing",
  resumed: (seed) => `Your match in progress goes on. To play the address's match "${seed}" instead, press New match.`,
  settings: "Settings and new match",
  menu: "Menu",
  languages: "Language",
  yourDraw: "Your turn: draw.",
  yourPlay: "Your turn: meld, attach, then discard.",
  yourPozzetto: "You melded every card: take the pozzetto.",
  botTurn: (name) => `${name} is playing…`,
  handNo: (hand) => `hand ${hand}`,
  possible: (moves) => `You can ${orJoin("or")(moves)}.`,
  nothingWithSelection: "The selected cards make no move.",
  can: {
    draw: "draw from the stock",
    pickUp: "pick up the pile",
    takePozzetto: "take the pozzetto",
    meld: (cards) => (cards === null ? "meld" : `meld ${cards}`),
    attach: (cards, meld) =>
      cards === null ? "attach" : meld === null ? `attach ${cards}` : `attach ${cards} to meld ${meld}`,
    discard: (card) => (card === null ? "discard" : `discard ${card}`),
    close: (card) => (card === null ? "close" : `close by discarding ${card}`),
    moreMelds: "make other melds",
    moreAttaches: "attach other cards",
  },
  or: orJoin("or"),
  selectFirst: "First select, in your hand, the cards to attach.",
  chooseMeld: "Choose on the table the meld to attach to: the possible ones carry a ✓.",
  draw: "Draw",
  pickUp: "Pick up the pile",
  meld: "Meld",
  attach: "Attach",
  discard: "Discard",
  close: "Close",
  takePozzetto: "Take the pozzetto",
  hint: "Hint",
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
  handHelp: "Arrows and Space: choose cards · Shift+arrows: move · Tab: the moves",
  arrange: "Arrange your hand",
  bySuit: "Suit",
  byRank: "Rank",
  moveLeft: "Move left",
  moveRight: "Move right",
  newCard: "new",
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
  nextHand: "Next hand",
  newMatch: "New match",
  botError: "A bot found no move: please report it, with the match code.",
  saveOld: "The saved game is from an older version of the playground: a new match starts.",
  saveBroken: "The saved game is damaged or was edited and cannot go on: a new match starts.",
  saveUnread: "The part of the page that reads the saved game did not load: a new match starts.",
  details: "Details",
};

/** The page's texts by locale. */
export const TEXTS: Readonly<Record<Locale, Texts>> = { it: IT, en: EN };
