/**
 * The online page's own words, in Italian and English. Card names, moves and refusals come from
 * the library (cardName, describeEvent, describeError), seat names too (seatNames).
 */
import type { Locale } from "burraco/i18n";

export interface OnlineTexts {
  readonly title: string;
  readonly playground: string;
  readonly create: string;
  readonly preset: string;
  readonly target: string;
  readonly seat: (name: string) => string;
  readonly kinds: Readonly<Record<string, string>>;
  readonly clock: string;
  readonly clockHelp: string;
  /** The lobby's two waits before a bot plays a person's seat (issue 36). */
  readonly joinWait: string;
  readonly grace: string;
  readonly waitsHelp: string;
  /** Who plays a seat now: a person, a bot of a level, or a bot standing in for an absent person. */
  readonly personPlays: string;
  readonly botPlays: (level: string) => string;
  readonly standIn: (level: string) => string;
  /** A `seat` row, in the moves: a bot took the seat (nobody came, or its person left) or its person is back. */
  readonly seatTaken: (name: string, reason: "join-wait" | "grace") => string;
  readonly seatBack: (name: string) => string;
  readonly invites: string;
  readonly invitesHelp: string;
  readonly watch: string;
  readonly openSeat: string;
  /** The copy and share buttons of an invite link, and what the page says once it is copied. */
  readonly copy: string;
  readonly copied: string;
  readonly copyFailed: string;
  readonly share: string;
  /** The accessible names of those buttons: which link they copy or share. */
  readonly copyLink: (what: string) => string;
  readonly shareLink: (what: string) => string;
  /** The spectators' link, as the copy button names it. */
  readonly watchLink: string;
  readonly you: (name: string) => string;
  readonly spectator: string;
  readonly youMark: string;
  readonly connecting: string;
  readonly connected: string;
  readonly reconnecting: string;
  /** The connection's state once the server said the link leads nowhere (the long words: noTable, badLink). */
  readonly gone: string;
  readonly badLinkStatus: string;
  readonly badLink: string;
  readonly newTable: string;
  /** The server's own refusals (`server/…` codes), by code; `other` for any code not listed. */
  readonly server: Readonly<Record<string, string>> & { readonly other: string };
  readonly hand: (n: number) => string;
  readonly commitment: string;
  readonly totals: string;
  readonly yourDraw: string;
  readonly yourPlay: string;
  readonly yourPozzetto: string;
  readonly turnOf: (name: string) => string;
  readonly handOver: string;
  readonly matchOver: (side: string) => string;
  readonly nextSoon: string;
  readonly draw: string;
  readonly pickUp: string;
  readonly meld: string;
  readonly discard: string;
  readonly close: string;
  readonly takePozzetto: string;
  readonly stock: string;
  readonly pile: string;
  readonly cards: (n: number) => string;
  readonly yourHand: string;
  readonly moves: string;
  readonly noMoves: string;
  readonly side: (names: string) => string;
  readonly verified: (n: number) => string;
  readonly verifiedPublic: (n: number) => string;
  readonly mismatch: (n: number) => string;
  readonly commitOnly: (n: number) => string;
  readonly seed: string;
  /** The fairness line, folded: the hand's deal sealed (before its end), verified, or not. */
  readonly dealSealed: (n: number) => string;
  readonly dealVerified: (n: number) => string;
  readonly dealMismatch: (n: number) => string;
  readonly dealKeyOnly: (n: number) => string;
  /** At a hand's end: hide its summary (score sheet, hands, moves); the hand's moves, folded. */
  readonly dismiss: string;
  readonly handMoves: (n: number) => string;
  /** The match table, a row a hand. */
  readonly matchTable: string;
  readonly total: string;
  /** Cards a seat took from the discard pile, known to all (R14.2). */
  readonly fromPile: string;
  /** Your hand is empty but for the pozzetto taken on a discard, to play at your next turn (R6.3). */
  readonly pozzettoToPlay: string;
  /** Another tab (or device) took this seat with the same link: this page stopped. */
  readonly replaced: string;
  readonly replacedText: string;
  /** Takes the seat back in this tab (a reload: the other tab stops). */
  readonly playHere: string;
  readonly noTable: string;
  /** A restart found a move it could not replay: the table went back to row `to`. */
  readonly rewound: (to: number) => string;
  readonly clockAt: (s: number) => string;
  readonly timeOut: string;
}

