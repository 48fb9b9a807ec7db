/**
 * Il testo italiano di ogni codice d'errore, con le parole dei giocatori.
 * @module
 */
import type { ErrorCode } from "../result.js";

/**
 * One sentence per {@link ErrorCode}, in Italian as players say it (pozzetto, pinella, jolly,
 * scala, tris, chiusura). The compiler refuses a missing code.
 */
export const ERRORS_IT: Readonly<Record<ErrorCode, string>> = /* @__PURE__ */ Object.freeze({
  "input/invalid": "La mossa o le opzioni non sono valide.",
  "card/unknown": "Carta sconosciuta: non è una delle 108 carte in gioco.",
  "card/too-many-copies": "Troppe copie: ogni carta c'è due volte e i jolly sono quattro.",
  "card/duplicate": "La stessa carta è indicata due volte.",
  "card/not-in-hand": "Non hai questa carta in mano.",
  "ruleset/invalid": "Queste regole non sono valide.",
  "meld/too-few-cards": "Per calare servono almeno 3 carte.",
  "meld/too-many-cards": "Troppe carte per una combinazione.",
  "meld/too-many-wildcards": "Una combinazione può avere una sola matta (un jolly o una pinella).",
  "meld/wildcards-only": "Non si cala una combinazione di sole matte (jolly e pinelle).",
  "meld/mixed": "Queste carte non fanno né un tris né una scala.",
  "meld/gap": "Le carte non sono in fila: c'è un buco che la matta non copre.",
  "meld/duplicate-rank": "In una scala ogni valore compare una volta sola.",
  "meld/sets-not-allowed": "Con queste regole i tris non sono ammessi: solo scale.",
  "meld/duplicate-set-rank": "La tua coppia ha già un tris di questo valore.",
  "meld/not-found": "Questa combinazione non c'è sul tavolo.",
  "meld/other-side": "Puoi attaccare solo alle combinazioni della tua coppia.",
  "turn/not-your-turn": "Non è il tuo turno.",
  "turn/wrong-phase": "Non adesso: prima si pesca, poi si cala, si attacca e si scarta.",
  "turn/first-turn": "Al primo giro si può solo pescare e scartare.",
  "turn/must-draw": "Dopo un giro di scambi di una carta sola devi pescare dal tallone.",
  "draw/stock-exhausted": "Il tallone è finito: raccogli gli scarti.",
  "draw/pile-empty": "Il monte degli scarti è vuoto.",
  "discard/picked-up-card": "Non puoi scartare la carta che hai appena raccolto dagli scarti.",
  "discard/last-card": "Devi tenere una carta: non c'è più un pozzetto da prendere.",
  "hand/would-empty": "Non puoi restare senza carte così: tieni una carta che puoi scartare.",
  "hand/over": "La mano è finita: non si può più giocare.",
  "time-out/already-called": "Il tempo è già stato chiamato: si sta giocando l'ultimo giro.",
  "close/not-allowed": "Non puoi ancora chiudere: servono un burraco e il pozzetto preso.",
  "close/wildcard": "Non si chiude scartando una matta (un jolly o una pinella).",
  "scenario/invalid": "Questa posizione non è valida.",
  "state/invalid": "Questo stato di gioco non è valido.",
  "match/invalid": "Questa partita non è valida.",
  "match/over": "La partita è finita.",
  "vp/invalid": "Questi dati per i punti vittoria non sono validi.",
  "count/invalid": "Questo conteggio non può venire da una mano giocata.",
  "pad/invalid": "Questo segnapunti non è valido o è stato alterato.",
  "pad/over": "La partita o il turno è finito.",
  "deal/mismatch": "Non è la distribuzione promessa prima della mano.",
  "save/signature": "Questo salvataggio non è firmato dal server, o è stato modificato.",
  "table/invalid": "Questo tavolo non è valido, o è stato modificato.",
  "table/wrong-seat": "Qui non tocca a questo posto giocare.",
  "table/bot-failed": "Un bot non ha potuto giocare.",
  "table/hand-in-play": "La mano è ancora in corso.",
  "table/undo-refused": "Questa mossa non si può annullare.",
  "callback/threw": "Una funzione passata dal programma ha sollevato un'eccezione: l'esecuzione si è fermata.",
  "arena/bot-failed": "Un bot ha sbagliato in ogni mano: l'arena non ha un margine da riportare.",
  "engine/fault": "Un errore del motore di gioco, non della tua mossa.",
});

/**
 * Testi più precisi per un codice rifiutato da una regola particolare, con chiave `"codice regola"`.
 */
export const ERRORS_IT_BY_RULE: Readonly<Record<string, string>> = /* @__PURE__ */ Object.freeze({
  "turn/wrong-phase R6.2": "Prima prendi il pozzetto: hai finito le carte calando.",
  "close/not-allowed R7.3": "Hai raccolto una sola carta con una in mano: in questo turno non chiudi.",
  "discard/last-card R6.1": "La tua coppia ha già il pozzetto: tieni l'ultima carta finché non puoi chiudere.",
  "discard/last-card R7.2": "La tua coppia ha già il pozzetto: con l'ultima carta puoi solo chiudere. Usa Chiudi.",
  "draw/stock-exhausted R8.1": "Le ultime due carte del tallone non si pescano mai: raccogli gli scarti.",
});
