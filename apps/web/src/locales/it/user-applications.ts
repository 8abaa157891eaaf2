import type { Widen } from "../en";
import type { userApplicationsEn } from "../en/user-applications";

/** Italian texts of the seeker side of applications: apply (signed in and anonymous), attachments, candidate-pool access. */
export const userApplicationsIt: Widen<typeof userApplicationsEn> = {
  apply: {
    progressLabel: "Passi della candidatura",
    progress: "Passo {{current}} di {{total}}: {{title}}",
    steps: {
      intro: "Introduzione",
      contact: "Dati di contatto",
      verify: "Conferma e-mail",
      questions: "Domande",
      texts: "Su di te",
    },
    toListing: "Candidatura per «{{title}}» presso {{company}}",
    toJob: "Candidatura spontanea come «{{title}}» presso {{company}}",
    toCompany: "Candidatura spontanea presso {{company}}",
    next: "Avanti",
    back: "Indietro",
    submit: "Invia candidatura",
    submitting: "Invio in corso…",
    intro: {
      receives: "Cosa riceve {{company}}",
      receivesText:
        "Il tuo nome, il tuo indirizzo e-mail e numero di telefono (se ne indichi uno), le tue risposte alle domande dell'azienda, i testi su di te e il PDF che alleghi.",
      invited: "{{company}} ti ha invitato a candidarti.",
      privacyTitle: "Protezione dei dati",
      privacyWho:
        "{{company}} tratta la tua candidatura per occupare il posto (in caso di candidatura spontanea: un posto adatto). Jobatlas salva e trasmette i dati per conto dell'azienda (come responsabile del trattamento) e non li usa per nient'altro.",
      privacyHowLong:
        "Se la candidatura viene chiusa o respinta, o se la ritiri, i tuoi dati vengono cancellati dopo {{days}} giorni. Puoi ritirarla in qualsiasi momento.",
      anonymousHint:
        "Puoi candidarti senza account: confermiamo il tuo indirizzo e-mail con un codice di 6 cifre e ti inviamo un link per seguire la tua candidatura.",
      signedInHint: "Ti candidi con il tuo account ({{email}}); trovi le tue candidature sotto «La mia carriera».",
    },
    pool: {
      title: "Oppure: fatti trovare da {{company}}",
      text: "Invece di candidarti, puoi mostrare a {{company}} il tuo profilo di ricerca (professioni, cosa offri, cosa cerchi). L'azienda potrà poi contattarti. Puoi revocarlo in qualsiasi momento.",
      grant: "Mostra il mio profilo a {{company}}",
      revoke: "Revoca l'accesso",
      granted: "{{company}} vede il tuo profilo di ricerca.",
      incomplete:
        "Il tuo profilo di ricerca non è ancora completo. Aggiungi almeno una professione, poi potrai mostrarlo a {{company}}.",
      complete: "Completa il profilo di ricerca",
      revoked: "{{company}} non vede più il tuo profilo di ricerca.",
    },
    contact: {
      firstName: "Nome",
      lastName: "Cognome",
      email: "Indirizzo e-mail",
      emailSignedIn: "Usiamo l'indirizzo del tuo account: {{email}}",
      phone: "Telefono",
    },
    verify: {
      intro: "Inviamo un codice di 6 cifre a {{email}}. Inseriscilo qui per confermare l'indirizzo.",
      send: "Invia codice",
      sent: "Abbiamo inviato un codice a {{email}}. È valido 10 minuti.",
      resend: "Invia un nuovo codice",
      code: "Codice di 6 cifre",
      confirm: "Conferma",
      confirmed: "{{email}} è confermato.",
      codeExpired: "Il codice è scaduto o è stato inserito in modo errato troppe volte. Richiedine uno nuovo.",
    },
    questions: {
      intro: "{{company}} ti pone alcune domande.",
      chooseOne: "Scegli una risposta",
      chooseAny: "Scegli tutte quelle pertinenti",
      answer: "La tua risposta",
    },
    texts: {
      myStory: "La mia storia",
      myStoryHint: "Chi sei e cosa ti ha portato qui.",
      whatIBring: "Cosa offro",
      whatIBringHint: "Esperienza, competenze, titoli di studio.",
      whatIWant: "Cosa cerco",
      whatIWantHint: "Il lavoro, il team e le condizioni che cerchi.",
      prefilled: "Abbiamo ripreso i testi dal tuo profilo di ricerca; modificali come vuoi.",
      attachments: "CV o altri documenti (PDF)",
      attachmentsHint: "Solo PDF, al massimo 10 MB per file, fino a 3 file.",
      upload: "Allega un PDF",
      uploading: "Caricamento in corso…",
      remove: "Rimuovi {{name}}",
      notPdf: "{{name}} non è un PDF.",
      activeContent:
        "{{name}} contiene contenuti attivi (script, file incorporati, media o codice di moduli) e perciò non viene accettato. Salvalo o stampalo di nuovo come PDF semplice e caricalo di nuovo.",
      tooLarge: "{{name}} supera i 10 MB.",
    },
    elsewhere: "{{company}} accetta le candidature per «{{title}}» sul proprio sito web. Candidati lì.",
    errors: {
      required: "Compila questo campo.",
      answerRequired: "Rispondi a questa domanda.",
      needsVerification: "Conferma prima il tuo indirizzo e-mail.",
      inviteInvalid:
        "Questo link d'invito non è valido, è già stato usato o è scaduto. Puoi comunque candidarti senza.",
      listingClosed: "Questo annuncio non accetta più candidature.",
      appliesElsewhere: "Il datore di lavoro accetta le candidature per questo posto sul proprio sito web.",
      verificationInvalid:
        "La conferma della tua e-mail è scaduta o è già stata usata. Conferma di nuovo il tuo indirizzo.",
    },
    already: {
      title: "Ti sei candidato/a il {{date}}",
      text: "La tua candidatura per «{{title}}» è ancora aperta, quindi non c'è nulla da inviare di nuovo. Puoi seguirla, modificarne i testi finché l'azienda non l'ha ancora presa in carico, oppure ritirarla.",
      view: "Vedi la tua candidatura",
    },
    success: {
      title: "Candidatura inviata",
      text: "Grazie! {{company}} ha ricevuto la tua candidatura.",
      textCompany: "Grazie! La tua candidatura è stata inviata.",
      anonymous: "Ti abbiamo inviato una conferma con un link per seguire la tua candidatura.",
      signedIn: "La trovi sotto «Le mie candidature».",
      myApplications: "Le mie candidature",
      backToCompany: "Torna all'azienda",
    },
  },
};