const IT: OnlineTexts = {
  title: "Burraco online",
  playground: "Gioca da solo",
  create: "Apri il tavolo",
  preset: "Regole",
  target: "Punti per vincere",
  seat: (name) => `Posto ${name}`,
  kinds: { person: "una persona", easy: "bot facile", medium: "bot medio", hard: "bot difficile" },
  clock: "Orologio da torneo (secondi, vuoto: nessuno)",
  clockHelp: "A quel punto di ogni mano l'arbitro chiama il tempo (R8.3).",
  joinWait: "Attesa per un posto vuoto (secondi, 0: mai)",
  grace: "Attesa per chi si disconnette (secondi, 0: mai)",
  waitsHelp:
    "Passato quel tempo senza nessuno al posto di una persona, gioca un bot del livello del tavolo; quando la persona torna con il suo link, il posto è di nuovo suo.",
  personPlays: "persona",
  botPlays: (level) => level,
  standIn: (level) => `${level} al posto della persona, finché non torna`,
  seatTaken: (name, reason) =>
    reason === "join-wait"
      ? `${name}: nessuno è arrivato in tempo, gioca un bot finché la persona non arriva.`
      : `${name}: la persona si è disconnessa, gioca un bot finché non torna.`,
  seatBack: (name) => `${name}: la persona è tornata e riprende il suo posto.`,
  invites: "Inviti",
  invitesHelp: "Un link per posto: chi lo apre siede lì. Tienili per te, valgono come una chiave.",
  watch: "Guarda da spettatore",
  openSeat: "Apri",
  copy: "Copia",
  copied: "Link copiato",
  copyFailed: "Copia non riuscita: seleziona il link e copialo",
  share: "Condividi",
  copyLink: (what) => `Copia il link: ${what}`,
  shareLink: (what) => `Condividi il link: ${what}`,
  watchLink: "spettatori",
  you: (name) => `Sei ${name}`,
  spectator: "Spettatore",
  youMark: "tu",
  connecting: "connessione…",
  connected: "connesso",
  reconnecting: "riconnessione…",
  gone: "tavolo chiuso",
  badLinkStatus: "link non valido",
  newTable: "Apri un nuovo tavolo",
  badLink:
    "Questo link non è valido: il codice del posto è sbagliato. Controlla di averlo copiato per intero, o chiedi di nuovo il link a chi ha aperto il tavolo.",
  server: {
    "server/malformed": "Il server non ha capito il messaggio.",
    "server/too-large": "Il messaggio è troppo lungo.",
    "server/version": "Questa pagina è di un'altra versione del server: ricaricala.",
    "server/rate-limited": "Troppi messaggi in poco tempo: aspetta un momento.",
    "server/already-joined": "Questa connessione è già a un tavolo: ricarica la pagina.",
    "server/not-joined": "Questa connessione non è al tavolo: ricarica la pagina.",
    "server/full":
      "Il server non accetta altro: troppi tavoli aperti da qui, troppe persone a questo tavolo, o il server è pieno.",
    "server/store": "La mossa non è stata salvata, quindi non è stata giocata: riprova.",
    other: "Il server ha rifiutato la richiesta.",
  },
  hand: (n) => `Mano ${n}`,
  commitment: "Impegno sul mazzo",
  totals: "Totali",
  yourDraw: "Tocca a te: pesca dal tallone o raccogli gli scarti.",
  yourPlay: "Tocca a te: scegli le carte, cala o attacca, poi scarta una carta (o chiudi).",
  yourPozzetto: "Hai finito le carte calando: prendi il pozzetto.",
  turnOf: (name) => `Tocca a ${name}.`,
  handOver: "La mano è finita.",
  matchOver: (side) => `La partita è finita: vince ${side}.`,
  nextSoon: "La prossima mano sta per essere data.",
  draw: "Pesca",
  pickUp: "Raccogli gli scarti",
  meld: "Cala",
  discard: "Scarta",
  close: "Chiudi",
  takePozzetto: "Prendi il pozzetto",
  stock: "Tallone",
  pile: "Scarti",
  cards: (n) => (n === 1 ? "1 carta" : `${n} carte`),
  yourHand: "La tua mano",
  moves: "Mosse",
  noMoves: "Nessuna mossa ancora.",
  side: (names) => names,
  verified: (n) =>
    `Mano ${n}: la chiave del mazzo, svelata a fine mano, corrisponde all'impegno mostrato prima della mano e dà le carte che hai ricevuto.`,
  verifiedPublic: (n) =>
    `Mano ${n}: la chiave del mazzo, svelata a fine mano, corrisponde all'impegno mostrato prima della mano e dà la carta scoperta che si è vista.`,
  mismatch: (n) => `Mano ${n}: il mazzo NON corrisponde all'impegno mostrato prima della mano.`,
  commitOnly: (n) =>
    `Mano ${n}: la chiave del mazzo corrisponde all'impegno (le carte iniziali non erano state viste qui).`,
  seed: "Chiave del mazzo (svelata a fine mano)",
  dealSealed: (n) => `Mano ${n}: mazzo sigillato, si verifica a fine mano`,
  dealVerified: (n) => `Mano ${n}: mazzo verificato`,
  dealMismatch: (n) => `Mano ${n}: il mazzo NON corrisponde all'impegno`,
  dealKeyOnly: (n) => `Mano ${n}: chiave del mazzo corrispondente`,
  dismiss: "Nascondi il riepilogo della mano",
  handMoves: (n) => `Le mosse della mano (${n})`,
  matchTable: "La partita, mano per mano",
  total: "Totale",
  fromPile: "raccolte dagli scarti:",
  pozzettoToPlay: "più il pozzetto preso scartando: lo giochi al tuo prossimo turno",
  replaced: "aperto in un'altra scheda",
  replacedText:
    "Questo posto è stato aperto in un'altra scheda o su un altro dispositivo, con lo stesso link: si gioca là, e questa pagina si è fermata.",
  playHere: "Gioca qui (l'altra scheda si fermerà)",
  rewound: (to) =>
    `Al riavvio il server non ha potuto rigiocare una mossa: il tavolo è tornato com'era alla riga ${to} e si riprende da lì.`,
  noTable:
    "Nessun tavolo a questo link: il link è sbagliato, oppure il tavolo è stato chiuso dopo essere rimasto a lungo senza nessuno.",
  clockAt: (s) => `Orologio: tempo chiamato a ${s} s dall'inizio della mano.`,
  timeOut: "Tempo! Ultimo giro.",
};

