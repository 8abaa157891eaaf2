import type { Widen } from "../en";
import type { orgFollowUpEn } from "../en/org-follow-up";

/** Italian texts of the follow-up of applications (issue 29) on the employer's side. */
export const orgFollowUpIt: Widen<typeof orgFollowUpEn> = {
  record: {
    title: "Tasso di risposta",
    intro:
      "Le candidature ricevute negli ultimi {{days}} giorni che hanno avuto una risposta o sono state chiuse senza risposta; quelle ancora in attesa entro il tuo tempo di risposta non contano.",
    answered: "Con risposta",
    median: "Tempo mediano fino alla prima risposta",
    days_one: "{{days}} giorno",
    days_other: "{{days}} giorni",
    counted_one: "su {{count}} candidatura",
    counted_other: "su {{count}} candidature",
    none: "Nessuna candidatura degli ultimi {{days}} giorni ha ancora avuto una risposta o è stata chiusa.",
    noAnswer: "Ancora nessuna risposta",
    up: "in aumento, da {{previous}}",
    down: "in calo, da {{previous}}",
    same: "come nei {{days}} giorni precedenti",
    noPrevious: "nessun dato per i {{days}} giorni precedenti",
    public: "Mostrato sulla pagina della tua azienda.",
    notPublic:
      "Non ancora mostrato sulla pagina della tua azienda: lo è a partire da {{min}} candidature in {{days}} giorni.",
    loadFailed: "Non è stato possibile caricare il tasso di risposta.",
  },
  closing: {
    title: "In chiusura",
    intro:
      "Queste candidature in attesa hanno superato il tuo tempo di risposta. Se non rispondi, ognuna viene chiusa senza risposta alla data indicata e la persona riceve un messaggio standard cortese.",
    empty: "Nessuna candidatura attende oltre il tuo tempo di risposta.",
    received: "ricevuta il {{date}}",
    closesOn: "chiusa il {{date}}",
    export: "Esporta CSV",
    loadFailed: "Non è stato possibile caricare le candidature in chiusura.",
  },
  mails: {
    title: "E-mail sulle nuove candidature",
    intro: "Come vieni a sapere delle nuove candidature a questa azienda: ogni membro sceglie per sé.",
    legend: "Inviami",
    modes: {
      default: "L'impostazione predefinita",
      instant: "Un'e-mail per ogni candidatura",
      daily: "Un riepilogo giornaliero alle {{time}}",
      none: "Nessuna e-mail",
    },
    hints: {
      default:
        "Ora: {{mode}}. Per impostazione predefinita titolari e amministratori/trici ricevono il riepilogo giornaliero, i recruiter nessuna e-mail; per gli annunci di cui sei la persona di contatto ricevi un'e-mail per ogni candidatura.",
      instant: "Appena qualcuno si candida: l'annuncio, il nome e un link al profilo.",
      daily: "Ogni mattina un'e-mail con le candidature ricevute dall'ultima.",
      none: "Vedi le nuove candidature nelle notifiche e nell'elenco dei candidati.",
    },
    defaultModes: {
      instant: "un'e-mail per ogni candidatura",
      daily: "il riepilogo giornaliero",
      none: "nessuna e-mail",
    },
    save: "Salva la scelta",
    saved: "La tua scelta è stata salvata.",
    failed: "Non è stato possibile salvare la tua scelta. Riprova.",
    loadFailed: "Non è stato possibile caricare la tua scelta.",
  },
  answerTime: {
    title: "Tempo di risposta",
    text: "Prometti di rispondere alle candidature entro {{days}} giorni: lo indicano la pagina della tua azienda e il modulo di candidatura. Quando una candidatura in attesa raggiunge quel giorno, il tuo team riceve un promemoria nelle notifiche e per e-mail; se {{closeDays}} giorni dopo è ancora senza risposta, viene chiusa automaticamente con un messaggio standard cortese alla persona che si è candidata.",
    label: "Giorni per rispondere",
    hint: "Da {{min}} a {{max}} giorni; {{default}} è il valore predefinito.",
    range: "Inserisci un numero intero di giorni da {{min}} a {{max}}.",
    save: "Salva tempo di risposta",
    saved: "Il tempo di risposta è stato salvato.",
  },
  archive: {
    message: "Messaggio alla persona che si è candidata",
    messageHint:
      "Inviato con l'e-mail che comunica a {{name}} che la candidatura è stata chiusa, e mostrato sulla pagina della candidatura.",
  },
  history: {
    answer_due: "Tempo di risposta superato: il team ha ricevuto un promemoria",
    closed_unanswered: "Chiusa automaticamente senza risposta",
  },
};
