import { registerMessages } from "../../i18n/messages";

/** Server texts of the screening questionnaires (error details, mails), in both UI languages. */
export const questionnairesMessages = registerMessages({
  questionnairesIdMismatch: {
    en: "The id must be the questionnaire's id in the address.",
    de: "Die ID muss die ID des Fragebogens in der Adresse sein.",
  },
  questionnairesOptionsTooFew: {
    en: "Give at least {min} options to choose from.",
    de: "Gib mindestens {min} Antwortoptionen an.",
  },
  questionnairesOptionsNotAllowed: {
    en: "A free-text question has no options.",
    de: "Eine Freitext-Frage hat keine Antwortoptionen.",
  },
  questionnairesOptionDuplicate: {
    en: "This option is already in the list.",
    de: "Diese Antwortoption gibt es schon.",
  },
  questionnairesKnockOutFreeText: {
    en: "A free-text question cannot be a knock-out question.",
    de: "Eine Freitext-Frage kann keine K.-o.-Frage sein.",
  },
  questionnairesExpectedAnswersMissing: {
    en: "Choose at least one expected answer.",
    de: "Wähle mindestens eine erwartete Antwort.",
  },
  questionnairesExpectedAnswerUnknown: {
    en: "Expected answers must be among the options.",
    de: "Erwartete Antworten müssen unter den Antwortoptionen sein.",
  },
  questionnairesExpectedAnswersNotKnockOut: {
    en: "Only a knock-out question has expected answers.",
    de: "Nur eine K.-o.-Frage hat erwartete Antworten.",
  },
  questionnairesExpectedAnswersAll: {
    en: "If every option is expected, nobody can miss it: leave at least one out.",
    de: "Wenn jede Option erwartet wird, kann sie niemand verfehlen: lass mindestens eine weg.",
  },
});

declare module "../../i18n/messages" {
  interface MessageCatalogues {
    questionnaires: typeof questionnairesMessages;
  }
}
