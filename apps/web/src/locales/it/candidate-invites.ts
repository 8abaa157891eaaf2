import type { Widen } from "../en";
import type { candidateInvitesEn } from "../en/candidate-invites";

/** Italian texts of the invitations of candidates to apply. */
export const candidateInvitesIt: Widen<typeof candidateInvitesEn> = {
  intro:
    "Invita una persona che vorresti assumere a candidarsi per uno dei tuoi annunci attivi o posti attivi. Riceve un'e-mail con un link al modulo di candidatura, in cui nome e indirizzo sono già compilati; il link vale 14 giorni e una sola volta.",
  back: "Torna ai candidati",
  form: {
    title: "Nuovo invito",
    email: "Indirizzo e-mail",
    name: "Nome",
    nameHint: "Così la persona viene salutata nell'e-mail, p. es. Mia Muster.",
    target: "Invita per",
    targetPlaceholder: "Scegli un annuncio o un posto",
    listings: "Annunci attivi",
    jobs: "Posti attivi (candidatura spontanea)",
    noTargets: "Non hai ancora nessun annuncio attivo né posto attivo. Pubblica prima un annuncio o attiva un posto.",
    message: "Messaggio personale",
    messageHint: "Citato nell'e-mail come solo testo (fino a {{max}} caratteri).",
    language: "Lingua dell'e-mail",
    send: "Invia invito",
    sent: "Invito inviato a {{email}}.",
  },
  list: {
    title: "Inviti inviati",
    empty: "Ancora nessun invito.",
    caption: "Inviti a candidati, i più recenti per primi",
    candidate: "Persona",
    target: "Annuncio o posto",
    status: "Stato",
    sent: "Inviato",
    actions: "Azioni",
    jobPrefix: "Posto: {{title}}",
    until: "fino al {{date}}",
    count_one: "{{count}} invito",
    count_other: "{{count}} inviti",
    previous: "Pagina precedente",
    next: "Pagina successiva",
    revoke: "Ritira",
    revokeNamed: "Ritira l'invito a {{name}}",
    revokeTitle: "Ritirare l'invito a {{name}}?",
    revokeText: "Il link nell'e-mail a {{email}} non funzionerà più. Potrai invitare di nuovo la persona più tardi.",
    revoked: "Invito a {{name}} ritirato.",
    loadFailed: "Non è stato possibile caricare gli inviti.",
    retry: "Riprova",
  },
  status: {
    open: "Aperto",
    used: "Candidatura inviata",
    expired: "Scaduto",
  },
  errors: {
    used: "Con questo invito è già stata inviata una candidatura; non può più essere ritirato.",
    invalid: "Questo invito non è più valido.",
    targetGone: "Questo annuncio o posto non è più attivo. Scegline un altro.",
  },
};
