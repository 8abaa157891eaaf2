import { registerMessages } from "../../i18n/messages";

/** Server texts of career experiments: hypothesis profiles, job hits, ratings, testers (error details, mails), in both UI languages. */
export const experimentsMessages = registerMessages({
  experimentArchived: {
    en: "This experiment is archived: archiving is final, so it can no longer be changed.",
    de: "Dieses Experiment ist archiviert: Das Archivieren ist endgültig, es lässt sich nicht mehr ändern.",
  },
});

declare module "../../i18n/messages" {
  interface MessageCatalogues {
    experiments: typeof experimentsMessages;
  }
}
