import { registerMessages } from "../../i18n/messages";

/** Server texts of job alerts: subscriptions, double opt-in, unsubscribe, the matcher and digests (error details, mails), in both UI languages. */
export const subscriptionsMessages = registerMessages({
  subscriptionTokenInvalid: {
    en: "This link is not valid (any more): it is unknown or has expired.",
    de: "Dieser Link gilt nicht (mehr): Er ist unbekannt oder abgelaufen.",
  },
  subscriptionExists: {
    en: "You already have a job alert with these criteria. Change that one instead.",
    de: "Du hast schon ein Job-Abo mit diesen Kriterien. Ändere stattdessen dieses.",
  },
  subscriptionLimit: {
    en: "You can keep at most {max} job alerts. Delete one first.",
    de: "Du kannst höchstens {max} Job-Abos haben. Lösche zuerst eines.",
  },
  subscriptionWorkloadOrder: {
    en: "The maximum workload must not be below the minimum.",
    de: "Das maximale Pensum darf nicht unter dem minimalen liegen.",
  },
});

declare module "../../i18n/messages" {
  interface MessageCatalogues {
    subscriptions: typeof subscriptionsMessages;
  }
}
