import { registerMessages } from "../../i18n/messages";

/** Server texts of the screening questionnaires (error details, mails), in every UI language. */
export const questionnairesMessages = registerMessages({
  questionnairesIdMismatch: {
    en: "The id must be the questionnaire's id in the address.",
    de: "Die ID muss die ID des Fragebogens in der Adresse sein.",
    fr: "L'ID doit être celui du questionnaire dans l'adresse.",
    it: "L'ID deve essere quello del questionario nell'indirizzo.",
  },
  questionnairesOptionsTooFew: {
    en: "Give at least {min} options to choose from.",
    de: "Gib mindestens {min} Antwortoptionen an.",
    fr: "Indique au moins {min} options de réponse.",
    it: "Indica almeno {min} opzioni di risposta.",
  },
  questionnairesOptionsNotAllowed: {
    en: "A free-text question has no options.",
    de: "Eine Freitext-Frage hat keine Antwortoptionen.",
    fr: "Une question à texte libre n'a pas d'options de réponse.",
    it: "Una domanda a testo libero non ha opzioni di risposta.",
  },
  questionnairesOptionDuplicate: {
    en: "This option is already in the list.",
    de: "Diese Antwortoption gibt es schon.",
    fr: "Cette option de réponse existe déjà.",
    it: "Questa opzione di risposta esiste già.",
  },
  questionnairesKnockOutFreeText: {
    en: "A free-text question cannot be a knock-out question.",
    de: "Eine Freitext-Frage kann keine K.-o.-Frage sein.",
    fr: "Une question à texte libre ne peut pas être une question éliminatoire.",
    it: "Una domanda a testo libero non può essere una domanda eliminatoria.",
  },
  questionnairesExpectedAnswersMissing: {
    en: "Choose at least one expected answer.",
    de: "Wähle mindestens eine erwartete Antwort.",
    fr: "Choisis au moins une réponse attendue.",
    it: "Scegli almeno una risposta attesa.",
  },
  questionnairesExpectedAnswerUnknown: {
    en: "Expected answers must be among the options.",
    de: "Erwartete Antworten müssen unter den Antwortoptionen sein.",
    fr: "Les réponses attendues doivent faire partie des options de réponse.",
    it: "Le risposte attese devono essere tra le opzioni di risposta.",
  },
  questionnairesExpectedAnswersNotKnockOut: {
    en: "Only a knock-out question has expected answers.",
    de: "Nur eine K.-o.-Frage hat erwartete Antworten.",
    fr: "Seule une question éliminatoire a des réponses attendues.",
    it: "Solo una domanda eliminatoria ha risposte attese.",
  },
  questionnairesExpectedAnswersAll: {
    en: "If every option is expected, nobody can miss it: leave at least one out.",
    de: "Wenn jede Option erwartet wird, kann sie niemand verfehlen: lass mindestens eine weg.",
    fr: "Si chaque option est attendue, personne ne peut la manquer: laisses-en au moins une de côté.",
    it: "Se ogni opzione è attesa, nessuno può sbagliare: lasciane fuori almeno una.",
  },
});

declare module "../../i18n/messages" {
  interface MessageCatalogues {
    questionnaires: typeof questionnairesMessages;
  }
}
