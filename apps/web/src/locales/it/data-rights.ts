import type { Widen } from "../en";
import type { dataRightsEn } from "../en/data-rights";

/** Italian texts of data rights (nDSG/GDPR): export, account deletion, an anonymous applicant's request, application retention. */
export const dataRightsIt: Widen<typeof dataRightsEn> = {
  yourData: {
    section: "I tuoi dati",
    text: "Scarica una copia di tutti i dati che salviamo su di te, come file JSON: il tuo account, profilo di ricerca, la tua lista dei preferiti, candidature con le tue risposte, avvisi di lavoro, esperimenti, risultati Z-TDI, sessioni e affiliazioni. Oppure elimina il tuo account con i relativi dati.",
    export: "Scarica i miei dati",
    exporting: "Preparazione del download…",
    exported: "I tuoi dati sono stati scaricati come {{file}}.",
    delete: "Elimina il mio account…",
    policy: "Leggi l'informativa sulla privacy",
  },
  deleteDialog: {
    title: "Eliminare l'account?",
    loading: "Verifichiamo cosa riguarda l'eliminazione…",
    whatGoes:
      "Eliminiamo il tuo account, il tuo profilo di ricerca, la tua lista dei preferiti, avvisi di lavoro, esperimenti, risultati Z-TDI, immagini, sessioni e affiliazioni, subito e definitivamente.",
    employersKeep:
      "I datori di lavoro presso cui ti sei candidato/a conservano lo stato e le date della candidatura, senza il tuo nome, indirizzo, numero di telefono, testi, risposte o documenti.",
    applications_one: "Ciò riguarda {{count}} candidatura.",
    applications_other: "Ciò riguarda {{count}} candidature.",
    orgsGo:
      "Questi account aziendali non hanno altri membri e vengono eliminati con il tuo, insieme ad annunci, posti e candidature:",
    lastOwner:
      "Sei l'ultimo/a titolare di questi account aziendali, che hanno altri membri. Nomina prima titolare un altro membro (o rimuovi gli altri) e poi torna qui:",
    confirmLabel: "Inserisci il tuo indirizzo e-mail per confermare",
    confirmHint: "{{email}}",
    mismatch: "Questo non è l'indirizzo e-mail del tuo account.",
    confirm: "Elimina definitivamente il mio account",
    deleting: "Eliminazione…",
    cancel: "Annulla",
    deleted: "Il tuo account è stato eliminato e sei uscito/a. Grazie per aver usato Jobatlas.",
  },
  request: {
    heading: "Richiedi i tuoi dati senza account",
    intro:
      "Ti sei candidato/a senza account, hai fatto lo Z-TDI o ti sei abbonato/a ad avvisi di lavoro con il tuo indirizzo e-mail? Conferma che l'indirizzo è tuo con un codice che gli inviamo; poi scarica ciò che conserviamo associato a questo indirizzo, o fallo eliminare.",
    email: "Il tuo indirizzo e-mail",
    sendCode: "Inviami un codice via e-mail",
    code: "Il codice di 6 cifre",
    codeHint: "Abbiamo inviato un codice a {{email}}. È valido 10 minuti e una sola volta.",
    codeDigits: "Inserisci le 6 cifre dell'e-mail.",
    codeExpired: "Questo codice non è più valido. Richiedine uno nuovo.",
    verify: "Conferma",
    resend: "Invia un nuovo codice",
    startOver: "Usa un altro indirizzo",
    verified: "Indirizzo confermato: {{email}}. Per 30 minuti puoi:",
    download: "Scarica i dati",
    downloaded: "I dati sono stati scaricati come {{file}}.",
    delete: "Elimina i dati…",
    deleteTitle: "Eliminare i dati di {{email}}?",
    deleteText:
      "Eliminiamo gli avvisi di lavoro e i risultati Z-TDI di questo indirizzo, subito e definitivamente. I datori di lavoro presso cui ti sei candidato/a conservano lo stato e le date della candidatura, senza il tuo nome, indirizzo, numero di telefono, testi, risposte o documenti.",
    deleteConfirm: "Elimina definitivamente",
    deleted: "I dati associati a {{email}} sono stati eliminati.",
    tokenInvalid: "La conferma è scaduta o è già stata usata. Richiedi un nuovo codice.",
  },
  retention: {
    title: "Conservazione delle candidature",
    text: "Le candidature chiuse (archiviate, anche automaticamente senza risposta), respinte e ritirate vengono eliminate {{days}} giorni dopo il loro stato finale, con risposte, documenti e richieste di contatto (predefinito {{default}} giorni: il termine per agire della legge sulla parità dei sessi; consentiti da {{min}} a {{max}} giorni).",
    label: "Giorni di conservazione",
    hint: "Da {{min}} a {{max}} giorni; {{default}} è il valore predefinito.",
    range: "Inserisci un numero intero di giorni da {{min}} a {{max}}.",
    save: "Salva periodo",
    saved: "Il periodo di conservazione è stato salvato.",
  },
};
