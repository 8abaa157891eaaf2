import type { Widen } from "../en";
import type { staleEditEn } from "../en/stale-edit";

/** Testi italiani dell'avviso mostrato quando qualcun altro ha salvato prima (ADR 088). */
export const staleEditIt: Widen<typeof staleEditEn> = {
  title: "Qualcun altro ha modificato questo nel frattempo",
  text: "Le tue modifiche non sono state salvate, quindi non è stato sovrascritto nulla. Carica la versione attuale e poi rifai le tue modifiche: il tuo testo resta qui da copiare.",
  reload: "Carica la versione attuale",
  reloading: "Caricamento…",
  reloadFailed: "Non è stato possibile caricare la versione attuale. Riprova.",
  reloadedTitle: "La versione attuale è caricata",
  reloadedText:
    "Il modulo ora mostra ciò che è salvato. Le tue modifiche precedenti restano qui da copiare finché non chiudi questo avviso.",
  dismiss: "Chiudi l'avviso",
  yourChanges: "Le tue modifiche non salvate",
  noChanges: "Non avevi modificato nessun campo.",
  emptied: "(avevi svuotato questo campo)",
  copy: "Copia {{field}}",
  copied: "Copiato.",
  copyFailed: "Copia non riuscita: seleziona il testo e copialo tu.",
};