const EN: OnlineTexts = {
  title: "Burraco online",
  playground: "Play alone",
  create: "Open the table",
  preset: "Rules",
  target: "Points to win",
  seat: (name) => `Seat ${name}`,
  kinds: { person: "a person", easy: "easy bot", medium: "medium bot", hard: "hard bot" },
  clock: "Tournament clock (seconds, empty: none)",
  clockHelp: "That far into each hand the referee calls time out (R8.3).",
  joinWait: "Wait for an empty seat (seconds, 0: never)",
  grace: "Wait for someone disconnected (seconds, 0: never)",
  waitsHelp:
    "After that long with nobody at a person's seat, a bot of the table's level plays it; when the person comes back with their link, the seat is theirs again.",
  personPlays: "person",
  botPlays: (level) => level,
  standIn: (level) => `${level} for the person, until they return`,
  seatTaken: (name, reason) =>
    reason === "join-wait"
      ? `${name}: nobody came in time; a bot plays until the person arrives.`
      : `${name}: the person disconnected; a bot plays until they return.`,
  seatBack: (name) => `${name}: the person is back and takes the seat again.`,
  invites: "Invitations",
  invitesHelp: "One link per seat: whoever opens it sits there. Keep them private: each works as a key.",
  watch: "Watch as a spectator",
  openSeat: "Open",
  copy: "Copy",
  copied: "Link copied",
  copyFailed: "Could not copy: select the link and copy it",
  share: "Share",
  copyLink: (what) => `Copy the link: ${what}`,
  shareLink: (what) => `Share the link: ${what}`,
  watchLink: "spectators",
  you: (name) => `You are ${name}`,
  spectator: "Spectator",
  youMark: "you",
  connecting: "connecting…",
  connected: "connected",
  reconnecting: "reconnecting…",
  gone: "table gone",
  badLinkStatus: "invalid link",
  newTable: "Open a new table",
  badLink:
    "This link is not valid: its seat code is wrong. Check that you copied all of it, or ask whoever opened the table for the link again.",
  server: {
    "server/malformed": "The server could not read the message.",
    "server/too-large": "The message is too long.",
    "server/version": "This page is from another version of the server: reload it.",
    "server/rate-limited": "Too many messages too fast: wait a moment.",
    "server/already-joined": "This connection is at a table already: reload the page.",
    "server/not-joined": "This connection is not at the table: reload the page.",
    "server/full":
      "The server takes no more: too many tables opened from here, too many people at this table, or the server is full.",
    "server/store": "The move could not be saved, so it was not played: try again.",
    other: "The server refused the request.",
  },
  hand: (n) => `Hand ${n}`,
  commitment: "Deal commitment",
  totals: "Totals",
  yourDraw: "Your turn: draw from the stock or take the pile.",
  yourPlay: "Your turn: pick cards, meld or attach, then discard one (or close).",
  yourPozzetto: "You played all your cards: take the pozzetto.",
  turnOf: (name) => `${name} to play.`,
  handOver: "The hand is over.",
  matchOver: (side) => `The match is over: ${side} won.`,
  nextSoon: "The next hand is about to be dealt.",
  draw: "Draw",
  pickUp: "Take the pile",
  meld: "Meld",
  discard: "Discard",
  close: "Close",
  takePozzetto: "Take the pozzetto",
  stock: "Stock",
  pile: "Discards",
  cards: (n) => (n === 1 ? "1 card" : `${n} cards`),
  yourHand: "Your hand",
  moves: "Moves",
  noMoves: "No moves yet.",
  side: (names) => names,
  verified: (n) =>
    `Hand ${n}: the deal's key, revealed after the hand, matches the commitment shown before the hand and deals the cards you were given.`,
  verifiedPublic: (n) =>
    `Hand ${n}: the deal's key, revealed after the hand, matches the commitment shown before the hand and deals the face-up card that was shown.`,
  mismatch: (n) => `Hand ${n}: the deal does NOT match the commitment shown before the hand.`,
  commitOnly: (n) => `Hand ${n}: the deal's key matches the commitment (the first cards were not seen here).`,
  seed: "The deal's key (revealed after the hand)",
  dealSealed: (n) => `Hand ${n}: deal sealed, checked at the hand's end`,
  dealVerified: (n) => `Hand ${n}: deal verified`,
  dealMismatch: (n) => `Hand ${n}: the deal does NOT match its commitment`,
  dealKeyOnly: (n) => `Hand ${n}: the deal's key matches`,
  dismiss: "Hide the hand's summary",
  handMoves: (n) => `The hand's moves (${n})`,
  matchTable: "The match, hand by hand",
  total: "Total",
  fromPile: "took from the pile:",
  pozzettoToPlay: "and the pozzetto taken on your discard: you play it at your next turn",
  replaced: "opened in another tab",
  replacedText:
    "This seat was opened in another tab or on another device, with the same link: play goes on there, and this page has stopped.",
  playHere: "Play here (the other tab will stop)",
  rewound: (to) =>
    `On its restart the server could not replay a move: the table went back to how it stood at row ${to}, and play goes on from there.`,
  noTable:
    "There is no table at this link: the link is wrong, or the table was closed after a long time with nobody at it.",
  clockAt: (s) => `Clock: time out is called ${s} s into each hand.`,
  timeOut: "Time out! Last round.",
};

export const ONLINE_TEXTS: Readonly<Record<Locale, OnlineTexts>> = { it: IT, en: EN };
