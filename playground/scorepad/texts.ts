/**
 * The score pad page's own words, Italian and English. Score lines, burraco classes and refusals
 * come from burraco/i18n.
 */
import type { Locale } from "burraco/i18n";
import type { PozzettoCount } from "burraco/pad";

export interface PadTexts {
  readonly title: string;
  readonly intro: string;
  readonly settings: string;
  readonly rules: string;
  readonly mode: string;
  readonly round: (hands: number) => string;
  readonly firstSide: string;
  readonly newPad: string;
  readonly side: (side: number, players: number) => string;
  readonly handHeading: (hand: number) => string;
  readonly meldPoints: string;
  readonly burraco: string;
  readonly closed: string;
  readonly pozzetto: string;
  readonly pozzettoChoice: Readonly<Record<PozzettoCount, string>>;
  readonly unplayedPoints: string;
  readonly handPoints: string;
  readonly penaltyPoints: string;
  readonly add: string;
  readonly undo: string;
  readonly lastSheet: (hand: number) => string;
  readonly hands: string;
  readonly hand: string;
  readonly line: string;
  readonly totals: string;
  /** Before the final totals, at the end of a match or round. */
  readonly finalScore: string;
  readonly victoryPoints: string;
  readonly playing: string;
  readonly winner: (name: string) => string;
  readonly tie: string;
  readonly roundLeft: (left: number) => string;
  readonly added: (hand: number) => string;
  readonly over: string;
  readonly docs: string;
  readonly playground: string;
  readonly language: string;
  readonly undone: (hand: number) => string;
  /** The question before a new pad wipes the one in use. */
  readonly confirmTitle: string;
  readonly confirmText: (hands: number) => string;
  readonly confirmYes: string;
  readonly confirmNo: string;
  /** The toggle of a refusal's rule and code. */
  readonly more: string;
  readonly details: (rule: string | undefined, code: string) => string;
  /** A score line's rule, in its title. */
  readonly rule: (rule: string) => string;
}

export const TEXTS: Readonly<Record<Locale, PadTexts>> = {
  it: {
    title: "Segnapunti",
    intro:
      "Dopo ogni mano giocata con le carte vere, scrivi il conteggio di ogni parte: il foglio dei punti, i totali e i punti vittoria si calcolano da soli.",
    settings: "Partita",
    rules: "Regole",
    mode: "Tipo",
    round: (hands) => `Turno di torneo di ${hands} mani`,
    firstSide: "Ha giocato per prima",
    newPad: "Nuovo segnapunti",
    side: (side, players) => (players === 4 ? `Coppia ${"ABC"[side]}` : `Giocatore ${side + 1}`),
    handHeading: (hand) => `Conteggio della mano ${hand}`,
    meldPoints: "Punti delle carte calate",
    burraco: "Burraco",
    closed: "Ha chiuso",
    pozzetto: "Pozzetto",
    pozzettoChoice: { "not-taken": "non preso", taken: "preso", unplayed: "preso con lo scarto e non giocato" },
    unplayedPoints: "Punti del pozzetto non giocato",
    handPoints: "Punti rimasti in mano",
    penaltyPoints: "Punti delle carte penalizzate",
    add: "Aggiungi la mano",
    undo: "Togli l'ultima mano",
    lastSheet: (hand) => `Foglio della mano ${hand}`,
    hands: "Mani",
    hand: "Mano",
    line: "Voce",
    totals: "Totale",
    finalScore: "Punteggio finale",
    victoryPoints: "Punti vittoria",
    playing: "In corso",
    winner: (name) => `Vince: ${name}`,
    tie: "Pareggio",
    roundLeft: (left) => (left === 1 ? "Manca una mano" : `Mancano ${left} mani`),
    added: (hand) => `Mano ${hand} aggiunta.`,
    over: "Il segnapunti è chiuso.",
    docs: "Documentazione",
    playground: "Playground",
    language: "Lingua",
    undone: (hand) => `Mano ${hand} tolta: il suo conteggio è di nuovo nel modulo, da correggere.`,
    confirmTitle: "Cancellare il segnapunti in uso?",
    confirmText: (hands) =>
      hands === 0
        ? "Il conteggio scritto nel modulo andrà perso."
        : hands === 1
          ? "L'unica mano scritta andrà persa."
          : `Le ${hands} mani scritte andranno perse.`,
    confirmYes: "Cancella e inizia un nuovo segnapunti",
    confirmNo: "Tieni il segnapunti",
    more: "Dettagli",
    details: (rule, code) => (rule === undefined ? `Codice: ${code}` : `Regola ${rule} · ${code}`),
    rule: (rule) => `Regola ${rule}`,
  },
  en: {
    title: "Score pad",
    intro:
      "After each hand played with real cards, enter each side's count: the score sheet, the totals and the victory points follow.",
    settings: "Match",
    rules: "Rules",
    mode: "Kind",
    round: (hands) => `Tournament round of ${hands} hands`,
    firstSide: "Played first",
    newPad: "New score pad",
    side: (side, players) => (players === 4 ? `Side ${"ABC"[side]}` : `Player ${side + 1}`),
    handHeading: (hand) => `Count of hand ${hand}`,
    meldPoints: "Points of melded cards",
    burraco: "Burraco",
    closed: "Closed",
    pozzetto: "Pozzetto",
    pozzettoChoice: { "not-taken": "not taken", taken: "taken", unplayed: "taken on discard, not played" },
    unplayedPoints: "Points of the unplayed pozzetto",
    handPoints: "Points left in hand",
    penaltyPoints: "Points of penalty cards",
    add: "Add the hand",
    undo: "Remove the last hand",
    lastSheet: (hand) => `Score sheet of hand ${hand}`,
    hands: "Hands",
    hand: "Hand",
    line: "Line",
    totals: "Total",
    finalScore: "Final score",
    victoryPoints: "Victory points",
    playing: "In play",
    winner: (name) => `Winner: ${name}`,
    tie: "A tie",
    roundLeft: (left) => (left === 1 ? "One hand to go" : `${left} hands to go`),
    added: (hand) => `Hand ${hand} added.`,
    over: "The score pad is closed.",
    docs: "Documentation",
    playground: "Playground",
    language: "Language",
    undone: (hand) => `Hand ${hand} removed: its count is back in the form, to be corrected.`,
    confirmTitle: "Wipe the score pad in use?",
    confirmText: (hands) =>
      hands === 0
        ? "The count typed in the form will be lost."
        : `The ${hands === 1 ? "hand" : `${hands} hands`} entered will be lost.`,
    confirmYes: "Wipe it and start a new score pad",
    confirmNo: "Keep the score pad",
    more: "Details",
    details: (rule, code) => (rule === undefined ? `Code: ${code}` : `Rule ${rule} · ${code}`),
    rule: (rule) => `Rule ${rule}`,
  },
};
