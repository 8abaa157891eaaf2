/** Italian texts of the plan change on the organisation overview: the undo and the confirmation (ADR 053). */
export const planChangesIt = {
  choose: "Scegli il piano a cui vuoi passare.",
  review: "Verifica il passaggio a {{plan}}",
  reviewAny: "Verifica il passaggio",
  returnUntil: "L'hai lasciato il {{date}}: puoi tornarci fino al {{until}}.",
  lastChange: "{{actor}} ha cambiato il piano da {{from}} a {{to}} il {{date}}.",
  lastChangeByYou: "Hai cambiato il piano da {{from}} a {{to}} il {{date}}.",
  lastChangeByNobody: "Il piano è stato cambiato da {{from}} a {{to}} il {{date}}.",
  undoUntil: "Il passaggio si può annullare fino al {{until}}.",
  undo: "Torna a {{plan}}",
  confirmTitle: "Passare da {{from}} a {{to}}?",
  loading: "Verifichiamo gli effetti del passaggio…",
  loadFailed: "Non è stato possibile verificare gli effetti del passaggio.",
  retry: "Riprova",
  failed: "Non è stato possibile cambiare il piano. Riprova.",
  atOnce: "Il passaggio ha effetto subito.",
  free: "Free non costa nulla: il nostro team di vendita smette di fatturarti il piano attuale.",
  invoiced:
    "Il nostro team di vendita fattura {{plan}} al prezzo della tua offerta – non è previsto alcun pagamento online.",
  returnWithin:
    "Puoi tornare a {{plan}} fino al {{until}} (qui, sotto «Cambia piano»). Dopo, solo il nostro team di vendita può riattivarlo.",
  changeBackAnyTime: "Puoi tornare indietro in qualsiasi momento.",
  listingsOver_one:
    "{{count}} annuncio è attivo; {{plan}} ne consente {{limit}}. Nulla viene terminato: gli annunci attivi restano online fino al loro ultimo giorno (l'ultimo termina il {{date}}).",
  listingsOver_other:
    "{{count}} annunci sono attivi; {{plan}} ne consente {{limit}}. Nulla viene terminato: gli annunci attivi restano online fino al loro ultimo giorno (l'ultimo termina il {{date}}).",
  listingsOverRules:
    "Finché ne sono attivi più di {{limit}}, nessun annuncio si può prolungare; finché non ne sono attivi meno di {{limit}}, nessuno va online – né uno nuovo, né con «Pubblica ora», né uno pianificato alla sua data.",
  plannedWait_one:
    "{{count}} annuncio pianificato attende oltre la sua data di pubblicazione, finché non si libera uno spazio.",
  plannedWait_other:
    "{{count}} annunci pianificati attendono oltre la loro data di pubblicazione, finché non si libera uno spazio.",
  listingsFull:
    "Tutti i {{limit}} annunci attivi consentiti da {{plan}} sono occupati: un annuncio va online solo quando un altro termina.",
  extensionsLost_one:
    "{{count}} annuncio attivo ha esaurito le proroghe consentite da {{plan}} ({{limit}}): non si può più prolungare.",
  extensionsLost_other:
    "{{count}} annunci attivi hanno esaurito le proroghe consentite da {{plan}} ({{limit}}) e non si possono più prolungare.",
  questionnairesOver_one: "{{count}} questionario è attivo; {{plan}} ne consente {{limit}}. Resta attivo e in uso.",
  questionnairesOver_other:
    "{{count}} questionari sono attivi; {{plan}} ne consente {{limit}}. Restano attivi e in uso; un questionario si può creare o riattivare solo quando ne sono attivi meno di {{limit}}.",
  invitesLost:
    "{{plan}} non include gli inviti ai candidati/e: gli inviti già inviati restano validi, ma non puoi inviarne di nuovi.",
  themeLost:
    "I tuoi widget non impongono più il tuo tema e seguono l'impostazione chiara o scura di chi visita. La tua scelta resta salvata per un ritorno a {{from}}.",
  includes: "Cosa include {{plan}}",
  confirm: "Passa a {{plan}}",
};
