import { registerMessages } from "../../i18n/messages";

/** Server texts of job alerts: subscriptions, double opt-in, unsubscribe, the matcher and digests (error details, mails), in every UI language. */
export const subscriptionsMessages = registerMessages({
  subscriptionTokenInvalid: {
    en: "This link is not valid (any more): it is unknown or has expired.",
    de: "Dieser Link gilt nicht (mehr): Er ist unbekannt oder abgelaufen.",
    fr: "Ce lien n'est (plus) valide: il est inconnu ou a expiré.",
    it: "Questo link non è (più) valido: è sconosciuto o è scaduto.",
  },
  subscriptionExists: {
    en: "You already have a job alert with these criteria. Change that one instead.",
    de: "Du hast schon ein Job-Abo mit diesen Kriterien. Ändere stattdessen dieses.",
    fr: "Tu as déjà une alerte emploi avec ces critères. Modifie plutôt celle-ci.",
    it: "Hai già un avviso di lavoro con questi criteri. Modifica piuttosto quello.",
  },
  subscriptionLimit: {
    en: "You can keep at most {max} job alerts. Delete one first.",
    de: "Du kannst höchstens {max} Job-Abos haben. Lösche zuerst eines.",
    fr: "Tu peux avoir au maximum {max} alertes emploi. Supprimes-en d'abord une.",
    it: "Puoi avere al massimo {max} avvisi di lavoro. Eliminane prima uno.",
  },
  subscriptionWorkloadOrder: {
    en: "The maximum workload must not be below the minimum.",
    de: "Das maximale Pensum darf nicht unter dem minimalen liegen.",
    fr: "Le taux d'activité maximal ne doit pas être inférieur au minimal.",
    it: "Il grado d'occupazione massimo non deve essere inferiore al minimo.",
  },
});

declare module "../../i18n/messages" {
  interface MessageCatalogues {
    subscriptions: typeof subscriptionsMessages;
  }
}
