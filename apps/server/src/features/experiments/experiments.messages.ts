import { registerMessages } from "../../i18n/messages";

/** Server texts of career experiments: hypothesis profiles, job hits, ratings, testers (error details, mails), in every UI language. */
export const experimentsMessages = registerMessages({
  experimentArchived: {
    en: "This experiment is archived: archiving is final, so it can no longer be changed.",
    de: "Dieses Experiment ist archiviert: Das Archivieren ist endgültig, es lässt sich nicht mehr ändern.",
    fr: "Cette expérience est archivée: l'archivage est définitif, elle ne peut plus être modifiée.",
    it: "Questo esperimento è archiviato: l'archiviazione è definitiva, non può più essere modificato.",
  },
});

declare module "../../i18n/messages" {
  interface MessageCatalogues {
    experiments: typeof experimentsMessages;
  }
}
